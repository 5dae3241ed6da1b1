import ArgumentParser
import Foundation
import Geometry
import Testing
import _MotionTestSupport
@testable import bench
@testable import BenchReplay

/// The bench as a user runs it: its exit status and its output (in process, and twice as a separate process).
@Suite struct CommandLineTests {
    @Test func everyScenarioAllocatesNothingPerFrame() throws {
        let json = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: json) }
        let result = try BenchExecutable.run(["run", "--frames", "400", "--count", "2", "--json", json.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("median ns/frame"))
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [[String: Any]])
        #expect(!rows.isEmpty)
        for row in rows {
            let name = row["scenario"] as? String ?? "?"
            #expect(row["count"] as? Int == 2, "\(name)")
            #expect((row["nsPerFrameMedian"] as? Double ?? 0) > 0, "\(name)")
            #expect(row["nsPerFrameP99"] is Double, "\(name)")
            #expect(row["instancesPer1ms"] is Double, "\(name)")
            // Counted by the interposer in the bench process: zero per frame, even in a debug build, a live
            // loop given a late input every frame included (its re-run restores the checkpoint in place).
            #expect((row["allocationsPerFrame"] as? NSNumber)?.doubleValue == 0, "\(name): \(row["allocationsPerFrame"] ?? "nil")")
        }
    }

    @Test(arguments: [
        ["curve", "--control=2,0,0,1", "--at=0.5"],
        ["curve", "--at=0.5"],
        ["rubberband", "--offset=nan", "--dimension=10"],
        ["run", "--count", "0"],
        ["run", "--filter", "no-such-scenario"],
        ["run", "--instruction-set", "sse9"],
        ["replay", "no-such-interaction", "trace.json"],
        ["no-such-command"],
    ])
    func badInputExitsWithStatusTwoAndOneLine(arguments: [String]) throws {
        let result = try InProcessBench.run(arguments)
        #expect(result.status == 2, "\(arguments): \(result.standardError)")
        #expect(result.standardOutput.isEmpty, "\(arguments)")
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 1, "\(arguments): \(result.standardError)")
    }

    @Test func probePrintsJSON() throws {
        let result = try InProcessBench.run(["curve", "--control=0.5,2,0.5,2", "--at=0.5"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "[{\"p\": 0.5, \"y\": 1.625}]\n")
    }

    /// The executable itself: what it prints and the status it exits with, the same as in process.
    @Test(arguments: [["curve", "--control=0.5,2,0.5,2", "--at=0.5"], ["curve", "--at=0.5"]])
    func theExecutableExitsAsTheCommandRunsInProcess(arguments: [String]) throws {
        let spawned = try BenchExecutable.run(arguments)
        let inProcess = try InProcessBench.run(arguments)
        #expect(spawned.status == inProcess.status && spawned.standardOutput == inProcess.standardOutput
                && spawned.standardError == inProcess.standardError, "\(arguments): \(spawned.standardError)")
        #expect(spawned.status == (arguments.count == 3 ? 0 : 2))
    }
}

@Suite struct ArgumentNormalisationTests {
    /// argument-parser's own mechanism (`parsing: .unconditional`): the arguments are not rewritten.
    @Test func aNegativeNumberAfterAFlagIsItsValue() throws {
        let spring = try SpringProbe.parse(["--from", "-5", "--to", "1", "--stiffness", "100", "--damping", "-1e-3", "--at", "-.5"])
        #expect(spring.from.value == -5 && spring.to.value == 1 && spring.damping.value == -1e-3 && spring.at.values == [-0.5])
        let replay = try Replay.parse(["tossable", "t.json", "--to", "-3,4"])
        #expect(replay.arguments.to?.point == Point(x: -3, y: 4) && replay.arguments.to?.text == "-3,4")
        let result = try InProcessBench.run(["spring", "--stiffness", "100", "--damping", "20", "--from", "-5", "--to", "-1",
                                              "--at", "0"])
        #expect(result.status == 0 && result.standardOutput == "[{\"t\": 0, \"x\": -5, \"v\": 0}]\n", "\(result.standardError)")
    }

    @Test func aRepeatedFlagIsRejectedByName() throws {
        let error = #expect(throws: InvalidInput.self) { try rejectRepeatedFlags(["--at", "0.1", "--at=0.2"]) }
        #expect(error?.description == "--at is given more than once")
        // A value that looks like a flag is a value; a repeatable flag may repeat.
        try rejectRepeatedFlags(["--to", "--to"])
        try rejectRepeatedFlags(["--curve", "ease", "--curve", "linear", "--pop", "--paging"])
        let result = try InProcessBench.run(["curve", "--control", "ease", "--control=linear", "--at", "0"])
        #expect(result.status == 2 && result.standardError == "bench: --control is given more than once\n")
    }

    @Test func malformedJSONIsPlacedByLineAndColumn() {
        let json = "{\"events\": [\n {\"t\": 0.1, oops}\n]}"
        let error = #expect(throws: InvalidInput.self) { try decodeTrace(Data(json.utf8), source: "t.json") }
        #expect(error?.description.hasPrefix("t.json: invalid JSON at line 2, column 13") == true)
    }

    @Test func anUnwritableJSONPathFailsBeforeAnyScenarioRuns() throws {
        let result = try InProcessBench.run(["run", "--filter", "geometry", "--json", "/nonexistent-dir/rows.json"])
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError == "bench: --json=/nonexistent-dir/rows.json: cannot write there (No such file or directory)\n")
    }

    /// `--exact` and `--filter` are checked against the registered scenarios as the words are read.
    @Test func aScenarioNameIsCheckedAgainstTheRegisteredOnes() throws {
        let names = Scenario.all.map(\.name)
        #expect(InProcessBench.reason(Run.self, ["--exact", "no-such-scenario"]) { _ in }
                == "The value 'no-such-scenario' is invalid for '--exact <exact>': must be one of \(names.joined(separator: ", "))")
        #expect(InProcessBench.reason(Run.self, ["--filter=no-such"]) { _ in }
                == "The value 'no-such' is invalid for '--filter <filter>': no scenario's name contains it (bench run --list lists them)")
        let run = try Run.parse(["--filter", "host.live", "--exact", "host.live-loop"])
        #expect(run.filter?.names == names.filter { $0.contains("host.live") } && run.filter?.names.count == 2)
        #expect(run.exact?.names == ["host.live-loop"])
        // Each alone selects something; together nothing.
        #expect(InProcessBench.reason(Run.self, ["--filter", "geometry", "--exact", "host.live-loop"]) { try $0.run() }
                == "--exact=host.live-loop: its name does not contain --filter=geometry")
        let listed = try InProcessBench.run(["run", "--exact", "host.live-loop", "--list"])
        #expect(listed.status == 0 && listed.standardOutput.hasPrefix("host.live-loop\t"))
    }

    /// `--instruction-set` names a level of SpringBatch's kernels; the run says which one they ran at, and
    /// the cap ends with the run.
    @Test func theInstructionSetCapIsNamedAndReported() throws {
        #expect(InProcessBench.reason(Run.self, ["--instruction-set", "sse9"]) { _ in }
                == "The value 'sse9' is invalid for '--instruction-set <instruction-set>': must be one of native, avx512, avx2, baseline")
        #expect(try Run.parse(["--instruction-set", "avx2"]).instructionSet == InstructionSetCap(name: "avx2", level: 2))
        #expect(try Run.parse(["--instruction-set=baseline"]).instructionSet?.level == 0)
        let result = try InProcessBench.run(["run", "--exact", "dynamics.spring-peer-batch", "--count", "16", "--frames", "2",
                                             "--instruction-set", "baseline"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("instruction set: baseline (SpringBatch's kernels ran at baseline)"))
        // After the run, the kernels run at the processor's own level again: what a native run reports.
        let level = InstructionSetCap.name(ofLevel: InstructionSetCap.activeLevel)
        let native = try InProcessBench.run(["run", "--exact", "dynamics.spring-peer-batch", "--count", "16", "--frames", "2",
                                             "--instruction-set", "native"])
        #expect(native.standardOutput.contains("instruction set: native (SpringBatch's kernels ran at \(level))"))
    }
}
