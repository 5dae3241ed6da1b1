
/// A function from progress to progress, to shape how a driven property responds: the modifiers of
/// the parallax and relative-position examples (`1 - abs(p)`, cubes, sines) and the timing curves.
///
/// ```swift
/// let fadeAtEdges = ProgressModifier.mirrored          // 1 at the centre of -1...1, 0 at the ends
/// print(fadeAtEdges.apply(to: 0.25))   // 0.75
/// print([.reversed, .power(3)].apply(to: 0.5))   // 0.125: applied left to right
/// ```
@frozen
public enum ProgressModifier: Hashable, Sendable {
    /// `p`.
    case identity
    /// `1 − p`.
    case reversed
    /// `1 − |p|`: peaks at 0 and falls off either side.
    case mirrored
    /// `sign(p)·|p|^exponent` (odd-symmetric, so a negative progress keeps its sign).
    case power(Double)
    /// `3p² − 2p³` with p clamped to 0...1: a smooth start and end.
    case smoothstep
    /// `Double.sin(p·π/2)`: a quarter sine wave, ease-out-like, odd-symmetric.
    case sine
    /// `Double.sin(p·π)`: up and back down over 0...1 (a bump).
    case sineBump
    /// Clamped to `lower...upper` (either order). A NaN bound is no bound on that side; a NaN
    /// progress answers the lower bound (the upper one when only it is given, NaN when neither is).
    case clamped(lower: Double, upper: Double)
    /// Through a timing curve.
    case curve(TimingCurve)

    /// The modified progress.
    /// - Complexity: O(1); `.curve` solves the Bezier (a few polynomial evaluations). No allocation.
    @inlinable
    public func apply(to progress: Double) -> Double {
        switch self {
        case .identity: return progress
        case .reversed: return 1 - progress
        case .mirrored: return 1 - Swift.abs(progress)
        case .power(let exponent):
            let magnitude = Double.pow(Swift.abs(progress), exponent)
            return progress < 0 ? -magnitude : magnitude
        case .smoothstep:
            let p = clamp(progress, to: 0...1)
            return p * p * (3 - 2 * p)
        case .sine: return Double.sin(progress * .pi / 2)
        case .sineBump: return Double.sin(progress * .pi)
        case let .clamped(lower, upper): return Self.applyClamp(progress, lower, upper)
        case .curve(let curve): return curve.value(at: progress)
        }
    }
}

extension ProgressModifier {
    /// `.clamped`'s rule, never forming a range from NaN (which would trap).
    @inlinable
    static func applyClamp(_ progress: Double, _ first: Double, _ second: Double) -> Double {
        let a = first.isNaN ? -Double.infinity : first, b = second.isNaN ? Double.infinity : second
        let low = Swift.min(a, b), high = Swift.max(a, b)
        if progress.isNaN { return low > -.infinity ? low : (high < .infinity ? high : progress) }
        return Swift.min(Swift.max(progress, low), high)
    }
}

extension Sequence where Element == ProgressModifier {
    /// Applies the modifiers in order, the first to `progress`, each next one to the previous result.
    @inlinable
    public func apply(to progress: Double) -> Double {
        reduce(progress) { $1.apply(to: $0) }
    }
}
