import Testing
import Geometry
import Dynamics

/// Keyframes of extreme lengths (found by Fuzz's paths-keyframes target): a segment whose time rounds
/// away still ends on its value, and a velocity past the largest double (a segment a few ulps long) is a
/// jump that reads 0 and hands the next segment none, so every value stays finite.
@Suite struct KeyframeExtremesTests {
    @Test func aShortKeyframeLateInALongTrackStillEndsTheTrackOnItsValue() throws {
        // 1.97e220 + 0.016 is 1.97e220: the last segment's own time rounds away in the track's.
        let track = try KeyframeTrack(initialValue: 0.0, [.linear(2122.125, duration: 1.9703739100558572e220),
                                                          .linear(306, duration: 0.016)])
        #expect(track.duration == 1.9703739100558572e220)
        #expect(track.value(at: track.duration) == 306 && track.value(at: .infinity) == 306)
    }

    @Test func aKeyframeAFewUlpsLongIsAJump() throws {
        let track = try KeyframeTrack(initialValue: 0.0, [
            .linear(3064.625, duration: 0.008), .linear(1980.25, duration: 2.491501121235992e-239),
            .cubic(-1086.5, duration: 1, endVelocity: -2862.625),
        ])
        // At 0.008 the cubic plays (the short segment starts and ends there): from 1980.25, leaving with
        // the short segment's velocity, −1084.375 / 2.49e-239 ≈ −4.35e241 (large, but a double).
        #expect(track.value(at: 0.008) == 1980.25)
        #expect(abs(track.velocity(at: 0.008) / (-1084.375 / 2.491501121235992e-239) - 1) < 1e-12)
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
}
