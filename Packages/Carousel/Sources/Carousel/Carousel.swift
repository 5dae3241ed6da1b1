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
///
/// - **Feedback events** (``events``): `itemTicked` when the focused item changes (the
///   finger at its sample's time, a release's motion at the instant solved from it), with the picker's
///   hysteresis (``tickHysteresis``); `snapped` at rest on a keyline, at the motion's
///   exact end, index the focused item.
/// - **Motion preferences** (``motionPreferences``): the duration scale plays every release's motion slower
///   or not at all (0: at rest on the release's frame); Reduce Motion stops the carousel at its ends without
///   a rubber band or bounce.
public struct Carousel: Interaction {
    public typealias Output = CarouselFrame

    /// The most items a carousel holds: 2^20 (its scroll view lists every item's resting offset, 8 bytes each).
    public static let maximumItemCount = 1 << 20

    /// Where every item is at any offset.
    public let layout: CarouselLayout
    /// The scroll view that carries the items.
    public internal(set) var scroll: ScrollBehavior
    /// Each item's resting offset, ascending.
    let restingOffsets: [Double]

    /// The events since the previous tick, the item last ticked to, the release's motion at its duration
    /// scale, the time last shown, and whether a motion that ends with a snap is running.
    var log = _FeedbackLog()
    var ticker = _ItemTicker(item: 0, band: 0)
    var motion = _ScaledMotion()
    var shownTime: Double?
    var landsOnItem = false

    /// How far back past the boundary just crossed (the midpoint between two resting offsets) the carousel
    /// must scroll to tick back, as a fraction of the item width: a quarter, as the picker wheel's.
    public static let tickHysteresis = 0.25

    /// What happened since the previous tick: `itemTicked` and
    /// `snapped`, in time order, each at its exact time.
    public var events: [FeedbackEvent] { log.events }

    /// The user's motion settings, read by each release's motion as it starts: the duration scale plays it
    /// slower (2: half speed) or not at all (0: at rest on the release's frame); Reduce Motion stops the
    /// carousel at its ends without a rubber band or bounce (the scroll view's `bounces` off).
    public var motionPreferences = MotionPreferences.standard {
        didSet { scroll.bounces = !motionPreferences.reduceMotion }
    }

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
        self.ticker = _ItemTicker(item: 0, band: Self.tickHysteresis * layout.itemWidth)
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
    ///
    /// - Complexity: O(1), no allocation.
    @discardableResult
    public mutating func handle(_ sample: PointerSample) -> CarouselFrame {
        log.beginCall()
        if sample.phase == .began { catchMotion(at: sample.time) }
        let before = scroll.pan.numberOfTouches
        scroll.handle(sample)
        follow(released: before > 0 && scroll.pan.numberOfTouches == 0, at: sample.time)
        return frame
    }

    /// Follows a reading of a pan recogniser the host runs itself.
    ///
    /// - Complexity: O(1), no allocation.
    @discardableResult
    public mutating func update(with reading: GestureReading) -> CarouselFrame {
        log.beginCall()
        if reading.numberOfTouches > 0 && (reading.state == .possible || reading.state == .began) { catchMotion(at: reading.time) }
        let dragging = scroll.state == .dragging
        scroll.update(with: reading)
        follow(released: (dragging || reading.state.isFinished) && scroll.state != .dragging, at: reading.time)
        return frame
    }

    /// Advances to the frame's time and returns what to show.
    ///
    /// - Complexity: O(1) for the motion, O(log items) for ``focusedItem``; a boundary passed or the rest
    ///   reached is solved by bisection on the motion (at most 64 steps); no allocation.
    @discardableResult
    public mutating func tick(at time: Double) -> CarouselFrame {
        log.beginCall()
        advance(to: time)
        log.endFrame()
        return frame
    }

    /// Cancels a drag, stops any motion and puts the carousel at rest on the nearest item's resting offset.
    public mutating func reset() {
        scroll.reset()
        scroll.scroll(to: Point(x: restingOffsets[focusedItem], y: 0), animated: false)
        log.removeAll()
        ticker.place(on: focusedItem)
        landsOnItem = false
        shownTime = nil
    }

    // MARK: Events and motion preferences

    /// The scroll view's motion at its duration scale to `time`, with the items it passed and its rest
    /// solved on copies of the scroll view.
    mutating func advance(to time: Double) {
        guard scroll.state == .decelerating, let from = shownTime, time.isFinite else {
            scroll.tick(at: time)
            follow(released: false, at: time)
            return
        }
        let (before, end) = self.motion.advance(&scroll, from: from, to: time) { $0.state == .decelerating }
        let motion = self.motion
        tick(to: offset, from: from, to: end) { motion.time(from: from, to: end, probing: before, reaching: $0) { $0.contentOffset.x } }
        follow(released: false, at: time)
        if scroll.state == .idle { snap(at: end) }
    }

    /// A touch on the moving carousel at a duration scale other than 1: the scroll view would catch its
    /// motion at the host's time, but it is shown at the scaled time, so it is caught there.
    mutating func catchMotion(at time: Double) {
        landsOnItem = false
        guard scroll.state == .decelerating, motion.scale != 1 else { return }
        if time.isFinite { advance(to: time) }
        scroll.scroll(to: scroll.contentOffset, animated: false)
        follow(released: false, at: time)
    }

    /// After an input or a tick: a release starts a motion at the duration scale read now (0: at rest at
    /// once); the items the input moved past tick at its time.
    mutating func follow(released: Bool, at time: Double) {
        let now = time.isFinite ? time : (shownTime ?? 0)
        tick(to: offset, from: now, to: now) { _ in now }
        if released && scroll.state == .decelerating {
            motion.begin(at: now, motionPreferences)
            landsOnItem = true
            if motionPreferences.endsMotionsAtOnce {
                let rest = _ScaledMotion.rest(of: scroll, after: now)
                scroll.scroll(to: rest.contentOffset, animated: false)
                tick(to: offset, from: now, to: now) { _ in now }
                snap(at: now)
            }
        }
        shownTime = now
    }

    /// The items passed on the way to `position` between `from` and `to`, each ticking at the instant
    /// `solve` gives for reaching its boundary (the midpoint between two resting offsets; items resting at
    /// the same offset at the end tick as the first of them, as ``focusedItem`` reads them).
    mutating func tick(to position: Double, from: Double, to: Double, solve: (Double) -> Double) {
        let offsets = restingOffsets
        while let (item, threshold) = ticker.next(position, count: offsets.count, boundary: {
            offsets[$0] == offsets[$0 + 1] ? .infinity : offsets[$0] + (offsets[$0 + 1] - offsets[$0]) / 2
        }) {
            log.emit(FeedbackEvent(.itemTicked, at: from == to ? to : solve(threshold), index: item))
        }
    }

    /// The release's motion ended at `time`: `snapped` on the focused item.
    mutating func snap(at time: Double) {
        guard landsOnItem else { return }
        landsOnItem = false
        ticker.place(on: focusedItem)
        log.emit(FeedbackEvent(.snapped, at: time, index: focusedItem))
    }
}
