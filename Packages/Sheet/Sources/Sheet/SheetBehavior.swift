/// A bottom sheet with detents and a list inside, headless: UIKit's `UISheetPresentationController`,
/// SwiftUI's `presentationDetents`, Flutter's `DraggableScrollableSheet`. Pointer samples (or a host
/// recogniser's readings) and display ticks in; a ``SheetFrame`` out.
///
/// ```swift
/// import Sheet
///
/// var sheet = try SheetBehavior(containerSize: Size(width: 390, height: 800), detents: [.medium, .large],
///                               contentSize: Size(width: 390, height: 2000))
/// sheet.handle(PointerSample(pointer: 0, x: 200, y: 500, phase: .began, time: 0))
/// sheet.handle(PointerSample(pointer: 0, x: 200, y: 0, phase: .moved, time: 0.5))   // 500 points up, slowly
/// print(sheet.height, sheet.content.contentOffset.y)   // 800.0 100.0: the sheet to its largest detent, then the list
/// sheet.handle(PointerSample(pointer: 0, x: 200, y: 0, phase: .ended, time: 0.6))
/// print(sheet.selectedDetent!, sheet.state)   // 1 resting
/// ```
///
/// - **Detents** (``SheetDetent``): fractions of the container's height, fixed heights, or heights the
///   host computes from it; sorted by height whatever order they are given in, and reported by their
///   index in ``detents``.
/// - **Dragging.** The sheet and its list (``content``, a `ScrollBehavior` laid out at the largest
///   detent's height) share one drag through a `NestedScroll`: with ``contentInteraction``
///   `.resizes` the sheet grows to its largest detent before the list scrolls, and a list pulled
///   down at its top hands the drag to the sheet, within the same gesture; `.scrolls` scrolls the list
///   first. The finger's travel is conserved at every hand-off. Above the largest detent (and below the
///   smallest when it cannot be dismissed) the UIKit profile rubber-bands; the Flutter profile stops.
/// - **Release.** The side that moved last flings: the list with UIKit's deceleration, or the sheet
///   onto the detent its ``profile`` chooses (UIKit: nearest to the projected height; Flutter: the next
///   snap size in the fling's direction), or off the screen (``isDismissible``; ``state`` becomes
///   `.dismissed`). The motion starts at the release's timestamp and ends exactly on the detent.
/// - **Dimming** (``dimming``): 0 at and below ``largestUndimmedDetent``, 1 at the largest detent,
///   linear between; without one, 1 at every detent, fading to 0 as the sheet goes off the screen.
/// - ``animate(to:at:)`` moves to a detent programmatically and lands exactly on it.
///
/// Every drag ends exactly once; every motion comes to rest exactly on a detent or dismissed; outputs
/// are finite; non-finite samples are ignored; nothing allocates per frame.
public struct SheetBehavior: Interaction {
    public typealias Output = SheetFrame

    /// The detents, in the order given (``SheetFrame/detent`` and ``selectedDetent`` index them).
    public let detents: [SheetDetent]
    /// How the release chooses a detent and the sheet moves.
    public let profile: SheetProfile
    /// Which of the sheet and its list a drag moves first. May change between gestures.
    public var contentInteraction: SheetContentInteraction {
        didSet { nested.priority = contentInteraction.priority }
    }
    /// The detent (index in ``detents``) at and below which nothing is dimmed (UIKit's
    /// `largestUndimmedDetentIdentifier`); `nil` (the default) dims at every detent. An index outside
    /// ``detents`` is taken as `nil`.
    public var largestUndimmedDetent: Int?
    /// Whether a drag down past the smallest detent can dismiss the sheet (UIKit's sheets can, unless
    /// `isModalInPresentation`). True by default.
    public var isDismissible: Bool {
        get { nested.outer.isDismissible }
        set { nested.outer.isDismissible = newValue }
    }
    /// The container the sheet rises from, points. Components that are not positive and finite keep
    /// their previous value. Changing it resolves the fraction and height detents again; a custom detent
    /// keeps its last height, clamped to the container (its resolver is never called from here, see
    /// ``setContainerSize(_:detentHeights:)``): a sheet at rest stays on its detent, a moving one re-aims.
    public var containerSize: Size {
        didSet {
            containerSize = Size(width: containerSize.width.isFinite && containerSize.width > 0 ? containerSize.width : oldValue.width,
                                 height: containerSize.height.isFinite && containerSize.height > 0 ? containerSize.height : oldValue.height)
            relayout(given: nil)
        }
    }

    /// Sets the container and the detents' heights the host resolved for it (custom detents included),
    /// as one change: a sheet at rest stays on its detent, a moving one re-aims.
    ///
    /// Resolving is the host's step, before this call, so that a custom resolver reading the sheet never
    /// runs inside a mutation of it:
    ///
    /// ```swift
    /// import Sheet
    ///
    /// var sheet = try SheetBehavior(containerSize: Size(width: 390, height: 800),
    ///                               detents: [.medium, .custom { container in container - 44 }])
    /// let size = Size(width: 390, height: 600)
    /// sheet.setContainerSize(size, detentHeights: sheet.detents.map { $0.resolvedHeight(in: size.height) })
    /// print(sheet.detentHeights)   // [300.0, 556.0]
    /// ```
    ///
    /// - Parameters:
    ///   - size: The new container; components that are not positive and finite keep their value.
    ///   - detentHeights: One height per detent, in the order of ``detents``; `nil` (or a height that is
    ///     not positive and finite, or a list of another length) keeps that detent's last height. Heights
    ///     are clamped to the container.
    public mutating func setContainerSize(_ size: Size, detentHeights: [Double?]) {
        let clean = Size(width: size.width.isFinite && size.width > 0 ? size.width : containerSize.width,
                         height: size.height.isFinite && size.height > 0 ? size.height : containerSize.height)
        // Set without the setter's own layout, then laid out once with the heights.
        resizing = true
        containerSize = clean
        resizing = false
        relayout(given: detentHeights.count == detents.count ? detentHeights : nil)
    }

    var nested: NestedScroll<_SheetPosition, ScrollBehavior>
    /// The pan ``handle(_:)`` feeds.
    public internal(set) var pan: PanRecognizer
    /// Each detent's height, in the order of ``detents``.
    public internal(set) var detentHeights: [Double]
    /// Sorted position → index in ``detents``.
    var order: [Int] { nested.outer.order }
    /// True while ``setContainerSize(_:detentHeights:)`` sets the container (it lays out once, after).
    var resizing = false

    /// A sheet at rest on a detent.
    ///
    /// - Parameters:
    ///   - containerSize: The container's size; positive and finite.
    ///   - detents: At least one; each must resolve to a positive, finite height in the container.
    ///   - selectedDetent: The index of the detent it starts on; 0 by default.
    ///   - contentSize: The list's content; none (nothing scrolls) by default. Its viewport is the
    ///     container's width by the largest detent's height.
    ///   - profile: UIKit's (default) or Flutter's.
    ///   - contentInteraction: `.resizes` (default) or `.scrolls`.
    ///   - isDismissible: Whether a drag down can dismiss it; true by default.
    ///   - largestUndimmedDetent: See ``largestUndimmedDetent``.
    /// - Throws: `ConfigurationError` naming `containerSize.width`/`.height`, `detents` (empty),
    ///   `detents[i]`, `selectedDetent`, `contentSize.width`/`.height`.
    public init(containerSize: Size, detents: [SheetDetent], selectedDetent: Int = 0, contentSize: Size = .zero,
                profile: SheetProfile = .uikit, contentInteraction: SheetContentInteraction = .resizes,
                isDismissible: Bool = true, largestUndimmedDetent: Int? = nil) throws(ConfigurationError) {
        try ConfigurationError.checkPositive(containerSize, "containerSize")
        guard !detents.isEmpty else {
            throw ConfigurationError(parameter: "detents", value: "[]", requirement: "must name at least one detent")
        }
        var heights: [Double] = []
        for (index, detent) in detents.enumerated() {
            guard let height = detent.resolvedHeight(in: containerSize.height) else {
                throw ConfigurationError(parameter: "detents[\(index)]", value: detent.given, requirement: detent.requirement)
            }
            heights.append(height)
        }
        guard selectedDetent >= 0 && selectedDetent < detents.count else {
            throw ConfigurationError(parameter: "selectedDetent", value: "\(selectedDetent)",
                                     requirement: "must index detents (0..<\(detents.count))")
        }
        let order = Self.sortedIndices(heights)
        var sorted: [Double] = []
        for index in order { sorted.append(heights[index]) }
        var start = 0
        for (position, index) in order.enumerated() where index == selectedDetent { start = position }
        let list = try ScrollBehavior(contentSize: contentSize,
                                      viewportSize: Size(width: containerSize.width, height: sorted[sorted.count - 1]),
                                      axes: .vertical, physics: profile == .uikit ? .uikit : .flutterClamping)
        let outer = _SheetPosition(heights: sorted, order: order, containerHeight: containerSize.height, profile: profile,
                                   isDismissible: isDismissible, resting: start)
        nested = try NestedScroll(outer: outer, inner: list, priority: contentInteraction.priority)
        do { pan = try PanRecognizer(minimumDistance: 0) } catch { pan = PanRecognizer() }
        self.detents = detents
        self.profile = profile
        self.contentInteraction = contentInteraction
        self.largestUndimmedDetent = largestUndimmedDetent
        self.containerSize = containerSize
        detentHeights = heights
    }

    /// Indices sorted by height (stable: equal heights keep their order).
    static func sortedIndices(_ heights: [Double]) -> [Int] {
        var order = Array(heights.indices)
        // Insertion sort: a handful of detents, and no closure-taking sort needed.
        for i in order.indices.dropFirst() {
            var j = i
            while j > 0 && heights[order[j - 1]] > heights[order[j]] {
                order.swapAt(j - 1, j)
                j -= 1
            }
        }
        return order
    }

    // MARK: State

    /// The list inside the sheet; its content size and other settings may be changed between inputs.
    ///
    /// During a drag fed through ``handle(_:)`` the list is handed the finger's velocity at the release
    /// (the sheet's frame shows none), and at every sample only after a touch caught the list's fling
    /// (repeated-flick acceleration watches it): otherwise its `velocity` reads zero until the release.
    /// The finger's is ``pan``'s `velocity`, estimated when read.
    public var content: ScrollBehavior {
        get { nested.inner }
        set { nested.inner = newValue }
    }
    /// The sheet's height now, points.
    @inline(__always)
    public var height: Double { nested.outer.height }
    /// What the sheet is doing.
    @inline(__always)
    public var state: SheetState { nested.outer.state }
    /// The detent (index in ``detents``) the sheet rests on or is heading to; `nil` while dragged, and
    /// heading off the screen or dismissed (UIKit's `selectedDetentIdentifier` changes at the release).
    public var selectedDetent: Int? { nested.outer.target.map { order[$0] } }
    /// The latest release: which of the sheet and the list flung, and the finger's velocity.
    public var lastRelease: NestedScrollRelease? { nested.lastRelease }
    /// The frame as it is now (after any setter, too).
    public var frame: SheetFrame { makeFrame() }

    /// How much to dim behind the sheet at its current height, 0...1.
    @inline(__always)
    public var dimming: Double {
        let heights = nested.outer.heights
        let largest = heights[heights.count - 1]
        let h = height
        guard let undimmed = largestUndimmedDetent, undimmed >= 0, undimmed < detentHeights.count else {
            return Swift.min(1, Swift.max(0, h / heights[0]))
        }
        let low = detentHeights[undimmed]
        guard largest > low else { return 0 }
        return Swift.min(1, Swift.max(0, (h - low) / (largest - low)))
    }

    /// True when nothing moves and no finger is down.
    public var isSettled: Bool { nested.isSettled && pan.numberOfTouches == 0 }

    /// What happened since the previous tick, in time order:
    /// - `FeedbackEvent.Kind.detentReached` (`FeedbackEvent.index`: the detent's, in ``detents``) when
    ///   a motion (a release's, ``animate(to:at:)``'s, a re-aim's) comes to rest on a detent, and
    ///   `FeedbackEvent.Kind.dismissed` when the sheet is gone from view, each at the motion's exact end
    ///   (its start plus its duration, times the duration scale), not at the tick that shows it. A drag
    ///   released on a detent at rest reaches it at the release. "Reached" is the rest, not a first
    ///   crossing: the frame's ``SheetFrame/detent`` and ``state`` change there, so the event and the
    ///   frame agree, and it comes once per motion even where a spring would cross the detent and come
    ///   back (UIKit plays no haptic here; an app that attaches one to the detent change gets it once).
    ///
    /// The list's own events are not among them (the list reports none yet).
    public var events: [FeedbackEvent] { nested.outer.log.events }

    /// The user's motion settings, for the sheet's motions and its list's: the duration scale stretches
    /// every motion a release or ``animate(to:at:)`` starts (0: at rest on the detent, or dismissed, at the
    /// input that started it); Reduce Motion starts the UIKit profile's spring to a detent no faster
    /// than reaches it without passing it (no bounce against the detent; the Flutter profile's straight
    /// line never passes it). The finger is followed exactly either way.
    public var motionPreferences: MotionPreferences {
        get { nested.outer.motionPreferences }
        set {
            nested.outer.motionPreferences = newValue
            nested.inner.motionPreferences = newValue
        }
    }

    @inline(__always)
    func makeFrame() -> SheetFrame {
        // Inlined, each field read where it is: an out-of-line reading called from `update` or `tick`
        // (or a local copy of the sheet's position or of its list) would copy the value it reads first,
        // a few hundred bytes to kilobytes a frame.
        let state = nested.outer.state
        let resting = state == .resting ? nested.outer.target.map { order[$0] } : nil
        return SheetFrame(height: nested.outer.height, detent: resting, innerOffset: nested.inner.contentOffset.y, dimming: dimming,
                          state: state)
    }

    // MARK: Input

    /// Feeds one pointer sample to the sheet's pan and shares the drag between the sheet and its list.
    @discardableResult
    public mutating func handle(_ sample: PointerSample) -> SheetFrame {
        pan.handle(sample)
        // A drag's changes move the sheet and its list by the translation: the finger's velocity, which
        // the sheet's frame does not show, is estimated at the release (or while the list's repeated-flick
        // acceleration watches it), not at every sample.
        let follows = nested._followsWithoutVelocity(pan.state)
        return update(with: GestureReading(follows ? pan.snapshotWithoutVelocity : pan.snapshot))
    }

    /// Follows a reading of a pan recogniser the host runs itself; give it every reading, including the
    /// last. A dismissed sheet ignores new drags.
    @discardableResult
    public mutating func update(with reading: GestureReading) -> SheetFrame {
        nested.outer.log.beginCall()
        if state == .dismissed && !nested.isDragging { return makeFrame() }
        nested.update(with: reading)
        return makeFrame()
    }

    /// Advances to the frame's time and returns what to show.
    @discardableResult
    public mutating func tick(at time: Double) -> SheetFrame {
        nested.outer.log.beginCall()
        nested.tick(at: time)
        nested.outer.log.endFrame()
        return makeFrame()
    }

    /// Cancels a drag in progress (it ends once, as cancelled), stops every motion and rests the sheet
    /// on the detent nearest its height (a dismissed sheet stays dismissed).
    public mutating func reset() {
        pan.reset()
        nested.reset()
        nested.outer.log.removeAll()
    }

    /// Moves the sheet to the detent at `index` in ``detents`` with the profile's motion from where it
    /// is and its velocity, landing exactly there (UIKit's `animateChanges` around setting
    /// `selectedDetentIdentifier`; SwiftUI's binding to the selected detent). From dismissed, it
    /// presents the sheet again. During a drag it does nothing.
    ///
    /// - Parameters:
    ///   - index: The detent, an index in ``detents``.
    ///   - time: When the motion starts (the host's event timestamp); the last frame's by default.
    /// - Throws: `ConfigurationError` naming `index` when it is not an index of ``detents``.
    public mutating func animate(to index: Int, at time: Double? = nil) throws(ConfigurationError) {
        guard index >= 0 && index < detents.count else {
            throw ConfigurationError(parameter: "index", value: "\(index)", requirement: "must index detents (0..<\(detents.count))")
        }
        nested.outer.log.beginCall()
        guard !nested.isDragging else { return }
        var position = 0
        for (sorted, original) in order.enumerated() where original == index { position = sorted }
        let outer = nested.outer
        nested.outer.settle(to: position, velocity: outer.state == .settling ? outer.velocity : 0,
                            at: time ?? outer.clock.time ?? .nan)
    }

    /// Re-resolves the detents after the container changed: `given` heights where the host resolved
    /// them, the fraction and height detents' own, a custom one's last (never its closure: see
    /// ``SheetDetent/custom(_:)``), each clamped to the container.
    mutating func relayout(given: [Double?]?) {
        guard !resizing else { return }
        nested.outer.log.beginCall()
        var heights = detentHeights
        for (index, detent) in detents.enumerated() {
            if let height = given?[index], height.isFinite, height > 0 {
                heights[index] = height
            } else if !detent.isCustom, let height = detent.resolvedHeight(in: containerSize.height) {
                heights[index] = height
            }
            heights[index] = Swift.min(heights[index], containerSize.height)
        }
        let target = nested.outer.target.map { order[$0] }
        let newOrder = Self.sortedIndices(heights)
        var sorted: [Double] = []
        var newTarget: Int?
        for (position, index) in newOrder.enumerated() {
            sorted.append(heights[index])
            if index == target { newTarget = position }
        }
        detentHeights = heights
        nested.outer.relayout(heights: sorted, order: newOrder, containerHeight: containerSize.height, target: newTarget)
        nested.inner.viewportSize = Size(width: containerSize.width, height: sorted[sorted.count - 1])
    }
}
