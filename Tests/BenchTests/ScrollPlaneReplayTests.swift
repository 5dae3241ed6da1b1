import Foundation
import Geometry
import Gestures
import Testing
import _MotionTestSupport
@testable import bench

/// `bench replay scroll` in its two-axis form (`--content=W,H`): the shipped pinch and locked drag, and
/// its errors.
@Suite struct ScrollPlaneReplayTests {
    static let root = ShippedTraceTests.root

    static func frames(_ arguments: [String]) throws -> [[String: Any]] {
        let result = try InProcessBench.run(["replay", "scroll"] + arguments)
        #expect(result.status == 0, "\(result.standardError)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
    }

    static func trace(_ name: String) -> String { root.appendingPathComponent("Tools/bench/Traces/scroll/\(name).json").path }

    func number(_ frame: [String: Any], _ key: String) -> Double { frame[key] as? Double ?? .nan }

    @Test func thePinchHoldsTheContentPointUnderItsMidpointAndRestsExactlyAtTheMaximum() throws {
        let frames = try Self.frames([Self.trace("pinch-zoom"), "--content=750,1000", "--zoom=0.5,3"])
        let trace = try InputPath(Self.trace("pinch-zoom")).trace()
        let origin = trace.samples[0].time
        // Each frame's midpoint: the fingers' latest positions at its time.
        func midpoint(at t: Double) -> Point? {
            var fingers: [Int: Point] = [:]
            for sample in trace.samples where sample.time - origin <= t {
                if sample.phase == .ended { fingers[sample.pointer] = nil } else { fingers[sample.pointer] = sample.location }
            }
            guard let a = fingers[0], let b = fingers[1] else { return nil }
            return Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
        }
        var anchor: Point?
        var compared = 0, worst = 0.0
        for frame in frames {
            let scale = number(frame, "zoomScale")
            guard scale != 1, scale <= 3, let m = midpoint(at: number(frame, "t")) else { continue }
            let under = Point(x: (number(frame, "x") + m.x) / scale, y: (number(frame, "y") + m.y) / scale)
            if let anchor {
                worst = max(worst, abs(under.x - anchor.x), abs(under.y - anchor.y))
                compared += 1
            } else {
                anchor = under
            }
        }
        // Measured: 1.1e-13 points, one ulp of the content point (about 800): the rounding of
        // o = c·s − m, of the printed numbers, and back.
        #expect(compared > 20 && worst <= 2e-13, "\(compared) frames, \(worst)")
        #expect(frames.contains { number($0, "zoomScale") > 3 })
        let last = try #require(frames.last)
        #expect(last["state"] as? String == "idle" && number(last, "zoomScale") == 3)
        // At rest within the bounds of the 2250 × 3000 zoomed photo in a 375 × 667 viewport.
        #expect((0...1875).contains(number(last, "x")) && (0...2333).contains(number(last, "y")))
    }

    @Test func aDragWithin20DegreesOfVerticalMovesOnlyYWithTheLock() throws {
        let locked = try Self.frames([Self.trace("locked-drag"), "--content=2000,3000", "--directional-lock"])
        #expect(locked.allSatisfy { number($0, "x") == 0 && number($0, "vx") == 0 })
        #expect(number(locked.last!, "y") > 250 && locked.last?["state"] as? String == "idle")
        let free = try Self.frames([Self.trace("locked-drag"), "--content=2000,3000"])
        #expect(number(free.last!, "x") > 30)
        #expect(free.allSatisfy { number($0, "zoomScale") == 1 })
    }

    @Test func theTwoAxisFormGivesTheSameFramesAt60And120Hz() throws {
        let at60 = try Self.frames([Self.trace("pinch-zoom"), "--content=750,1000", "--zoom=0.5,3", "--fps=60"])
        let at120 = try Self.frames([Self.trace("pinch-zoom"), "--content=750,1000", "--zoom=0.5,3", "--fps=120"])
        var compared = 0
        for frame in at60 {
            let t = number(frame, "t")
            guard let other = at120.first(where: { number($0, "t") == t }) else { continue }
            for key in ["x", "y", "zoomScale"] { #expect(abs(number(frame, key) - number(other, key)) <= 1e-9, "t = \(t) \(key)") }
            compared += 1
        }
        #expect(compared > 20)
    }

    /// Extremes anywhere in the finite range print finite numbers only.
    @Test(arguments: [["--content=1e308,1e308", "--zoom=1e-300,1e300"], ["--content=0,0", "--zoom=0.5,3"],
                      ["--content=1e300,5", "--viewport=1e-300,1e-300", "--zoom=1e-10,1e10"],
                      ["--content=750,1000", "--zoom=1e300,1e300", "--physics=flutter-clamping"],
                      ["--content=750,1000", "--zoom=3,3", "--axes=x", "--paging", "--directional-lock"]])
    func extremeTwoAxisOptionsPrintOnlyFiniteNumbers(arguments: [String]) throws {
        let result = try InProcessBench.run(["replay", "scroll", Self.trace("pinch-zoom")] + arguments)
        #expect(result.status == 0, "\(result.standardError)")
        let text = result.standardOutput.lowercased()
        #expect(!text.contains("null") && !text.contains("inf") && !text.contains("nan"))
        let frames = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        #expect(frames.last?["state"] as? String == "idle")
    }

    @Test(arguments: [
        (["--content=750,x"], "--content"), (["--content=750,1000,3"], "--content takes 2"),
        (["--content=750,-1"], "--content=750,-1: contentSize.height"), (["--content=750,1000", "--viewport=0,667"], "--viewport=0,667"),
        (["--content=750,1000", "--axes=z"], "'z' is invalid for '--axes <axes>'"), (["--content=750,1000", "--zoom=2,1"], "--zoom=2,1: maximumZoomScale"),
        (["--content=750,1000", "--zoom=0,1"], "--zoom=0,1: minimumZoomScale"), (["--content=750,1000", "--physics=ios"], "'ios' is invalid for '--physics <physics>'"),
        (["--content=750,1000", "--axis=x"], "--axis"), (["--content=750,1000", "--header=200"], "--header"),
        (["--content=750", "--zoom=1,2"], "--zoom needs the two-axis form"), (["--content=750", "--directional-lock"], "--directional-lock"),
        (["--content=750", "--axes=x"], "--axes"),
    ])
    func badTwoAxisOptionsExitTwoNamingTheFlag(arguments: [String], message: String) throws {
        let result = try InProcessBench.run(["replay", "scroll", Self.trace("locked-drag")] + arguments)
        #expect(result.status == 2 && result.standardOutput.isEmpty)
        #expect(result.standardError.contains(message), "\(result.standardError)")
    }
}
