import Geometry

/// The percentage of a scroll offset between two offsets, unclamped: 0 at `start`, 1 at `end`, below 0
/// before and above 1 after. What drives a parallax effect ("UIView Interactive Animations").
///
/// ```swift
/// let fade = ScrollProgress(from: 0, to: 200)          // over the first 200 points of scrolling
/// print(fade.progress(at: 50))   // 0.25
/// print(fade.progress(at: -40))   // -0.2: pulled down past the top
/// print(fade.progress(at: 50, modifiers: [.reversed]))   // 0.75: an alpha that fades as it scrolls
/// ```
@frozen
public struct ScrollProgress: Hashable, Sendable {
    /// The offset at 0 %.
    public var start: Double
    /// The offset at 100 %.
    public var end: Double

    /// A range of offsets. Equal offsets give a progress of 0 everywhere (a documented clamp).
    @inlinable
    public init(from start: Double, to end: Double) {
        self.start = start
        self.end = end
    }

    /// `(offset − start)/(end − start)`, unclamped; 0 when the range is empty or anything is not
    /// finite. Exact across the whole finite range (offsets ±1e308 included: the differences are
    /// then taken of halves, which is exact), and saturated at ±`Double.greatestFiniteMagnitude`
    /// when the true quotient is beyond it (a range a denormal wide).
    ///
    /// - Parameter offset: The content offset along the range's axis.
    /// - Complexity: O(1).
    @inlinable
    public func progress(at offset: Double) -> Double {
        guard offset.isFinite, start.isFinite, end.isFinite, start != end else { return 0 }
        var distance = offset - start, range = end - start
        if !(distance.isFinite && range.isFinite) {
            distance = offset / 2 - start / 2
            range = end / 2 - start / 2
        }
        return _saturated(distance / range)
    }

    /// The progress through Geometry's modifiers, applied in order (`1 − |p|`, `p³`, a sine...);
    /// each result saturated as ``progress(at:)`` is.
    ///
    /// - Parameters:
    ///   - offset: The content offset.
    ///   - modifiers: The modifiers; none changes nothing.
    /// - Complexity: O(modifiers), no allocation.
    @inlinable
    public func progress(at offset: Double, modifiers: [ProgressModifier]) -> Double {
        var p = progress(at: offset)
        for index in modifiers.indices { p = _saturated(modifiers[index].apply(to: p)) }
        return p
    }

    /// The progress of page `page` in a paging carousel: 0 when the offset shows it exactly, −1 one page
    /// before, 1 one page after, clamped to −1...1 (a page further away shows nothing of it).
    ///
    /// ```swift
    /// import Parallax
    ///
    /// var card = LayerState(size: Size(width: 300, height: 400))
    /// let p = ScrollProgress.page(2, offset: 700, pageLength: 375)
    /// print(p)   // -0.1333...: page 2 is coming in
    /// card.alpha = 1 - abs(p)
    /// ```
    ///
    /// - Parameters:
    ///   - page: The page's index (page 0 at offset 0).
    ///   - offset: The content offset along the paging axis.
    ///   - pageLength: The distance between pages; not positive and finite gives 0.
    /// - Complexity: O(1).
    @inlinable
    public static func page(_ page: Int, offset: Double, pageLength: Double) -> Double {
        guard pageLength > 0, pageLength.isFinite else { return 0 }
        let p = (offset - Double(page) * pageLength) / pageLength
        return p.isFinite ? Swift.min(Swift.max(p, -1), 1) : 0
    }
}
