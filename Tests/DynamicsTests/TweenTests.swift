import Testing
import Geometry
import _MotionTestSupport
@testable import Dynamics

@Suite struct TweenTests {
    @Test func followsTheCurveAfterTheDelay() throws {
        let tween = try Tween(from: 10.0, to: 110.0, duration: 0.4, curve: .easeInOut, delay: 0.1)
        #expect(tween.value(at: 0) == 10 && tween.value(at: 0.1) == 10)
        #expect(isClose(tween.value(at: 0.3), 10 + 100 * TimingCurve.easeInOut.value(at: 0.5), relative: 1e-15))
        #expect(tween.value(at: 0.5) == 110 && tween.value(at: 9) == 110)
        #expect(tween.isFinished(at: 0.5) && !tween.isFinished(at: 0.49))
        // Velocity: the derivative of the value.
        for t in [0.15, 0.2, 0.3, 0.42] {
            let numeric = (tween.value(at: t + 1e-6) - tween.value(at: t - 1e-6)) / 2e-6
            #expect(isClose(tween.velocity(at: t), numeric, relative: 1e-5), "t \(t)")
        }
        #expect(tween.velocity(at: 0.05) == 0 && tween.velocity(at: 0.6) == 0)
    }

    @Test func invalidDurationsAreNamed() {
        do { _ = try Tween(from: 0.0, to: 1.0, duration: -1); Issue.record("accepted") } catch { #expect(error.parameter == "duration") }
        do { _ = try Tween(from: 0.0, to: 1.0, duration: 1, delay: .nan); Issue.record("accepted") } catch { #expect(error.parameter == "delay") }
    }

    @Test func animationRetargetsFromTheCurrentValue() throws {
        var slide = try TweenAnimation(from: Point(x: 0, y: 0), to: Point(x: 100, y: 200), duration: 0.25, curve: .linear)
        slide.tick(at: 10)
        slide.tick(at: 10.125)
        #expect(isClose(slide.value, Point(x: 50, y: 100), absolute: 1e-12))
        slide.retarget(to: Point(x: 0, y: 0))
        #expect(isClose(slide.value, Point(x: 50, y: 100), absolute: 1e-12))      // no jump
        slide.tick(at: 10.0625)                          // backwards: a new time base, nothing advances
        #expect(isClose(slide.value, Point(x: 50, y: 100), absolute: 1e-12))
        slide.tick(at: 10.1875)                          // 0.125 s from the new base: half of the new leg
        #expect(isClose(slide.value, Point(x: 25, y: 50), absolute: 1e-12))
        slide.step(by: 1)
        #expect(slide.isFinished && slide.value == Point(x: 0, y: 0))
    }
}
