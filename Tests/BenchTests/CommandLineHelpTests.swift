import ArgumentParser
import Dynamics
import Foundation
import Testing
import _MotionTestSupport
@testable import bench
@testable import BenchReplay

/// Issue 23's command-line messages and help.
@Suite struct CommandLineHelpTests {
    @Test func aRejectedSpringNamesTheFlagOnce() throws {
        for (arguments, line) in [(["--stiffness", "-1"], "bench: --stiffness=-1 must give a positive, finite stiffness (gives -1.0)\n"),
                                  (["--stiffness", "1", "--mass", "0"], "bench: --mass=0 must be positive and finite\n")] {
            let result = try InProcessBench.run(["spring", "--damping", "1", "--from", "0", "--to", "1", "--at", "0"] + arguments)
            #expect(result.status == 2 && result.standardError == line, "\(result.standardError)")
        }
    }

    /// `bench help plot replay` lists every option `bench replay` takes, and --physics every profile.
    @Test func plotReplaysHelpListsEveryReplayOption() throws {
        let replay = try InProcessBench.run(["help", "replay"]).standardOutput
        let plot = try InProcessBench.run(["help", "plot", "replay"]).standardOutput
        let flags = Set(Replayer.registered.flatMap(\.optionNames)).union(["fps", "seconds"])
        for flag in flags {
            #expect(replay.contains("--\(flag) ") || replay.contains("--\(flag)\n"), "replay: --\(flag)")
            #expect(plot.contains("--\(flag) ") || plot.contains("--\(flag)\n"), "plot replay: --\(flag)")
        }
        let physics = replay.replacingOccurrences(of: "\n", with: " ").split(separator: " ").joined(separator: " ")
        for profile in ScrollPhysics.allCases {
            #expect(physics.contains(profile.rawValue + ",") || physics.contains(profile.rawValue + " (default"), "\(profile)")
        }
        #expect(plot.contains("scroll (required)"))
    }

    @Test func replayScrollSaysItNeedsContent() throws {
        let result = try InProcessBench.run(["replay", "scroll", "/dev/null"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("--content") || result.standardError.contains("/dev/null"))
        #expect(throws: InvalidInput.self) {
            try replayScroll(trace: ReplayTimeTests.trace(origin: 0), options: ReplayOptions.parsing([], interaction: "scroll"))
        }
    }

    /// `bench curve --control` takes the names `bench transition --curve` takes.
    @Test(arguments: TimingCurveArgument.named.map(\.name))
    func curveTakesEveryNamedCurve(name: String) throws {
        let named = try Curve.parse(["--control=\(name)", "--at=0.1,0.5,0.9"]).output().text
        let curve = try #require(TimingCurveArgument.named.first { $0.name == name }?.curve)
        #expect(named == JSON.array([0.1, 0.5, 0.9].map { .object([("p", .number($0)), ("y", .number(curve.value(at: $0)))]) }).text)
        #expect(try TransitionProbe.parse(["--duration=1", "--curve=\(name)", "--percent=0.5", "--finish", "--at=0"]).output().isFinite)
    }

    /// Each plot style draws a registered replayer (`Replayer.registered`), once.
    @Test func everyPlotStyleDrawsARegisteredReplayer() {
        for module in BenchModule.all {
            for style in module.plotStyles {
                #expect(Replayer.registered.contains { $0.interaction == style.interaction }, "\(module.name): \(style.interaction)")
            }
        }
        #expect(Set(PlotStyle.all.map(\.interaction)).count == PlotStyle.all.count)
    }
}
