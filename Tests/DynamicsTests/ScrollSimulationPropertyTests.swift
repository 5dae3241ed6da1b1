import Testing
import Geometry
import _MotionTestSupport
@testable import Dynamics

/// Seeded releases of every profile: finite, at rest in bounds in finite time, the same at 60 and 120 Hz.
@Suite struct ScrollSimulationPropertyTests {
    @Test(arguments: ScrollPhysics.allCases)
    func everyReleaseComesToRestWithinItsExtents(physics: ScrollPhysics) throws {
        try withEverySeed(0..<300) { seed, random in
            let leading = random.double(in: -500...500)
            let trailing = leading + (random.next() % 5 == 0 ? 0 : random.double(in: 0...6000))
            let position = random.next() % 4 == 0 ? random.double(in: (leading - 400)...(trailing + 400))
                                                  : random.double(in: leading...trailing)
            let velocity = random.double(in: -12_000...12_000)
            let tolerance = SimulationTolerance.scrollPhysics(devicePixelRatio: 3)
            let motion = try physics.simulation(position: position, velocity: velocity, leadingExtent: leading,
                                                trailingExtent: trailing, tolerance: tolerance)
            #expect(motion.restTime.isFinite && motion.restTime >= 0 && motion.restTime < 30, "seed \(seed): \(motion.restTime)")
            #expect(motion.restPosition >= leading && motion.restPosition <= trailing, "seed \(seed)")
            #expect(motion.isDone(at: motion.restTime + 1e-9), "seed \(seed)")
            // Frames at 120 Hz and 60 Hz: every other 120 Hz frame is bit for bit the 60 Hz one.
            for frame in 0...Int(motion.restTime * 60 + 2) {
                let at60 = motion.state(at: Double(frame) / 60)
                let at120 = motion.state(at: Double(2 * frame) / 120)
                #expect(at60 == at120, "seed \(seed) frame \(frame)")
                #expect(at60.position.isFinite && at60.velocity.isFinite, "seed \(seed) frame \(frame)")
            }
        }
    }

    @Test(arguments: ScrollPhysics.allCases)
    func aFlingThatRestsInBoundsDeceleratesMonotonically(physics: ScrollPhysics) throws {
        try withEverySeed(0..<100) { seed, random in
            let velocity = random.double(in: 300...9000) * (random.next() % 2 == 0 ? 1 : -1)
            let motion = try physics.simulation(position: 10_000, velocity: velocity, leadingExtent: 0, trailingExtent: 20_000)
            #expect(motion.restPosition > 0 && motion.restPosition < 20_000)
            var previous = motion.state(at: 0)
            for frame in 1...Int(motion.restTime * 120 + 2) {
                let state = motion.state(at: Double(frame) / 120)
                #expect((state.position - previous.position) * velocity >= 0, "seed \(seed) frame \(frame)")
                #expect(abs(state.velocity) <= abs(previous.velocity), "seed \(seed) frame \(frame)")
                previous = state
            }
            #expect(previous.position == motion.restPosition && previous.velocity == 0)
        }
    }

    @Test func nonFiniteTimesAnswerTheRelease() throws {
        for physics in ScrollPhysics.allCases {
            let motion = try physics.simulation(position: 5, velocity: 900, leadingExtent: 0, trailingExtent: 100)
            #expect(motion.state(at: .nan) == motion.state(at: 0))
            #expect(motion.state(at: -3) == motion.state(at: 0))
            #expect(motion.position(at: .infinity).isFinite)
        }
    }
}
