import ArgumentParser
import Foundation
import Geometry
import Gestures
import Testing
import _MotionTestSupport
@testable import bench
@testable import BenchReplay

/// `bench replay zoom-dismiss`, `bench replay predictive-back` and `bench back-progress` on the shipped
/// traces: exact ends, the same frames at every rate and on a jittery link (a source move included), and
/// bad input named.
@Suite struct NavigationReplayTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func trace(_ path: String) throws -> GestureTrace {
        try InputPath(root.appendingPathComponent("Tools/bench/Traces/\(path).json").path).trace()
    }

    /// Each frame's numbers by key, and its state.
    static func frames(_ json: [JSON]) -> [(t: Double, state: String, numbers: [String: Double])] {
        json.compactMap { frame in
            guard case .object(let members) = frame else { return nil }
            var numbers: [String: Double] = [:]
            var state = ""
            var t = Double.nan
            for (key, value) in members {
                switch value {
                case .number(let n): if key == "t" { t = n } else { numbers[key] = n }
                case .integer(let n): numbers[key] = Double(n)
                case .string(let s): if key == "state" { state = s }
                default: break
                }
            }
            return (t, state, numbers)
        }
    }

    static func options(_ arguments: [String], _ interaction: String, fps: Double, jitter: UInt64? = nil) throws -> ReplayOptions {
        let parsed = try ReplayOptions.parsing(arguments, interaction: interaction, fps: fps)
        return try ReplayOptions(clock: TraceReplay(fps: fps, jitterSeed: jitter), values: parsed.values,
                                 interaction: interaction, allowed: Replayer.named(interaction, in: Replayer.registered)?.optionNames ?? [])
    }

    @Test func theDragLandsExactlyInTheMovedCell() throws {
        let json = try replayZoomDismiss(trace: Self.trace("zoom-dismiss/cell-moves"),
                                         options: Self.options(["--source=137,300,100,100", "--source-moves=0,-120@0.35"], "zoom-dismiss", fps: 120))
        let frames = Self.frames(json)
        let last = try #require(frames.last)
        #expect(last.state == "dismissed" && last.numbers == ["x": 137, "y": 180, "width": 100, "height": 100, "cornerRadius": 0, "progress": 1])
        // No jump at the move: the frames around 0.35 s step by no more than their neighbours do.
        let steps = zip(frames, frames.dropFirst()).map { Swift.abs($1.numbers["y"]! - $0.numbers["y"]!) }
        let around = frames.indices.filter { Swift.abs(frames[$0].t - 0.35) < 0.02 }
        for index in around where index < steps.count { #expect(steps[index] < 12) }
        // Dragging, the aspect ratio is the container's at every frame.
        for frame in frames where frame.state == "dragging" {
            #expect(isClose(frame.numbers["width"]! / 375, frame.numbers["height"]! / 667, absolute: 1e-12))
        }
    }

    /// The largest difference between two runs at the instants both show.
    static func largestDifference(_ a: [(t: Double, state: String, numbers: [String: Double])],
                                  _ b: [(t: Double, state: String, numbers: [String: Double])]) -> Double {
        var worst = 0.0
        var j = 0
        for frame in a {
            while j < b.count, b[j].t < frame.t - 1e-12 { j += 1 }
            guard j < b.count, Swift.abs(b[j].t - frame.t) <= 1e-12 else { continue }
            #expect(frame.state == b[j].state, "t = \(frame.t)")
            for (key, value) in frame.numbers { worst = Swift.max(worst, Swift.abs(value - (b[j].numbers[key] ?? .nan))) }
        }
        return worst
    }

    @Test(arguments: [("zoom-dismiss", "zoom-dismiss/cell-moves", ["--source=137,300,100,100", "--source-moves=0,-120@0.35"]),
                      ("zoom-dismiss", "zoom-dismiss/short-drag-restores", ["--source=137,300,100,100"]),
                      ("predictive-back", "predictive-back/swipe-commit", []),
                      ("predictive-back", "predictive-back/peek-cancel", [])])
    func everyRateShowsTheSameFrames(interaction: String, path: String, arguments: [String]) throws {
        let trace = try Self.trace(path)
        let replayer = try #require(Replayer.named(interaction, in: Replayer.registered))
        let reference = Self.frames(try replayer.replay(trace, Self.options(arguments, interaction, fps: 240)))
        for fps in [60.0, 90, 120, 144] {
            let other = Self.frames(try replayer.replay(trace, Self.options(arguments, interaction, fps: fps)))
            #expect(Self.largestDifference(other, reference) <= 1e-9, "\(fps) Hz")
            #expect(other.last?.state == reference.last?.state && other.last?.numbers == reference.last?.numbers)
        }
        for seed: UInt64 in [1, 2] {
            // A jittered link shares no instant with a regular one: its own frames at two seeds end alike.
            let jittered = Self.frames(try replayer.replay(trace, Self.options(arguments, interaction, fps: 120, jitter: seed)))
            #expect(jittered.last?.state == reference.last?.state && jittered.last?.numbers == reference.last?.numbers)
        }
    }

    @Test(arguments: [[String](), ["--profile", "ios"], ["--raw"], ["--edge", "left", "--linear-distance", "150", "--max-distance", "300", "--non-linear-factor", "0.5"]])
    func backProgressEndsExactlyAndIsTheSameAtEveryRate(arguments: [String]) throws {
        for name in ["swipe-commit", "peek-cancel"] {
            let trace = try Self.trace("predictive-back/\(name)")
            func run(_ fps: Double) throws -> [(t: Double, state: String, numbers: [String: Double])] {
                let command = try BackProgressCommand.parse(["trace.json", "--fps", "\(fps)"] + arguments)
                let options = try ReplayOptions(clock: TraceReplay(fps: fps), values: command.optionValues, interaction: "back-progress",
                                                allowed: BackProgressCommand.optionNames)
                return Self.frames(try replayBackProgress(trace: trace, options: options))
            }
            let reference = try run(240)
            let last = try #require(reference.last)
            #expect(name == "swipe-commit" ? last.state == "committed" && last.numbers["progress"] == 1
                                           : last.state == "cancelled" && last.numbers["progress"] == 0)
            #expect(reference.allSatisfy { ($0.numbers["progress"] ?? -1) >= 0 && ($0.numbers["progress"] ?? 2) <= 1 })
            for fps in [60.0, 120, 144] {
                #expect(Self.largestDifference(try run(fps), reference) <= 1e-9, "\(name) \(fps) Hz")
            }
        }
    }

    @Test func badInputIsOneLineNamingTheFlag() throws {
        let path = Self.root.appendingPathComponent("Tools/bench/Traces/zoom-dismiss/drag-into-cell.json").path
        for (words, flag) in [(["replay", "zoom-dismiss", path], "--source"),
                              (["replay", "zoom-dismiss", path, "--source=0,0,-5,10"], "--source=0,0,-5,10"),
                              (["replay", "zoom-dismiss", path, "--source=0,0,50,10", "--source-moves=3@1"], "'3@1' is invalid for '--source-moves <source-moves>'"),
                              (["replay", "zoom-dismiss", path, "--source=0,0,50,10", "--source-moves=1,2@-1"], "'1,2@-1' is invalid for '--source-moves <source-moves>'"),
                              (["replay", "predictive-back", path, "--container=0,10"], "--container=0,10"),
                              (["back-progress", path, "--profile=web"], "'web' is invalid for '--profile <profile>'"),
                              (["back-progress", path, "--edge=top"], "'top' is invalid for '--edge <edge>'"),
                              (["back-progress", path, "--non-linear-factor=2"], "--non-linear-factor=2"),
                              (["back-progress", path, "--width=0"], "--width=0"),
                              (["back-progress", path, "--profile=ios", "--raw"], "--raw")] {
            let result = try InProcessBench.run(words)
            #expect(result.status == 2, "\(words)")
            #expect(result.standardError.split(separator: "\n").count == 1 && result.standardError.contains(flag),
                    "\(words): \(result.standardError)")
        }
    }
}
