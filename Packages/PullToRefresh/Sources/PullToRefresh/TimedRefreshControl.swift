import Geometry
import Gestures

/// A ``RefreshControl`` whose refreshes end a fixed time after the release that started them, at exactly
/// that instant: a stand-in for a data source with a known latency, where no data arrives (a preview, a
/// demo, a recorded replay, a test).
///
/// ```swift
/// import PullToRefresh
///
/// let list = try ScrollBehavior(contentSize: Size(width: 390, height: 4000), viewportSize: Size(width: 390, height: 800))
/// var inbox = try TimedRefreshControl(RefreshControl(scrollView: list, profile: .compose), refreshDuration: 1)
/// inbox.handle(PointerSample(pointer: 0, x: 200, y: 100, phase: .began, time: 0))
/// inbox.handle(PointerSample(pointer: 0, x: 200, y: 300, phase: .moved, time: 0.2))
/// inbox.handle(PointerSample(pointer: 0, x: 200, y: 300, phase: .ended, time: 0.25))
/// inbox.tick(at: 1.2)
/// print(inbox.control.state)   // refreshing
/// inbox.tick(at: 1.3)
/// print(inbox.control.state)   // finishing: the refresh ended at 1.25, one second after the release
/// ```
///
/// The end is stamped at the release's timestamp plus ``refreshDuration``, whichever input or frame is the
/// first to reach it, so the return to rest is the same at any frame rate and from a host that delivers
/// input late, as ``RefreshControl/endRefreshing(at:)`` stamped by a completion would be.
public struct TimedRefreshControl: Interaction {
    public typealias Output = RefreshFrame

    /// The refresh control; read its state, pull and offset here.
    public var control: RefreshControl
    /// How long after its release each refresh ends, seconds.
    public let refreshDuration: Double

    /// The longest ``refreshDuration``: an hour.
    public static var maximumRefreshDuration: Double { 3600 }

    /// A control whose refreshes end `refreshDuration` seconds after their release.
    ///
    /// - Parameters:
    ///   - control: The refresh control, configured.
    ///   - refreshDuration: Seconds: finite, in 0...``maximumRefreshDuration``.
    /// - Throws: `ConfigurationError` naming `refreshDuration`.
    public init(_ control: RefreshControl, refreshDuration: Double) throws(ConfigurationError) {
        guard refreshDuration.isFinite, refreshDuration >= 0, refreshDuration <= Self.maximumRefreshDuration else {
            throw ConfigurationError(parameter: "refreshDuration", describing: refreshDuration, requirement: "must be in 0...3600")
        }
        self.control = control
        self.refreshDuration = refreshDuration
    }

    /// Settled when the control is and no refresh waits for its end.
    public var isSettled: Bool { control.isSettled && control.refreshReleaseTime == nil }

    /// Ends a refresh whose time has come, then feeds the sample to the control.
    @discardableResult
    public mutating func handle(_ sample: PointerSample) -> RefreshFrame {
        endIfDue(at: sample.time)
        return control.handle(sample)
    }

    /// Ends a refresh whose time has come, then follows the host recogniser's reading.
    @discardableResult
    public mutating func update(with reading: GestureReading) -> RefreshFrame {
        endIfDue(at: reading.time)
        return control.update(with: reading)
    }

    /// Gives the wheel event to the control.
    public mutating func handleWheel(_ wheel: WheelSample) {
        control.handleWheel(wheel)
    }

    /// Ends a refresh whose time has come, then ticks the control.
    @discardableResult
    public mutating func tick(at time: Double) -> RefreshFrame {
        endIfDue(at: time)
        return control.tick(at: time)
    }

    /// Resets the control.
    public mutating func reset() { control.reset() }

    /// Becomes `saved` in the control's own buffers (`RefreshControl.restore(_:)`): no allocation.
    public mutating func restore(_ saved: Self) {
        var control = self.control
        self = saved
        control.restore(saved.control)
        self.control = control
    }

    /// The control's events.
    public var events: [FeedbackEvent] { control.events }

    /// The control's motion preferences.
    public var motionPreferences: MotionPreferences {
        get { control.motionPreferences }
        set { control.motionPreferences = newValue }
    }

    /// The refresh's end, once `time` has reached it: stamped at its own instant, not the input's or frame's.
    mutating func endIfDue(at time: Double) {
        guard let release = control.refreshReleaseTime, time.isFinite, time >= release + refreshDuration else { return }
        control.endRefreshing(at: release + refreshDuration)
    }
}
