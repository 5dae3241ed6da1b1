/// The events an interaction has to report (``Interaction/events``), kept the one way every
/// interaction keeps them: a tick shows what happened since the previous tick, the inputs handled between
/// the two included, in time order.
///
/// An interaction holds one, calls ``beginCall()`` first in `handle`, `update` and `tick` (it drops the
/// events the previous tick reported), ``emit(_:)`` as things happen, and ``endFrame()`` last in `tick`.
/// The buffer keeps its capacity, so a host that reads ``events`` and lets the copy go before the next
/// call causes no allocation per frame.
package struct _FeedbackLog: Sendable {
    package private(set) var events: [FeedbackEvent] = []
    private var reported = false

    /// Room for a frame's usual events, taken once here so that the first event of a run does not
    /// allocate inside a frame.
    package init() { events.reserveCapacity(8) }

    /// An empty log with no buffer (a probe's copy, which records nothing: taking no buffer, and dropping
    /// the one it shared, keeps the original's buffer its own).
    package static var empty: _FeedbackLog { _FeedbackLog(reserving: ()) }

    private init(reserving: Void) {}

    /// Drops what the previous tick reported; call first in every input and tick.
    @inline(__always)
    package mutating func beginCall() {
        if reported {
            reported = false
            if !events.isEmpty { events.removeAll(keepingCapacity: true) }
        }
    }

    /// Records an event (a non-finite time is never recorded: it would reach the host's output).
    package mutating func emit(_ event: FeedbackEvent) {
        guard event.time.isFinite else { return }
        events.append(event)
    }

    /// Ends a tick: the events are put in time order (a stable sort: the same time keeps its order) and
    /// reported until the next call.
    package mutating func endFrame() {
        reported = true
        guard events.count > 1 else { return }
        var index = 1
        while index < events.count {
            var back = index
            while back > 0, events[back - 1].time > events[back].time {
                events.swapAt(back - 1, back)
                back -= 1
            }
            index += 1
        }
    }

    /// Forgets everything (an interaction's `reset()`).
    package mutating func removeAll() {
        reported = false
        if !events.isEmpty { events.removeAll(keepingCapacity: true) }
    }
}
