import Geometry

/// The events an interaction has to report (``Interaction/events``), kept the one way every
/// interaction keeps them: a tick shows what happened since the previous tick, the inputs handled between
/// the two included, in time order.
///
/// An interaction holds one, calls ``beginCall()`` first in `handle`, `update` and `tick` (it drops the
/// events the previous tick reported), ``emit(_:)`` as things happen, and ``endFrame()`` last in `tick`.
/// The buffer keeps its capacity, so a host that reads ``events`` and lets the copy go before the next
/// call causes no allocation per frame.
///
/// Nearly every frame has no event: the log keeps a flag that says whether it may hold anything, and
/// ``beginCall()``, ``endFrame()`` and ``events`` are inlined into the interaction, so that such a frame
/// makes no call into this module and does not touch the buffer. The flag is set by ``emit(_:)`` and
/// cleared when a call has dropped what the last tick reported, so the work it skips is exactly the work
/// that would have found the log empty.
///
/// The type is public, with no public member, only so that those checks inline: the inlinable members of
/// a `package` type are not inlined into another module (measured with Swift 6.3: each stayed a call).
public struct _FeedbackLog: Sendable {
    @usableFromInline var storage: [FeedbackEvent] = []
    /// False only when the buffer is known to be empty.
    @usableFromInline var holds = false
    /// Whether the last tick reported what the buffer holds (the next call drops it).
    @usableFromInline var reported = false
    /// False in a probe's copy (``stopRecording()``): nothing is recorded, so its buffer is never copied.
    private var records = true

    /// Room for a frame's usual events, taken once here so that the first event of a run does not
    /// allocate inside a frame.
    package init() { storage.reserveCapacity(8) }

    /// What the log holds (none, without touching the buffer, when it holds none).
    @inlinable
    package var events: [FeedbackEvent] { holds ? storage : [] }

    /// Records nothing from now on, and reports nothing: a probe's copy (a picker's or a carousel's
    /// solved instant), which drops the buffer it shared with the original, keeping the original's its own.
    package mutating func stopRecording() {
        records = false
        holds = false
        reported = false
        storage = []
    }

    /// Drops what the previous tick reported; call first in every input and tick.
    @inlinable @inline(__always)
    package mutating func beginCall() {
        guard holds, reported else { return }
        dropReported()
    }

    @usableFromInline
    mutating func dropReported() {
        reported = false
        storage.removeAll(keepingCapacity: true)
        holds = false
    }

    /// Records an event (a non-finite time is never recorded: it would reach the host's output).
    @usableFromInline
    package mutating func emit(_ event: FeedbackEvent) {
        guard records, event.time.isFinite else { return }
        storage.append(event)
        holds = true
    }

    /// Ends a tick: the events are put in time order (a stable sort: the same time keeps its order) and
    /// reported until the next call. An empty log has nothing to order or report.
    @inlinable @inline(__always)
    package mutating func endFrame() {
        guard holds else { return }
        reported = true
        if storage.count > 1 { sortByTime() }
    }

    @usableFromInline
    mutating func sortByTime() {
        var index = 1
        while index < storage.count {
            var back = index
            while back > 0, storage[back - 1].time > storage[back].time {
                storage.swapAt(back - 1, back)
                back -= 1
            }
            index += 1
        }
    }

    /// Becomes `saved`, copying its events into this log's own buffer (an interaction's `restore(_:)`):
    /// no allocation when the buffer is not shared and has room for them.
    package mutating func restore(_ saved: _FeedbackLog) {
        var storage = self.storage
        self = saved
        storage._restore(saved.storage)
        self.storage = storage
    }

    /// Forgets everything (an interaction's `reset()`).
    @inlinable
    package mutating func removeAll() {
        guard holds else { return }
        reported = false
        holds = false
        storage.removeAll(keepingCapacity: true)
    }
}
