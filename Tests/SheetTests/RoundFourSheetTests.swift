import _MotionTestSupport
import Gestures
import Testing
@testable import Sheet

/// A host that keeps its sheet in a class, as a view model does.
final class SheetHost: @unchecked Sendable {
    var sheet: SheetBehavior?
}

/// Regression tests for issue 30's sheet findings: a custom detent that reads its host's sheet, a sheet
/// that cannot be dismissed dragged far down, and a sheet flicked away.
@Suite struct RoundFourSheetTests {
    let container = Size(width: 390, height: 800)

    func reading(_ state: GestureState, _ dy: Double, velocity: Double = 0, time: Double) -> GestureReading {
        GestureReading(state: state, location: Point(x: 200, y: 500 + dy), translation: Vector(dx: 0, dy: dy),
                       velocity: Vector(dx: 0, dy: velocity), numberOfTouches: state == .ended ? 0 : 1, time: time)
    }

    /// Item 4: the resolver read the sheet its host keeps while the host set `containerSize`: an
    /// overlapping access, a trap. The sheet no longer calls resolvers from a mutation; the host resolves.
    @Test func aCustomDetentReadingItsHostsSheetNeverOverlapsAMutation() throws {
        let host = SheetHost()
        let custom = SheetDetent.custom { [host] container in
            // Reads the sheet (when there is one) to size itself: the list's content, capped.
            let content = host.sheet?.content.contentSize.height ?? 500
            return Swift.min(content, container - 44)
        }
        host.sheet = try SheetBehavior(containerSize: container, detents: [.medium, custom], selectedDetent: 1,
                                       contentSize: Size(width: 390, height: 500))
        #expect(host.sheet?.detentHeights == [400, 500])
        host.sheet?.containerSize = Size(width: 390, height: 520)       // trapped before
        #expect(host.sheet?.detentHeights == [260, 500] && host.sheet?.height == 500)
        let size = Size(width: 390, height: 520)
        let heights = host.sheet?.detents.map { $0.resolvedHeight(in: size.height) } ?? []
        host.sheet?.setContainerSize(size, detentHeights: heights)
        #expect(host.sheet?.detentHeights == [260, 476] && host.sheet?.height == 476)
    }

    /// Item 5: a sheet that cannot be dismissed, dragged far down, reported a height of −325.
    @Test(arguments: [SheetProfile.uikit, .flutter])
    func aSheetThatCannotBeDismissedNeverGoesBelowTheBottom(profile: SheetProfile) throws {
        var sheet = try SheetBehavior(containerSize: container, detents: [.fraction(0.3), .large], profile: profile,
                                      isDismissible: false)
        sheet.update(with: reading(.began, 0, time: 0))
        var lowest = Double.infinity
        for step in 1...40 {
            sheet.update(with: reading(.changed, Double(step) * 100, velocity: 2000, time: Double(step) * 0.01))
            lowest = Swift.min(lowest, sheet.height)
        }
        #expect(lowest >= 0, "\(profile): \(lowest)")
        sheet.update(with: reading(.ended, 4000, velocity: 2000, time: 0.41))
        var time = 0.41
        while !sheet.isSettled && time < 10 { time += 1.0 / 120; sheet.tick(at: time); lowest = Swift.min(lowest, sheet.height) }
        #expect(lowest >= 0 && sheet.state == .resting && sheet.height == 240)
    }

    /// Newcomer finding: a sheet flicked away showed height 0 but stayed `settling` for 0.3 s, and a touch
    /// then dragged the invisible sheet back up. It is dismissed the moment it is gone from view.
    @Test(arguments: [60.0, 120.0, 240.0])
    func aSheetFlickedAwayIsDismissedTheMomentItIsGone(fps: Double) throws {
        var sheet = try SheetBehavior(containerSize: container, detents: [.medium, .large])
        sheet.update(with: reading(.began, 0, time: 0))
        // 6000 pt/s down from 340 points: faster than the spring's ω·x (4273), so its motion passes 0
        // (at 0.197 s) before it would rest.
        sheet.update(with: reading(.changed, 60, velocity: 6000, time: 0.02))
        sheet.update(with: reading(.ended, 60, velocity: 6000, time: 0.02))
        #expect(sheet.selectedDetent == nil && sheet.state == .settling)
        var time = 0.02
        var frames = 0
        while sheet.height > 0 && frames < 1000 {
            frames += 1
            time = 0.02 + Double(frames) / fps
            sheet.tick(at: time)
        }
        #expect(sheet.height == 0 && sheet.state == .dismissed && sheet.isSettled, "\(fps) Hz at \(time)")
        // Gone within one frame of the instant the motion reaches 0 (the same instant at every rate).
        #expect(time >= 0.02 + 0.19 && time < 0.02 + 0.2 + 1 / fps, "\(fps) Hz: gone at \(time)")
        // A touch now is ignored: the invisible sheet is not dragged back.
        sheet.update(with: reading(.began, 0, time: time + 0.01))
        sheet.update(with: reading(.changed, -300, time: time + 0.05))
        sheet.update(with: reading(.ended, -300, time: time + 0.06))
        #expect(sheet.height == 0 && sheet.state == .dismissed)
    }
}
