import _MotionTestSupport
@testable import bench

/// The bench run in the test's own process (`Bench.run(arguments:)`): the text the executable would print
/// and the status it would exit with, without spawning it. `BenchExecutable` (a separate process) stays
/// for what only a process shows: the real exit path and allocation counts no parallel test disturbs.
enum InProcessBench {
    struct Result {
        let status: Int32
        let standardOutput: String
        let standardError: String
    }

    static func run(_ arguments: [String]) throws -> Result {
        let run = Bench.run(arguments: arguments)
        return Result(status: run.exitCode, standardOutput: run.standardOutput, standardError: run.standardError)
    }
}
