import Geometry
import Gestures
import Host
import Scroll
import SwipeActions
import Testing
import _MotionTestSupport

/// The live loop's input queue and frame policy.
@Suite struct LiveLoopTests {
    func row() throws(ConfigurationError) -> SwipeRow { try SwipeRow(width: 375, trailing: SwipeActionsConfiguration(count: 2)) }

    @Test func aFrameShowsWhatWasDeliveredByItsTime() throws {
        var loop = try LiveLoop(row())
        loop.deliver(touch(0, 300, 20, .began, 1))
        loop.deliver(touch(0, 250, 20, .moved, 1.01))
        loop.deliver(touch(0, 200, 20, .moved, 1.05))   // not due at 1.02
        #expect(loop.frame(at: 1.02) == -50)
        #expect(loop.waitingInputs == 1)
        #expect(loop.frame(at: 1.05) == -100)
        #expect(loop.waitingInputs == 0)
    }

    @Test func theDisplayLinkRunsWhileAnythingMovesAndPausesAtRest() throws {
        var loop = try LiveLoop(row())
        #expect(!loop.needsFrames)                       // nothing to show: paused
        loop.deliver(touch(0, 300, 20, .began, 0))
        #expect(loop.needsFrames)                        // input resumes it
        loop.frame(at: 0.01)
        #expect(loop.needsFrames)                        // a finger is down
        loop.deliver(touch(0, 200, 20, .moved, 0.05))
        loop.deliver(touch(0, 190, 20, .ended, 0.06))
        var time = 0.01
        var frames = 0
        while loop.needsFrames { time += 1.0 / 120; loop.frame(at: time); frames += 1 }
        #expect(loop.content.isSettled)
        #expect(loop.content.offset == -148)
        #expect(frames > 10 && frames < 200)
        // At rest a frame changes nothing and the link stays paused.
        #expect(loop.frame(at: time + 1) == -148)
        #expect(!loop.needsFrames)
    }

    @Test func aLateReleaseStartsItsMotionAtItsOwnTimestamp() throws {
        let samples = [touch(0, 300, 20, .began, 0), touch(0, 250, 20, .moved, 0.02), touch(0, 200, 20, .moved, 0.04),
                       touch(0, 195, 20, .ended, 0.05)]
        // On time.
        var onTime = try LiveLoop(row())
        var expected: [Double: Double] = [:]
        var time = 0.0
        var next = 0
        while time < 1 {
            while next < samples.count, samples[next].time <= time { onTime.deliver(samples[next]); next += 1 }
            expected[time] = onTime.frame(at: time)
            time += 1.0 / 120
        }
        // The release arrives 300 ms late, after 36 frames past its timestamp were shown holding the row.
        var late = try LiveLoop(row())
        time = 0
        next = 0
        var lateFrames: [Double: Double] = [:]
        while time < 1 {
            while next < 3, samples[next].time <= time { late.deliver(samples[next]); next += 1 }
            if next == 3, time >= 0.35 { late.deliver(samples[3]); next = 4 }
            lateFrames[time] = late.frame(at: time)
            time += 1.0 / 120
        }
        for (instant, offset) in lateFrames where instant >= 0.35 { #expect(offset == expected[instant], "at \(instant)") }
        for (instant, offset) in lateFrames where instant > 0.05 && instant < 0.35 { #expect(offset == -100, "held at \(instant)") }
        #expect(late.content.offset == -148)
        #expect(late.shown == expected[time - 1.0 / 120])
    }

    @Test func theSettledFramesAreTheOnTimeFramesEvenBeforeTheLateDelivery() throws {
        let samples = [touch(0, 300, 20, .began, 0), touch(0, 250, 20, .moved, 0.02), touch(0, 200, 20, .moved, 0.04),
                       touch(0, 195, 20, .ended, 0.05)]
        var onTime = try LiveLoop(row())
        var late = try LiveLoop(row())
        late.keepsSettledFrames = true
        var expected: [Double] = []
        var settled: [(Double, Double)] = []
        var next = 0
        for index in 0..<120 {
            let time = Double(index) / 120
            for sample in samples where sample.time <= time && sample.time > time - 1.0 / 120 { onTime.deliver(sample) }
            expected.append(onTime.frame(at: time))
            // Everything after the touch arrives 200 ms late, at once.
            while next < samples.count, next == 0 ? samples[0].time <= time : time >= 0.25 { late.deliver(samples[next]); next += 1 }
            late.frame(at: time)
            late.drainSettledFrames { settled.append(($0, $1)) }
        }
        late.settleHistory()
        late.drainSettledFrames { settled.append(($0, $1)) }
        #expect(settled.map(\.0) == (0..<120).map { Double($0) / 120 })
        #expect(settled.map(\.1) == expected)
    }

    @Test func aRepeatedFrameTimeShowsTheSameFrameAndAnEarlierOneRestartsTheClock() throws {
        var loop = try LiveLoop(row())
        loop.deliver(touch(0, 300, 20, .began, 0))
        loop.deliver(touch(0, 200, 20, .moved, 0.05))
        loop.deliver(touch(0, 190, 20, .ended, 0.06))
        let shown = loop.frame(at: 0.1)
        #expect(loop.frame(at: 0.1) == shown)
        // The host's clock went back (a new origin): the motion goes on from there, and still ends.
        loop.frame(at: 0.01)
        #expect(loop.lastFrameTime == 0.01)
        var time = 0.01
        while loop.needsFrames, time < 5 { time += 1.0 / 120; loop.frame(at: time) }
        #expect(loop.content.offset == -148)
        // A frame time that is not a number shows the last frame again.
        #expect(loop.frame(at: .nan) == -148)
    }

    @Test func aHostChangeIsABarrierForLateInput() throws {
        var loop = try LiveLoop(row())
        var direct = try row()
        var time = 0.0
        for sample in [touch(0, 300, 20, .began, 0), touch(0, 200, 20, .moved, 0.05), touch(0, 190, 20, .ended, 0.06)] {
            loop.deliver(sample)
            direct.handle(sample)
        }
        while loop.needsFrames { time += 1.0 / 120; loop.frame(at: time); direct.tick(at: time) }
        #expect(loop.content.state == .open(.trailing))
        loop.perform { $0.close() }
        direct.close()
        #expect(loop.needsFrames)
        // A tap stamped before the close arrives after it: it is applied after the close (at the next
        // frame), as on the row driven directly, not before it by a re-run.
        let tap = [touch(1, 10, 20, .began, time - 0.5), touch(1, 10, 20, .ended, time - 0.49)]
        for sample in tap { loop.deliver(sample) }
        time += 1.0 / 120
        for sample in tap { direct.handle(sample) }
        #expect(loop.frame(at: time) == direct.tick(at: time))
        while loop.needsFrames {
            time += 1.0 / 120
            #expect(loop.frame(at: time) == direct.tick(at: time))
        }
        #expect(loop.content.offset == direct.offset)
    }

    @Test func aNewOriginSettlesTheFramesKept() throws {
        // A host that measures each gesture from its own origin (the playground's grid): without the
        // restart, the second swipe, stamped 0 again, would be a late input re-run into the first one's
        // frames.
        var loop = try LiveLoop(row())
        for sample in [touch(0, 300, 20, .began, 0), touch(0, 200, 20, .moved, 0.05), touch(0, 190, 20, .ended, 0.06)] {
            loop.deliver(sample)
        }
        var time = 0.0
        while loop.needsFrames { time += 1.0 / 120; loop.frame(at: time) }
        #expect(loop.content.state == .open(.trailing))
        loop.restartClock()
        // A tap on the open row at the new origin closes it, as on a row driven directly.
        loop.deliver(touch(0, 100, 20, .began, 0))
        loop.deliver(touch(0, 100, 20, .ended, 0.05))
        time = 0
        while loop.needsFrames { time += 1.0 / 120; loop.frame(at: time) }
        #expect(loop.content.state == .closed && loop.content.offset == 0)
    }

    @Test func boundedQueueAndValidatedConfiguration() throws {
        var loop = try LiveLoop(row())
        loop.deliver(touch(0, 300, 20, .began, 0))
        for index in 1..<LiveLoop<SwipeRow>.maximumWaitingInputs { loop.deliver(touch(0, 300, 20, .moved, Double(index) * 1e-6)) }
        #expect(loop.waitingInputs == 10_000)
        let refused = !loop.deliver(touch(0, 300, 20, .moved, 1))
        #expect(refused)
        loop.frame(at: 2)
        #expect(loop.waitingInputs == 0)
        for bad in [-1, .nan, .infinity, 11] {
            #expect(throws: ConfigurationError.self) { _ = try LiveLoop(row(), maximumLateness: bad) }
            do { _ = try LiveLoop(row(), maximumLateness: bad) } catch { #expect(error.parameter == "maximumLateness") }
        }
        #expect(throws: ConfigurationError.self) { _ = try LateDelivery(maximumDelay: -0.1) }
    }

    @Test func readingsAreInputsToo() throws {
        var loop = try LiveLoop(row())
        loop.deliver(GestureReading(state: .began, location: Point(x: 300, y: 20), translation: .zero, velocity: .zero,
                                    numberOfTouches: 1, time: 0))
        loop.deliver(GestureReading(state: .ended, location: Point(x: 200, y: 20), translation: Vector(dx: -100, dy: 0),
                                    velocity: Vector(dx: -300, dy: 0), numberOfTouches: 0, time: 0.05))
        var time = 0.0
        while loop.needsFrames { time += 1.0 / 120; loop.frame(at: time) }
        #expect(loop.content.offset == -148)
    }

    @Test func lateDeliveryIsSeededAndNeverReorders() throws {
        let busy = try LateDelivery(maximumDelay: 0.4, seed: 9)
        let times = (0..<200).map { Double($0) * 0.004 }
        let arrivals = busy.deliveryTimes(of: times)
        #expect(arrivals == busy.deliveryTimes(of: times))
        #expect(arrivals != (try LateDelivery(maximumDelay: 0.4, seed: 10)).deliveryTimes(of: times))
        for (index, arrival) in arrivals.enumerated() {
            #expect(arrival >= times[index] && arrival <= times[index] + 0.4)
            if index > 0 { #expect(arrival >= arrivals[index - 1]) }
        }
        #expect(arrivals.contains { $0 - 0.3 > 0 })
    }
}

/// Wheel events through the live loop: each at its own timestamp, however late it arrives.
@Suite struct LiveLoopWheelTests {
    func list() throws(ConfigurationError) -> WheelScrollBehavior {
        WheelScrollBehavior(try ScrollBehavior(contentSize: Size(width: 320, height: 4000), viewportSize: Size(width: 320, height: 480)))
    }

    /// Two notches (a browser's deltaY +100 each, 50 ms apart), the second delivered `lateBy` s late; the
    /// offset at every frame on a 120 Hz grid for a second.
    func frames(lateBy: Double) throws -> [Double] {
        var loop = try LiveLoop(list())
        let notches = [WheelSample(delta: Vector(dx: 0, dy: -100), time: 0.01), WheelSample(delta: Vector(dx: 0, dy: -100), time: 0.06)]
        var delivered = 0, shown: [Double] = []
        for index in 0..<120 {
            let time = Double(index) / 120
            if delivered == 0, notches[0].time <= time { loop.deliver(notches[0]); delivered = 1 }
            if delivered == 1, notches[1].time + lateBy <= time { loop.deliver(notches[1]); delivered = 2 }
            shown.append(loop.frame(at: time).contentOffset.y)
        }
        #expect(!loop.needsFrames && loop.content.animation == nil)
        return shown
    }

    @Test func notchesLandExactlyOnTheirAccumulatedTargetAndALateOneAsOnTime() throws {
        let onTime = try frames(lateBy: 0)
        #expect(onTime.last == 200)
        #expect(zip(onTime, onTime.dropFirst()).allSatisfy { $0 <= $1 })
        let late = try frames(lateBy: 0.2)
        // From the late delivery on (0.26 s, frame 32), every frame is the on-time frame.
        #expect(Array(late[32...]) == Array(onTime[32...]))
    }

    @Test func anInteractionWithoutWheelInputIgnoresIt() throws {
        var loop = try LiveLoop(SwipeRow(width: 375, trailing: SwipeActionsConfiguration(count: 2)))
        loop.deliver(WheelSample(delta: Vector(dx: -100, dy: 0), time: 0))
        #expect(loop.frame(at: 0.01) == 0 && !loop.needsFrames)
    }
}
