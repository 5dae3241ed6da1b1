import _MotionTestSupport
import Testing
@testable import SwipeActions

/// Regression tests for issue 30's swipe-row findings: configurations that never end or give infinity,
/// and Flutter's `Dismissible` numbers (the fling's target and end, a row dragged the whole width).
@Suite struct RoundFourSwipeRowTests {
    func parameter(_ body: () throws -> Void) -> String? {
        do { try body() } catch { return (error as? ConfigurationError)?.parameter ?? "\(error)" }
        return nil
    }

    /// Items 6, 7 and 8: a spring that never rests, durations of 1e308 s and an action 5e-324 wide.
    @Test func configurationsThatNeverEndOrOverflowAreRejected() throws {
        #expect(parameter { _ = try SwipeRow(width: 375, spring: Spring(stiffness: 500, dampingRatio: 1e-300)) }
                == "settleAnimation.spring.damping")
        #expect(parameter { _ = try SwipeRow(width: 375, spring: Spring(mass: 1, stiffness: 500, damping: 1e100)) }
                == "settleAnimation.spring.damping")
        #expect(parameter { _ = try DismissibleConfiguration(movementDuration: 1e308) } == "movementDuration")
        #expect(parameter { _ = try DismissibleConfiguration(resizeDuration: 1e308) } == "resizeDuration")
        #expect(parameter { _ = try SwipeActionsConfiguration(actionWidths: [74, .leastNonzeroMagnitude]) } == "actionWidths[1]")
        #expect(parameter { _ = try SwipeActionsConfiguration(count: 2, actionWidth: 1e-300) } == "actionWidth")
        // The narrowest width allowed keeps the fraction finite at the farthest offset.
        var row = try SwipeRow(width: 1e15, trailing: SwipeActionsConfiguration(actionWidths: [0.001],
                                                                                performsFirstActionWithFullSwipe: false))
        row.update(with: pan(.began, 0, at: 0))
        row.update(with: pan(.changed, -1e15, at: 0.1))
        #expect(row.revealedFraction.isFinite && row.revealedFraction > 1)
    }

    /// Flutter's `AnimationController.fling` aims 1 % past the width and is done as it crosses it: the
    /// row arrives at that crossing (0.12–0.14 s sooner than the spring to the width would rest).
    @Test func aFlungRowArrivesAsTheSpringCrossesTheWidth() throws {
        var row = try SwipeRow(width: 375, dismissible: DismissibleConfiguration())
        row.update(with: pan(.began, 0, at: 0))
        row.update(with: pan(.ended, -40, velocity: -900, at: 0.1))
        var t = 0.1
        while !row.isSettled && t < 5 { t += 1.0 / 120; row.tick(at: t) }
        #expect(row.state == .dismissed(.trailing) && row.offset == -375)
        let arrival = try #require(row.drag.settledAt) - 0.1
        let aimed = SpringSolution(spring: DismissibleConfiguration.flingSpring, from: -40.0, to: -378.75,
                                   initialVelocity: -900.0 / 300 * 375)
        #expect(aimed.value(at: arrival - 1e-6) > -375 && aimed.value(at: arrival + 1e-6) < -375)
        let plain = SpringSolution(spring: DismissibleConfiguration.flingSpring, from: -40.0, to: -375,
                                   initialVelocity: -900.0 / 300 * 375)
        let late = plain.settlingTime() - arrival
        #expect(late > 0.1 && late < 0.2, "the plain spring rests \(late) s later")
    }

    /// Flutter's `_handleDragEnd` checks `isCompleted` first: a row dragged the whole width is dismissed,
    /// even when flung back.
    @Test func aRowDraggedTheWholeWidthAndFlungBackIsDismissed() throws {
        var row = try SwipeRow(width: 375, dismissible: DismissibleConfiguration())
        row.update(with: pan(.began, 0, at: 0))
        row.update(with: pan(.changed, 400, velocity: 2000, at: 0.1))
        #expect(row.offset == 375)
        row.update(with: pan(.ended, 400, velocity: -3000, at: 0.12))
        #expect(row.state == .dismissed(.leading) && row.offset == 375)
    }

    /// `close(at:)` starts at the input's time: the same motion at every frame rate.
    @Test func closeAtAnInputsTimeIsRateIndependent() throws {
        func run(fps: Double) throws -> [Int: [Double]] {
            var row = try SwipeRow(width: 375, trailing: SwipeActionsConfiguration(count: 2))
            row.update(with: pan(.began, 0, at: 0))
            row.update(with: pan(.changed, -148, at: 0.2))
            row.update(with: pan(.ended, -148, at: 0.2))
            var frame = 0
            while !row.isSettled { frame += 1; row.tick(at: 0.2 + Double(frame) / fps) }
            row.close(at: 3.0)                     // another row touched at t = 3
            return displayedFrames(from: 3.0, until: 6, fps: fps) { time in ([row.tick(at: time)], row.isSettled) }
        }
        let (shared, differing, _) = compareSharedInstants(try run(fps: 60), try run(fps: 120))
        #expect(differing.isEmpty, "differ at \(differing)")
        #expect(shared > 5)
    }
}
