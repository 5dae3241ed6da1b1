import ArgumentParser
@testable import BenchReplay
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

extension InProcessBench {
    /// The one-line reason `command` gives for `arguments`: argument-parser's, for a value its option's type
    /// refuses (`The value 'x' is invalid for '--at <at>': x is not a number`), else what `body` throws; nil
    /// when both accept.
    static func reason<Command: ParsableCommand>(_ command: Command.Type, _ arguments: [String],
                                                 _ body: (Command) throws -> Void) -> String? {
        let parsed: Command
        do {
            parsed = try Command.parse(arguments)
        } catch {
            return Command.message(for: error)
        }
        do {
            try body(parsed)
            return nil
        } catch let error as InvalidInput {
            return error.description
        } catch {
            return "\(error)"
        }
    }
}
