import Foundation
import Geometry
import Scroll
import Testing

/// `bench replay scroll` on traces with wheel events: Chromium's curve and exact landings through the
/// command line, at every rate; trackpad momentum `--wheel-momentum os|own`; bad values exit 2.
@Suite struct WheelReplayTests {
    /// Two notches 50 ms apart (a browser's deltaY +100 each) and, later, a trackpad swipe with OS momentum.
    static let trace = """
        {"name": "wheel", "container": {"x": 0, "y": 0, "width": 320, "height": 480}, "events": [
         {"t": 10.00, "kind": "wheel", "dx": 0, "dy": -100},
         {"t": 10.05, "kind": "wheel", "dx": 0, "dy": -100, "deltaMode": "pixel"},
         {"t": 11.00, "kind": "wheel", "dx": 0, "dy": -8, "phase": "began"},
         {"t": 11.01, "kind": "wheel", "dx": 0, "dy": -16, "phase": "changed"},
         {"t": 11.02, "kind": "wheel", "dx": 0, "dy": -20, "phase": "changed"},
         {"t": 11.03, "kind": "wheel", "dx": 0, "dy": -24, "phase": "changed"},
         {"t": 11.04, "kind": "wheel", "dx": 0, "dy": 0, "phase": "ended"},
         {"t": 11.04, "kind": "wheel", "dx": 0, "dy": -20, "momentumPhase": "began"},
         {"t": 11.06, "kind": "wheel", "dx": 0, "dy": -10, "momentumPhase": "changed"},
         {"t": 11.08, "kind": "wheel", "dx": 0, "dy": 0, "momentumPhase": "ended"}]}
        """

    static func replay(_ extra: [String]) throws -> (frames: [[String: Any]], result: InProcessBench.Result) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("wheel-\(UUID().uuidString).json")
        try trace.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let result = try InProcessBench.run(["replay", "scroll", url.path, "--content=2000"] + extra)
        let frames = (try? JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]]) ?? []
        return (frames, result)
    }

    /// Each frame before the trackpad shows Chromium's curve at the frame's own time, and the notches land
    /// exactly on 200, at 60–240 Hz and jittered; with OS momentum the swipe adds 68 + 30 points one to one.
    @Test func notchesFollowTheCurveAndLandExactly() throws {
        var curve = ScrollOffsetAnimationCurve(from: .zero, to: Point(x: 0, y: 100))
        curve.updateTarget(Point(x: 0, y: 200), at: 0.05)
        for clock in [["--fps=60"], ["--fps=90"], ["--fps=120"], ["--fps=144"], ["--fps=240"], ["--fps=120", "--jitter=4"]] {
            let (frames, result) = try Self.replay(clock + ["--wheel-momentum=os"])
            #expect(result.status == 0, "\(clock): \(result.standardError)")
            for frame in frames {
                let t = try #require(frame["t"] as? Double), offset = try #require(frame["offset"] as? Double)
                if t >= 0.05 && t < 1 { #expect(abs(offset - curve.value(at: t).y) <= 1e-9, "\(clock) t=\(t)") }
                if t >= curve.duration && t < 1 { #expect(offset == 200, "\(clock) t=\(t)") }
            }
            #expect(frames.last?["offset"] as? Double == 298, "\(clock)")
            #expect(frames.last?["state"] as? String == "idle")
        }
    }

    /// `own` replaces the OS momentum by the physics' fling from the velocity at lift: it goes further.
    @Test func ownMomentumFlingsWithThePhysics() throws {
        let (frames, result) = try Self.replay(["--wheel-momentum=own"])
        #expect(result.status == 0, "\(result.standardError)")
        let last = try #require(frames.last?["offset"] as? Double)
        #expect(last > 300)
        #expect(frames.last?["state"] as? String == "idle")
    }

    @Test func aBadMomentumExitsTwoNamingTheFlag() throws {
        // (--deliver-late applies to wheel events: LateDeliveryReplayTests.aWheelTraceDeliveredLateEndsAsOnTime.)
        for (words, named) in [(["--wheel-momentum=inertia"], "The value 'inertia' is invalid for '--wheel-momentum <wheel-momentum>': must be os or own")] {
            let (_, result) = try Self.replay(words)
            #expect(result.status == 2)
            #expect(result.standardError.split(separator: "\n").count == 1)
            #expect(result.standardError.contains(named), "\(result.standardError)")
        }
    }
}
