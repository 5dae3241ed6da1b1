import _MotionTestSupport
import Testing
@testable import Transitions

/// The rubber band's inverse is Geometry's one: the same outputs as the formula x = y / (0.55·(1 − y))
/// below the cap, and the cap (99.9 % of a whole transition) beyond.
@Suite struct PercentOvershootTests {
    @Test func theInverseIsTheFormulaBelowTheCap() {
        for banded in stride(from: 0.0, through: 0.999, by: 0.0005) {
            let expected = banded / (0.55 * (1 - banded))
            #expect(isClose(PercentOvershoot.rubberBand.inverse(of: 1 + banded) - 1, expected, relative: 1e-12))
            #expect(isClose(PercentOvershoot.rubberBand.inverse(of: -banded), -expected, relative: 1e-12))
        }
    }

    @Test func theInverseUndoesTheBand() {
        for percent in [-3.0, -0.4, 0, 0.3, 1, 1.2, 4, 40] {
            let shown = PercentOvershoot.rubberBand.apply(to: percent)
            #expect(isClose(PercentOvershoot.rubberBand.inverse(of: shown), percent, relative: 1e-12))
        }
    }

    @Test func aBandPastTheCapIsReadAtTheCap() {
        let cap = 0.999 / (0.55 * (1 - 0.999))
        #expect(PercentOvershoot.rubberBand.inverse(of: 1.9999) == 1 + cap)
        #expect(PercentOvershoot.rubberBand.inverse(of: -0.99999) == -cap)
        #expect(PercentOvershoot.rubberBand.inverse(of: .nan) == 0)
        #expect(PercentOvershoot.clamp.inverse(of: 1.5) == 1)
    }
}
