import Geometry

/// A discrete swipe: UIKit's `UISwipeGestureRecognizer`, headless.
///
/// ```swift
/// import Gestures
///
/// var swipe = try SwipeRecognizer(directions: [.left, .right])
/// swipe.handle(PointerSample(pointer: 0, x: 300, y: 300, phase: .began, time: 0))
/// swipe.handle(PointerSample(pointer: 0, x: 200, y: 302, phase: .moved, time: 0.05))
/// if swipe.handle(PointerSample(pointer: 0, x: 100, y: 303, phase: .ended, time: 0.1)) == .recognized {
///     print(swipe.direction == .left ? "next page" : "previous page")
/// }
/// ```
///
/// Recognised when the touches have moved at least `minimumDistance` points mostly along a
/// permitted direction (within 30° of it) and the release velocity along it reaches
/// `requiredVelocity`; it fails when the touches lift without that, move the wrong way, are
/// cancelled, or are more than `numberOfTouches`. Recognition happens as soon as both hold, while
/// the finger is still moving, as UIKit does.
public struct SwipeRecognizer: GestureRecognizer {
    /// The permitted directions (`.right` toward increasing x, `.down` toward increasing y).
    public let directions: SwipeDirection
    /// How many touches the swipe needs.
    public let numberOfTouches: Int
    /// The distance, in points, along the direction.
    public let minimumDistance: Double
    /// The speed, in points per second, along the direction.
    public let requiredVelocity: Double

    public private(set) var state: GestureState = .possible
    /// The direction recognised (one edge of `directions`), empty before.
    public private(set) var direction: SwipeDirection = []
    /// The centroid of the touches, in points.
    public private(set) var location: Point = .zero

    @usableFromInline var touches = _TouchSet()
    @usableFromInline var tracker = VelocityTracker()
    @usableFromInline var start: Point = .zero
    @usableFromInline var time = -Double.infinity
    @usableFromInline var mostTouches = 0

    /// A swipe recogniser.
    ///
    /// - Parameters:
    ///   - directions: The permitted directions, at least one; `.right` by default as in UIKit.
    ///   - numberOfTouches: The touches required, 1...10; 1 by default.
    ///   - minimumDistance: Points along the direction, finite and positive; 50 by default.
    ///   - requiredVelocity: Points per second along the direction, finite and not negative; 300 by default.
    /// - Throws: `ConfigurationError` for a bad value.
    public init(directions: SwipeDirection = .right, numberOfTouches: Int = 1, minimumDistance: Double = 50,
                requiredVelocity: Double = 300) throws(ConfigurationError) {
        guard !directions.isEmpty else {
            throw ConfigurationError(parameter: "directions", value: 0, requirement: "must name at least one direction")
        }
        try ConfigurationError.checkTouches(minimum: numberOfTouches, maximum: numberOfTouches,
                                                   minimumName: "numberOfTouches", maximumName: "numberOfTouches")
        try ConfigurationError.check(minimumDistance, "minimumDistance", .positive)
        try ConfigurationError.check(requiredVelocity, "requiredVelocity", .nonNegative)
        self.directions = directions
        self.numberOfTouches = numberOfTouches
        self.minimumDistance = minimumDistance
        self.requiredVelocity = requiredVelocity
    }

    @discardableResult
    public mutating func handle(_ sample: PointerSample) -> GestureState {
        guard let sample = _admitted(sample, after: time, touches: touches) else { return state }
        if state.isFinished, sample.phase == .began, touches.count == 0 { reset() }
        let before = touches.centroid
        guard touches.apply(sample) else { return state }
        time = sample.time
        tracker._addRestartingClock(sample)
        if let centroid = touches.centroid { location = centroid }
        if sample.phase == .began || sample.phase == .ended || sample.phase == .cancelled, let before, let after = touches.centroid {
            start = start + (after - before)
        }
        if sample.phase == .began, touches.count == 1 { start = sample.location }
        mostTouches = max(mostTouches, touches.count)
        guard state == .possible else { return state }

        if sample.phase == .cancelled || mostTouches > numberOfTouches {
            state = .failed
            return state
        }
        if touches.count == numberOfTouches || sample.phase == .ended {
            let movement: Vector = location - start
            if let found = dominantDirection(movement) {
                let along = abs(found == .left || found == .right ? movement.dx : movement.dy)
                let speed = alongSpeed(found, lifted: sample.phase == .ended ? sample.pointer : nil)
                if !directions.contains(found), along >= minimumDistance {
                    state = .failed
                } else if directions.contains(found), along >= minimumDistance, speed >= requiredVelocity,
                          mostTouches == numberOfTouches {
                    direction = found
                    state = .recognized
                }
            }
        }
        if state == .possible, touches.count == 0 { state = .failed }
        return state
    }

    @discardableResult
    public mutating func tick(at time: Double) -> GestureState { state }

    @discardableResult
    public mutating func cancel() -> GestureState {
        if state == .possible { state = .failed }
        return state
    }

    public mutating func reset() {
        state = .possible
        direction = []
        touches.removeAll()
        tracker.clear()
        mostTouches = 0
    }

    /// The direction a movement mostly goes in: within 30° of an axis, else none.
    func dominantDirection(_ movement: Vector) -> SwipeDirection? {
        let tan30 = 0.577_350_269_189_625_8
        if abs(movement.dy) <= abs(movement.dx) * tan30, movement.dx != 0 {
            return movement.dx > 0 ? .right : .left
        }
        if abs(movement.dx) <= abs(movement.dy) * tan30, movement.dy != 0 {
            return movement.dy > 0 ? .down : .up
        }
        return nil
    }

    /// The mean velocity of the touches (and the one just lifted) along `direction`.
    func alongSpeed(_ direction: SwipeDirection, lifted: Int?) -> Double {
        var sum = Vector.zero
        var count = 0
        if let lifted, let velocity = tracker.velocity(of: lifted) { sum += velocity; count += 1 }
        for index in 0..<touches.count {
            if let velocity = tracker.velocity(of: touches[index].pointer) { sum += velocity; count += 1 }
        }
        guard count > 0 else { return 0 }
        let mean = sum * (1 / Double(count))
        switch direction {
        case .right: return mean.dx
        case .left: return -mean.dx
        case .down: return mean.dy
        default: return -mean.dy
        }
    }
}
