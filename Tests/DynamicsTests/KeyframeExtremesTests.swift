import Testing
import Geometry
import Dynamics

/// Keyframes of extreme lengths (found by Fuzz's paths-keyframes target): a segment whose time rounds
/// away still ends on its value, and a velocity past 1e150 (a segment a few ulps long) is a jump that
/// reads 0 and hands the next segment none, so every value stays finite.
@Suite struct KeyframeExtremesTests {
    @Test func aShortKeyframeLateInALongTrackStillEndsTheTrackOnItsValue() throws {
        // 1.97e149 + 0.016 is 1.97e149: the last segment's own time rounds away in the track's.
        let track = try KeyframeTrack(initialValue: 0.0, [.linear(2122.125, duration: 1.9703739100558572e149),
                                                          .linear(306, duration: 0.016)])
        #expect(track.duration == 1.9703739100558572e149)
        #expect(track.value(at: track.duration) == 306 && track.value(at: .infinity) == 306)
    }

    @Test func aKeyframeAFewUlpsLongIsAJump() throws {
        let track = try KeyframeTrack(initialValue: 0.0, [
            .linear(3064.625, duration: 0.008), .linear(1980.25, duration: 2.491501121235992e-239),
            .cubic(-1086.5, duration: 1, endVelocity: -2862.625),
        ])
        // At 0.008 the cubic plays (the short segment starts and ends there): from 1980.25. The short
        // segment's velocity, −1084.375 / 2.49e-239 ≈ −4.35e241, is past the keyframes' limit of 1e150 (a
        // velocity that, times a long segment, could overflow): a jump, so the cubic leaves with none.
        #expect(track.value(at: 0.008) == 1980.25)
        #expect(track.velocity(at: 0.008) == 0)
        for step in 0...100 {
            let time = 0.008 + Double(step) / 100
            #expect(track.value(at: time).isFinite && track.velocity(at: time).isFinite, "at \(time)")
        }
        #expect(track.value(at: 1.008) == -1086.5)
    }

    @Test func composeKeyframesAFewUlpsApartHaveNoInfiniteVelocity() throws {
        // 50 over 1e-320 s (a subnormal) is past the largest double: the jump reads 0.
        let spec = try KeyframesSpec(duration: 1, from: 0.0, to: 100, keyframes: [.init(50, at: 1e-320)])
        #expect(spec.value(at: 0) == 0 && spec.velocity(at: 0) == 0)
        #expect(spec.value(at: 1e-320) == 50 && spec.velocity(at: 0.5) == 50)
        let spline = try KeyframesWithSplineSpec(duration: 1, from: 0, to: 100, keyframes: [.init(50, at: 1e-320)])
        #expect(spline.value(at: 1e-320) == 50)
        for step in 0...20 {
            let time = Double(step) / 20
            #expect(spline.value(at: time).isFinite && spline.velocity(at: time).isFinite, "at \(time)")
        }
    }

    /// Past 1e150 a difference of two values, or a velocity times a duration, could pass the largest
    /// double; such magnitudes are refused, naming the parameter (the fuzzer found NaN and infinities there).
    @Test func magnitudesPast1e150AreRefusedByName() {
        #expect(throws: ConfigurationError(parameter: "keyframes[0].duration", value: 1.9703739100558572e220,
                                           requirement: "must be in 0...1e150 seconds")) {
            try KeyframeTrack(initialValue: 0.0, [.linear(2122.125, duration: 1.9703739100558572e220)])
        }
        #expect(throws: ConfigurationError(parameter: "initialValue", describing: -3e150,
                                           requirement: "must have a magnitude of at most 1e150")) {
            try KeyframeTrack(initialValue: -3e150, [])
        }
        #expect(throws: ConfigurationError(parameter: "keyframes[1].value", describing: 1e200,
                                           requirement: "must have a magnitude of at most 1e150")) {
            try KeyframeTrack(initialValue: 0.0, [.move(1), .cubic(1e200, duration: 1)])
        }
        #expect(throws: ConfigurationError(parameter: "keyframes[0] velocity", describing: 2e150,
                                           requirement: "must have a magnitude of at most 1e150")) {
            try KeyframeTrack(initialValue: 0.0, [.spring(1, startVelocity: 2e150)])
        }
        #expect(throws: ConfigurationError(parameter: "to", describing: 1e151,
                                           requirement: "must have a magnitude of at most 1e150")) {
            try KeyframesSpec(duration: 1, from: 0.0, to: 1e151, keyframes: [])
        }
        #expect(throws: ConfigurationError(parameter: "duration", value: 1e160, requirement: "must be in 0...1e150 seconds")) {
            try KeyframesWithSplineSpec(duration: 1e160, from: 0, to: 1, keyframes: [])
        }
        // At the limit itself every reading is finite: the largest difference, over the longest duration.
        let track = try? KeyframeTrack(initialValue: -1e150, [.cubic(1e150, duration: 1e150, startVelocity: 1e150, endVelocity: -1e150),
                                                             .linear(-1e150, duration: 1e-300)])
        #expect(track != nil)
        if let track {
            for step in 0...64 {
                let time = track.duration * Double(step) / 64
                #expect(track.value(at: time).isFinite && track.velocity(at: time).isFinite, "at \(time)")
            }
        }
    }

    /// Found by the fuzzer: a segment rising by the smallest normal double over 3000 s has a slope of about
    /// 7e-312, and its neighbour's tangent over it overflowed (∞ · 0 in Compose's limiter gave NaN). The
    /// limit is now taken without dividing by that slope, and every reading is finite.
    @Test func aSplineSegmentFlatterThanItsTangentsStaysFinite() throws {
        let spline = try KeyframesWithSplineSpec(duration: 3023.25, from: -2544.25, to: 2.2250738585072014e-308,
                                                 keyframes: [.init(0, at: 15.75)])
        for step in 0...200 {
            let time = 3023.25 * Double(step) / 200
            #expect(spline.value(at: time).isFinite && spline.velocity(at: time).isFinite, "at \(time)")
        }
        #expect(spline.value(at: 2786.132352941176).isFinite)
        #expect(spline.value(at: 15.75) == 0 && spline.value(at: 3023.25) == 2.2250738585072014e-308)
    }
}
