import Foundation

/// Runs a program to its end and returns its exit status and output: the bench executable, and the
/// documentation examples' generator.
public enum Subprocess {
    public struct Result: Sendable {
        public let status: Int32
        public let standardOutput: String
        public let standardError: String
    }

    /// Runs `executable` with `arguments` in `directory` (the current one when nil).
    public static func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Both pipes are read before waiting, so a chatty child never blocks on a full pipe.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      standardOutput: String(decoding: outputData, as: UTF8.self),
                      standardError: String(decoding: errorData, as: UTF8.self))
    }
}
