import Foundation

/// Where the bench's commands write: the process's standard output and error, or the buffers of an
/// in-process run (``Bench/run(arguments:)``, what the tests call instead of spawning the executable).
///
/// Every command writes through ``line(_:)``, ``write(_:)`` and ``error(_:)``, never `print`, so that a
/// run in a test's task captures exactly what the executable would print. The buffers are the task's
/// own (a task-local value), so tests running in parallel never see each other's text.
final class BenchOutput: @unchecked Sendable {
    /// The buffers of the in-process run this task is in, if any.
    @TaskLocal static var captured: BenchOutput?

    private let lock = NSLock()
    private var standardOutput = ""
    private var standardError = ""

    /// `text` and a newline on standard output.
    static func line(_ text: String) { write(text + "\n") }

    /// `text` on standard output as it is.
    static func write(_ text: String) {
        if let captured {
            captured.lock.withLock { captured.standardOutput += text }
        } else {
            FileHandle.standardOutput.write(Data(text.utf8))
        }
    }

    /// `text` on standard error as it is.
    static func error(_ text: String) {
        if let captured {
            captured.lock.withLock { captured.standardError += text }
        } else {
            FileHandle.standardError.write(Data(text.utf8))
        }
    }

    /// What was written: standard output's text and standard error's.
    var texts: (standardOutput: String, standardError: String) {
        lock.withLock { (standardOutput, standardError) }
    }
}
