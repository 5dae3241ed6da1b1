import Geometry

/// A discrete tap, single or multiple: UIKit's `UITapGestureRecognizer`, headless.
///
/// ```swift
/// import Gestures
///
/// let samples = [PointerSample(pointer: 0, x: 50, y: 50, phase: .began, time: 0),
///                PointerSample(pointer: 0, x: 50, y: 50, phase: .ended, time: 0.08)]
/// var doubleTap = try TapRecognizer(numberOfTaps: 2)
/// for sample in samples { if doubleTap.handle(sample) == .recognized { print("zoom at", doubleTap.location) } }
/// doubleTap.tick(at: 1)   // lets it fail when the second tap does not come
/// print(doubleTap.state)  // failed
/// ```
///
/// Recognised when the last of `numberOfTaps` taps of `numberOfTouches` touches lifts. It fails
/// when a touch moves more than `allowableMovement` points, a tap is held longer than
/// `maximumTapDuration`, the next tap does not land within `maximumTapInterval` of the last lift
/// (noticed on the next sample or ``tick(at:)``), more touches land than required, or a touch is
/// cancelled.
public struct TapRecognizer: GestureRecognizer {
    /// Taps required.
    public let numberOfTaps: Int
    /// Touches per tap.
    public let numberOfTouches: Int
    /// How far, in points, a touch may move and still tap.
    public let allowableMovement: Double
    /// How long, in seconds, a tap may be held.
    public let maximumTapDuration: Double
    /// How long, in seconds, between one tap's lift and the next tap's touch down.
    public let maximumTapInterval: Double

    public private(set) var state: GestureState = .possible
    /// Where the taps land: the centroid of the touches of the last tap, in points.
    public private(set) var location: Point = .zero
    /// How many taps have completed so far in this sequence.
    public private(set) var tapsCompleted = 0

    @usableFromInline var touches = _TouchSet()
    @usableFromInline var mostTouches = 0
    @usableFromInline var tapStart = 0.0
    @usableFromInline var lastLift = 0.0
    @usableFromInline var time = -Double.infinity

    /// A tap recogniser.
    ///
    /// - Parameters:
    ///   - numberOfTaps: Taps required, at least 1; 1 by default.
    ///   - numberOfTouches: Touches per tap, 1...10; 1 by default.
    ///   - allowableMovement: Points a touch may move, finite and not negative; 10 by default.
    ///   - maximumTapDuration: Seconds a tap may be held, finite and positive; 0.5 by default (a
    ///     longer press is a long press).
    ///   - maximumTapInterval: Seconds between taps, finite and positive; 0.3 by default (Flutter's
    ///     `kDoubleTapTimeout`; Android's double-tap timeout is the same).
    /// - Throws: `ConfigurationError` for a bad value.
    public init(numberOfTaps: Int = 1, numberOfTouches: Int = 1, allowableMovement: Double = 10,
                maximumTapDuration: Double = 0.5, maximumTapInterval: Double = 0.3) throws(ConfigurationError) {
        guard numberOfTaps >= 1 else {
            throw ConfigurationError(parameter: "numberOfTaps", value: Double(numberOfTaps), requirement: "must be at least 1")
        }
        try ConfigurationError.checkTouches(minimum: numberOfTouches, maximum: numberOfTouches,
                                                   minimumName: "numberOfTouches", maximumName: "numberOfTouches")
        try ConfigurationError.check(allowableMovement, "allowableMovement", .nonNegative)
        try ConfigurationError.check(maximumTapDuration, "maximumTapDuration", .positive)
        try ConfigurationError.check(maximumTapInterval, "maximumTapInterval", .positive)
        self.numberOfTaps = numberOfTaps
        self.numberOfTouches = numberOfTouches
        self.allowableMovement = allowableMovement
        self.maximumTapDuration = maximumTapDuration
        self.maximumTapInterval = maximumTapInterval
    }

    @discardableResult
    public mutating func handle(_ sample: PointerSample) -> GestureState {
        guard let sample = _admitted(sample, after: time, touches: touches) else { return state }
        if state.isFinished, sample.phase == .began, touches.count == 0 { reset() }
        guard touches.apply(sample) else { return state }
        time = sample.time
        guard state == .possible else { return state }
        if sample.phase == .began, touches.count == 1 {
            // The first touch of a tap: the next tap must come in time after the last lift.
            if tapsCompleted > 0, sample.time - lastLift > maximumTapInterval {
                state = .failed
                return state
            }
            tapStart = sample.time
            mostTouches = 0
        }
        checkTime(sample.time)
        guard state == .possible else { return state }
        if let centroid = touches.centroid { location = centroid }

        switch sample.phase {
        case .began:
            mostTouches = max(mostTouches, touches.count)
            if mostTouches > numberOfTouches { state = .failed }
        case .moved, .stationary:
            if touches.largestMovement > allowableMovement { state = .failed }
        case .cancelled:
            state = .failed
        case .ended:
            if touches.count == 0 {
                if mostTouches == numberOfTouches {
                    tapsCompleted += 1
                    lastLift = sample.time
                    location = sample.location
                    if tapsCompleted == numberOfTaps { state = .recognized }
                } else {
                    state = .failed
                }
            }
        }
        return state
    }

    @discardableResult
    public mutating func tick(at time: Double) -> GestureState {
        guard time.isFinite, time >= self.time, state == .possible else { return state }
        checkTime(time)
        return state
    }

    @discardableResult
    public mutating func cancel() -> GestureState {
        if state == .possible { state = .failed }
        return state
    }

    public mutating func reset() {
        state = .possible
        touches.removeAll()
        tapsCompleted = 0
        mostTouches = 0
    }

    /// Fails a tap held too long, or a next tap that did not come in time.
    mutating func checkTime(_ now: Double) {
        if touches.count > 0, now - tapStart > maximumTapDuration {
            state = .failed
        } else if tapsCompleted > 0, touches.count == 0, now - lastLift > maximumTapInterval {
            state = .failed
        }
    }
}
