import _MotionTestSupport
import Testing
@testable import SwipeActions

/// Flutter's `Dismissible` (widgets/dismissible.dart; Tests/Vectors/flutter_dismissible.json): 0.4 of the
/// width, flings from 700 px/s and 400 px/s faster than across, a linear settle over the remaining part of
/// 200 ms, the fling spring (stiffness 500, ratio 1) at v/300 widths per second.
@Suite struct SwipeRowDismissibleTests {
    func row(_ direction: DismissDirection = .horizontal) throws -> SwipeRow {
        try SwipeRow(width: 375, dismissible: DismissibleConfiguration(direction: direction))
    }

    @Test func theConstantsAreFluttersPublishedOnes() throws {
        let root = try #require(try Vectors.load("flutter_dismissible.json") as? [String: Any])
        func number(_ key: String) -> Double { (root[key] as? Double) ?? .nan }
        #expect(DismissibleConfiguration.defaultThreshold == number("dismissThreshold"))
        #expect(DismissibleConfiguration.minimumFlingVelocity == number("minFlingVelocity"))
        #expect(DismissibleConfiguration.minimumFlingVelocityDelta == number("minFlingVelocityDelta"))
        #expect(DismissibleConfiguration.flingVelocityScale == 1 / number("flingVelocityScaleDivisor"))
        #expect(try DismissibleConfiguration().movementDuration == number("movementDurationMs") / 1000)
        #expect(try DismissibleConfiguration().resizeDuration == number("resizeDurationMs") / 1000)
        #expect(DismissibleConfiguration.flingSpring.stiffness == number("flingSpringStiffness"))
        #expect(DismissibleConfiguration.flingSpring.dampingRatio == number("flingSpringDampingRatio"))
    }

    @Test func aSlowReleaseDismissesOnlyPastFortyPercentLinearlyOverTheRestOf200ms() throws {
        var kept = try row()
        kept.update(with: pan(.began, 0, at: 0))
        kept.update(with: pan(.ended, 150, at: 1))                    // exactly 0.4: not past it (Flutter's >)
        #expect(kept.state == .closed)
        kept.tick(at: 1 + 0.2 * 150 / 375)
        #expect(kept.offset == 0 && kept.isSettled)
        var gone = try row()
        gone.update(with: pan(.began, 0, at: 0))
        gone.update(with: pan(.ended, 150.375, at: 1))
        #expect(gone.state == .dismissed(.leading))
        let end = 1 + 0.2 * (375 - 150.375) / 375
        gone.tick(at: (1 + end) / 2)
        #expect(Swift.abs(gone.offset - (150.375 + 375) / 2) < 1e-9)  // linear: half-way at half the time
        gone.tick(at: end)
        #expect(gone.offset == 375 && gone.state == .dismissed(.leading))
        #expect(gone.drag.settledAt == end)
        // Then the height: held for 40 % of 300 ms, then Curves.ease down to 0; settled only at 0.
        #expect(!gone.isSettled && gone.heightFactor == 1)
        gone.tick(at: end + 0.11)
        #expect(gone.heightFactor == 1 && !gone.isSettled)
        gone.tick(at: end + 0.21)
        #expect(Swift.abs(gone.heightFactor - (1 - TimingCurve.ease.value(at: 0.5))) < 1e-12)
        gone.tick(at: end + 0.3)
        #expect(gone.heightFactor == 0 && gone.isSettled)
        // Without a resize the row is done at once.
        var quick = try SwipeRow(width: 375, dismissible: DismissibleConfiguration(resizeDuration: 0))
        quick.update(with: pan(.began, 0, at: 0))
        quick.update(with: pan(.ended, 375, at: 1))
        quick.tick(at: 1)
        #expect(quick.state == .dismissed(.leading) && quick.heightFactor == 0 && quick.isSettled)
    }

    /// The resize keeps FrameClock's rules: a host clock that restarts earlier, or a release with no usable
    /// time, still ends with the row resized and settled (found by the interaction-replay fuzzer).
    @Test func theResizeEndsWhateverTheTickTimes() throws {
        var restarted = try row()
        restarted.update(with: pan(.began, 0, at: 100))
        restarted.update(with: pan(.ended, 375, at: 100))
        restarted.tick(at: 100.1)
        #expect(restarted.heightFactor < 1 || restarted.heightFactor == 1)
        var time = 0.0                                                  // the host's clock restarted at 0
        while !restarted.isSettled, time < 5 { time += 1.0 / 60; restarted.tick(at: time) }
        #expect(restarted.isSettled && restarted.heightFactor == 0 && time < 1)
        var untimed = try row()
        untimed.update(with: pan(.began, 0, at: .nan))
        untimed.update(with: pan(.ended, -375, at: .nan))
        time = 7
        while !untimed.isSettled, time < 12 { time += 1.0 / 60; untimed.tick(at: time) }
        #expect(untimed.isSettled && untimed.heightFactor == 0 && untimed.state == .dismissed(.trailing))
    }

    /// dismissible_test.dart, "Horizontal fling does not trigger at zero offset, but does otherwise": with a
    /// 0.95 threshold, a fling released at zero displacement stays; a fling from a displacement dismisses.
    @Test func aFlingAtZeroOffsetDoesNotDismissButOneFromADisplacementDoes() throws {
        var row = try SwipeRow(width: 100, dismissible: DismissibleConfiguration(startToEndThreshold: 0.95))
        row.update(with: pan(.began, 0, at: 0))
        row.update(with: pan(.changed, -300, at: 0.1))
        row.update(with: pan(.ended, 0, velocity: 1000, at: 0.3))
        #expect(row.state == .closed && row.offset == 0 && row.isSettled)
        row.update(with: pan(.began, 0, at: 1))
        row.update(with: pan(.ended, 30, velocity: 1000, at: 1.3))
        #expect(row.state == .dismissed(.leading))
    }

    /// Flutter's horizontal drag ends with a velocity of (v, 0): the cross-axis speed a fling must beat by
    /// 400 is always zero there, so a diagonal flick is a fling (whatever the host's reading says across).
    @Test func aFlingNeeds700AlongWhateverTheSpeedAcross() throws {
        func state(_ velocity: Double, across: Double, at offset: Double = -40) throws -> SwipeRowState {
            var row = try row()
            row.update(with: pan(.began, 0, at: 0))
            row.update(with: pan(.ended, offset, velocity: velocity, across: across, at: 0.1))
            return row.state
        }
        #expect(try state(-700, across: 300) == .dismissed(.trailing))
        #expect(try state(-699.9, across: 0) == .closed)
        #expect(try state(-700, across: 300.1) == .dismissed(.trailing))
        #expect(try state(-1000, across: -2000) == .dismissed(.trailing))
        #expect(try state(700, across: 0, at: -300) == .closed)          // a reverse fling comes back
        #expect(try state(-3000, across: 0, at: 0) == .closed)           // no displacement: nothing to fling
    }

    @Test func aForwardFlingStartsAtAThreeHundredthOfTheVelocityInWidths() throws {
        var row = try row()
        row.update(with: pan(.began, 0, at: 0))
        row.update(with: pan(.ended, -40, velocity: -900, at: 0.1))
        // Flutter's `fling` aims 1 % of the width past it (−378.75) and stops as it crosses −375.
        let spring = SpringSolution(spring: DismissibleConfiguration.flingSpring, from: -40.0, to: -378.75,
                                    initialVelocity: -900.0 / 300 * 375)
        #expect(row.tick(at: 0.15) == spring.value(at: 0.15 - 0.1))
        var t = 0.15
        while !row.isSettled { t += 1.0 / 120; row.tick(at: t) }
        #expect(row.offset == -375 && row.state == .dismissed(.trailing))
    }

    @Test func aDisallowedDirectionDoesNotMove() throws {
        var row = try row(.endToStart)
        row.update(with: pan(.began, 0, at: 0))
        row.update(with: pan(.changed, 120, at: 0.1))
        #expect(row.offset == 0)
        row.update(with: pan(.changed, -120, at: 0.2))
        #expect(row.offset == -240 || row.offset == -120)
        row.update(with: pan(.ended, -120, velocity: 5000, at: 0.3))
        var t = 0.3
        while !row.isSettled { t += 1.0 / 120; row.tick(at: t) }
        #expect(row.offset == 0 || row.offset == -375)
    }
}
