import Geometry
import Gestures
import Host
import PullToRefresh
import Scroll
import Testing
import _MotionTestSupport

/// The one time rule: the same frames at every display rate and jittered, and from a host that delivers
/// the input late.
@Suite struct RefreshTimeRuleTests {
    static let profiles: [(String, RefreshProfile)] = [("compose", .compose), ("material", .material), ("cupertino", .cupertino)]

    static func read(_ frame: RefreshFrame, _ control: RefreshControl) -> [Double] {
        [frame.offset, frame.pull, frame.progress, frame.indicatorScale, frame.scroll.contentOffset.y,
         Double(["idle", "pulling", "armed", "refreshing", "finishing"].firstIndex(of: frame.state.rawValue) ?? -1)]
    }

    @Test(arguments: [100.0, 300.0, 600.0])
    func theSameFramesAtEveryRate(pullTo: Double) throws {
        for (name, profile) in Self.profiles {
            let samples = pullSamples(from: 100, to: pullTo, duration: 0.37, steps: 13, hold: 0.11)
            let worst = try largestRateDifference(try makeList(profile), samples: samples, read: Self.read)
            #expect(worst.difference == 0, "\(name): \(worst)")
        }
    }

    @Test func theEndOfARefreshIsTheSameAtEveryRate() throws {
        for (name, profile) in Self.profiles {
            var frames: [[Int: [Double]]] = []
            // Keyed on a 1/240 s grid: the rates that share it (90 and 144 Hz are in the test above).
            for fps in [60.0, 120, 240] {
                var list = try makeList(profile)
                for sample in pullSamples(from: 100, to: 600) { list.handle(sample) }
                list.tick(at: 2)
                list.endRefreshing(at: 2.003)
                frames.append(displayedFrames(from: 2.003, until: 5, fps: fps) { time in
                    let frame = list.tick(at: time)
                    return (Self.read(frame, list), list.isSettled)
                })
            }
            for other in frames.dropFirst() {
                let compared = compareSharedInstants(frames[0], other)
                #expect(compared.largest == 0, "\(name): \(compared)")
            }
        }
    }

    @Test func lateInputGivesTheOnTimeFrames() throws {
        for (name, profile) in Self.profiles {
            let samples = pullSamples(from: 100, to: 600, duration: 0.4, steps: 16, hold: 0.05)
            let clock = try TraceReplay(fps: 120, secondsAfterLastSample: 2)
            var onTime = try makeList(profile)
            var expected: [Double: [Double]] = [:]
            LiveReplay(clock: clock).run(&onTime, samples: samples) { time, control, shown in expected[time] = Self.read(shown, control) }
            var late = try makeList(profile)
            let lateness = try LateDelivery(maximumDelay: 0.1, seed: 3)
            let arrivals = lateness.deliveryTimes(of: samples.map { $0.time - samples[0].time })
            var compared = 0
            LiveReplay(clock: clock, lateness: lateness).run(&late, samples: samples) { time, control, shown in
                guard time >= (arrivals.max() ?? 0), let onTimeFrame = expected[time] else { return }
                #expect(Self.read(shown, control) == onTimeFrame, "\(name) at \(time)")
                compared += 1
            }
            #expect(compared > 10, "\(name)")
        }
    }
}
