import Testing
import Geometry
import _MotionTestSupport
@testable import Gestures

/// Flutter's iOS and macOS scroll-view fling velocities (Tests/Vectors/platform_parity.json).
@Suite struct ScrollViewVelocityStrategyTests {
    static func tracker(_ strategy: VelocityStrategy, _ points: [(t: Double, x: Double, y: Double)]) throws -> VelocityTracker {
        var tracker = VelocityTracker(strategy: strategy)
        for (index, point) in points.enumerated() {
            try tracker.add(PointerSample(pointer: 0, x: point.x, y: point.y, phase: index == 0 ? .began : .moved, time: point.t))
        }
        return tracker
    }

    @Test func weightsAreFlutters() throws {
        let record = try Vectors.section("flutter_scroll_view_fling_velocity", of: "platform_parity.json")
        // Pair velocities 1000, 2000, 4000 points/s in x (10 ms apart), −500 in y throughout.
        let points: [(t: Double, x: Double, y: Double)] = [(0, 0, 0), (0.01, 10, -5), (0.02, 30, -10), (0.03, 70, -15)]
        for (strategy, key) in [(VelocityStrategy.iOSScrollView, "ios_weights"), (.macOSScrollView, "macos_weights")] {
            let weights = try #require(record[key] as? [String: Double])
            let expected = 1000 * weights["twoPairsBack"]! + 2000 * weights["onePairBack"]! + 4000 * weights["newestPair"]!
            let velocity = try #require(try Self.tracker(strategy, points).velocity(of: 0))
            #expect(isClose(velocity.dx, expected, relative: 1e-12), "\(strategy): \(velocity.dx) vs \(expected)")
            #expect(isClose(velocity.dy, -500, relative: 1e-12), "\(strategy)")
        }
        // iOS: 0.6·1000 + 0.35·2000 + 0.05·4000 = 1500, well below the last movement's 4000.
        #expect(isClose(try #require(try Self.tracker(.iOSScrollView, points).velocity(of: 0)).dx, 1500, relative: 1e-12))
    }

    @Test func steadyMovementReportsItsVelocityOnceFourSamplesAreIn() throws {
        var points: [(t: Double, x: Double, y: Double)] = []
        for i in 0..<10 {
            points.append((t: Double(i) * 0.008, x: 0, y: -Double(i)))
            let tracker = try Self.tracker(.iOSScrollView, points)
            if i >= 3 {
                let velocity = try #require(tracker.velocity(of: 0))
                #expect(isClose(velocity.dy, -125, relative: 1e-12) && velocity.dx == 0, "sample \(i): \(velocity)")
            }
        }
    }

    @Test func missingPairsCountAsZero() throws {
        #expect(try Self.tracker(.iOSScrollView, [(0, 0, 0)]).velocity(of: 0) == nil)
        // Two samples: only the newest pair, weighted 0.05.
        let two = try #require(try Self.tracker(.iOSScrollView, [(0, 0, 0), (0.01, 10, 0)]).velocity(of: 0))
        #expect(isClose(two.dx, 0.05 * 1000, relative: 1e-12))
        // Samples at the same time: the shared history keeps the later one (as Android's does), so no
        // pair ever has dt = 0 here; the newest pair is then 0 → 20 over 10 ms.
        let same = try #require(try Self.tracker(.iOSScrollView, [(0, 0, 0), (0.01, 10, 0), (0.01, 20, 0)]).velocity(of: 0))
        #expect(isClose(same.dx, 0.05 * 2000, relative: 1e-12))
    }
}
