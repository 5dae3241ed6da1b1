import Dynamics
import Geometry

/// Binds a relative position and a scroll offset both ways, without a feedback loop: scrubbing
/// along a track scrolls the content (`offset = scrollableLength·p`), and scrolling the content
/// moves an indicator along the track.
///
/// ```swift
/// import RelativePosition
///
/// let track = Rect(x: 355, y: 0, width: 20, height: 667)
/// var binding = try ScrollBinding(scrollableLength: 2000, track: track,
///                                 indicator: LayerState(size: Size(width: 20, height: 40)))
/// var contentOffset = 0.0                               // the host's scroll view
/// // the finger on the track:
/// let frame = binding.handle(PointerSample(pointer: 0, x: 365, y: 333.5, phase: .began, time: 0))
/// if frame.isScrubbing {
///     contentOffset = frame.offset                      // the scroll view will report it back...
/// }
/// // scrollViewDidScroll:
/// if binding.scrolled(to: contentOffset) {              // ...and that echo is ignored here
///     print(binding.indicator.position)
/// }
/// ```
///
/// It runs its own ``PositionTracker`` over the track for `handle(_: PointerSample)`; a host that
/// tracks the finger itself passes the events to `follow(_:)`.
///
/// The two directions never feed each other. An update that came from the track (`follow(_:)`)
/// returns the offset for the host to apply; the scroll view then reports that offset back through
/// ``scrolled(to:)``, which recognises it as the echo of its own update and changes nothing. While a
/// finger is on the track every scroll report is such an echo (the finger, not the content, owns the
/// indicator), and after the finger lifts a report equal (within ``echoTolerance``) to the last
/// offset the track set is too. Any other report is a real scroll: the indicator moves, and no
/// offset is handed back. The track's finger takes over from a decelerating scroll at `began`;
/// the host should stop the scroll view's animation there.
///
/// The indicator's centre slides along the track keeping the indicator inside it (the
/// ``LayerEffect/Change/slide(container:)`` effect). `scrollableLength` is the scrollable distance
/// along the axis: for the last position to show the end of the content, pass the content length
/// minus the viewport length (height for a vertical scroll view, width for a horizontal one).
public struct ScrollBinding: Interaction {
    /// What a frame shows: the indicator, and the offset the track asks the scroll view for.
    @frozen
    public struct Frame: Hashable, Sendable {
        /// The indicator as it should be shown.
        public var indicator: LayerState
        /// The content offset the binding last set or saw, in points.
        public var offset: Double
        /// True while a finger scrubs the track, and from the lift that moved the offset until the scroll
        /// view next reports (``ScrollBinding/scrolled(to:)``): the host sets its scroll view's offset to
        /// ``offset``. The lift's frame is included so that a host applying the offset only while this is
        /// true shows where the finger left the indicator, instead of seeing it jump back to the last
        /// moved offset when the scroll view reports the old one.
        public var isScrubbing: Bool
    }

    /// The offset at relative position 1, in points, along ``axis``.
    public let scrollableLength: Double
    /// The track the indicator moves along and the finger scrubs over.
    public let track: Rect
    /// Which coordinate of the position scrubs (vertical for a vertical scroll view).
    public let axis: Axis
    /// The largest difference, in points, between a scroll report and the offset the track set for
    /// the report to count as its echo (scroll views round offsets to pixels).
    public let echoTolerance: Double
    /// The content offset the binding last set or saw.
    public private(set) var offset: Double
    /// The relative position along the track, in (0, 1).
    public private(set) var position: Double
    /// The indicator as it should be shown now.
    public private(set) var indicator: LayerState
    /// True while a finger scrubs the track.
    public private(set) var isScrubbing = false
    private let slide: LayerEffect
    private var scrubbedOffset: Double?
    /// The lift (or cancel) moved the offset and the scroll view has not reported since.
    private var liftIsPending = false
    /// The tracker behind `handle(_: PointerSample)`.
    public internal(set) var tracker: PositionTracker

    /// The user's motion settings: stored and read by nothing, as the binding has no motion of its own
    /// (the indicator follows the finger or the scroll view).
    public var motionPreferences: MotionPreferences = .standard
    /// What happened since the previous tick: `edgeHit` when a scrubbing finger
    /// brings the indicator to an end of the track (`.top`/`.bottom` vertical, `.left`/`.right`
    /// horizontal), with the finger's speed along the track (points per second) at that touch, at its
    /// time. The end is left (and may be hit again) once the finger is back more than ``edgeBand`` of the
    /// track from it, so a finger jittering at the end reports one hit.
    public var events: [FeedbackEvent] { log.events }
    /// How far from an end (a fraction of the track) the finger must come back before it can hit it
    /// again: 0.02.
    public static let edgeBand = 0.02
    var log = _FeedbackLog()
    /// The end the scrub rests against: -1 the start, 1 the end, 0 neither.
    private var atEnd = 0

    /// A binding.
    ///
    /// - Parameters:
    ///   - scrollableLength: The offset at the end of the track; positive and finite.
    ///   - track: The track's rectangle; finite with a positive size.
    ///   - indicator: The indicator at rest (its size is used; its position is set along `axis`).
    ///   - axis: The scrubbing coordinate.
    ///   - offset: The scroll view's offset now.
    ///   - echoTolerance: See ``echoTolerance``; not negative, finite.
    /// - Throws: `ConfigurationError` for the track or another bad value.
    public init(scrollableLength: Double, track: Rect, indicator: LayerState, axis: Axis = .vertical,
                offset: Double = 0, echoTolerance: Double = 0.5) throws(ConfigurationError) {
        try ConfigurationError.check(scrollableLength, "scrollableLength", .positive)
        guard offset.isFinite else { throw ConfigurationError(parameter: "offset", value: offset, requirement: "must be finite") }
        try ConfigurationError.check(echoTolerance, "echoTolerance", .nonNegative)
        guard indicator.isFinite else {
            throw ConfigurationError(parameter: "indicator", value: .nan, requirement: "must be finite in every property")
        }
        slide = try LayerEffect.slide(along: axis, in: track)
        self.scrollableLength = scrollableLength
        tracker = try PositionTracker(container: track)
        self.track = track
        self.axis = axis
        self.echoTolerance = echoTolerance
        self.offset = offset
        self.indicator = indicator
        position = 0.5
        place(at: Self.relative(offset, scrollableLength))
    }

    /// The finger on the track: scrubs the content.
    ///
    /// - Parameter event: An event of a ``PositionTracker`` over the track.
    /// - Returns: The offset to apply to the scroll view, or nil when it did not change.
    /// - Complexity: O(1), no allocation.
    public mutating func follow(_ event: TrackingEvent) -> Double? {
        log.beginCall()
        switch event.phase {
        case .began, .moved: isScrubbing = true
        case .ended, .cancelled: isScrubbing = false
        }
        hitEnds(event)
        liftIsPending = false
        place(at: axis.coordinate(of: event.position))
        let newOffset = scrollableLength * position
        guard newOffset != offset else { return nil }
        offset = newOffset
        scrubbedOffset = newOffset
        liftIsPending = !isScrubbing
        return newOffset
    }

    /// The scroll view reports its offset (scrollViewDidScroll): moves the indicator, unless the
    /// report is the echo of the track's own update.
    ///
    /// - Parameter offset: The content offset in points; a non-finite one is ignored.
    /// - Returns: True when the indicator moved (apply ``indicator``); false for an echo.
    /// - Complexity: O(1), no allocation.
    public mutating func scrolled(to offset: Double) -> Bool {
        guard offset.isFinite, !isScrubbing else { return false }
        liftIsPending = false
        if let scrubbedOffset, Swift.abs(offset - scrubbedOffset) <= echoTolerance { return false }
        scrubbedOffset = nil
        guard offset != self.offset else { return false }
        self.offset = offset
        place(at: Self.relative(offset, scrollableLength))
        return true
    }

    /// Reports the scrub reaching an end of the track (once until it leaves the end by ``edgeBand``).
    private mutating func hitEnds(_ event: TrackingEvent) {
        let relative = axis.coordinate(of: event.position)
        guard isScrubbing, relative.isFinite else {
            atEnd = 0
            return
        }
        // Relative positions stop `relativePositionEpsilon` short of the ends: there is the end.
        let end = relative <= relativePositionEpsilon ? -1 : (relative >= 1 - relativePositionEpsilon ? 1 : 0)
        if end != 0, end != atEnd {
            let speed = Swift.abs(axis.coordinate(of: Point(x: event.pointVelocity.dx, y: event.pointVelocity.dy)))
            let edge: RectEdges = axis == .vertical ? (end < 0 ? .top : .bottom) : (end < 0 ? .left : .right)
            log.emit(FeedbackEvent(.edgeHit, at: event.time, speed: speed.isFinite ? speed : 0, edge: edge))
            atEnd = end
        } else if atEnd < 0 && relative > Self.edgeBand || atEnd > 0 && relative < 1 - Self.edgeBand {
            atEnd = 0
        }
    }

    private mutating func place(at relative: Double) {
        position = clamp(relative, to: relativePositionEpsilon...(1 - relativePositionEpsilon))
        slide.apply(Point(x: position, y: position), to: &indicator)
    }

    private static func relative(_ offset: Double, _ length: Double) -> Double {
        offset / length
    }

    /// What a frame shows now.
    public var frame: Frame { Frame(indicator: indicator, offset: offset, isScrubbing: isScrubbing || liftIsPending) }

    /// Feeds one pointer sample to the binding's own tracker over the track and scrubs with the event
    /// it produces.
    ///
    /// - Returns: The frame after the sample; while ``Frame/isScrubbing``, set the scroll view's offset
    ///   to ``Frame/offset``.
    /// - Complexity: O(velocity history), no allocation.
    @discardableResult
    public mutating func handle(_ sample: PointerSample) -> Frame {
        log.beginCall()
        if let event = tracker.handle(sample) { _ = follow(event) }
        return frame
    }

    /// Follows a reading of a pan recogniser the host runs over the track.
    @discardableResult
    public mutating func update(with reading: GestureReading) -> Frame {
        log.beginCall()
        if let event = tracker.update(with: reading) { _ = follow(event) }
        return frame
    }

    /// The frame to show; nothing in the binding moves with time.
    @discardableResult
    public mutating func tick(at time: Double) -> Frame {
        log.beginCall()
        log.endFrame()
        return frame
    }

    /// True when no finger scrubs the track.
    public var isSettled: Bool { !isScrubbing }

    /// Ends a scrub in progress (as cancelled, once); the offset and indicator stay where they are.
    public mutating func reset() {
        if let event = tracker.cancel() { _ = follow(event) }
        tracker.reset()
        atEnd = 0
        log.removeAll()
    }
}
