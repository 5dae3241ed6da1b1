import Foundation

/// Runs the built `bench` executable (built beside the test bundle, since the bench tests depend on
/// it) and returns its exit status and output. Used for what only a separate process shows: exit
/// statuses, and allocation counts not disturbed by tests running in parallel threads.
public enum BenchExecutable {
    public typealias Result = Subprocess.Result

    public static var url: URL {
        // The test bundle lives in the build products folder, beside the executable.
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("bench").path),
              folder.pathComponents.count > 1 {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("bench")
    }

    public static func run(_ arguments: [String]) throws -> Result {
        try Subprocess.run(url, arguments)
    }
}
