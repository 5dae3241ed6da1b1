import Dynamics
import Geometry
import Gestures
import Scroll

/// A headless Material 3 carousel (Compose's `HorizontalMultiBrowseCarousel`): items of a preferred width
/// in a row, masked and moved by keylines as they scroll, a release resting with an item on the first focal
/// keyline.
///
/// ```swift
/// import Carousel
///
/// var photos = try Carousel(itemCount: 10, preferredItemWidth: 220, containerSize: Size(width: 400, height: 200))
/// photos.handle(PointerSample(pointer: 0, x: 300, y: 100, phase: .began, time: 0))
/// photos.handle(PointerSample(pointer: 0, x: 200, y: 100, phase: .moved, time: 0.05))
/// photos.handle(PointerSample(pointer: 0, x: 100, y: 100, phase: .ended, time: 0.1))
/// var time = 0.1
/// while !photos.isSettled { time += 1.0 / 120; photos.tick(at: time) }
/// print(photos.focusedItem, photos.offset)   // 1 220.0
/// let shown = photos.item(1)
/// print(shown.width, shown.center)   // 220.0 110.0
/// ```
///
/// - **Layout** (``layout``): Material 3's multi-browse keylines for the container and the preferred width
///   (``CarouselKeylines/multiBrowse(containerWidth:preferredItemWidth:itemCount:minimumSmallItemWidth:maximumSmallItemWidth:)``),
///   or the centred hero's (``CarouselStrategy/hero``);
///   ``item(_:)`` is each item's mask and place at the current offset, ``visibleItems`` those in the container.
/// - **Scrolling.** A horizontal scroll view (module Scroll) whose content is the items end to end at the
///   focal width; Android's fling by default (`ScrollPhysics.flutterClamping`, Flutter's port of it).
/// - **Resting.** The scroll view's snapping on each item's resting offset (`CarouselLayout.restingOffset(ofItem:)`:
///   its place less androidx's snap position, so that near the end the last items rest where the keylines
///   shifted to the end put them), at most one item per swipe (Compose's `singleAdvanceFlingBehavior`, the
///   carousel's default); every release rests exactly on one of them.
///
/// Time follows `FrameClock`'s rule through the scroll view: the same frames at every display rate.
public struct Carousel: Interaction {
    public typealias Output = CarouselFrame

    /// The most items a carousel holds: 2^20 (its scroll view lists every item's resting offset, 8 bytes each).
    public static let maximumItemCount = 1 << 20

    /// Where every item is at any offset.
    public let layout: CarouselLayout
    /// The scroll view that carries the items.
    public private(set) var scroll: ScrollBehavior
    /// Each item's resting offset, ascending.
    let restingOffsets: [Double]

    /// A carousel at rest on its first item.
    ///
    /// - Parameters:
    ///   - itemCount: How many items, 1 ... ``maximumItemCount``.
    ///   - preferredItemWidth: The large items' preferred width (Compose's `preferredItemWidth`), or with
    ///     ``CarouselStrategy/hero`` their largest (`maxItemWidth`), or with ``CarouselStrategy/viewAligned``
    ///     every item's width (at most the container's).
    ///   - containerSize: The carousel's size; positive and finite.
    ///   - strategy: The keylines: multi-browse (the default), centred hero or view-aligned.
    ///   - physics: The fling; Android's (`flutterClamping`) by default.
    ///   - limit: How many items one swipe may pass; one (Compose's default fling behaviour) by default.
    /// - Throws: `ConfigurationError` naming `itemCount`, `preferredItemWidth`, `containerSize.width` or
    ///   `containerSize.height`.
    public init(itemCount: Int, preferredItemWidth: Double, containerSize: Size, strategy: CarouselStrategy = .multiBrowse,
                physics: ScrollPhysics = .flutterClamping, limit: ScrollSnapping.Limit = .atMost(1)) throws(ConfigurationError) {
        guard itemCount > 0 && itemCount <= Self.maximumItemCount else {
            throw ConfigurationError(parameter: "itemCount", value: String(itemCount), requirement: "must be in 1...\(Self.maximumItemCount)")
        }
        try ConfigurationError.checkPositive(containerSize, "containerSize")
        let keylines: CarouselKeylines
        switch strategy {
        case .multiBrowse:
            keylines = try .multiBrowse(containerWidth: containerSize.width, preferredItemWidth: preferredItemWidth, itemCount: itemCount)
        case .hero:
            keylines = try .hero(containerWidth: containerSize.width, maximumItemWidth: preferredItemWidth, itemCount: itemCount)
        case .viewAligned:
            keylines = try .viewAligned(containerWidth: containerSize.width, itemWidth: preferredItemWidth, itemCount: itemCount)
        }
        let layout = try CarouselLayout(keylines: keylines, itemCount: itemCount, containerWidth: containerSize.width)
        var offsets: [Double] = []
        offsets.reserveCapacity(itemCount)
        for index in 0..<itemCount { offsets.append(Swift.max(layout.restingOffset(ofItem: index), offsets.last ?? 0)) }
        var scroll = try ScrollBehavior(contentSize: Size(width: Double(itemCount) * layout.itemWidth, height: containerSize.height),
                                        viewportSize: containerSize, axes: .horizontal, physics: physics)
        scroll.horizontalSnapping = try ScrollSnapping(positions: offsets, limit: limit)
        self.layout = layout
        self.scroll = scroll
        self.restingOffsets = offsets
    }

    /// The scroll offset shown now, points.
    public var offset: Double { scroll.contentOffset.x }

    /// The item whose resting offset is nearest the offset (the lower of two as near).
    public var focusedItem: Int {
        let value = offset
        var low = 0, high = restingOffsets.count - 1
        while low < high {                     // the first resting offset at or above the offset
            let middle = (low + high) / 2
            if restingOffsets[middle] < value { low = middle + 1 } else { high = middle }
        }
        if low > 0 && value - restingOffsets[low - 1] <= restingOffsets[low] - value { low -= 1 }
        // Several items resting at the same offset (the end): the first of them.
        while low > 0 && restingOffsets[low - 1] == restingOffsets[low] { low -= 1 }
        return low
    }

    /// The frame as it is now.
    public var frame: CarouselFrame {
        CarouselFrame(offset: offset, velocity: scroll.velocity.dx, state: scroll.state, focusedItem: focusedItem)
    }

    /// Item `index`'s mask and place at the current offset.
    ///
    /// - Complexity: O(keylines), no allocation.
    public func item(_ index: Int) -> CarouselItem { layout.item(index, scrollOffset: offset) }

    /// The items in the container at the current offset.
    public var visibleItems: Range<Int> { layout.visibleItems(scrollOffset: offset) }

    /// True when nothing moves until the next input.
    public var isSettled: Bool { scroll.isSettled }

    /// Feeds one pointer sample to the carousel's pan.
    @discardableResult
    public mutating func handle(_ sample: PointerSample) -> CarouselFrame {
        scroll.handle(sample)
        return frame
    }

    /// Follows a reading of a pan recogniser the host runs itself.
    @discardableResult
    public mutating func update(with reading: GestureReading) -> CarouselFrame {
        scroll.update(with: reading)
        return frame
    }

    /// Advances to the frame's time and returns what to show.
    ///
    /// - Complexity: O(1) for the motion, O(log items) for ``focusedItem``; no allocation.
    @discardableResult
    public mutating func tick(at time: Double) -> CarouselFrame {
        scroll.tick(at: time)
        return frame
    }

    /// Cancels a drag, stops any motion and puts the carousel at rest on the nearest item's resting offset.
    public mutating func reset() {
        scroll.reset()
        scroll.scroll(to: Point(x: restingOffsets[focusedItem], y: 0), animated: false)
    }
}
