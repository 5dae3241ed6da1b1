import Geometry
import Gestures
import Testing
import _MotionTestSupport

@Suite struct VelocityTrackerTests {
    static func track(_ samples: [PointerSample], strategy: VelocityStrategy = .leastSquares) throws -> VelocityTracker {
        var tracker = VelocityTracker(strategy: strategy)
        for sample in samples { try tracker.add(sample) }
        return tracker
    }

    /// x = 1000 t, y = -500 t + 2000 t² sampled every 10 ms: LSQ2 is exact for a quadratic.
    @Test func leastSquaresIsExactOnAParabola() throws {
        var samples = [PointerSample(pointer: 0, x: 0, y: 0, phase: .began, time: 0)]
        for step in 1...6 {
            let t = Double(step) * 0.01
            samples.append(PointerSample(pointer: 0, x: 1000 * t, y: -500 * t + 2000 * t * t, phase: .moved, time: t))
        }
        let velocity = try #require(try Self.track(samples).velocity(of: 0))
        #expect(isClose(velocity.dx, 1000, relative: 1e-9))
        #expect(isClose(velocity.dy, -500 + 4000 * 0.06, relative: 1e-9))
    }

    /// The history buffer is shared copy-on-write: a copy and its original evolve independently.
    @Test func copiesAreIndependent() throws {
        let original = try Self.track([
            PointerSample(pointer: 0, x: 0, y: 0, phase: .began, time: 0),
            PointerSample(pointer: 0, x: 10, y: 0, phase: .moved, time: 0.01),
            PointerSample(pointer: 0, x: 20, y: 0, phase: .moved, time: 0.02),
        ])
        var copy = original
        try copy.add(PointerSample(pointer: 0, x: 20, y: 50, phase: .moved, time: 0.03))
        try copy.add(PointerSample(pointer: 0, x: 20, y: 100, phase: .moved, time: 0.04))
        let before = try #require(original.velocity(of: 0))
        #expect(isClose(before.dx, 1000, relative: 1e-9) && abs(before.dy) < 1e-9)
        let after = try #require(copy.velocity(of: 0))
        #expect(after.dy > 1000)
        var cleared = original
        cleared.clear()
        #expect(cleared.velocity(of: 0) == nil)
        #expect(original.velocity(of: 0) == before)
    }

    @Test func twoSamplesGiveTheirSlopeOneGivesNothing() throws {
        let one = try Self.track([PointerSample(pointer: 0, x: 0, y: 0, phase: .began, time: 0)])
        #expect(one.velocity(of: 0) == nil)
        #expect(try Self.track([PointerSample(pointer: 0, x: 0, y: 0, phase: .began, time: 0)], strategy: .impulse).velocity(of: 0) == .zero)
        let two = try Self.track([
            PointerSample(pointer: 0, x: 0, y: 0, phase: .began, time: 0),
            PointerSample(pointer: 0, x: 10, y: -20, phase: .moved, time: 0.02),
        ])
        let velocity = try #require(two.velocity(of: 0))
        #expect(isClose(velocity.dx, 500, relative: 1e-12) && isClose(velocity.dy, -1000, relative: 1e-12))
    }

    @Test func endedPositionIsNotAdded() throws {
        let samples = [
            PointerSample(pointer: 0, x: 0, y: 0, phase: .began, time: 0),
            PointerSample(pointer: 0, x: 10, y: 0, phase: .moved, time: 0.01),
            PointerSample(pointer: 0, x: 20, y: 0, phase: .moved, time: 0.02),
            PointerSample(pointer: 0, x: 500, y: 0, phase: .ended, time: 0.03),
        ]
        let velocity = try #require(try Self.track(samples).velocity(of: 0))
        #expect(isClose(velocity.dx, 1000, relative: 1e-9))
    }

    @Test func aPauseOfMoreThan40msBeforeLiftMeansStopped() throws {
        let samples = [
            PointerSample(pointer: 0, x: 0, y: 0, phase: .began, time: 0),
            PointerSample(pointer: 0, x: 10, y: 0, phase: .moved, time: 0.01),
            PointerSample(pointer: 0, x: 20, y: 0, phase: .moved, time: 0.02),
            PointerSample(pointer: 0, x: 20, y: 0, phase: .ended, time: 0.061),
        ]
        #expect(try Self.track(samples).velocity(of: 0) == nil)
        var lifted = samples
        lifted[3].time = 0.06
        #expect(try Self.track(lifted).velocity(of: 0) != nil)
    }

    @Test func sameTimestampReplaces() throws {
        let samples = [
            PointerSample(pointer: 0, x: 0, y: 0, phase: .began, time: 0),
            PointerSample(pointer: 0, x: 999, y: 0, phase: .moved, time: 0.01),
            PointerSample(pointer: 0, x: 10, y: 0, phase: .moved, time: 0.01),
            PointerSample(pointer: 0, x: 20, y: 0, phase: .moved, time: 0.02),
        ]
        let velocity = try #require(try Self.track(samples).velocity(of: 0))
        #expect(isClose(velocity.dx, 1000, relative: 1e-9))
    }

    @Test func onlyTheHorizonCounts() throws {
        // A slow start 200 ms earlier must not drag the estimate down.
        var samples = [PointerSample(pointer: 0, x: 0, y: 0, phase: .began, time: 0)]
        for step in 1...20 { samples.append(PointerSample(pointer: 0, x: Double(step), y: 0, phase: .moved, time: Double(step) * 0.01)) }
        for step in 21...30 { samples.append(PointerSample(pointer: 0, x: 20 + Double(step - 20) * 30, y: 0, phase: .moved, time: Double(step) * 0.01)) }
        let velocity = try #require(try Self.track(samples).velocity(of: 0))
        #expect(isClose(velocity.dx, 3000, relative: 1e-9))
    }

    @Test func aSecondFingerDoesNotCorruptTheFirst() throws {
        var samples: [PointerSample] = [PointerSample(pointer: 0, x: 0, y: 0, phase: .began, time: 0)]
        for step in 1...8 {
            let t = Double(step) * 0.01
            samples.append(PointerSample(pointer: 0, x: 1000 * t, y: 0, phase: .moved, time: t))
            if step == 3 { samples.append(PointerSample(pointer: 1, x: 300, y: 300, phase: .began, time: t)) }
            if step > 3, step < 6 { samples.append(PointerSample(pointer: 1, x: 300 - 9000 * t, y: 300, phase: .moved, time: t)) }
            if step == 6 { samples.append(PointerSample(pointer: 1, x: 0, y: 0, phase: .ended, time: t)) }
        }
        let tracker = try Self.track(samples)
        let velocity = try #require(tracker.velocity(of: 0))
        #expect(isClose(velocity.dx, 1000, relative: 1e-9))
        #expect(tracker.isDown(0) && !tracker.isDown(1))
    }

    @Test func anyPointerIdWorks() throws {
        let tracker = try Self.track([
            PointerSample(pointer: -3, x: 0, y: 0, phase: .began, time: 0),
            PointerSample(pointer: Int.max, x: 0, y: 0, phase: .began, time: 0),
            PointerSample(pointer: -3, x: 10, y: 0, phase: .moved, time: 0.01),
            PointerSample(pointer: Int.max, x: 0, y: 5, phase: .moved, time: 0.01),
        ])
        #expect(tracker.velocity(of: -3) == Vector(dx: 1000, dy: 0))
        #expect(tracker.velocity(of: Int.max) == Vector(dx: 0, dy: 500))
        #expect(tracker.velocity(of: 0) == nil)
    }

    @Test func elevenPointersDoNotBreakTheFirstTen() throws {
        var tracker = VelocityTracker()
        for pointer in 0..<11 { try tracker.add(PointerSample(pointer: pointer, x: 0, y: 0, phase: .began, time: 0)) }
        for pointer in 0..<11 { try tracker.add(PointerSample(pointer: pointer, x: 10, y: 0, phase: .moved, time: 0.01)) }
        #expect(tracker.velocity(of: 9) == Vector(dx: 1000, dy: 0))
        #expect(tracker.velocity(of: 10) == nil, "the eleventh pointer is ignored")
    }

    @Test func cancelledPointerHasNoVelocity() throws {
        let tracker = try Self.track([
            PointerSample(pointer: 0, x: 0, y: 0, phase: .began, time: 0),
            PointerSample(pointer: 0, x: 10, y: 0, phase: .moved, time: 0.01),
            PointerSample(pointer: 0, x: 20, y: 0, phase: .moved, time: 0.02),
            PointerSample(pointer: 0, x: 20, y: 0, phase: .cancelled, time: 0.02),
        ])
        #expect(tracker.velocity(of: 0) == nil)
    }

    @Test func badSamplesAreTypedErrorsAndChangeNothing() throws {
        var tracker = try Self.track([
            PointerSample(pointer: 0, x: 0, y: 0, phase: .began, time: 1),
            PointerSample(pointer: 0, x: 10, y: 0, phase: .moved, time: 1.01),
        ])
        let before = tracker.velocity(of: 0)
        #expect(throws: PointerSampleError.timeWentBackwards(previous: 1.01, time: 1.0)) {
            try tracker.add(PointerSample(pointer: 0, x: 5, y: 0, phase: .moved, time: 1.0))
        }
        #expect(throws: PointerSampleError.nonFinite(field: "y")) {
            try tracker.add(PointerSample(pointer: 0, x: 5, y: .nan, phase: .moved, time: 1.02))
        }
        #expect(throws: PointerSampleError.unknownPointer(4, phase: .moved)) {
            try tracker.add(PointerSample(pointer: 4, x: 5, y: 0, phase: .moved, time: 1.02))
        }
        #expect(throws: PointerSampleError.pointerAlreadyDown(0)) {
            try tracker.add(PointerSample(pointer: 0, x: 5, y: 0, phase: .began, time: 1.02))
        }
        #expect(tracker.velocity(of: 0) == before)
    }

    @Test func impulseOnAConstantVelocityIsThatVelocity() throws {
        var samples = [PointerSample(pointer: 0, x: 0, y: 0, phase: .began, time: 0)]
        for step in 1...5 { samples.append(PointerSample(pointer: 0, x: Double(step) * 8, y: Double(step) * -4, phase: .moved, time: Double(step) * 0.008)) }
        let velocity = try #require(try Self.track(samples, strategy: .impulse).velocity(of: 0))
        // Kinetic energy with the first segment halved converges towards, and stays below, 1000.
        #expect(velocity.dx > 900 && velocity.dx <= 1000 + 1e-9)
        #expect(velocity.dy < -450 && velocity.dy >= -500 - 1e-9)
    }

    @Test func velocitiesStayFiniteOnRandomStreams() throws {
        try withEverySeed(0..<PropertySeeds.count(default: 200)) { seed, random in
            for strategy in VelocityStrategy.allCases {
                var tracker = VelocityTracker(strategy: strategy)
                var time = random.double(in: -1000...1000)
                try tracker.add(PointerSample(pointer: 0, x: random.double(in: -1e4...1e4), y: 0, phase: .began, time: time))
                for _ in 0..<60 {
                    time += [0, 1e-9, 0.001, 0.008, 0.05].randomElement(using: &random)!
                    try tracker.add(PointerSample(pointer: 0, x: random.double(in: -1e6...1e6), y: random.double(in: -1e6...1e6), phase: .moved, time: time))
                    if let velocity = tracker.velocity(of: 0) {
                        #expect(velocity.isFinite, "seed \(seed) \(strategy)")
                    }
                }
            }
        }
    }
}
