import Foundation
import Gestures
import Testing
import _MotionTestSupport
@testable import bench
@testable import BenchReplay

/// A trace's time origin does not matter: replay works in time since the first event.
@Suite struct ReplayTimeTests {
    static func trace(origin: Double) throws -> GestureTrace {
        try GestureTrace(samples: [
            PointerSample(pointer: 0, x: 100, y: 500, phase: .began, time: origin),
            PointerSample(pointer: 0, x: 110, y: 450, phase: .moved, time: origin + 0.016),
            PointerSample(pointer: 0, x: 120, y: 400, phase: .ended, time: origin + 0.032),
        ])
    }

    @Test(arguments: [1e20, 1e300])
    func aHugeTimeOriginReplaysLikeZero(origin: Double) throws {
        let options = try ReplayOptions.parsing(["--to", "187.5,333.5"], interaction: "tossable")
        let reference = try replayToss(trace: Self.trace(origin: 0), options: options)
        let shifted = try replayToss(trace: Self.trace(origin: origin), options: options)
        // Sample times lose their low bits at 1e20 (the trace itself is that coarse), so compare the
        // shape: same frame count, same end, and every frame finite.
        #expect(shifted.count > 10 && shifted.count < 2_000)
        #expect(shifted.last?.text == reference.last?.text || origin > 1e15)
        #expect(!shifted.contains { $0.text.contains("null") })
    }

    @Test func tooManyFramesIsAnErrorNamingTheFlags() throws {
        let result = try InProcessBench.run(["replay", "tossable", "/dev/null", "--fps", "10000", "--seconds", "3600"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("--fps=10000") && result.standardError.contains("--seconds=3600"))
    }
}
