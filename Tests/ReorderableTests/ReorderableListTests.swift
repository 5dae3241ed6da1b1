import _MotionTestSupport
import Testing
@testable import Reorderable

/// A drag reading of a host recogniser at a viewport location.
func reading(_ state: GestureState, y: Double, velocity: Double = 0, at time: Double) -> GestureReading {
    GestureReading(state: state, location: Point(x: 100, y: y), translation: Vector(dx: 0, dy: 0),
                   velocity: Vector(dx: 0, dy: velocity), numberOfTouches: state == .ended ? 0 : 1, time: time)
}

/// Ticks until the list settles (at most 10 s) and returns the time.
@discardableResult
func settle(_ list: inout ReorderableList, from time: Double, fps: Double = 120) -> Double {
    var t = time
    while !list.isSettled && t < time + 10 { t += 1 / fps; list.tick(at: t) }
    return t
}

func isPermutation(_ order: [Int]) -> Bool {
    order.sorted() == Array(0..<order.count)
}

func configurationParameter(_ body: () throws -> Void) -> String? {
    do { try body() } catch { return (error as? ConfigurationError)?.parameter ?? "\(error)" }
    return nil
}

@Suite struct ReorderableListTests {
    let viewport = Size(width: 320, height: 400)

    /// The guide's first example.
    @Test func aLongPressLiftsAndADropLandsExactlyInTheSlot() throws {
        var list = try ReorderableList(itemCount: 10, itemHeight: 50, viewportSize: viewport)
        list.handle(PointerSample(pointer: 0, x: 100, y: 125, phase: .began, time: 0))
        #expect(list.tick(at: 0.49).state == .idle)
        let lifted = list.tick(at: 0.5)
        #expect(lifted.state == .dragging && lifted.draggedItem == 2 && lifted.draggedTop == 100)
        list.handle(PointerSample(pointer: 0, x: 100, y: 225, phase: .moved, time: 0.8))
        #expect(list.order == [0, 1, 3, 4, 2, 5, 6, 7, 8, 9])
        list.handle(PointerSample(pointer: 0, x: 100, y: 225, phase: .ended, time: 1.0))
        #expect(list.state == .dropping && list.lastMove == ReorderMove(from: 2, to: 4))
        settle(&list, from: 1.0)
        #expect(list.state == .idle && list.frame.draggedItem == nil)
        for (index, id) in list.order.enumerated() { #expect(list.top(ofItem: id) == Double(index) * 50) }
        #expect(list.frame.liftProgress == 0 && list.frame.liftScale == 1 && list.frame.liftElevation == 0)
        #expect(ReorderMove(from: 2, to: 4).flutterNewIndex == 5 && ReorderMove(from: 4, to: 2).flutterNewIndex == 2)
    }

    /// The lift starts at the press's own instant (touch + 0.5 s), not at the frame that notices it.
    @Test func theLiftStartsAtThePressInstantNotTheFrame() throws {
        var late = try ReorderableList(itemCount: 10, itemHeight: 50, viewportSize: viewport)
        var onTime = late
        late.handle(PointerSample(pointer: 0, x: 100, y: 125, phase: .began, time: 0))
        onTime.handle(PointerSample(pointer: 0, x: 100, y: 125, phase: .began, time: 0))
        onTime.tick(at: 0.5)
        let a = onTime.tick(at: 0.53)
        let b = late.tick(at: 0.53)
        #expect(a == b && a.liftProgress > 0)
        let spring = SpringSolution(spring: .snappy, from: 0.0, to: 1)
        #expect(isClose(b.liftProgress, spring.value(at: 0.03), absolute: 1e-12))
        #expect(isClose(b.liftScale, 1 + 0.03 * b.liftProgress, absolute: 1e-12))
    }

    /// The symmetric rule: the target changes when the lifted item's edge crosses a neighbour's midpoint,
    /// at the same boundaries going down and coming back up.
    @Test func anItemMovesWhenTheEdgeCrossesItsMidpointTheSameBothWays() throws {
        var list = try ReorderableList(itemCount: 6, itemHeight: 40, viewportSize: Size(width: 320, height: 600),
                                       autoScroll: .none)
        // Grab item 1 (top 40) 10 points below its top.
        list.update(with: reading(.began, y: 50, at: 0))
        #expect(list.draggedItem == 1)
        func target(top: Double, at time: Double) -> Int {
            list.update(with: reading(.changed, y: top + 10, at: time))
            #expect(isPermutation(list.order))
            return list.order.firstIndex(of: 1)!
        }
        // Down: item 2's midpoint is 100; the lifted item's bottom passes it when its top passes 60.
        #expect(target(top: 60, at: 0.1) == 1)
        #expect(target(top: 60.000001, at: 0.2) == 2)
        #expect(target(top: 100, at: 0.3) == 2)
        #expect(target(top: 100.000001, at: 0.4) == 3)
        // Up: the same boundaries.
        #expect(target(top: 100, at: 0.5) == 2)
        #expect(target(top: 60, at: 0.6) == 1)
        #expect(target(top: 20.000001, at: 0.7) == 1)
        #expect(target(top: 20, at: 0.8) == 0)
        #expect(target(top: -500, at: 0.9) == 0)
        #expect(target(top: 5000, at: 1.0) == 5)
        list.update(with: reading(.ended, y: 5010, at: 1.1))
        #expect(list.lastMove == ReorderMove(from: 1, to: 5) && list.order == [0, 2, 3, 4, 5, 1])
    }

    /// A displaced item whose target changes mid-flight keeps its position and velocity.
    @Test func aDisplacedItemRetargetedMidFlightIsContinuous() throws {
        var list = try ReorderableList(itemCount: 6, itemHeight: 40, viewportSize: Size(width: 320, height: 600),
                                       autoScroll: .none)
        list.update(with: reading(.began, y: 50, at: 0))
        list.update(with: reading(.changed, y: 80, at: 0.1))        // item 2 moves up to slot 1
        let before = list.legs[2].state(at: 0.15)
        list.update(with: reading(.changed, y: 40, at: 0.15))       // and back down to slot 2
        let after = list.legs[2].state(at: 0.15)
        #expect(before.position == after.position && before.velocity == after.velocity)
        #expect(before.position < 80 && before.position > 40 && before.velocity < 0)
        #expect(list.legs[2].target == 80)
    }

    /// A cancelled touch puts the item back where it was and reports no move.
    @Test func aCancelRestoresTheOrder() throws {
        var list = try ReorderableList(itemCount: 6, itemHeight: 40, viewportSize: Size(width: 320, height: 600))
        list.update(with: reading(.began, y: 50, at: 0))
        list.update(with: reading(.changed, y: 150, at: 0.1))
        #expect(list.order != Array(0..<6))
        list.update(with: reading(.cancelled, y: 150, at: 0.2))
        #expect(list.order == Array(0..<6) && list.lastMove == nil)
        settle(&list, from: 0.2)
        #expect(list.top(ofItem: 1) == 40)
        // reset() in the middle of a drag rests at once.
        list.update(with: reading(.began, y: 50, at: 20))
        list.update(with: reading(.changed, y: 150, at: 20.1))
        list.reset()
        #expect(list.order == Array(0..<6) && list.isSettled && list.top(ofItem: 1) == 40 && list.top(ofItem: 3) == 120)
    }

    /// A touch on the handle lifts at once; elsewhere it scrolls the list.
    @Test func aHandleLiftsAtOnceAndElsewhereTheListScrolls() throws {
        var list = try ReorderableList(itemCount: 40, itemHeight: 50, viewportSize: viewport,
                                       activation: .handle(width: 44))
        list.handle(PointerSample(pointer: 0, x: 300, y: 75, phase: .began, time: 0))
        #expect(list.state == .dragging && list.draggedItem == 1)
        list.handle(PointerSample(pointer: 0, x: 300, y: 75, phase: .ended, time: 0.1))
        settle(&list, from: 0.1)
        #expect(list.lastMove == nil && list.order == Array(0..<40))
        list.handle(PointerSample(pointer: 0, x: 100, y: 300, phase: .began, time: 20))
        list.handle(PointerSample(pointer: 0, x: 100, y: 200, phase: .moved, time: 20.1))
        #expect(list.state == .scrolling && list.contentOffset > 0)
        list.handle(PointerSample(pointer: 0, x: 100, y: 200, phase: .ended, time: 20.2))
        settle(&list, from: 20.2)
        #expect(list.state == .idle && list.order == Array(0..<40))
    }

    /// A finger that moves past the allowable movement before the press completes scrolls, never lifts.
    @Test func aMovingTouchScrollsInsteadOfLifting() throws {
        var list = try ReorderableList(itemCount: 40, itemHeight: 50, viewportSize: viewport)
        list.handle(PointerSample(pointer: 0, x: 100, y: 300, phase: .began, time: 0))
        list.handle(PointerSample(pointer: 0, x: 100, y: 280, phase: .moved, time: 0.1))
        list.tick(at: 0.6)
        #expect(list.state == .scrolling && list.draggedItem == nil)
        list.handle(PointerSample(pointer: 0, x: 100, y: 280, phase: .ended, time: 0.7))
        settle(&list, from: 0.7)
        #expect(list.isSettled && list.order == Array(0..<40))
    }

    /// Flutter's `EdgeDraggingAutoScroller`: steps of min(overdrag, 20) points every 20 ms, none under 1 point.
    @Test(arguments: [(25.0, 20.0), (8.0, 8.0), (0.5, 0.0)])
    func flutterAutoScrollStepsAreTwentyMilliseconds(overdrag: Double, step: Double) throws {
        var list = try ReorderableList(itemCount: 100, itemHeight: 50, viewportSize: viewport, autoScroll: .flutterDefault)
        #expect(ReorderAutoScroll.flutterStepDuration(velocityScalar: 50) == 0.02)
        list.update(with: reading(.began, y: 375, at: 0))           // item 7, grabbed 25 below its top
        list.update(with: reading(.changed, y: 375 + overdrag, at: 0.1))   // its bottom `overdrag` past the edge
        for k in 1...10 {
            let t = 0.1 + Double(k) * 0.02
            list.tick(at: t - 0.01)
            #expect(isClose(list.contentOffset, step * (Double(k) - 0.5), absolute: 1e-9))
            list.tick(at: t)
            #expect(isClose(list.contentOffset, step * Double(k), absolute: 1e-9))
            #expect(isPermutation(list.order))
        }
    }

    /// The continuous profile: 50 points per second per point of overdrag, at most 1000.
    @Test func continuousAutoScrollSpeedFollowsTheOverdrag() throws {
        var list = try ReorderableList(itemCount: 100, itemHeight: 50, viewportSize: viewport)
        list.update(with: reading(.began, y: 375, at: 0))
        list.update(with: reading(.changed, y: 385, at: 0.1))       // 10 points past: 500 points per second
        list.tick(at: 0.3)
        #expect(isClose(list.contentOffset, 100, absolute: 1e-9))
        list.update(with: reading(.changed, y: 500, at: 0.3))       // 125 points past: capped at 1000
        list.tick(at: 0.4)
        #expect(isClose(list.contentOffset, 200, absolute: 1e-9))
        // Back toward the top: scrolls up to exactly 0 and stops there.
        list.update(with: reading(.changed, y: 0, at: 0.4))          // top 25 points past the top edge
        list.tick(at: 1.0)
        #expect(list.contentOffset == 0 && list.order.first == 7)
        list.update(with: reading(.ended, y: 0, at: 1.0))
        settle(&list, from: 1.0)
        #expect(list.lastMove == ReorderMove(from: 7, to: 0) && list.top(ofItem: 7) == 0)
    }

    /// Flutter's lift: elevation lerp(0, 6, easeInOut(t)) over 250 ms, no scale, and back at the drop.
    @Test func flutterLiftIsSixThroughEaseInOutOver250ms() throws {
        var list = try ReorderableList(itemCount: 10, itemHeight: 50, viewportSize: viewport, lift: .flutter)
        list.update(with: reading(.began, y: 25, at: 0))
        #expect(isClose(list.tick(at: 0.125).liftElevation, 3, absolute: 1e-9))
        #expect(list.tick(at: 0.125).liftScale == 1)
        #expect(list.tick(at: 0.25).liftElevation == 6)
        list.update(with: reading(.ended, y: 25, at: 0.3))
        #expect(isClose(list.tick(at: 0.3 + 0.0625).liftElevation, 6 * TimingCurve.easeInOut.value(at: 0.75), absolute: 1e-12))
        settle(&list, from: 0.3625)
        #expect(list.frame.liftElevation == 0)
    }

    /// The drop springs from the finger's velocity at the release.
    @Test func theDropStartsWithTheFingersVelocity() throws {
        var list = try ReorderableList(itemCount: 10, itemHeight: 50, viewportSize: viewport, autoScroll: .none)
        list.update(with: reading(.began, y: 25, at: 0))
        list.update(with: reading(.ended, y: 40, velocity: 800, at: 0.1))
        let leg = list.legs[0]
        #expect(leg.state(at: 0.1).position == 15 && leg.state(at: 0.1).velocity == 800 && leg.target == 0)
    }

    @Test func badConfigurationNamesTheParameter() {
        let size = Size(width: 320, height: 400)
        #expect(configurationParameter { _ = try ReorderableList(itemCount: -1, itemHeight: 50, viewportSize: size) } == "itemCount")
        #expect(configurationParameter { _ = try ReorderableList(itemCount: 3, itemHeight: 0, viewportSize: size) } == "itemHeight")
        #expect(configurationParameter { _ = try ReorderableList(itemCount: 3, itemHeight: .nan, viewportSize: size) } == "itemHeight")
        #expect(configurationParameter { _ = try ReorderableList(itemCount: 1_000_000, itemHeight: 1e10, viewportSize: size) } == "itemHeight")
        #expect(configurationParameter { _ = try ReorderableList(itemCount: 3, itemHeight: 50, viewportSize: Size(width: 0, height: 400)) }
                == "viewportSize.width")
        #expect(configurationParameter { _ = try ReorderableList(itemCount: 3, itemHeight: 50, viewportSize: size,
                                                                  activation: .longPress(duration: -1, allowableMovement: 10)) }
                == "activation.duration")
        #expect(configurationParameter { _ = try ReorderableList(itemCount: 3, itemHeight: 50, viewportSize: size,
                                                                  activation: .handle(width: .infinity)) } == "activation.width")
        #expect(configurationParameter { _ = try ReorderableList(itemCount: 3, itemHeight: 50, viewportSize: size,
                                                                  lift: .spring(scale: 0, elevation: 6, spring: .snappy)) } == "lift.scale")
        #expect(configurationParameter { _ = try ReorderableList(itemCount: 3, itemHeight: 50, viewportSize: size,
                                                                  spring: Spring(stiffness: 100, damping: 0)) } == "spring.damping")
        #expect(configurationParameter { _ = try ReorderableList(itemCount: 3, itemHeight: 50, viewportSize: size,
                                                                  autoScroll: .continuous(speedPerPoint: 50, maximumSpeed: -1)) }
                == "autoScroll.maximumSpeed")
        #expect(configurationParameter { _ = try ReorderableList(itemCount: 3, itemHeight: 50, viewportSize: size,
                                                                  autoScroll: .flutter(velocityScalar: 5000)) }
                == "autoScroll.velocityScalar")
    }

    /// Non-finite samples and ticks change nothing; an empty list never lifts.
    @Test func badInputIsIgnored() throws {
        var list = try ReorderableList(itemCount: 0, itemHeight: 50, viewportSize: viewport)
        list.handle(PointerSample(pointer: 0, x: 100, y: 25, phase: .began, time: 0))
        list.tick(at: 1)
        #expect(list.draggedItem == nil)
        list.handle(PointerSample(pointer: 0, x: 100, y: 25, phase: .ended, time: 1.1))
        var other = try ReorderableList(itemCount: 5, itemHeight: 50, viewportSize: viewport)
        other.handle(PointerSample(pointer: 0, x: .nan, y: 25, phase: .began, time: 0))
        other.tick(at: .infinity)
        #expect(other.isSettled && other.frame.contentOffset == 0)
    }
}

@Suite struct ReorderableListClockTests {
    /// FrameClock's rule: one far-future timestamp never freezes a drop; a tick much earlier starts a new
    /// time base and the motions go on from where they were.
    @Test func aFarFutureTimestampDoesNotFreezeTheDrop() throws {
        var list = try ReorderableList(itemCount: 10, itemHeight: 50, viewportSize: Size(width: 320, height: 400))
        list.update(with: reading(.began, y: 25, at: 0))
        list.update(with: reading(.changed, y: 125, at: 0.1))
        list.update(with: reading(.ended, y: 125, at: 1e15))
        #expect(list.state == .dropping)
        let before = list.top(ofItem: 0)
        list.tick(at: 0.2)                    // the host's clock: a new time base, nothing advances
        #expect(list.top(ofItem: 0) == before && list.state == .dropping)
        settle(&list, from: 0.2)
        #expect(list.isSettled && list.top(ofItem: 0) == 100 && list.lastMove == ReorderMove(from: 0, to: 2))
    }
}
