import Dynamics
import Geometry

/// Binds a relative position and a scroll offset both ways, without a feedback loop: scrubbing
/// along a track scrolls the content (`offset = contentHeight·p`), and scrolling the content
/// moves an indicator along the track.
///
/// ```swift
/// let track = Rect(x: 355, y: 0, width: 20, height: 667)
/// var binding = try ScrollBinding(contentHeight: 2000, track: track,
///                                 indicator: LayerState(size: Size(width: 20, height: 40)))
/// // the finger on the track:
/// if let event = tracker.handle(sample), let offset = binding.handle(event) {
///     scrollView.contentOffset.y = offset          // the scroll view will report it back...
/// }
/// // scrollViewDidScroll:
/// if binding.scrolled(to: scrollView.contentOffset.y) {  // ...and that echo is ignored here
///     indicatorView.apply(binding.indicator)
/// }
/// ```
///
/// The two directions never feed each other. An update that came from the track (``handle(_:)``)
/// returns the offset for the host to apply; the scroll view then reports that offset back through
/// ``scrolled(to:)``, which recognises it as the echo of its own update and changes nothing. While a
/// finger is on the track every scroll report is such an echo (the finger, not the content, owns the
/// indicator), and after the finger lifts a report equal (within ``echoTolerance``) to the last
/// offset the track set is too. Any other report is a real scroll: the indicator moves, and no
/// offset is handed back. The track's finger takes over from a decelerating scroll at `began`;
/// the host should stop the scroll view's animation there.
///
/// The indicator's centre slides along the track keeping the indicator inside it (the
/// ``LayerEffect/Change/slide(container:)`` effect). `contentHeight` is the scrollable distance:
/// for the last position to show the end of the content, pass the content height minus the
/// viewport height.
public struct ScrollBinding: Sendable {
    /// The offset at relative position 1, in points.
    public let contentHeight: Double
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

    /// A binding.
    ///
    /// - Parameters:
    ///   - contentHeight: The offset at the end of the track; positive and finite.
    ///   - track: The track's rectangle; finite with a positive size.
    ///   - indicator: The indicator at rest (its size is used; its position is set along `axis`).
    ///   - axis: The scrubbing coordinate.
    ///   - offset: The scroll view's offset now.
    ///   - echoTolerance: See ``echoTolerance``; not negative, finite.
    /// - Throws: ``ConfigurationError`` for the track, `ConfigurationError` for another bad value.
    public init(contentHeight: Double, track: Rect, indicator: LayerState, axis: Axis = .vertical,
                offset: Double = 0, echoTolerance: Double = 0.5) throws {
        guard contentHeight.isFinite, contentHeight > 0 else {
            throw ConfigurationError(parameter: "contentHeight", value: contentHeight, requirement: "must be positive and finite")
        }
        guard offset.isFinite else { throw ConfigurationError(parameter: "offset", value: offset, requirement: "must be finite") }
        guard echoTolerance.isFinite, echoTolerance >= 0 else {
            throw ConfigurationError(parameter: "echoTolerance", value: echoTolerance, requirement: "must be non-negative and finite")
        }
        guard indicator.isFinite else {
            throw ConfigurationError(parameter: "indicator", value: .nan, requirement: "must be finite in every property")
        }
        slide = try LayerEffect.slide(along: axis, in: track)
        self.contentHeight = contentHeight
        self.track = track
        self.axis = axis
        self.echoTolerance = echoTolerance
        self.offset = offset
        self.indicator = indicator
        position = 0.5
        place(at: Self.relative(offset, contentHeight))
    }

    /// The finger on the track: scrubs the content.
    ///
    /// - Parameter event: An event of a ``PositionTracker`` over the track.
    /// - Returns: The offset to apply to the scroll view, or nil when it did not change.
    /// - Complexity: O(1), no allocation.
    public mutating func handle(_ event: TrackingEvent) -> Double? {
        switch event.phase {
        case .began, .moved: isScrubbing = true
        case .ended, .cancelled: isScrubbing = false
        }
        place(at: axis.coordinate(of: event.position))
        let newOffset = contentHeight * position
        guard newOffset != offset else { return nil }
        offset = newOffset
        scrubbedOffset = newOffset
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
        if let scrubbedOffset, Swift.abs(offset - scrubbedOffset) <= echoTolerance { return false }
        scrubbedOffset = nil
        guard offset != self.offset else { return false }
        self.offset = offset
        place(at: Self.relative(offset, contentHeight))
        return true
    }

    private mutating func place(at relative: Double) {
        position = clamp(relative, to: relativePositionEpsilon...(1 - relativePositionEpsilon))
        slide.apply(Point(x: position, y: position), to: &indicator)
    }

    private static func relative(_ offset: Double, _ contentHeight: Double) -> Double {
        offset / contentHeight
    }
}
