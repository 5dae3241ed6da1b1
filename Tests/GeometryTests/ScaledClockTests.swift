import Testing
@testable import Geometry

/// A motion's own clock at a duration scale: the mapping, its new time bases and its odd timestamps.
@Suite struct ScaledClockTests {
    @Test func theDocumentationExample() {
        var clock = ScaledClock()
        clock.start(at: 10, durationScale: 2.5)
        #expect(clock.time(at: 12.5) == 11.0)
        #expect(clock.follow(to: 1.0) == true)
        #expect(clock.time(at: 3.5) == 2.0)
    }

    @Test func theHostsClockIsTheIdentityWhateverItsTimes() {
        var clock = ScaledClock()
        #expect(clock.isIdentity)
        for time in [0.0, -5, 1e300, 0.1 + 0.2] {
            #expect(clock.time(at: time) == time && clock.hostTime(at: time) == time)
            #expect(clock.follow(to: time) == false)
        }
        #expect(clock.isIdentity)
    }

    @Test func aScaleOf2Point5ShowsTheMotion2Point5TimesAsSlowlyFromItsStart() {
        var clock = ScaledClock()
        clock.start(at: 10, durationScale: 2.5)
        #expect(clock.time(at: 10) == 10)
        #expect(clock.time(at: 12.5) == 11)
        #expect(clock.time(at: 35) == 20)
        #expect(clock.hostTime(at: 11) == 12.5)
        #expect(clock.hostTime(at: 20) == 35)
        // A tick stamped before the start (the last vsync, before the release) is not a new time base.
        #expect(clock.follow(to: 10 - FrameClock.maximumInputLead) == false)
        #expect(clock.hostAnchor == 10 && clock.anchor == 10)
    }

    @Test func rescalingKeepsTheMotionsOwnTimeContinuous() {
        var clock = ScaledClock()
        clock.start(at: 10, durationScale: 2.5)
        clock.rescale(at: 12.5, durationScale: 1)                // a grab: the finger moves in real time
        #expect(clock.hostAnchor == 12.5 && clock.anchor == 11 && clock.durationScale == 1)
        #expect(!clock.isIdentity)
        #expect(clock.time(at: 13.5) == 12)
        clock.rescale(at: 13.5, durationScale: 2)
        #expect(clock.time(at: 15.5) == 13)
        // A host time that maps to no finite time changes nothing.
        let before = clock
        clock.rescale(at: .infinity, durationScale: 5)
        #expect(clock == before)
    }

    @Test func aScaleOf0GivesTheMotionNoDuration() {
        var clock = ScaledClock()
        clock.start(at: 3, durationScale: 0)
        #expect(clock.durationScale == 0)
        #expect(clock.hostTime(at: 3) == 3 && clock.hostTime(at: 1e6) == 3)
        #expect(clock.time(at: 4) == 4)                            // never ticked: the host's own time
        // Every instant of a motion run through at once maps to the input that ended it.
        let instant = ScaledClock(hostAnchor: 3, anchor: 7, durationScale: 0)
        #expect(instant.hostTime(at: 7) == 3 && instant.hostTime(at: 9.25) == 3)
        #expect(instant.time(at: 4) == 8)
        #expect(ScaledClock().durationScale == 1)
    }

    @Test func aRestartedHostClockIsANewTimeBaseAtTheSameScale() {
        var clock = ScaledClock()
        clock.start(at: 500, durationScale: 2.5)
        #expect(clock.follow(to: 1.0) == true)                             // the host's clock restarted
        #expect(clock.hostAnchor == 1 && clock.anchor == 1 && clock.durationScale == 2.5)
        #expect(clock.time(at: 3.5) == 2)
        #expect(clock.follow(to: 3.5) == false)                            // then it runs on
        #expect(clock.time(at: 6) == 3)
    }

    @Test func aRestartIsATimeEarlierThanTheLastByMoreThanTheInputLead() {
        #expect(ScaledClock.restartShift(from: 10, to: 2) == -8)
        #expect(ScaledClock.restartShift(from: 10, to: 10 - FrameClock.maximumInputLead) == nil)
        #expect(ScaledClock.restartShift(from: 10, to: 11) == nil)
        #expect(ScaledClock.restartShift(from: nil, to: 2) == nil)
        #expect(ScaledClock.restartShift(from: 10, to: .nan) == nil)
        #expect(ScaledClock.restartShift(from: 10, to: -.infinity) == -.infinity)   // callers pass finite times
    }

    @Test func nanAndInfiniteHostTimesChangeNothing() {
        var clock = ScaledClock()
        clock.start(at: 10, durationScale: 2.5)
        let before = clock
        for time in [Double.nan, .infinity, -.infinity] {
            #expect(clock.follow(to: time) == false)
            #expect(clock == before)
        }
    }

    @Test func aFarFutureTimestampIsANewTimeBaseAndTheClockComesBackFromIt() {
        var clock = ScaledClock()
        clock.start(at: 10, durationScale: 2.5)
        #expect(clock.follow(to: 1e300) == true)                           // a step no longer changes it
        #expect(clock.time(at: 1e300) == 1e300)
        #expect(clock.follow(to: 11) == true)                              // the next sane frame: a new base again
        #expect(clock.time(at: 13.5) == 12)
        #expect(clock.time(at: 13.5 + 1.0 / 60) > clock.time(at: 13.5))
    }

    @Test func aHugeAnchorThatAStepWouldNotChangeFollowsTheHostsTime() {
        // A wild timestamp became the motion's own time base: every later time would map to one instant.
        var clock = ScaledClock(hostAnchor: 5, anchor: 1e20, durationScale: 2.5)
        #expect(clock.time(at: 5 + 1.0 / 60) == clock.time(at: 5))
        #expect(clock.follow(to: 6) == true)
        #expect(clock.time(at: 6 + 1.0 / 60) > clock.time(at: 6))
        #expect(clock.time(at: 8.5) == 7)
        // The same for a huge host anchor, and for a rescale whose own time a step would not change.
        var host = ScaledClock(hostAnchor: -1e20, anchor: 0, durationScale: 2.5)
        #expect(host.follow(to: 1e6) == true)                              // later than the anchor, but unresolvable
        #expect(host.time(at: 1e6 + 2.5) == 1e6 + 1)
        var rescaled = ScaledClock(hostAnchor: 0, anchor: 1e20, durationScale: 1)
        rescaled.rescale(at: 5, durationScale: 2.5)
        #expect(rescaled.hostAnchor == 5 && rescaled.anchor == 5)
        #expect(rescaled.time(at: 7.5) == 6)
        // The step is the caller's: a world's fixed 1/240 s, or a coarser one.
        var coarse = ScaledClock(hostAnchor: 0, anchor: 1e15, durationScale: 2.5)
        #expect(coarse.follow(to: 1, step: 1.0 / 4) == false)
        #expect(coarse.follow(to: 1, step: 1.0 / 240) == true)
    }

    @Test(arguments: [60.0, 120.0, 144.0, 0])
    func theSameHostInstantShowsTheSameOwnTimeAtAnyFrameRate(rate: Double) {
        // 0: a jittery display link around 120 Hz (seeded, so the test is the same every run).
        var clock = ScaledClock()
        clock.start(at: 0.0123, durationScale: 2.5)
        var time = 0.0123, seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        var shown: [Double] = []
        while time < 1 {
            if rate > 0 {
                time += 1 / rate
            } else {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                time += 1.0 / 120 * (0.5 + Double(seed >> 11) / Double(1 << 53))
            }
            #expect(clock.follow(to: time) == false)
            shown.append(clock.time(at: time))
        }
        #expect(zip(shown, shown.dropFirst()).allSatisfy { $0 < $1 })
        // The own time at one host instant does not depend on the frames before it.
        #expect(clock.time(at: 1) == 0.0123 + (1 - 0.0123) / 2.5)
        #expect(Swift.abs(clock.hostTime(at: clock.time(at: 1)) - 1) <= 2 * Double.ulpOfOne)
    }
}
