import Dynamics

/// One motion of the indicator in closed form from the timestamp of the input that started it: a spring
/// (Compose's, ended by its duration estimate) or a linear tween (Flutter's controllers). Before its start
/// it shows its start; from its end on, exactly its end. It plays at the duration scale it started with:
/// at `start + t` it shows what it shows at `start + t / scale` with 1 (0: its end at once).
struct _IndicatorMotion: Sendable {
    let start: Double
    let from: Double
    let to: Double
    let duration: Double
    let spring: SpringSolution<Double>?
    /// The duration scale (host seconds per second of motion).
    let scale: Double

    /// Compose's `animate(initialValue, targetValue)`: the default `spring()` from rest, ended when its
    /// `SpringSpec` says (the duration estimate for the 0.01 visibility threshold).
    static func composeSpring(from: Double, to: Double, at time: Double, scale: Double) -> _IndicatorMotion {
        let threshold = 0.01
        let milliseconds = Spring.composeDefault.estimatedAnimationDurationMillis(
            initialDisplacement: (from - to) / threshold, delta: 1)
        return _IndicatorMotion(start: time, from: from, to: to, duration: Double(milliseconds) / 1000,
                                spring: SpringSolution(spring: .composeDefault, from: from, to: to), scale: scale)
    }

    /// A linear tween over `duration` seconds (an `AnimationController.animateTo` with no curve).
    static func linear(from: Double, to: Double, duration: Double, at time: Double, scale: Double) -> _IndicatorMotion {
        _IndicatorMotion(start: time, from: from, to: to, duration: duration, spring: nil, scale: scale)
    }

    func value(at time: Double) -> Double {
        if isDone(at: time) { return to }
        let elapsed = (time - start) / scale
        if !(elapsed > 0) { return from }
        if elapsed >= duration { return to }
        if let spring { return spring.value(at: elapsed) }
        return from + (to - from) * (elapsed / duration)
    }

    func isDone(at time: Double) -> Bool { time - start >= duration * scale }

    /// When it ends, host time.
    var end: Double { start + duration * scale }

    /// The same motion moved `shift` seconds along the clock (onto a host's new time base).
    func shifted(by shift: Double) -> _IndicatorMotion {
        _IndicatorMotion(start: start + shift, from: from, to: to, duration: duration, spring: spring, scale: scale)
    }
}
