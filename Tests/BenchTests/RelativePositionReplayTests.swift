import Foundation
import Geometry
import Gestures
import Testing
import _MotionTestSupport
@testable import bench
@testable import BenchReplay

@Suite struct RelativePositionReplayTests {
    private func options(_ arguments: [String] = [], fps: Double = 120) throws -> ReplayOptions {
        try ReplayOptions.parsing(arguments, interaction: "relative-position", fps: fps)
    }

    /// 1000 pt/s right, 2000 pt/s down in a 400 × 800 container: 2.5 container sizes per second.
    private func trace(endingWith phase: PointerPhase = .ended) throws -> GestureTrace {
        var samples = (0...4).map { step in
            let t = Double(step) * 0.01
            return PointerSample(pointer: 0, x: 100 + 1000 * t, y: 200 + 2000 * t, phase: step == 0 ? .began : .moved, time: t)
        }
        samples.append(PointerSample(pointer: 0, x: 140, y: 280, phase: phase, time: 0.045))
        return try GestureTrace(container: Rect(x: 0, y: 0, width: 400, height: 800), samples: samples)
    }

    private func field(_ frame: JSON, _ key: String) -> JSON? {
        guard case .object(let members) = frame else { return nil }
        return members.first { $0.0 == key }?.1
    }

    private func number(_ frame: JSON, _ key: String) -> Double? {
        if case .number(let value) = field(frame, key) { return value }
        return nil
    }

    private func phase(_ frame: JSON) -> String? {
        if case .string(let value) = field(frame, "phase") { return value }
        return nil
    }

    @Test func framesFromBeganToEndedWithRelativeVelocity() throws {
        let frames = try replayRelativePosition(trace: trace(), options: options(fps: 100))
        #expect(frames.map(phase) == ["began", "moved", "moved", "moved", "moved", "ended"])
        #expect(frames.map { number($0, "t")! } == [0, 0.01, 0.02, 0.03, 0.04, 0.05])
        #expect(number(frames[0], "px") == 0.25 && number(frames[0], "py") == 0.25)
        #expect(number(frames[0], "vx") == 0)
        let last = frames[5]
        #expect(isClose(number(last, "px")!, 0.35, absolute: 1e-12))
        #expect(isClose(number(last, "vx")!, 2.5, absolute: 1e-9))
        #expect(isClose(number(last, "vy")!, 2.5, absolute: 1e-9))
        #expect(isClose(number(last, "x")!, 140, absolute: 1e-9))
        for frame in frames {
            let px = number(frame, "px")!, py = number(frame, "py")!
            #expect(px > 0 && px < 1 && py > 0 && py < 1)
        }
    }

    @Test func aGestureShorterThanAFrameStillShowsItsEnd() throws {
        let tap = try GestureTrace(samples: [
            PointerSample(pointer: 0, x: 10, y: 10, phase: .began, time: 1),
            PointerSample(pointer: 0, x: 12, y: 10, phase: .moved, time: 1.001),
            PointerSample(pointer: 0, x: 12, y: 10, phase: .cancelled, time: 1.002),
            PointerSample(pointer: 1, x: 300, y: 10, phase: .began, time: 1.003),
            PointerSample(pointer: 1, x: 300, y: 10, phase: .ended, time: 1.004),
        ])
        let frames = try replayRelativePosition(trace: tap, options: options())
        // A frame shows the latest event at its time: the first frame the began, the next (after four
        // events within 4 ms) the second gesture's end, where it ended.
        #expect(frames.map(phase) == ["began", "ended"])
        // No container in the trace: the default 375 × 667.
        #expect(isClose(number(frames[1], "px")!, 300.0 / 375, absolute: 1e-12))
    }

    @Test func containerOptionOverridesAndBadOnesAreRejected() throws {
        let frames = try replayRelativePosition(trace: trace(), options: options(["--container=0,0,200,400"], fps: 100))
        #expect(number(frames[0], "px") == 0.5)
        #expect(isClose(number(frames[5], "vx")!, 5, absolute: 1e-9))
        #expect(throws: InvalidInput.self) { try replayRelativePosition(trace: trace(), options: options(["--container=0,0,0,400"])) }
        // A number that is not finite is refused as the command line reads it (argument-parser runs `NumbersArgument`).
        #expect(throws: (any Error).self) { try replayRelativePosition(trace: trace(), options: options(["--container=0,0,nan,400"])) }
        #expect(throws: InvalidInput.self) { try replayRelativePosition(trace: trace(), options: options(["--minimum-distance=-1"])) }
    }

    @Test func anUnfinishedGestureRunsToTheTimeLimit() throws {
        var samples = try trace().samples
        samples.removeLast()
        let open = try GestureTrace(samples: samples)
        let frames = try replayRelativePosition(trace: open, options: ReplayOptions.parsing([], interaction: "relative-position", fps: 10, seconds: 1))
        #expect(frames.count == 11)
        #expect(frames.dropFirst().allSatisfy { phase($0) == "moved" })
    }

    @Test func commandLineRoundTrip() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("relpos-\(UInt64.random(in: 0...UInt64.max)).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data("""
            {"container": {"x": 0, "y": 0, "width": 400, "height": 800}, "events": [
             {"t": 0, "pointer": 0, "phase": "began", "x": 100, "y": 200},
             {"t": 0.01, "pointer": 0, "phase": "moved", "x": 110, "y": 220},
             {"t": 0.02, "pointer": 0, "phase": "ended", "x": 110, "y": 220}]}
            """.utf8).write(to: url)
        let result = try InProcessBench.run(["replay", "relative-position", url.path, "--fps=100"])
        #expect(result.status == 0, "\(result.standardError)")
        let frames = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        #expect(frames.map { $0["phase"] as? String } == ["began", "moved", "ended"])
        #expect(frames.first?["px"] as? Double == 0.25)

        try Data(#"{"events": [{"t": 0, "pointer": 0, "phase": "flying", "x": 1, "y": 1}]}"#.utf8).write(to: url)
        let bad = try InProcessBench.run(["replay", "relative-position", url.path])
        #expect(bad.status == 2 && bad.standardOutput.isEmpty)
        #expect(bad.standardError.contains("event 0"))
    }

    @Test func scenariosAreRegistered() {
        let names = Scenario.all.map(\.name)
        #expect(names.contains("relative-position.track") && names.contains("relative-position.dock"))
        #expect(Replayer.registered.contains { $0.interaction == "relative-position" })
    }
}
