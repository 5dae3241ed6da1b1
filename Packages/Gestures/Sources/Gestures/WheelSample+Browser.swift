import Geometry

extension WheelSample {
    /// A browser's `wheel` event (`WheelEvent`) as a sample: the one mapping from the DOM's fields.
    ///
    /// ```swift
    /// import Gestures
    ///
    /// // A mouse wheel notch down (deltaY +100 pixels) at timeStamp 1250 ms, the pointer at 40, 300.
    /// let notch = WheelSample(domDeltaX: 0, deltaY: 100, deltaMode: 0, ctrlKey: false, momentum: nil,
    ///                         location: Point(x: 40, y: 300), timeStamp: 1250)
    /// print(notch?.delta.dy ?? 0, notch?.time ?? 0, notch?.isNotched ?? false)   // -100.0 1.25 true
    /// // Chrome's fling after a trackpad swipe (`momentum` true): the OS momentum, not a notch.
    /// let fling = WheelSample(domDeltaX: 0, deltaY: 3, deltaMode: 0, ctrlKey: false, momentum: true, timeStamp: 1300)
    /// print(fling?.momentumPhase == .changed)   // true
    /// ```
    ///
    /// - The sign flips: `deltaY` is how far the page would scroll, `delta` the content's movement (a
    ///   finger's sign), so `deltaY` +100 is `dy` −100.
    /// - `deltaMode` 0, 1, 2 are ``DeltaMode/pixel``, ``DeltaMode/line``, ``DeltaMode/page``.
    /// - `ctrlKey` is a trackpad pinch in Chromium and Firefox (or ctrl with a wheel): it zooms.
    /// - `momentum` (Pointer Events 4, Chrome 151): true marks the browser's fling after the fingers lift,
    ///   the OS momentum (``momentumPhase`` `changed`; the web gives no begin or end). False or absent (a
    ///   browser without the flag): a notch, `phase` none, as every browser event was before it.
    /// - `timeStamp` is the event's, milliseconds on the clock of `performance.now()` and of pointer events'
    ///   `timeStamp`, so wheel and pointer samples share one clock (seconds here).
    ///
    /// - Parameters:
    ///   - deltaX: `WheelEvent.deltaX`.
    ///   - deltaY: `WheelEvent.deltaY`.
    ///   - deltaMode: `WheelEvent.deltaMode`.
    ///   - ctrlKey: `WheelEvent.ctrlKey`.
    ///   - momentum: `WheelEvent.momentum`, nil where the browser has none.
    ///   - location: The pointer in the view (`offsetX`, `offsetY`), if known.
    ///   - timeStamp: `Event.timeStamp`, milliseconds.
    /// - Returns: nil for a `deltaMode` other than 0, 1 or 2. Non-finite numbers are kept (a consumer ignores
    ///   such a sample, a trace refuses it).
    public init?(domDeltaX deltaX: Double, deltaY: Double, deltaMode: Int, ctrlKey: Bool, momentum: Bool?,
                 location: Point? = nil, timeStamp: Double) {
        let modes: [DeltaMode] = [.pixel, .line, .page]
        guard deltaMode >= 0, deltaMode < modes.count else { return nil }
        self.init(delta: Vector(dx: -deltaX, dy: -deltaY), momentumPhase: momentum == true ? .changed : .none,
                  deltaMode: modes[deltaMode], ctrlKey: ctrlKey, location: location, time: timeStamp / 1000)
    }
}
