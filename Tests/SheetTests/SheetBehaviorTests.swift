import _MotionTestSupport
import Gestures
import Testing
@testable import Sheet

/// The sheet: detents, the release's choice, dismissal, the list's hand-off, animate(to:), dimming.
@Suite struct SheetBehaviorTests {
    let container = Size(width: 390, height: 800)

    func reading(_ state: GestureState, _ dy: Double, velocity: Double = 0, time: Double) -> GestureReading {
        GestureReading(state: state, location: Point(x: 200, y: 500 + dy), translation: Vector(dx: 0, dy: dy),
                       velocity: Vector(dx: 0, dy: velocity), numberOfTouches: state == .ended ? 0 : 1, time: time)
    }

    /// Drags by `dy` and releases with the finger's `velocity`, then ticks at 120 Hz until settled.
    func release(_ sheet: inout SheetBehavior, by dy: Double, velocity: Double) {
        sheet.update(with: reading(.began, 0, time: 0))
        sheet.update(with: reading(.changed, dy, velocity: velocity, time: 0.1))
        sheet.update(with: reading(.ended, dy, velocity: velocity, time: 0.1))
        var time = 0.1
        while !sheet.isSettled && time < 10 { time += 1.0 / 120; sheet.tick(at: time) }
    }

    @Test func uikitProjectsTheReleaseAndChoosesTheNearestDetent() throws {
        // Detents 200, 400, 800. From 400: a slow release stays; 600 pt/s up projects 299.4 points
        // (WWDC 2018's (v/1000)·0.998/0.002) to 699.4: nearer 800; 300 pt/s up projects 149.7: stays at 400.
        func settled(velocity: Double, dy: Double = 0) throws -> (Int?, SheetState, Double) {
            var sheet = try SheetBehavior(containerSize: container, detents: [.height(200), .medium, .large], selectedDetent: 1)
            release(&sheet, by: dy, velocity: velocity)
            return (sheet.frame.detent, sheet.state, sheet.height)
        }
        #expect(try settled(velocity: -200) == (1, .resting, 400))     // below 250 pt/s: not projected
        #expect(try settled(velocity: -300) == (1, .resting, 400))
        #expect(try settled(velocity: -600) == (2, .resting, 800))
        #expect(try settled(velocity: 600) == (0, .resting, 200))      // down: 400 − 299.4 = 100.6, nearer 200 than 0
        #expect(try settled(velocity: 900) == (nil, .dismissed, 0))    // 400 − 449.1 < 0: dismissed
        #expect(try settled(velocity: 0, dy: -150) == (1, .resting, 400))   // placed at 550: nearest 400
        #expect(try settled(velocity: 0, dy: -250) == (2, .resting, 800))   // placed at 650: nearest 800
    }

    @Test func flutterSnapsToTheNextSizeInTheFlingsDirection() throws {
        func settled(velocity: Double, dy: Double) throws -> (Int?, Double) {
            var sheet = try SheetBehavior(containerSize: container, detents: [.fraction(0.25), .medium, .large],
                                          selectedDetent: 1, profile: .flutter, isDismissible: false)
            release(&sheet, by: dy, velocity: velocity)
            return (sheet.frame.detent, sheet.height)
        }
        #expect(try settled(velocity: -60, dy: -20) == (2, 800))    // faster than 50 pt/s up: the next size up
        #expect(try settled(velocity: -40, dy: -20) == (1, 400))    // slower: the nearest (420 → 400)
        #expect(try settled(velocity: -50, dy: -20) == (1, 400))    // exactly 50 is not a fling (strictly faster)
        #expect(try settled(velocity: 60, dy: -150) == (1, 400))    // from 550 down: the next size down
        #expect(try settled(velocity: 0, dy: -250) == (2, 800))     // 650: nearer 800
        #expect(try settled(velocity: 0, dy: 300) == (0, 200))      // clamped at the smallest, no rubber band
    }

    @Test func flutterMovesInAStraightLineAtItsMinimumSpeed() throws {
        var sheet = try SheetBehavior(containerSize: container, detents: [.medium, .large], profile: .flutter)
        sheet.update(with: reading(.began, 0, time: 0))
        sheet.update(with: reading(.changed, -100, time: 0.1))
        sheet.update(with: reading(.ended, -100, velocity: -60, time: 0.1))
        sheet.tick(at: 0.2)
        #expect(sheet.height == 500 + 1600 * 0.1)   // max(1600, |v|) from the release's timestamp
        sheet.tick(at: 0.3)
        #expect(sheet.height == 800 && sheet.state == .resting && sheet.frame.detent == 1)
    }

    @Test func aDragUpResizesThenScrollsAndBackDownInOneGesture() throws {
        var sheet = try SheetBehavior(containerSize: container, detents: [.medium, .large], contentSize: Size(width: 390, height: 2000))
        sheet.update(with: reading(.began, 0, time: 0))
        sheet.update(with: reading(.changed, -300, time: 0.1))
        #expect(sheet.height == 700 && sheet.content.contentOffset.y == 0)
        sheet.update(with: reading(.changed, -600, time: 0.2))
        #expect(sheet.height == 800 && sheet.content.contentOffset.y == 200)
        sheet.update(with: reading(.changed, -100, time: 0.3))   // down 500: the list's 200 to its top, then the sheet
        #expect(sheet.content.contentOffset.y == 0 && sheet.height == 500)
        sheet.update(with: reading(.ended, -100, velocity: 0, time: 0.4))
        #expect(sheet.lastRelease?.flingOwner == .outer)
        var time = 0.4
        while !sheet.isSettled { time += 1.0 / 120; sheet.tick(at: time) }
        #expect(sheet.height == 400 && sheet.frame.detent == 0)
    }

    @Test func scrollsFirstMovesTheListBeforeTheSheet() throws {
        var sheet = try SheetBehavior(containerSize: container, detents: [.medium, .large], contentSize: Size(width: 390, height: 1000),
                                      contentInteraction: .scrolls)
        sheet.update(with: reading(.began, 0, time: 0))
        sheet.update(with: reading(.changed, -300, time: 0.1))   // the list has 200 points (1000 in an 800-point viewport)
        #expect(sheet.content.contentOffset.y == 200 && sheet.height == 500)
    }

    @Test func animateToLandsExactlyAndPresentsAgainAfterADismissal() throws {
        var sheet = try SheetBehavior(containerSize: container, detents: [.large, .height(300)])
        #expect(sheet.height == 800 && sheet.selectedDetent == 0)
        try sheet.animate(to: 1, at: 1)
        #expect(sheet.selectedDetent == 1 && sheet.state == .settling && sheet.frame.detent == nil)
        var time = 1.0
        while !sheet.isSettled { time += 1.0 / 90; sheet.tick(at: time) }
        #expect(sheet.height == 300 && sheet.frame.detent == 1 && sheet.state == .resting)
        release(&sheet, by: 200, velocity: 3000)
        #expect(sheet.state == .dismissed && sheet.height == 0 && sheet.selectedDetent == nil && sheet.dimming == 0)
        sheet.update(with: reading(.began, 0, time: 20))         // a dismissed sheet ignores drags
        #expect(sheet.state == .dismissed)
        try sheet.animate(to: 0, at: 21)
        time = 21
        while !sheet.isSettled { time += 1.0 / 60; sheet.tick(at: time) }
        #expect(sheet.height == 800 && sheet.frame.detent == 0)
        #expect(throws: ConfigurationError(parameter: "index", value: "2", requirement: "must index detents (0..<2)")) {
            try sheet.animate(to: 2)
        }
    }

    @Test func dimmingRisesFromTheLargestUndimmedDetentToTheLargest() throws {
        var sheet = try SheetBehavior(containerSize: container, detents: [.height(200), .medium, .large],
                                      largestUndimmedDetent: 1)
        #expect(sheet.dimming == 0)   // at 200
        sheet.update(with: reading(.began, 0, time: 0))
        sheet.update(with: reading(.changed, -200, time: 0.1))   // 400: the largest undimmed detent
        #expect(sheet.dimming == 0)
        sheet.update(with: reading(.changed, -400, time: 0.15))  // 600: half way from 400 to 800
        #expect(sheet.dimming == 0.5)
        sheet.update(with: reading(.changed, -500, time: 0.2))   // 700
        #expect(sheet.dimming == 0.75)
        sheet.largestUndimmedDetent = nil
        #expect(sheet.dimming == 1 && sheet.frame.dimming == 1)   // the frame follows the setter at once
    }

    @Test func theUIKitProfileRubberBandsAboveTheLargestDetent() throws {
        var sheet = try SheetBehavior(containerSize: container, detents: [.medium, .large], selectedDetent: 1)
        sheet.update(with: reading(.began, 0, time: 0))
        sheet.update(with: reading(.changed, -100, time: 0.1))
        #expect(sheet.height == 800 + rubberBand(offset: 100, dimension: 800))
        #expect(sheet.nested.outerTravel == -100)
        sheet.update(with: reading(.changed, 0, time: 0.2))       // back: exactly the inverse
        #expect(sheet.height == 800)
    }

    @Test func resetEndsADragOnceAndRestsOnTheNearestDetent() throws {
        var sheet = try SheetBehavior(containerSize: container, detents: [.medium, .large])
        sheet.update(with: reading(.began, 0, time: 0))
        sheet.update(with: reading(.changed, -250, time: 0.1))    // 650: nearer 800
        sheet.reset()
        #expect(sheet.lastRelease?.wasCancelled == true && sheet.lastRelease?.flingOwner == nil)
        #expect(sheet.height == 800 && sheet.state == .resting && sheet.frame.detent == 1 && sheet.isSettled)
        let release = sheet.lastRelease
        sheet.reset()                                            // nothing in progress: no second end
        #expect(sheet.lastRelease == release)
    }

    @Test func aTouchCatchesASettlingSheetWhereItWasAtTheTouch() throws {
        var sheet = try SheetBehavior(containerSize: container, detents: [.medium, .large])
        sheet.update(with: reading(.began, 0, time: 0))
        sheet.update(with: reading(.changed, -100, time: 0.1))
        sheet.update(with: reading(.ended, -100, velocity: -900, time: 0.1))   // 500, projected to 949: to 800
        var probe = sheet
        probe.tick(at: 0.2)
        let shownAtTouch = probe.height
        sheet.tick(at: 0.15)                                                 // the last frame before the touch
        sheet.update(with: reading(.began, 0, time: 0.2))
        #expect(sheet.state == .dragging && sheet.height == shownAtTouch && shownAtTouch > 500 && shownAtTouch < 800)
    }

    @Test func badDetentsNameTheParameter() {
        #expect(throws: ConfigurationError(parameter: "detents", value: "[]", requirement: "must name at least one detent")) {
            try SheetBehavior(containerSize: container, detents: [])
        }
        #expect(throws: ConfigurationError(parameter: "detents[1]", value: "fraction(nan)", requirement: "must be a fraction in (0, 1]")) {
            try SheetBehavior(containerSize: container, detents: [.medium, .fraction(.nan)])
        }
        #expect(throws: ConfigurationError(parameter: "detents[0]", value: "height(-3.0)", requirement: "must be a positive, finite height")) {
            try SheetBehavior(containerSize: container, detents: [.height(-3)])
        }
        #expect(throws: ConfigurationError(parameter: "detents[0]", value: "custom", requirement: "must resolve to a positive, finite height")) {
            try SheetBehavior(containerSize: container, detents: [.custom { _ in .infinity }])
        }
        #expect(throws: ConfigurationError(parameter: "selectedDetent", value: "3", requirement: "must index detents (0..<1)")) {
            try SheetBehavior(containerSize: container, detents: [.large], selectedDetent: 3)
        }
        #expect(throws: ConfigurationError(parameter: "containerSize.height", value: .nan, requirement: "must be positive and finite")) {
            try SheetBehavior(containerSize: Size(width: 390, height: .nan), detents: [.large])
        }
    }

    @Test func aNewContainerKeepsTheSheetOnItsDetent() throws {
        var sheet = try SheetBehavior(containerSize: container, detents: [.medium, .custom { $0 - 100 }], selectedDetent: 1)
        #expect(sheet.height == 700)
        // The setter re-resolves the fraction; the custom detent keeps its height, clamped to the container.
        sheet.containerSize = Size(width: 800, height: 390)
        #expect(sheet.height == 390 && sheet.detentHeights == [195, 390] && sheet.content.viewportSize.height == 390)
        // The host resolves the custom detent itself and hands the heights over.
        let size = Size(width: 800, height: 390)
        sheet.setContainerSize(size, detentHeights: sheet.detents.map { $0.resolvedHeight(in: size.height) })
        #expect(sheet.height == 290 && sheet.detentHeights == [195, 290] && sheet.content.viewportSize.height == 290)
        sheet.containerSize = Size(width: .nan, height: -1)      // ignored
        #expect(sheet.containerSize == Size(width: 800, height: 390))
    }
}
