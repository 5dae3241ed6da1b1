/// A stretch of a ``PropertyAnimator``'s motion driven by a spring: the main progress from where the
/// stretch began to its target, ending (exactly at the target) after `end` seconds.
@usableFromInline
struct _AnimatorSpringSegment: Sendable {
    @usableFromInline var solution: SpringSolution<Double>
    /// Seconds into the segment; change it with ``advance(by:)``.
    @usableFromInline private(set) var elapsed: Double
    @usableFromInline var end: Double
    /// The progress at `elapsed`, computed once per step (reading it is a load).
    @usableFromInline private(set) var value: Double

    @usableFromInline
    init(solution: SpringSolution<Double>, end: Double) {
        self.solution = solution
        self.elapsed = 0
        self.end = end.isFinite && end > 0 ? end : 0
        self.value = solution.start
        self.value = value(at: 0)
    }

    /// Moves `seconds` on (finite, >= 0).
    @inlinable
    mutating func advance(by seconds: Double) {
        elapsed += seconds
        value = value(at: elapsed)
    }

    /// The progress at `time` seconds into the segment (the target from the end on; the target if
    /// the spring overflowed).
    @inlinable
    func value(at time: Double) -> Double {
        if time >= end { return solution.target }
        if time <= 0 { return solution.start }
        let value = solution.value(at: time)
        return value.isFinite ? value : solution.target
    }

    /// The velocity now, in progress per second (0 once ended).
    @usableFromInline
    var velocity: Double {
        guard elapsed < end else { return 0 }
        let velocity = solution.velocity(at: elapsed)
        return velocity.isFinite ? velocity : 0
    }
}
