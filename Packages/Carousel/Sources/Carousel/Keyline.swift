/// A place along a carousel where an item's centre may be, and the size the item is masked to there:
/// Material 3's keyline (androidx `Keyline`).
///
/// ```swift
/// import Carousel
///
/// let keylines = try CarouselKeylines.multiBrowse(containerWidth: 400, preferredItemWidth: 220, itemCount: 10)
/// print(keylines.keylines.map { ($0.size * 100).rounded() / 100 })   // [10.0, 220.0, 138.0, 42.0, 10.0]
/// ```
public struct Keyline: Hashable, Sendable {
    /// The item's width (its mask) when its centre is at ``offset``, points.
    public var size: Double
    /// Where the item's centre is drawn, from the container's leading edge, points.
    public var offset: Double
    /// Where the item's centre is when every item is laid out end to end at the focal width (the scroll
    /// model): an item whose unmasked centre is here is drawn at ``offset``.
    public var unadjustedOffset: Double
    /// Whether an item here is fully shown (the largest size).
    public var isFocal: Bool
    /// Whether this is one of the two keylines just outside the container (not shifted).
    public var isAnchor: Bool
    /// Whether this keyline placed the others.
    public var isPivot: Bool
    /// How far an item here bleeds past the container's edge (0 when fully in or fully out).
    public var cutoff: Double

    public init(size: Double, offset: Double, unadjustedOffset: Double, isFocal: Bool, isAnchor: Bool, isPivot: Bool,
                cutoff: Double) {
        self.size = size
        self.offset = offset
        self.unadjustedOffset = unadjustedOffset
        self.isFocal = isFocal
        self.isAnchor = isAnchor
        self.isPivot = isPivot
        self.cutoff = cutoff
    }

    /// androidx's `lerp(Keyline, Keyline, fraction)`: numbers interpolated, flags from the nearer end.
    static func lerp(_ start: Keyline, _ end: Keyline, _ fraction: Double) -> Keyline {
        let near = fraction < 0.5 ? start : end
        return Keyline(size: start.size + (end.size - start.size) * fraction,
                       offset: start.offset + (end.offset - start.offset) * fraction,
                       unadjustedOffset: start.unadjustedOffset + (end.unadjustedOffset - start.unadjustedOffset) * fraction,
                       isFocal: near.isFocal, isAnchor: near.isAnchor, isPivot: near.isPivot,
                       cutoff: start.cutoff + (end.cutoff - start.cutoff) * fraction)
    }
}
