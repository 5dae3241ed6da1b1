import ArgumentParser
import BenchReplay
import Foundation
import Gestures

/// A file a command reads: every trace (`bench replay`, `plot replay`, `velocity`, `back-progress`),
/// `keyframes --spec` and `report --bench-json` take this one type, as every output is an ``OutputPath``.
/// A file that cannot be read is refused naming the argument and the path, with the system's reason:
/// `bench: --spec=/no/such/spec.json: cannot read it (No such file or directory)`; a trace as the replay
/// core says it (`cannot read trace PATH`), which the WebAssembly replay says too.
struct InputPath: ExpressibleByArgument, Sendable {
    /// The path as given.
    let path: String

    init(_ path: String) { self.path = path }

    init?(argument: String) { self.init(argument) }

    /// The file's bytes.
    ///
    /// - Parameter flag: The option's name without `--`, for the message.
    /// - Throws: `InvalidInput` naming the flag, the path and the system's reason.
    func contents(flag: String) throws(InvalidInput) -> Data {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InvalidInput("--\(flag)=\(path): cannot read it (\(String(cString: strerror(errno))))")
        }
        return data
    }

    /// The validated gesture trace in the file (Tools/bench/README.md's format).
    ///
    /// - Throws: `InvalidInput`: the core's line for a file that cannot be read, else the trace's problem,
    ///   named by event index or by the JSON's line and column (``decodeTrace(_:source:)``).
    func trace() throws -> GestureTrace {
        guard let data = FileManager.default.contents(atPath: path) else { throw InvalidInput(.unreadableTrace(path: path)) }
        return try decodeTrace(data, source: path)
    }
}
