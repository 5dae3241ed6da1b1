import _MotionTestSupport
import Testing
@testable import Gestures

/// A finger's position, shown as it is: an interaction that does not move by itself.
private struct Follower: Interaction {
    var pan = PanRecognizer()
    var handled: [Double] = []
    mutating func handle(_ sample: PointerSample) -> Point {
        handled.append(sample.time)
        pan.handle(sample)
        return pan.location
    }
    mutating func update(with reading: GestureReading) -> Point { reading.location }
    mutating func tick(at time: Double) -> Point { pan.location }
    var isSettled: Bool { !pan.state.isActive }
    mutating func reset() { pan.reset() }
}

@Suite struct TraceReplayTests {
    // Times a quarter second apart (exact in binary), 100 s from the replay's origin.
    let drag = [touch(0, 0, 0, .began, 100), touch(0, 20, 0, .moved, 100.25), touch(0, 40, 0, .moved, 100.5),
                touch(0, 60, 0, .ended, 100.75)]

    @Test func framesRunFromTheFirstSampleAndEndWhenSettled() throws {
        var follower = Follower()
        var times: [Double] = []
        try TraceReplay(fps: 4).run(&follower, samples: drag) { time, _, _ in times.append(time) }
        #expect(times == [0, 0.25, 0.5, 0.75])
        #expect(follower.handled.count == 4 && follower.handled.first == 0)
    }

    @Test func theWholeTraceIsFedAndSecondsCountFromTheLastSample() throws {
        // A 72-second hold: with 1 s after the last sample the replay still reaches the lift.
        let hold = [touch(0, 0, 0, .began, 0), touch(0, 50, 0, .moved, 71.5), touch(0, 50, 0, .ended, 72)]
        var follower = Follower()
        var last = 0.0
        try TraceReplay(fps: 10, secondsAfterLastSample: 1).run(&follower, samples: hold) { time, _, _ in last = time }
        #expect(follower.handled.count == 3 && follower.isSettled)
        #expect(isClose(last, 72, absolute: 1e-9))
        // A held finger that never lifts stops 1 s after its last sample.
        var held = Follower()
        try TraceReplay(fps: 10, secondsAfterLastSample: 1).run(&held, samples: Array(hold.dropLast())) { time, _, _ in last = time }
        #expect(!held.isSettled && isClose(last, 72.5, absolute: 1e-9))
    }

    @Test func aDisplaySlowerThanTheTraceStillFeedsEverySample() throws {
        var follower = Follower()
        var frames = 0
        try TraceReplay(fps: 1e-3, secondsAfterLastSample: 1).run(&follower, samples: drag) { _, _, _ in frames += 1 }
        #expect(follower.handled.count == 4 && follower.isSettled && frames == 2)
    }

    @Test func jitteredFramesStayInOrderWithinFourTenthsOfAFrame() throws {
        let replay = try TraceReplay(fps: 120, jitterSeed: 7)
        #expect(replay.frameTime(0) == 0)
        var previous = 0.0
        var moved = 0
        for index in 1..<5_000 {
            let time = replay.frameTime(index)
            let steady = Double(index) / 120
            #expect(abs(time - steady) <= 0.4 / 120 + 1e-15)
            #expect(time > previous)
            if abs(time - steady) > 0.1 / 120 { moved += 1 }
            previous = time
        }
        #expect(moved > 3_000)                                    // uniform in ±0.4: three quarters beyond ±0.1
        #expect(try TraceReplay(fps: 120, jitterSeed: 7).frameTime(99) == replay.frameTime(99))
        #expect(try TraceReplay(fps: 120, jitterSeed: 8).frameTime(99) != replay.frameTime(99))
    }

    @Test(arguments: [0, -60, .nan, .infinity, 10_001, Double.leastNonzeroMagnitude, Double.leastNormalMagnitude / 2])
    func aRateThatIsNotANormalPositiveNumberUpTo10000IsRejected(fps: Double) {
        #expect(throws: ConfigurationError.self) { try TraceReplay(fps: fps) }
        do {
            _ = try TraceReplay(fps: fps)
        } catch {
            #expect(error.parameter == "fps")
        }
    }

    @Test func aSampleWithANaNTimeIsHandedOnAndTheReplayStillEnds() throws {
        var samples = drag
        samples.insert(touch(0, 15, 0, .moved, .nan), at: 2)
        var follower = Follower()
        var frames = 0
        try TraceReplay(fps: 4).run(&follower, samples: samples) { _, _, _ in frames += 1 }
        #expect(follower.handled.count == 5 && follower.isSettled && frames == 4)
    }

    @Test func tooLongATraceIsRejectedByValidate() throws {
        let replay = try TraceReplay(fps: 10_000, secondsAfterLastSample: 10)
        #expect(throws: ConfigurationError.self) { try replay.validate(span: 200) }
        try replay.validate(span: 100)
        #expect(throws: ConfigurationError.self) { try replay.validate(span: .infinity) }
    }
}
