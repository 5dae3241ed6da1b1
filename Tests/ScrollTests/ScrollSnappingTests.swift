import _MotionTestSupport
import Testing
@testable import Scroll

/// Rows 88 points tall: 100 of them under a 667-point viewport, so the end (8133) is not on a row.
func rowList(physics: ScrollPhysics, limit: ScrollSnapping.Limit, from row: Int = 40) throws -> ScrollBehavior {
    var list = try ScrollBehavior(contentSize: Size(width: 375, height: 8800), viewportSize: Size(width: 375, height: 667),
                                  contentOffset: Point(x: 0, y: 88 * Double(row)), physics: physics)
    list.verticalSnapping = try ScrollSnapping(interval: 88, limit: limit)
    return list
}

/// The row index of a resting place (the end is row 93), or nil when it is not one.
func restingRow(_ offset: Double) -> Int? {
    if offset == 8133 { return 93 }
    let row = (offset / 88).rounded()
    return row * 88 == offset && row >= 0 && row <= 92 ? Int(row) : nil
}

func settle(_ scroll: inout ScrollBehavior, from time: Double) -> Double {
    var now = time
    while !scroll.isSettled && now < time + 30 {
        now += 1.0 / 120
        scroll.tick(at: now)
    }
    return now
}

@Suite struct ScrollSnappingTests {
    @Test func badPositionsAreAConfigurationErrorNamingTheParameter() {
        for interval in [0, -88, .nan, .infinity] {
            #expect(throws: ConfigurationError.self) { _ = try ScrollSnapping(interval: interval) }
            do { _ = try ScrollSnapping(interval: interval) } catch { #expect(error.parameter == "interval") }
        }
        let lists: [([Double], String)] = [([], "positions"), ([0, .nan], "positions[1]"), ([0, 100, 50], "positions[2]"),
                                           ([-.infinity], "positions[0]")]
        for (positions, parameter) in lists {
            do {
                _ = try ScrollSnapping(positions: positions)
                Issue.record("\(positions) was accepted")
            } catch {
                #expect(error.parameter == parameter)
            }
        }
        // Equal neighbours are sorted; atMost below 1 is one.
        #expect((try? ScrollSnapping(positions: [0, 100, 100, 300])) != nil)
        let clamped = try? ScrollSnapping(interval: 10, limit: .atMost(-3))
        #expect(clamped?.steps == 1)
    }

    /// The property: whatever the flick, each profile rests exactly on a row (or the end), within the
    /// limit counted from the row the drag began on.
    @Test(arguments: ScrollPhysics.allCases)
    func everyFlickRestsOnAnAllowedRow(physics: ScrollPhysics) throws {
        let limits: [(ScrollSnapping.Limit, Int?)] = [(.alwaysByOne, 1), (.alwaysByFew, 3), (.atMost(2), 2), (.never, nil),
                                                      (.always, nil)]
        try withEverySeed(0..<PropertySeeds.count(default: 24)) { seed, random in
            for (limit, steps) in limits {
                let row = Int(random.next() % 94)
                var list = try rowList(physics: physics, limit: limit, from: min(row, 92))
                let start = list.contentOffset.y
                let step = random.double(in: -60...60)
                let release = swipe(&list, from: Point(x: 180, y: 400), step: Vector(dx: 0, dy: step),
                                    moves: Int(random.next() % 8) + 1)
                let target = try #require(list.lastRelease).target.y
                _ = settle(&list, from: release)
                let end = list.contentOffset.y
                #expect(end == target, "seed \(seed) \(limit): rests at \(end), aimed at \(target)")
                let landed = try #require(restingRow(end), "seed \(seed) \(limit): \(end) is not a row")
                let began = try #require(restingRow(start))
                if case .always = limit {
                    // A screenful from where the drag began, or the next row each way.
                    #expect(abs(end - start) <= 667 || abs(landed - began) <= 1, "seed \(seed): \(began) → \(landed)")
                } else if let steps {
                    #expect(abs(landed - began) <= steps, "seed \(seed) \(limit): \(began) → \(landed)")
                }
            }
        }
    }

    @Test func byOneGoesOneRowOnHoweverFastAndNeverGoesFurther() throws {
        for physics in ScrollPhysics.allCases {
            var one = try rowList(physics: physics, limit: .alwaysByOne)
            var free = try rowList(physics: physics, limit: .never)
            let time = swipe(&one, from: Point(x: 180, y: 500), step: Vector(dx: 0, dy: -40), moves: 6)
            _ = swipe(&free, from: Point(x: 180, y: 500), step: Vector(dx: 0, dy: -40), moves: 6)
            #expect(one.lastRelease?.target.y == Double(88 * 41), "\(physics)")
            #expect(free.lastRelease!.target.y > 88 * 43, "\(physics)")
            _ = settle(&one, from: time)
            #expect(one.contentOffset.y == Double(88 * 41))
        }
    }

    @Test func aSlowReleaseGoesToTheNearestPosition() throws {
        var list = try ScrollBehavior(contentSize: Size(width: 375, height: 5000), viewportSize: Size(width: 375, height: 667))
        list.verticalSnapping = try ScrollSnapping(positions: [0, 120, 400, 410, 900], limit: .never)
        list.handle(PointerSample(pointer: 0, x: 180, y: 500, phase: .began, time: 0))
        list.handle(PointerSample(pointer: 0, x: 180, y: 200, phase: .moved, time: 0.5))
        list.handle(PointerSample(pointer: 0, x: 180, y: 200, phase: .moved, time: 1))
        list.handle(PointerSample(pointer: 0, x: 180, y: 200, phase: .ended, time: 1.2))
        #expect(list.lastRelease?.velocity == .zero)
        #expect(list.lastRelease?.target.y == 400)       // released at 300: 400 is nearer than 120
        _ = settle(&list, from: 1.2)
        #expect(list.contentOffset.y == list.lastRelease?.target.y)
    }

    @Test func theEndIsAPositionAndPositionsPastItRestThere() throws {
        var list = try ScrollBehavior(contentSize: Size(width: 375, height: 1000), viewportSize: Size(width: 375, height: 667))
        list.verticalSnapping = try ScrollSnapping(positions: [-50, 100, 2000], limit: .never)
        let time = swipe(&list, from: Point(x: 180, y: 600), step: Vector(dx: 0, dy: -60), moves: 6)
        #expect(list.lastRelease?.target.y == 333)
        _ = settle(&list, from: time)
        #expect(list.contentOffset.y == 333)
    }

    @Test func aHostTargetIsPutOnTheNearestPosition() throws {
        var list = try rowList(physics: .uikit, limit: .never)
        let time = swipe(&list, from: Point(x: 180, y: 500), step: Vector(dx: 0, dy: -30), moves: 6)
        list.setTargetContentOffset(Point(x: 0, y: 5000))
        #expect(list.lastRelease?.target.y == Double(88 * 57))
        _ = settle(&list, from: time)
        #expect(list.contentOffset.y == Double(88 * 57))
    }

    @Test func aCatchWithoutADragSettlesOnTheNearestPosition() throws {
        for physics in ScrollPhysics.allCases {
            var list = try rowList(physics: physics, limit: .never)
            let time = swipe(&list, from: Point(x: 180, y: 500), step: Vector(dx: 0, dy: -30), moves: 6)
            list.tick(at: time + 0.1)
            list.handle(PointerSample(pointer: 0, x: 180, y: 300, phase: .began, time: time + 0.15))
            let caught = list.contentOffset.y
            list.handle(PointerSample(pointer: 0, x: 180, y: 300, phase: .ended, time: time + 0.2))
            _ = settle(&list, from: time + 0.2)
            #expect(list.contentOffset.y == (caught / 88).rounded() * 88, "\(physics): caught at \(caught)")
        }
    }

    @Test func contentShrinkingUnderASnapLandsOnAPositionOfTheNewBounds() throws {
        var list = try rowList(physics: .uikit, limit: .never)
        let time = swipe(&list, from: Point(x: 180, y: 500), step: Vector(dx: 0, dy: -60), moves: 6)
        list.tick(at: time + 0.05)
        list.contentSize = Size(width: 375, height: 4000)      // the end is now 3333
        _ = settle(&list, from: time + 0.05)
        let end = list.contentOffset.y
        #expect(end == 3333 || (end / 88).rounded() * 88 == end)
        #expect(end <= 3333)
    }

    @Test func contentGrowingUnderALandingOnTheEndRestsOnARow() throws {
        for physics in ScrollPhysics.allCases {
            var list = try rowList(physics: physics, limit: .never, from: 84)
            let time = swipe(&list, from: Point(x: 180, y: 500), step: Vector(dx: 0, dy: -40), moves: 6)
            #expect(list.lastRelease?.target.y == 8133, "\(physics)")
            list.tick(at: time + 0.01)
            #expect(list.state == .decelerating)
            list.contentSize = Size(width: 375, height: 10_000)     // more rows arrive: 8133 is no longer a resting place
            _ = settle(&list, from: time + 0.01)
            let end = list.contentOffset.y
            // Re-aimed from what was shown with the profile's own motion: a row, or the new end (9333).
            #expect(((end / 88).rounded() * 88 == end || end == 9333) && end >= 8096, "\(physics): \(end)")
        }
    }

    @Test func extremeIntervalsAndPositionsStillRestOnAPlace() throws {
        let snappings = try [1e-300, 1e-9, 0.3, 1e300].map { try ScrollSnapping(interval: $0, limit: .alwaysByOne) }
            + [try ScrollSnapping(positions: [-1e308, 1e308], limit: .never), try ScrollSnapping(positions: [500, 500, 500])]
        for snapping in snappings {
            var list = try ScrollBehavior(contentSize: Size(width: 375, height: 8800), viewportSize: Size(width: 375, height: 667),
                                          contentOffset: Point(x: 0, y: 1000))
            list.verticalSnapping = snapping
            let time = swipe(&list, from: Point(x: 180, y: 500), step: Vector(dx: 0, dy: -30), moves: 6)
            let target = try #require(list.lastRelease).target.y
            _ = settle(&list, from: time)
            #expect(list.isSettled && list.contentOffset.y == target && target.isFinite, "\(snapping.interval)")
            // Only the ends and the positions inside are places.
            if snapping.interval == 1e300 || snapping.positions.count == 2 { #expect(target == 0 || target == 8133) }
            if snapping.positions.count == 3 { #expect([0, 500, 8133].contains(target)) }
        }
    }

    @Test func snappingAlongXWithPagingOffAndPagingWinningWhenOn() throws {
        var cards = try ScrollBehavior(contentSize: Size(width: 300 * 20, height: 400), viewportSize: Size(width: 375, height: 400),
                                       axes: .horizontal)
        cards.horizontalSnapping = try ScrollSnapping(interval: 300, limit: .alwaysByFew)
        let time = swipe(&cards, from: Point(x: 300, y: 200), step: Vector(dx: -80, dy: 0), moves: 6)
        #expect(cards.lastRelease?.target.x == 900)
        _ = settle(&cards, from: time)
        #expect(cards.contentOffset.x == 900)
        var paged = try ScrollBehavior(contentSize: Size(width: 300 * 20, height: 400), viewportSize: Size(width: 375, height: 400),
                                       axes: .horizontal, isPagingEnabled: true)
        paged.horizontalSnapping = cards.horizontalSnapping
        _ = swipe(&paged, from: Point(x: 300, y: 200), step: Vector(dx: -80, dy: 0), moves: 6)
        #expect(paged.lastRelease?.target.x == 750)     // UIKit's paging: the page after the one the drag reached
    }

    /// Seeded gestures of every kind (catches mid-flight, two fingers, cancels) on a snapping list under
    /// every rule of repeated flicks: every output is finite, and the list comes to rest on a row.
    @Test func seededGesturesRestOnARowWithFiniteOutputs() throws {
        try withEverySeed(0..<PropertySeeds.count(default: 16)) { seed, random in
            let physics = ScrollPhysics.allCases[Int(random.next() % UInt64(ScrollPhysics.allCases.count))]
            let limits: [ScrollSnapping.Limit] = [.always, .alwaysByOne, .alwaysByFew, .never]
            var list = try rowList(physics: physics, limit: limits[Int(random.next() % 4)], from: Int(random.next() % 90))
            list.flingAcceleration = FlingAcceleration.allCases[Int(random.next() % 4)]
            let samples = seededGestureTrace(&random, container: Rect(x: 0, y: 0, width: 375, height: 667))
            let replay = try TraceReplay(fps: 120, jitterSeed: seed, secondsAfterLastSample: 30)
            replay.run(&list, samples: samples) { _, _, shown in
                #expect(shown.contentOffset.isFinite && shown.velocity.isFinite, "seed \(seed)")
            }
            #expect(list.isSettled, "seed \(seed)")
            #expect(restingRow(list.contentOffset.y) != nil, "seed \(seed) \(physics): rests at \(list.contentOffset.y)")
        }
    }

    @Test func snappedFlicksGiveTheSameMotionAtEveryRate() throws {
        for physics in ScrollPhysics.allCases {
            for limit in [ScrollSnapping.Limit.alwaysByOne, .never] {
                let list = try rowList(physics: physics, limit: limit)
                let samples = flick(y: 500, step: -30, at: 0) + flick(y: 520, step: -28, at: 0.23)
                let worst = try largestRateDifference(list, samples: samples) { frame, _ in
                    [frame.contentOffset.y, frame.velocity.dy / 1000]
                }
                // Measured: 0.
                #expect(worst.difference <= 1e-9, "\(physics) \(limit): \(worst.difference) at \(worst.at)")
            }
        }
    }
}
