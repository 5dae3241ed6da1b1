import Foundation
import Testing
import Geometry
import Dynamics
import _MotionTestSupport

/// SwiftUI's keyframe track: each kind of keyframe, the velocity rules at the junctions, continuity
/// everywhere (so scrubbing and grabbing never jump), and bad input.
@Suite struct KeyframeTrackTests {
    /// The second-order forward difference of `value` at `t` (step h): the derivative from the right,
    /// which is what `velocity(at:)` answers at a junction (the later segment plays there).
    static func slope(_ value: (Double) -> Double, at t: Double, h: Double = 1e-5) -> Double {
        (-3 * value(t) + 4 * value(t + h) - value(t + 2 * h)) / (2 * h)
    }

    @Test func linearKeyframesFollowTheirCurves() throws {
        let track = try KeyframeTrack(initialValue: 10.0, [
            .linear(20, duration: 0.5),
            .linear(0, duration: 0.25, timingCurve: .easeInOut),
        ])
        #expect(track.duration == 0.75)
        #expect(track.value(at: 0.25) == 15 && track.velocity(at: 0.25) == 20)
        #expect(track.value(at: 0.5) == 20)
        #expect(track.value(at: 0.625) == 20 + (0 - 20) * UnitCurve.easeInOut.value(at: 0.5))
        #expect(isClose(track.velocity(at: 0.625), -20 * UnitCurve.easeInOut.velocity(at: 0.5) / 0.25, relative: 1e-15))
        #expect(track.value(at: -1) == 10 && track.value(at: 2) == 0 && track.value(at: .nan) == 10)
        #expect(track.velocity(at: -1) == 0 && track.velocity(at: 0.75) == 0)
    }

    @Test func springStartsWithThePreviousVelocityAndHandsOnItsState() throws {
        let spring = try Spring(duration: 0.4, bounce: 0.2)
        let track = try KeyframeTrack(initialValue: 0.0, [
            .linear(100, duration: 0.25),
            .spring(50, duration: 0.3, spring: spring),
            .linear(0, duration: 0.2),
        ])
        let solution = SpringSolution(spring: spring, from: 100.0, to: 50, initialVelocity: 400)
        #expect(isClose(track.value(at: 0.25 + 0.1), solution.value(at: 0.1), relative: 1e-12))
        #expect(isClose(track.velocity(at: 0.25 + 0.1), solution.velocity(at: 0.1), relative: 1e-12))
        // The next keyframe starts where the spring is at 0.55 s, not at its target.
        let handOff = solution.value(at: 0.3)
        #expect(handOff != 50)
        #expect(isClose(track.value(at: 0.65), handOff / 2, relative: 1e-12))
        // A given start velocity wins; nil duration is SwiftUI's: the spring's settling duration.
        let given = try KeyframeTrack(initialValue: 0.0, [.spring(1, spring: .smooth, startVelocity: -3)])
        #expect(given.velocity(at: 0) == -3)
        #expect(given.duration == Spring.smooth.settlingDuration())
    }

    @Test func adjacentCubicsFormACatmullRomSpline() throws {
        let track = try KeyframeTrack(initialValue: 0.0, [
            .cubic(10, duration: 1), .cubic(30, duration: 2), .cubic(20, duration: 1),
        ])
        // Inner keys: the change from the key before to the key after over the time between them.
        #expect(track.velocity(at: 1) == (30 - 0) / 3.0)
        #expect(isClose(track.velocity(at: 3), (20 - 10) / 3.0, relative: 1e-15))
        // The track starts and ends at rest.
        #expect(track.velocity(at: 0) == 0)
        #expect(isClose(track.velocity(at: 4 - 1e-9), 0, absolute: 1e-6))
        #expect(track.value(at: 1) == 10 && track.value(at: 3) == 30 && track.value(at: 4) == 20)
        // Given velocities win at both ends.
        let given = try KeyframeTrack(initialValue: 0.0, [.cubic(1, duration: 1, startVelocity: 2, endVelocity: -1)])
        #expect(given.velocity(at: 0) == 2 && isClose(given.velocity(at: 1 - 1e-9), -1, absolute: 1e-6))
    }

    @Test func cubicsTakeTheirNeighboursVelocities() throws {
        let track = try KeyframeTrack(initialValue: 0.0, [
            .linear(10, duration: 0.5),          // ends at 20 per second
            .cubic(30, duration: 1),              // starts at 20, ends at the next linear's 40
            .linear(50, duration: 0.5),
            .cubic(60, duration: 1),              // before a move: ends at 0
            .move(0),
        ])
        #expect(track.velocity(at: 0.5) == 20)
        #expect(isClose(track.velocity(at: 1.5 - 1e-9), 40, absolute: 1e-6))
        #expect(isClose(track.velocity(at: 3 - 1e-9), 0, absolute: 1e-6))
        #expect(track.value(at: 3) == 0 && track.value(at: 10) == 0)
    }

    @Test func moveJumpsAndHolds() throws {
        let track = try KeyframeTrack(initialValue: Point(x: 0, y: 0), [
            .linear(Point(x: 10, y: 0), duration: 1), .move(Point(x: 50, y: 50), duration: 0.5),
            .linear(Point(x: 60, y: 50), duration: 1),
        ])
        #expect(track.value(at: 1) == Point(x: 50, y: 50) && track.value(at: 1.4) == Point(x: 50, y: 50))
        #expect(track.velocity(at: 1.2) == .zero)
        #expect(track.value(at: 2) == Point(x: 55, y: 50))
    }

    /// Value and velocity are continuous at every junction of a track that has no move, and the velocity
    /// is the derivative of the value everywhere: a gesture grabbing it at any instant and throwing it into
    /// a spring starts from exactly where it was, at exactly the speed it had.
    @Test(arguments: [0.05, 0.2, 0.3999, 0.4, 0.55, 0.7, 0.9, 1.05])
    func grabbingMidFlightHasNoJump(at grab: Double) throws {
        let track = try KeyframeTrack(initialValue: 0.0, [
            .linear(80, duration: 0.2, timingCurve: .easeIn),
            .cubic(120, duration: 0.2),
            .cubic(60, duration: 0.3),
            .spring(100, duration: 0.25, spring: .bouncy),
            .cubic(0, duration: 0.2),
        ])
        let value = track.value(at: grab), velocity = track.velocity(at: grab)
        let numeric = Self.slope({ track.value(at: $0) }, at: grab)
        #expect(isClose(velocity, numeric, absolute: 1e-3, relative: 1e-6), "at \(grab): \(velocity) vs \(numeric)")
        let thrown = SpringSolution(spring: .snappy, from: value, to: 0, initialVelocity: velocity)
        #expect(thrown.value(at: 0) == value && thrown.velocity(at: 0) == velocity)
        // Continuity across every junction (0.2, 0.4, 0.7, 0.95): the two sides agree. The ease-in's slope
        // reaches its end value as √(1 − x), so 1e-9 s before 0.2 it is still 2e-5 (relative) away.
        for junction in [0.2, 0.4, 0.7, 0.95] {
            #expect(isClose(track.value(at: junction - 1e-9), track.value(at: junction), absolute: 1e-5), "\(junction)")
            #expect(isClose(track.velocity(at: junction - 1e-9), track.velocity(at: junction), absolute: 1e-4, relative: 3e-5),
                    "\(junction)")
        }
    }

    @Test func badInputIsNamed() {
        #expect(throws: ConfigurationError(parameter: "keyframes[1].duration", value: "-1.0", requirement: "must be non-negative and finite")) {
            try KeyframeTrack(initialValue: 0.0, [.linear(1, duration: 1), .cubic(2, duration: -1)])
        }
        #expect(throws: ConfigurationError(parameter: "keyframes[0].value", value: "nan", requirement: "must be finite")) {
            try KeyframeTrack(initialValue: 0.0, [.move(.nan)])
        }
        #expect(throws: ConfigurationError(parameter: "initialValue", value: "inf", requirement: "must be finite")) {
            try KeyframeTrack(initialValue: Double.infinity, [])
        }
        #expect(throws: ConfigurationError.self) {
            try KeyframeTrack(initialValue: 0.0, [.spring(1, startVelocity: .nan)])
        }
    }

    @Test func anEmptyTrackHoldsItsInitialValue() throws {
        let track = try KeyframeTrack(initialValue: 3.0, [])
        #expect(track.duration == 0 && track.value(at: 1) == 3 && track.velocity(at: 0) == 0)
        let zero = try KeyframeTrack(initialValue: 3.0, [.linear(5, duration: 0), .cubic(7, duration: 0)])
        #expect(zero.value(at: 0) == 7 && zero.value(at: -0.1) == 3 && zero.velocity(at: 0) == 0)
    }
}

/// SwiftUI's keyframe timeline: tracks on key paths played together.
@Suite struct KeyframeTimelineTests {
    struct Card: Hashable, Sendable, Interpolatable {
        var scale = 1.0
        var offset = Point(x: 0, y: 0)
        var alpha = 1.0

        static let zero = Card(scale: 0, offset: .zero, alpha: 0)
        static func + (a: Card, b: Card) -> Card { Card(scale: a.scale + b.scale, offset: a.offset + b.offset, alpha: a.alpha + b.alpha) }
        static func - (a: Card, b: Card) -> Card { Card(scale: a.scale - b.scale, offset: a.offset - b.offset, alpha: a.alpha - b.alpha) }
        static func * (a: Card, k: Double) -> Card { Card(scale: a.scale * k, offset: a.offset * k, alpha: a.alpha * k) }
        var magnitudeSquared: Double { scale * scale + offset.magnitudeSquared + alpha * alpha }
    }

    @Test func tracksPlayTogetherAndTheShortOneHolds() throws {
        let scale: [Keyframe<Double>] = [.linear(1.3, duration: 0.1), .spring(1.0, duration: 0.5, spring: .bouncy)]
        let offset: [Keyframe<Point>] = [.cubic(Point(x: 0, y: -40), duration: 0.2), .cubic(Point(x: 0, y: 0), duration: 0.2)]
        let timeline = try KeyframeTimeline(initialValue: Card(), tracks: [.track(\.scale, scale), .track(\.offset, offset)])
        let scaleTrack = try KeyframeTrack(initialValue: 1.0, scale)
        let offsetTrack = try KeyframeTrack(initialValue: Point(x: 0, y: 0), offset)
        #expect(timeline.duration == 0.6)
        for time in [0, 0.05, 0.1, 0.3, 0.45, 0.6, 1] {
            let value = timeline.value(time: time)
            #expect(value.scale == scaleTrack.value(at: time) && value.offset == offsetTrack.value(at: time) && value.alpha == 1)
            let velocity = timeline.velocity(time: time)
            #expect(velocity.scale == scaleTrack.velocity(at: time) && velocity.offset == offsetTrack.velocity(at: time))
            #expect(velocity.alpha == 0)
        }
        #expect(timeline.value(time: 0.5).offset == Point(x: 0, y: 0))
        #expect(timeline.value(progress: 0.5) == timeline.value(time: 0.3))
        #expect(timeline.value(progress: 2) == timeline.value(time: 0.6))
        #expect(throws: ConfigurationError(parameter: "keyframes[0].duration", value: "-1.0", requirement: "must be non-negative and finite")) {
            try KeyframeTimeline(initialValue: Card(), tracks: [.track(\.alpha, [.linear(0, duration: -1)])])
        }
    }
}
