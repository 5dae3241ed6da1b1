import Foundation

/// Collects what a `@Sendable` callback reports, for tests (`toss.onRelease = recorder.record`).
public final class Recorder<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value] = []

    public init() {}

    /// Appends one report.
    @Sendable public func record(_ value: Value) {
        lock.lock()
        storage.append(value)
        lock.unlock()
    }

    /// Everything reported so far, in order.
    public var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
