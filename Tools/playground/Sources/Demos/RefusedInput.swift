/// Why a session refused a pointer event: the one answer the playground's server and the page give to an
/// event the stream cannot have (`PointerStream`'s rules) or one too many before a frame.
public struct RefusedInput: Error, Equatable, Sendable, CustomStringConvertible {
    /// One line: `pointer: moved for pointer 3, which is not down`.
    public let description: String

    public init(_ description: String) { self.description = description }
}
