import Gestures

/// Follows what a recogniser reports call after call and stops the fuzzer when the lifecycle
/// breaks: a `began` is followed by `changed`s and exactly one `ended` or `cancelled` before anything
/// begins again, and nothing is left begun when the stream is over.
public struct Lifecycle {
    public let name: String
    private var last: GestureState = .possible
    private var open = false

    public init(_ name: String) {
        self.name = name
    }

    /// Records the state after a call (`sample` is true for `handle`, false for `tick` and `reset`).
    public mutating func record(_ state: GestureState, sample: Bool) {
        defer { last = state }
        guard state != last || (sample && state == .changed) else { return }
        switch state {
        case .began:
            require(!open, "\(name): began twice without an end")
            open = true
        case .changed:
            require(open, "\(name): changed without began")
        case .ended, .cancelled:
            require(open, "\(name): \(state) without began")
            open = false
        case .possible, .failed, .recognized:
            require(!open, "\(name): \(state) while in progress")
        }
    }

    /// Checks that the last gesture ended.
    public func finish() {
        require(!open, "\(name): left without its end")
    }
}
