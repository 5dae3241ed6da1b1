import Geometry
import Testing

@Suite struct MotionPreferencesTests {
    @Test func theStandardPreferencesChangeNothing() {
        let standard = MotionPreferences.standard
        #expect(standard.durationScale == 1)
        #expect(!standard.reduceMotion && !standard.prefersCrossFadeTransitions)
        #expect(standard.motionTime(since: 2, at: 2.75) == 0.75)
        #expect(standard.hostDuration(0.4) == 0.4)
        #expect(!standard.endsMotionsAtOnce)
    }

    @Test func aScaleStretchesTheMotionsTime() throws {
        let slow = try MotionPreferences(durationScale: 2)
        #expect(slow.motionTime(since: 1, at: 1.5) == 0.25)
        #expect(slow.hostDuration(0.3) == 0.6)
        let fast = try MotionPreferences(durationScale: 0.5)
        #expect(fast.scaled(0.25) == 0.5)
    }

    @Test func aScaleOfZeroEndsMotionsAtOnce() throws {
        let none = try MotionPreferences(durationScale: 0)
        #expect(none.endsMotionsAtOnce)
        #expect(none.scaled(0.001) == .infinity)
        #expect(none.hostDuration(5) == 0)
    }

    @Test(arguments: [-0.001, .nan, .infinity, 100.5, -.infinity])
    func aScaleOutsideItsRangeIsRefusedByName(_ scale: Double) {
        #expect(throws: ConfigurationError.self) { try MotionPreferences(durationScale: scale) }
        do {
            _ = try MotionPreferences(durationScale: scale)
        } catch {
            #expect(error.parameter == "durationScale")
        }
    }

    @Test func theRangesEndsAreAccepted() throws {
        #expect(try MotionPreferences(durationScale: 100).durationScale == 100)
        #expect(try MotionPreferences(durationScale: 0, reduceMotion: true, prefersCrossFadeTransitions: true).reduceMotion)
    }
}

@Suite struct RubberBandInverseTests {
    @Test(arguments: [0.0, 0.5, 10, 100, 400, 2_000, 1e6])
    func theInverseUndoesTheBand(_ pulled: Double) {
        let banded = rubberBand(offset: pulled, dimension: 960)
        let back = rubberBandInverse(banded: banded, dimension: 960)
        // The band's slope falls as 1/(1 + x·c/d)², so the inverse loses that many bits: at a million points
        // past the edge the band is within 0.5 pt of its reach and past the 99.9 % cap.
        if banded < 960 * rubberBandInverseCap {
            #expect(abs(back - pulled) <= 1e-9 * max(1, pulled))
            #expect(rubberBandInverse(banded: -banded, dimension: 960) == -back)
        } else {
            #expect(back == rubberBandInverse(banded: 960 * rubberBandInverseCap, dimension: 960))
        }
    }

    @Test func aBandAtOrPastItsReachIsTakenAtTheCap() {
        let cap = rubberBandInverse(banded: 959.04, dimension: 960)
        #expect(cap == 959.04 * 960 / (0.55 * (960 - 959.04)))
        #expect(rubberBandInverse(banded: 960, dimension: 960) == cap)
        #expect(rubberBandInverse(banded: .infinity, dimension: 960) == cap)
        #expect(rubberBandInverse(banded: 5_000, dimension: 960, constant: 0.55) == cap)
    }

    @Test func badInputAnswersZero() {
        #expect(rubberBandInverse(banded: .nan, dimension: 960) == 0)
        #expect(rubberBandInverse(banded: 10, dimension: 0) == 0)
        #expect(rubberBandInverse(banded: 10, dimension: .infinity) == 0)
        #expect(rubberBandInverse(banded: 10, dimension: 960, constant: 0) == 0)
        #expect(rubberBandInverse(banded: 10, dimension: 960, constant: .nan) == 0)
    }

    @Test func theRangeFormIsTheIdentityInsideAndTheInversePastEitherEnd() {
        #expect(rubberBandInverse(value: 50, in: 0...100, dimension: 400) == 50)
        let above = rubberBand(value: 130, in: 0...100, dimension: 400)
        #expect(abs(rubberBandInverse(value: above, in: 0...100, dimension: 400) - 130) < 1e-12)
        let below = rubberBand(value: -25, in: 0...100, dimension: 400)
        #expect(abs(rubberBandInverse(value: below, in: 0...100, dimension: 400) + 25) < 1e-12)
        #expect(rubberBandInverse(value: .nan, in: 0...100, dimension: 400) == 0)
    }
}
