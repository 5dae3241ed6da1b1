/// The package's one event log (`_FeedbackLog`), with a flag that says whether it may hold anything, so
/// that a frame with no events (nearly every one) makes no call into it: its calls live in another module
/// and are not inlined, and a drag frame would otherwise pay for two or three of them per interaction.
/// The flag is set by ``emit(_:)`` and cleared when a call has dropped what the last tick reported, so the
/// calls it skips are exactly the ones that would have found the log empty.
struct _EventLog: Sendable {
    private(set) var log = _FeedbackLog()
    private var holds = false
    /// False in a probe's copy (`_ProbedInteraction`): nothing is recorded, so its buffer is never copied.
    private var records = true

    /// Records nothing from now on, and reports nothing.
    mutating func stopRecording() {
        records = false
        holds = false
        log = .empty
    }

    /// What the log holds (none, without a call, when it holds none).
    var events: [FeedbackEvent] { holds ? log.events : [] }

    /// `_FeedbackLog.beginCall()`, when the log holds something.
    @inline(__always)
    mutating func beginCall() {
        guard holds else { return }
        log.beginCall()
        holds = !log.events.isEmpty
    }

    /// `_FeedbackLog.endFrame()`, when the log holds something (an empty log has nothing to order).
    @inline(__always)
    mutating func endFrame() {
        guard holds else { return }
        log.endFrame()
    }

    /// Records an event; a call that had not yet dropped the last tick's events drops them first.
    mutating func emit(_ event: FeedbackEvent) {
        guard records else { return }
        log.beginCall()
        log.emit(event)
        holds = !log.events.isEmpty
    }

    /// Forgets everything.
    mutating func removeAll() {
        guard holds else { return }
        log.removeAll()
        holds = false
    }
}
