import Foundation
import Testing
import _MotionTestSupport
@testable import Scroll

/// A 4000 × 4000 map in a 375 × 667 viewport, in its middle, with the directional lock on.
func lockedMap(physics: ScrollPhysics = .uikit) throws -> ScrollBehavior {
    var map = try ScrollBehavior(contentSize: Size(width: 4000, height: 4000), viewportSize: Size(width: 375, height: 667),
                                 contentOffset: Point(x: 1800, y: 1600), physics: physics)
    map.isDirectionalLockEnabled = true
    return map
}

/// A drag of `moves` steps of 8 ms along `direction` (degrees from the x axis, y down), `step` points each.
func angledSwipe(_ scroll: inout ScrollBehavior, degrees: Double, step: Double = 12, moves: Int = 8) -> Double {
    let radians = degrees * Double.pi / 180
    return swipe(&scroll, from: Point(x: 200, y: 400), step: Vector(dx: step * cos(radians), dy: step * sin(radians)), moves: moves)
}

@Suite struct DirectionalLockTests {
    @Test func aDragWithin20DegreesOfVerticalMovesOnlyY() throws {
        for degrees in [90.0, 80, 71, -75, 252] {
            var map = try lockedMap()
            let release = angledSwipe(&map, degrees: degrees)
            #expect(map.lockedAxes == .vertical, "\(degrees)°")
            #expect(map.contentOffset.x == 1800 && map.contentOffset.y != 1600, "\(degrees)°")
            #expect(map.lastRelease?.velocity.dx == 0 && map.lastRelease!.velocity.dy != 0)
            let frames = run(&map, from: release)
            #expect(frames.allSatisfy { $0.frame.contentOffset.x == 1800 && $0.frame.velocity.dx == 0 }, "\(degrees)°")
        }
    }

    @Test func aDragWithin20DegreesOfHorizontalMovesOnlyX() throws {
        for degrees in [0.0, 19, 180, 199, -10] {
            var map = try lockedMap()
            let release = angledSwipe(&map, degrees: degrees)
            #expect(map.lockedAxes == .horizontal, "\(degrees)°")
            _ = run(&map, from: release)
            #expect(map.contentOffset.y == 1600 && map.contentOffset.x != 1800, "\(degrees)°")
        }
    }

    @Test func aDiagonalDragMovesBothWays() throws {
        for degrees in [45.0, 21, 69, 135] {
            var map = try lockedMap()
            let release = angledSwipe(&map, degrees: degrees)
            #expect(map.lockedAxes == .all, "\(degrees)°")
            #expect(map.lastRelease!.velocity.dx != 0 && map.lastRelease!.velocity.dy != 0)
            _ = run(&map, from: release)
            #expect(map.contentOffset.x != 1800 && map.contentOffset.y != 1600)
        }
    }

    @Test func theContentHoldsStillUntilTheLockIsDecidedThenCatchesUp() throws {
        var map = try lockedMap()
        map.handle(PointerSample(pointer: 0, x: 200, y: 400, phase: .began, time: 0))
        map.handle(PointerSample(pointer: 0, x: 202, y: 394, phase: .moved, time: 0.008))
        #expect(map.lockedAxes == nil && map.contentOffset == Point(x: 1800, y: 1600) && map.velocity == .zero)
        // 12.6 points from the touch, 9.1° off vertical: locked, and the content catches up along y.
        map.handle(PointerSample(pointer: 0, x: 202, y: 387.5, phase: .moved, time: 0.016))
        #expect(map.lockedAxes == .vertical && map.contentOffset == Point(x: 1800, y: 1612.5))
        // Held until the finger lifts, even when the finger turns sideways.
        map.handle(PointerSample(pointer: 0, x: 320, y: 380, phase: .moved, time: 0.024))
        #expect(map.lockedAxes == .vertical && map.contentOffset == Point(x: 1800, y: 1620))
        map.handle(PointerSample(pointer: 0, x: 320, y: 380, phase: .ended, time: 0.032))
        // The next drag decides again.
        _ = run(&map, from: 0.032)
        let y = map.contentOffset.y
        _ = swipe(&map, from: Point(x: 200, y: 400), step: Vector(dx: -15, dy: 0), moves: 4, at: 5)
        #expect(map.lockedAxes == .horizontal && map.contentOffset.y == y && map.contentOffset.x == 1860)
    }

    @Test func aReleaseBeforeTheLockIsDecidedDoesNotFling() throws {
        var map = try lockedMap()
        _ = swipe(&map, from: Point(x: 200, y: 400), step: Vector(dx: 2, dy: -3), moves: 2)
        #expect(map.lockedAxes == nil && map.lastRelease?.velocity == .zero && map.state == .idle)
        #expect(map.contentOffset == Point(x: 1800, y: 1600))
    }

    @Test func withTheLockOffOrOneAxisEveryDragIsFree() throws {
        var map = try lockedMap()
        map.isDirectionalLockEnabled = false
        _ = angledSwipe(&map, degrees: 85)
        #expect(map.lockedAxes == .all && map.contentOffset.x != 1800)
        var list = try phoneList()
        list.isDirectionalLockEnabled = true
        list.handle(PointerSample(pointer: 0, x: 200, y: 400, phase: .began, time: 0))
        list.handle(PointerSample(pointer: 0, x: 200, y: 397, phase: .moved, time: 0.008))
        #expect(list.lockedAxes == .all && list.contentOffset.y == 3)
    }

    @Test func aHostPanLocksTheSameWay() throws {
        var map = try lockedMap()
        let start = Point(x: 200, y: 400)
        map.update(with: PanSnapshot(state: .began, location: start, translation: Vector(dx: 3, dy: -11), velocity: .zero, numberOfTouches: 1, time: 0))
        #expect(map.lockedAxes == .vertical && map.contentOffset == Point(x: 1800, y: 1611))
        map.update(with: PanSnapshot(state: .changed, location: start, translation: Vector(dx: 40, dy: -60), velocity: Vector(dx: 900, dy: -2000),
                                     numberOfTouches: 1, time: 0.05))
        #expect(map.contentOffset == Point(x: 1800, y: 1660) && map.velocity == Vector(dx: 0, dy: 2000))
        map.update(with: PanSnapshot(state: .ended, location: start, translation: Vector(dx: 40, dy: -60), velocity: Vector(dx: 900, dy: -2000),
                                     numberOfTouches: 0, time: 0.06))
        #expect(map.lastRelease?.velocity == Vector(dx: 0, dy: 2000))
    }

    @Test func aLockedDragAndAPinchGiveTheSameMotionAtEveryFrameRate() throws {
        var locked = try lockedMap()
        locked.isDirectionalLockEnabled = true
        var samples = [PointerSample(pointer: 0, x: 200, y: 500, phase: .began, time: 10)]
        for index in 1...9 {
            samples.append(PointerSample(pointer: 0, x: 200 + 3 * Double(index), y: 500 - 25 * Double(index), phase: .moved,
                                         time: 10 + 0.009 * Double(index)))
        }
        samples.append(PointerSample(pointer: 0, x: 227, y: 275, phase: .ended, time: 10.09))
        let worstDrag = try largestRateDifference(locked, samples: samples) { frame, _ in
            [frame.contentOffset.x, frame.contentOffset.y, frame.velocity.dy / 1000]
        }
        // Measured: 0 (closed form at the exact time since the release).
        #expect(worstDrag.difference <= 1e-9, "\(worstDrag)")

        let photo = try zoomablePhoto()
        let pinch = pinchSamples(from: Point(x: 150, y: 150), Point(x: 250, y: 150),
                                 to: Point(x: -150, y: 170), Point(x: 650, y: 170), steps: 14, at: 3)
        let worstPinch = try largestRateDifference(photo, samples: pinch) { frame, _ in
            [frame.contentOffset.x, frame.contentOffset.y, frame.zoomScale * 1000, frame.state == .idle ? 1 : 0]
        }
        #expect(worstPinch.difference <= 1e-9, "\(worstPinch)")
    }
}
