import Geometry

/// A continuous long press: UIKit's `UILongPressGestureRecognizer`, headless and driven by time.
///
/// ```swift
/// import Gestures
///
/// var press = LongPressRecognizer()
/// press.handle(PointerSample(pointer: 0, x: 50, y: 50, phase: .began, time: 0))
/// press.tick(at: 0.25)   // .possible
/// press.tick(at: 0.5)    // .began: fires on a frame tick with no new sample
/// ```
///
/// It begins once `numberOfTouches` touches have been held for `minimumPressDuration` seconds
/// without any moving more than `allowableMovement` points (checked on every sample and every
/// ``tick(at:)``), then reports `changed` as they move (any distance), `ended` when one lifts, and
/// `cancelled` for a cancelled touch or ``cancel()``. Before it begins, moving too far, lifting,
/// or more touches than required make it fail.
public struct LongPressRecognizer: GestureRecognizer {
    /// Seconds the touches must be held.
    public let minimumPressDuration: Double
    /// Points a touch may move before the press begins.
    public let allowableMovement: Double
    /// Touches required.
    public let numberOfTouches: Int

    public private(set) var state: GestureState = .possible
    /// The centroid of the touches, in points.
    public private(set) var location: Point = .zero

    @usableFromInline var touches = _TouchSet()
    @usableFromInline var pressStart = 0.0
    @usableFromInline var pressing = false
    @usableFromInline var time = -Double.infinity

    /// A long-press recogniser.
    ///
    /// - Parameters:
    ///   - minimumPressDuration: Seconds, finite and not negative; 0.5 by default (UIKit, SwiftUI).
    ///   - allowableMovement: Points, finite and not negative; 10 by default (UIKit, SwiftUI).
    ///   - numberOfTouches: Touches required, 1...10; 1 by default.
    /// - Throws: `ConfigurationError` for a bad value.
    public init(minimumPressDuration: Double = 0.5, allowableMovement: Double = 10, numberOfTouches: Int = 1) throws(ConfigurationError) {
        try ConfigurationError.check(minimumPressDuration, "minimumPressDuration", .nonNegative)
        try ConfigurationError.check(allowableMovement, "allowableMovement", .nonNegative)
        try ConfigurationError.checkTouches(minimum: numberOfTouches, maximum: numberOfTouches,
                                                   minimumName: "numberOfTouches", maximumName: "numberOfTouches")
        self.minimumPressDuration = minimumPressDuration
        self.allowableMovement = allowableMovement
        self.numberOfTouches = numberOfTouches
    }

    /// A long press with UIKit's defaults: 0.5 s, 10 pt, one touch.
    public init() {
        minimumPressDuration = 0.5
        allowableMovement = 10
        numberOfTouches = 1
    }

    @discardableResult
    public mutating func handle(_ sample: PointerSample) -> GestureState {
        guard let sample = _admitted(sample, after: time, touches: touches) else { return state }
        if state.isFinished, sample.phase == .began, touches.count == 0 { reset() }
        guard touches.apply(sample) else { return state }
        time = sample.time
        if let centroid = touches.centroid { location = centroid }

        switch state {
        case .possible:
            if sample.phase == .cancelled || touches.count > numberOfTouches
                || (sample.phase == .ended && touches.count < numberOfTouches) {
                state = .failed
            } else if touches.largestMovement > allowableMovement {
                state = .failed
            } else if sample.phase == .began, touches.count == numberOfTouches {
                pressStart = sample.time
                pressing = true
                fireIfHeld(until: sample.time)
            } else if pressing {
                fireIfHeld(until: sample.time)
            }
        case .began, .changed:
            state = state.continuing(after: sample.phase, enoughTouches: touches.count >= numberOfTouches)
        case .ended, .cancelled, .failed, .recognized:
            break
        }
        return state
    }

    @discardableResult
    public mutating func tick(at time: Double) -> GestureState {
        guard time.isFinite, time >= self.time, state == .possible, pressing else { return state }
        fireIfHeld(until: time)
        return state
    }

    @discardableResult
    public mutating func cancel() -> GestureState {
        if state.isActive {
            state = .cancelled
        } else if state == .possible {
            state = .failed
        }
        return state
    }

    /// Back to `possible`; a press in progress is cancelled first (see ``GestureRecognizer/reset()``).
    public mutating func reset() {
        touches.removeAll()
        pressing = false
        // Never a gesture left without its end.
        state = state.isActive ? .cancelled : .possible
    }

    mutating func fireIfHeld(until now: Double) {
        if now - pressStart >= minimumPressDuration { state = .began }
    }
}
