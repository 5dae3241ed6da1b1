/// One item of a carousel at a scroll offset: how wide it is shown and where.
///
/// ```swift
/// import Carousel
///
/// let layout = try CarouselLayout(keylines: .multiBrowse(containerWidth: 400, preferredItemWidth: 220, itemCount: 10),
///                                 itemCount: 10, containerWidth: 400)
/// let first = layout.item(0, scrollOffset: 0)
/// print(first.width, first.center, first.isFocal)   // 220.0 110.0 true
/// ```
public struct CarouselItem: Hashable, Sendable {
    /// The item's index.
    public var index: Int
    /// The mask's width: the item is drawn `itemWidth` wide and clipped to this, centred.
    public var width: Double
    /// The mask's centre, from the container's leading edge.
    public var center: Double
    /// How far the laid-out box moves (points, positive toward the trailing edge) to centre the mask there.
    public var translation: Double
    /// Whether the item is (nearer) a focal keyline: fully shown.
    public var isFocal: Bool

    public init(index: Int, width: Double, center: Double, translation: Double, isFocal: Bool) {
        self.index = index
        self.width = width
        self.center = center
        self.translation = translation
        self.isFocal = isFocal
    }
}
