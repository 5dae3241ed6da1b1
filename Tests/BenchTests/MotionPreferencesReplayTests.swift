import Foundation
import Testing
@testable import bench

/// `--duration-scale` and `--reduce-motion`, which every replay takes: how they are read.
@Suite struct MotionPreferencesReplayTests {
    static let toss = ShippedTraceTests.root.appendingPathComponent("Tools/bench/Traces/tossable/toss-lower-right.json").path

    @Test(arguments: [["--duration-scale", "-1"], ["--duration-scale", "100.5"], ["--duration-scale", "nan"], ["--duration-scale=x"],
                      ["--duration-scale="], ["--reduce-motion=yes"]])
    func aBadValueExitsTwoNamingTheFlag(words: [String]) throws {
        let result = try InProcessBench.run(["replay", "tossable", Self.toss] + words)
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasSuffix("\n") && result.standardError.split(separator: "\n").count == 1)
        #expect(result.standardError.contains(words[0].hasPrefix("--reduce") ? "--reduce-motion" : "--duration-scale"), "\(result.standardError)")
    }

    @Test func theBadScaleNamesItsRange() throws {
        let result = try InProcessBench.run(["replay", "tossable", Self.toss, "--duration-scale", "-1"])
        #expect(result.standardError == "bench: The value '-1' is invalid for '--duration-scale <duration-scale>': must be a number in 0...100\n")
    }

    @Test(arguments: [["--duration-scale", "0"], ["--duration-scale=2.5"], ["--reduce-motion"], ["--reduce-motion", "--duration-scale", "1"]])
    func everyReplayTakesThem(words: [String]) throws {
        let result = try InProcessBench.run(["replay", "tossable", Self.toss] + words)
        #expect(result.status == 0, "\(result.standardError)")
    }
}
