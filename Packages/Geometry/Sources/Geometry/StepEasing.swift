/// CSS `steps(n, <step-position>)`: progress jumps between `n` flat levels instead of moving smoothly.
///
/// ```swift
/// let ticks = try StepEasing(steps: 4)                      // steps(4) = steps(4, jump-end)
/// print(ticks.value(at: 0.3))                               // 0.25
/// print(try StepEasing(steps: 4, position: .jumpStart).value(at: 0.3))   // 0.5
/// ```
///
/// The CSS Easing Functions algorithm: step = ⌊progress·n⌋, plus 1 for `jump-start` and `jump-both`;
/// the number of jumps is n (start, end), n + 1 (both) or n − 1 (none); inside 0...1 the step is kept
/// within 0...jumps, and the output is step / jumps. Outside 0...1 the levels continue (as CSS's
/// extrapolation does). CSS's "before flag" (which matters only while an animation is in its delay
/// with a backwards fill) is not modelled: a value at a time, not a playback phase, is asked for here.
public struct StepEasing: Hashable, Sendable {
    /// Where the jumps fall (CSS `<step-position>`).
    public enum Position: Hashable, Sendable {
        /// The first jump happens at the start (`jump-start`, `start`, `step-start` for one step).
        case jumpStart
        /// The last jump happens at the end (`jump-end`, `end`, the default; `step-end` for one step).
        case jumpEnd
        /// No jump at either end: the first and last levels each hold for 1/n (`jump-none`, n ≥ 2).
        case jumpNone
        /// Jumps at both ends: n + 1 levels (`jump-both`).
        case jumpBoth
    }

    /// The number of intervals, ≥ 1 (≥ 2 for `.jumpNone`).
    public let steps: Int
    /// Where the jumps fall.
    public let position: Position

    /// - Throws: ``ConfigurationError`` naming `steps` when below 1, or below 2 with `.jumpNone` (CSS
    ///   rejects both).
    public init(steps: Int, position: Position = .jumpEnd) throws(ConfigurationError) {
        guard steps >= (position == .jumpNone ? 2 : 1) else {
            throw ConfigurationError(parameter: "steps", describing: steps,
                                     requirement: position == .jumpNone ? "must be at least 2 with jump-none" : "must be at least 1")
        }
        self.steps = steps
        self.position = position
    }

    /// CSS `step-start`: `steps(1, jump-start)`.
    public static let stepStart = StepEasing(unchecked: 1, .jumpStart)
    /// CSS `step-end`: `steps(1, jump-end)`.
    public static let stepEnd = StepEasing(unchecked: 1, .jumpEnd)

    private init(unchecked steps: Int, _ position: Position) {
        self.steps = steps
        self.position = position
    }

    /// The output at `progress`: a multiple of 1/jumps. NaN answers 0.
    public func value(at progress: Double) -> Double {
        guard !progress.isNaN else { return 0 }
        let count = Double(steps)
        // Beyond ±2^53 steps the level is the progress itself to the last bit; this also keeps ⌊⌋ finite.
        var step = Swift.min(Swift.max((progress * count).rounded(.down), -9.0e15), 9.0e15)
        if position == .jumpStart || position == .jumpBoth { step += 1 }
        let jumps: Double
        switch position {
        case .jumpStart, .jumpEnd: jumps = count
        case .jumpBoth: jumps = count + 1
        case .jumpNone: jumps = count - 1
        }
        if progress >= 0 && step < 0 { step = 0 }
        if progress <= 1 && step > jumps { step = jumps }
        return step / jumps
    }
}
