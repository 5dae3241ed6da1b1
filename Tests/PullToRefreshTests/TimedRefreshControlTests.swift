import Geometry
import Gestures
import PullToRefresh
import Testing
import _MotionTestSupport

/// A refresh the host ends a fixed time after its release: the end is stamped at that instant, whichever
/// input or frame reaches it first.
@Suite struct TimedRefreshControlTests {
    static let profiles: [(String, RefreshProfile)] = [("compose", .compose), ("material", .material), ("cupertino", .cupertino)]

    @Test func theEndIsStampedAtTheReleasePlusTheDuration() throws {
        for (name, profile) in Self.profiles {
            // Released at 0.71 (the pull's hold ends at 0.7): the refresh ends at 1.11, between two 120 Hz frames.
            let samples = pullSamples(from: 100, to: 600)
            var timed = try TimedRefreshControl(makeList(profile), refreshDuration: 0.4)
            var ended = try makeList(profile)
            for sample in samples {
                timed.handle(sample)
                ended.handle(sample)
            }
            let release = try #require(timed.control.refreshReleaseTime)
            #expect(release == 0.5 + 0.2 + 0.01, "\(name)")
            var compared = 0
            var endedByHand = false
            for frame in 86...480 {
                let time = Double(frame) / 120
                if !endedByHand, time >= release + 0.4 {
                    ended.endRefreshing(at: release + 0.4)
                    endedByHand = true
                }
                let shown = timed.tick(at: time), expected = ended.tick(at: time)
                #expect(shown.offset == expected.offset && shown.state == expected.state
                        && shown.scroll.contentOffset.y == expected.scroll.contentOffset.y, "\(name) at \(time)")
                compared += 1
            }
            #expect(compared == 395 && endedByHand)
            #expect(timed.isSettled && timed.control.state == .idle && timed.control.offset == 0, "\(name)")
        }
    }

    @Test func theSameFramesAtEveryRate() throws {
        for (name, profile) in Self.profiles {
            let samples = pullSamples(from: 100, to: 600, duration: 0.37, steps: 13, hold: 0.11)
            let worst = try largestRateDifference(try TimedRefreshControl(makeList(profile), refreshDuration: 0.25),
                                                  samples: samples) { frame, _ in
                [frame.offset, frame.pull, frame.progress, frame.indicatorScale, frame.scroll.contentOffset.y]
            }
            #expect(worst.difference == 0, "\(name): \(worst)")
        }
    }

    @Test(arguments: [-0.001, 3600.5, .nan, .infinity])
    func aDurationOutOfRangeIsRefused(duration: Double) throws {
        let error = try #require(throws: ConfigurationError.self) {
            try TimedRefreshControl(makeList(.compose), refreshDuration: duration)
        }
        #expect(error.parameter == "refreshDuration")
    }
}
