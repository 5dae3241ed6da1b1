import Geometry

/// Works out the pieces of a UIKit scroll motion at the release: up to three (a bounce from a release
/// beyond an extent, a coast, a bounce beyond the extent the coast runs past), each starting where
/// the previous one crosses an extent.
struct _UIKitScrollPlan {
    let decay: Double
    let bounceDecay: Double
    var segments = (_UIKitScrollSegment.still(at: 0), _UIKitScrollSegment.still(at: 0), _UIKitScrollSegment.still(at: 0))
    var count = 0
    var restPosition = 0.0
    var restTime = 0.0

    init(decay: Double, bounceDecay: Double) {
        self.decay = decay
        self.bounceDecay = bounceDecay
    }

    private mutating func append(_ segment: _UIKitScrollSegment) {
        switch count {
        case 0: segments.0 = segment
        case 1: segments.1 = segment
        default: segments.2 = segment
        }
        count += 1
    }

    private mutating func rest(at position: Double, time: Double) {
        restPosition = position
        restTime = time
    }

    /// A single coast that stops exactly on `target` (the decay and velocity already chosen for it).
    mutating func land(position: Double, velocity: Double, target: Double) {
        let speed = Swift.abs(velocity)
        guard speed > UIKitScrollSimulation.stopSpeed, target != position else {
            rest(at: target, time: 0)
            return
        }
        let duration = Double.log(speed / UIKitScrollSimulation.stopSpeed) / decay
        append(_UIKitScrollSegment(kind: .coast, start: 0, end: duration, anchor: position, displacement: 0, velocity: velocity))
        rest(at: target, time: duration)
    }

    mutating func run(position: Double, velocity: Double, leading: Double, trailing: Double, bounces: Bool) {
        var time = 0.0
        var x = position
        var v = velocity
        // At most three pieces: the loop ends by resting within four turns.
        for _ in 0..<4 {
            if x < leading || x > trailing {
                let edge = x < leading ? leading : trailing
                guard bounces else {
                    rest(at: edge, time: time)
                    return
                }
                let y0 = x - edge, m0 = v
                let settle = firstSnap(displacement: y0, momentum: m0)
                // Moving back inside fast enough, the displacement crosses zero.
                var crossing = Double.infinity
                if m0 != 0, (m0 < 0) != (y0 < 0) {
                    let ratio = y0 * decay / m0                    // in (−1, 0) when it crosses
                    if ratio > -1 { crossing = -Double.log1p(ratio) / decay }
                }
                if settle <= crossing {
                    append(_UIKitScrollSegment(kind: .bounce, start: time, end: time + settle, anchor: edge,
                                               displacement: y0, velocity: m0))
                    rest(at: edge, time: time + settle)
                    return
                }
                append(_UIKitScrollSegment(kind: .bounce, start: time, end: time + crossing, anchor: edge,
                                           displacement: y0, velocity: m0))
                time += crossing
                x = edge
                v = m0 * Double.exp(-(decay + bounceDecay) * crossing)
                continue
            }
            // Between the extents: coast until the speed falls to the stop speed, or an extent.
            let speed = Swift.abs(v)
            guard speed > UIKitScrollSimulation.stopSpeed else {
                rest(at: x, time: time)
                return
            }
            let direction: Double = v > 0 ? 1 : -1
            let stop = x + direction * ((speed - UIKitScrollSimulation.stopSpeed) / decay)
            let edge = direction > 0 ? trailing : leading
            guard direction > 0 ? stop > edge : stop < edge else {
                let duration = Double.log(speed / UIKitScrollSimulation.stopSpeed) / decay
                append(_UIKitScrollSegment(kind: .coast, start: time, end: time + duration, anchor: x, displacement: 0, velocity: v))
                rest(at: stop, time: time + duration)
                return
            }
            let travel = edge - x                                   // same sign as v, or 0
            let duration = -Double.log1p(-travel * decay / v) / decay
            append(_UIKitScrollSegment(kind: .coast, start: time, end: time + duration, anchor: x, displacement: 0, velocity: v))
            time += duration
            guard bounces else {
                rest(at: edge, time: time)
                return
            }
            // Past the extent: a bounce from it with the velocity the coast had there.
            let momentum = v - travel * decay
            let settle = firstSnap(displacement: 0, momentum: momentum)
            append(_UIKitScrollSegment(kind: .bounce, start: time, end: time + settle, anchor: edge,
                                       displacement: 0, velocity: momentum))
            rest(at: edge, time: time + settle)
            return
        }
        rest(at: Swift.min(Swift.max(x, leading), trailing), time: time)
    }

    /// The first time (seconds into a bounce) at which |y| < 0.5 and |dx/dt| < 10: where it snaps.
    func firstSnap(displacement y0: Double, momentum m0: Double) -> Double {
        // y = A e^{−λb τ} + B e^{−(λ + λb) τ};  dx/dt = −λb A e^{−λb τ} − (λ + λb) B e^{−(λ + λb) τ}.
        let fast = decay + bounceDecay
        let a = y0 + m0 / decay, b = -m0 / decay
        let y = _TwoExponentials(p: a, q: b, a: bounceDecay, b: fast)
        let speed = _TwoExponentials(p: -bounceDecay * a, q: -fast * b, a: bounceDecay, b: fast)
        let distanceLimit = UIKitScrollSimulation.snapDistance, speedLimit = UIKitScrollSimulation.stopSpeed
        func snaps(_ time: Double) -> Bool {
            Swift.abs(y(time)) < distanceLimit && Swift.abs(speed(time)) < speedLimit
        }
        if snaps(0) { return 0 }
        // The condition only changes where y or dx/dt crosses a limit: at most eight times.
        var roots = _Roots()
        y.crossings(of: distanceLimit, into: &roots)
        y.crossings(of: -distanceLimit, into: &roots)
        speed.crossings(of: speedLimit, into: &roots)
        speed.crossings(of: -speedLimit, into: &roots)
        roots.sort()
        var previous = 0.0
        for i in 0..<roots.count {
            let root = roots[i]
            if root > previous && snaps((previous + root) / 2) { return previous }
            previous = Swift.max(previous, root)
        }
        return previous
    }
}
