import Testing
@testable import Geometry

/// The one clock and the one time rule: a motion starts at the input that started it.
@Suite struct FrameClockTests {
    @Test func theFirstTickSetsTheTimeBaseAndLaterTicksStep() {
        var clock = FrameClock()
        #expect(clock.advance(to: 10) == 0)
        #expect(clock.advance(to: 10.25) == 0.25)
        #expect(clock.advance(to: 10.25) == 0)                    // repeated
        #expect(clock.advance(to: .nan) == 0 && clock.time == 10.25)
        #expect(clock.elapsed == 0.25)
    }

    @Test func aMotionStartedAtAnInputCountsFromItsTimestamp() {
        var clock = FrameClock()
        clock.advance(to: 1.0)
        clock.start(at: 1.004)                                    // a release between two frames
        #expect(clock.elapsed == 0)
        #expect(clock.advance(to: 1.0 + 1.0 / 120) == 1.0 + 1.0 / 120 - 1.004)
        #expect(clock.elapsed == 1.0 + 1.0 / 120 - 1.004)
        // The partial first step does not become the steady frame duration: the next full frame does.
        #expect(clock.advance(to: 1.0 + 2.0 / 120) == (1.0 + 2.0 / 120) - (1.0 + 1.0 / 120))
    }

    @Test func aTickStampedBeforeTheInputShowsTheStartAndLaterTicksStillCountFromTheInput() {
        var clock = FrameClock()
        clock.start(at: 5.0)
        #expect(clock.advance(to: 4.99) == 0)                     // the last vsync, before the touch
        #expect(clock.elapsed == 0 && clock.time == 5.0)
        #expect(clock.advance(to: 5.01) == 5.01 - 5.0)
        #expect(clock.elapsed == 5.01 - 5.0)
    }

    @Test func aTickFarBeforeTheInputStartsANewTimeBaseSoNothingFreezes() {
        var clock = FrameClock()
        clock.start(at: 1e9)                                      // a bogus input timestamp
        #expect(clock.advance(to: 3.0) == 0)                      // more than 0.25 s before: a new base
        #expect(clock.time == 3.0)
        #expect(clock.advance(to: 3.5) == 0.5)
        #expect(clock.elapsed == 0.5)
        // Exactly at the lead still shows the start.
        var near = FrameClock()
        near.start(at: 2.0)
        #expect(near.advance(to: 2.0 - FrameClock.maximumInputLead) == 0 && near.time == 2.0)
    }

    @Test func elapsedIsTheSameBitsForTheSameInstantWhateverTheFramesBefore() {
        var at60 = FrameClock(), at144 = FrameClock()
        at60.start(at: 0.0123)
        at144.start(at: 0.0123)
        for frame in 1...60 { at60.advance(to: Double(frame) / 60) }
        for frame in 1...144 { at144.advance(to: Double(frame) / 144) }
        #expect(at60.elapsed == at144.elapsed)
        #expect(at60.elapsed == 1 - 0.0123)
    }

    @Test func elapsedStaysFiniteForTheFarthestTimes() {
        var clock = FrameClock()
        clock.start(at: -Double.greatestFiniteMagnitude)
        #expect(clock.advance(to: Double.greatestFiniteMagnitude) == .greatestFiniteMagnitude)
        #expect(clock.elapsed == .greatestFiniteMagnitude)
        clock.start(at: .infinity)                                // not a timestamp: starts at the next tick
        #expect(clock.time == nil && clock.advance(to: 7) == 0 && clock.elapsed == 0)
    }
}

/// The clock's three idioms: an input's time or the clock's, a restart at the last tick, a catch-up to an input.
@Suite struct FrameClockIdiomTests {
    @Test func anInputsTimeOrTheLastTicks() {
        var clock = FrameClock()
        #expect(clock.time(ofInput: nil) == nil && clock.time(ofInput: .nan) == nil)
        #expect(clock.time(ofInput: 4) == 4)
        clock.advance(to: 2)
        #expect(clock.time(ofInput: 4) == 4 && clock.time(ofInput: 1) == 1)
        #expect(clock.time(ofInput: nil) == 2 && clock.time(ofInput: .infinity) == 2 && clock.time(ofInput: .nan) == 2)
    }

    @Test func aRestartAtTheLastTickCountsFromThatFrame() {
        var clock = FrameClock()
        clock.restartAtLastTick()                                 // before any tick: the next one starts it
        #expect(clock.time == nil && clock.advance(to: 1) == 0)
        clock.advance(to: 1.5)
        clock.restartAtLastTick()
        #expect(clock.elapsed == 0 && clock.time == 1.5)
        #expect(clock.advance(to: 1.75) == 0.25 && clock.elapsed == 0.25)
    }

    @Test func aCatchUpTicksOnlyToALaterFiniteInput() {
        var clock = FrameClock()
        var caught = clock.catchUp(toInput: 1)
        #expect(!clock.isBehind(input: 1) && !caught)             // no time base yet
        #expect(clock.time == nil)
        clock.start(at: 1)
        clock.advance(to: 1.25)
        for input in [nil, .nan, .infinity, 1.25, 1.0] as [Double?] {
            caught = clock.catchUp(toInput: input)
            #expect(!clock.isBehind(input: input) && !caught)
            #expect(clock.time == 1.25 && clock.elapsed == 0.25)
        }
        #expect(clock.isBehind(input: 1.3))
        caught = clock.catchUp(toInput: 1.3)
        #expect(caught)
        #expect(clock.time == 1.3 && clock.elapsed == 1.3 - 1)
    }
}
