/// An input in a ``LiveLoop``'s queue, with the time from which frames show it: its own timestamp, or
/// the previous input's when that is later or its own is not finite (inputs are never reordered).
@usableFromInline
struct _QueuedInput: Sendable {
    @usableFromInline var input: HostInput
    @usableFromInline var due: Double

    @inlinable
    init(input: HostInput, due: Double) {
        self.input = input
        self.due = due
    }
}
