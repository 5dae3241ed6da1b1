import Geometry

/// One wheel or trackpad scroll event: a notched mouse wheel's step, a precise trackpad's phased delta or
/// the OS momentum after the fingers lift, or a trackpad pinch delivered as a ctrl-wheel.
///
/// ```swift
/// import Gestures
///
/// // A mouse wheel notch down in a browser (WheelEvent deltaY +100, deltaMode 0): the content moves up.
/// let notch = WheelSample(delta: Vector(dx: 0, dy: -100), time: 0.5)
/// print(notch.isNotched)   // true
/// // A trackpad's first delta (AppKit: phase .began, hasPreciseScrollingDeltas).
/// let touch = WheelSample(delta: Vector(dx: 0, dy: 3), phase: .began, time: 1)
/// print(touch.isNotched)   // false
/// ```
///
/// The delta is the content's movement, as a finger's translation is (Chromium's gesture-scroll sign):
/// a browser `WheelEvent` with `deltaY` +100 is `dy` −100, and a vertical scroll view's offset grows by 100.
/// AppKit's `NSEvent.scrollingDeltaY` already has this sign (natural scrolling on or off, AppKit applies it).
///
/// Nothing is checked here: a consumer (Scroll's `ScrollWheel`) ignores a sample whose time or delta is
/// not finite; a trace rejects it with a ``GestureTraceError``.
@frozen
public struct WheelSample: Hashable, Sendable {
    /// Where an event is in a trackpad gesture or in the OS momentum after it (AppKit's `NSEvent.Phase`).
    public enum Phase: String, Hashable, Sendable, CaseIterable {
        /// Not part of a phased gesture: a notched wheel, or a browser without phases.
        case none
        /// The fingers touched (AppKit's `began`; its `mayBegin` carries no delta and is not sent).
        case began
        /// A delta during the gesture.
        case changed
        /// The fingers lifted, or the momentum stopped (AppKit's `ended` and `cancelled`).
        case ended
    }

    /// The unit of ``delta`` (the browser's `WheelEvent.deltaMode`).
    public enum DeltaMode: String, Hashable, Sendable, CaseIterable {
        /// Points (`DOM_DELTA_PIXEL`, and every AppKit event).
        case pixel
        /// Lines (`DOM_DELTA_LINE`): a consumer multiplies by its line height.
        case line
        /// Pages (`DOM_DELTA_PAGE`): a consumer multiplies by its page length.
        case page
    }

    /// The time, seconds, on the pointer samples' clock.
    public var time: Double
    /// The content's movement, in ``deltaMode`` units (a finger's translation's sign).
    public var delta: Vector
    /// The phase of a trackpad gesture, `none` for a notched wheel.
    public var phase: Phase
    /// The phase of the OS momentum after a trackpad gesture, `none` outside it.
    public var momentumPhase: Phase
    /// The unit of ``delta``.
    public var deltaMode: DeltaMode
    /// The control key is down: a browser's trackpad pinch (Chromium, Firefox) or a ctrl-wheel zoom.
    public var ctrlKey: Bool
    /// The pointer's position in the view (a zoom's anchor), if known.
    public var location: Point?

    /// A wheel event.
    ///
    /// - Parameters:
    ///   - delta: The content's movement.
    ///   - phase: The trackpad phase (`none` by default: a notched wheel).
    ///   - momentumPhase: The OS momentum's phase (`none` by default).
    ///   - deltaMode: The unit (`pixel` by default).
    ///   - ctrlKey: Whether the control key is down (a pinch).
    ///   - location: The pointer's position, if known.
    ///   - time: The time, seconds.
    @inlinable
    public init(delta: Vector, phase: Phase = .none, momentumPhase: Phase = .none, deltaMode: DeltaMode = .pixel,
                ctrlKey: Bool = false, location: Point? = nil, time: Double) {
        self.time = time
        self.delta = delta
        self.phase = phase
        self.momentumPhase = momentumPhase
        self.deltaMode = deltaMode
        self.ctrlKey = ctrlKey
        self.location = location
    }

    /// True for a notched wheel's step: neither a trackpad phase nor momentum.
    @inlinable
    public var isNotched: Bool { phase == .none && momentumPhase == .none }

    /// True when the time and the delta (and the location, if any) are finite numbers.
    @inlinable
    public var isFinite: Bool { time.isFinite && delta.isFinite && (location?.isFinite ?? true) }
}
