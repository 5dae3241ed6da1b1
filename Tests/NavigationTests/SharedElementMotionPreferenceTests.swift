import _MotionTestSupport
import Geometry
import Navigation
import Testing

/// A shared element with motion preferences: the duration scale, Prefer Cross-Fade, and its rest time.
@Suite struct SharedElementMotionPreferenceTests {
    static let cell = LayerState(frame: Rect(x: 20, y: 300, width: 100, height: 100), cornerRadius: 12)
    static let screen = LayerState(frame: Rect(x: 0, y: 0, width: 390, height: 844))

    @Test func crossFadeShowsTheDestinationAtItsFrameWithTheAlphaOfTheProgress() throws {
        var hero = try SharedElementTransition(from: Self.cell, to: Self.screen)
        hero.motionPreferences = try MotionPreferences(prefersCrossFadeTransitions: true)
        hero.animate(at: 0)
        var time = 0.0
        while !hero.isSettled {
            time += 1.0 / 120
            let shown = hero.tick(at: time)
            var expected = Self.screen
            expected.alpha = Swift.min(Swift.max(hero.progress, 0), 1)
            #expect(shown == expected)
        }
        #expect(hero.value == Self.screen)
        // Back to the source: the source at its frame, fading in as the progress goes to 0.
        hero.animate(toDestination: false, at: time)
        let back = hero.tick(at: time + 0.05)
        var source = Self.cell
        source.alpha = 1 - hero.progress
        #expect(back == source)
    }

    @Test func durationScaleZeroLandsAtTheCallsTime() throws {
        var hero = try SharedElementTransition(from: Self.cell, to: Self.screen)
        hero.motionPreferences = try MotionPreferences(durationScale: 0)
        hero.animate(velocity: Self.cell, at: 2)
        #expect(hero.isSettled && hero.value == Self.screen && hero.restTime == 2)
    }

    @Test func theRestTimeIsTheSameAtEveryRateAndScalesWithTheDuration() throws {
        var rests: [Double] = []
        for (fps, scale) in [(60.0, 1.0), (144, 1), (240, 1), (120, 2)] {
            var hero = try SharedElementTransition(from: Self.cell, to: Self.screen)
            hero.motionPreferences = try MotionPreferences(durationScale: scale)
            hero.animate(at: 1)
            var time = 1.0, last = 1.0
            while !hero.isSettled { time += 1 / fps; hero.tick(at: time); if !hero.isSettled { last = time } }
            #expect(hero.restTime > last - 1 / fps && hero.restTime <= time + 1e-9)
            rests.append(hero.restTime)
        }
        #expect(Swift.abs(rests[1] - rests[0]) <= 1e-12 && Swift.abs(rests[2] - rests[0]) <= 1e-12)
        #expect(isClose(rests[3] - 1, 2 * (rests[0] - 1), absolute: 1e-12))
    }
}
