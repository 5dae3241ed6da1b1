import Geometry
import PullToRefresh
import Scroll
import Testing
import _MotionTestSupport

/// Flutter's `RefreshIndicator`: a quarter of the viewport for the full travel of 1.5 × 40, armed at 1/1.5,
/// refreshing only from the full travel, 150 ms snap, 200 ms returns.
@Suite struct MaterialRefreshTests {
    /// The list is 800 points tall: 200 points of pull take the indicator to its full travel (60 points).
    func pulled(_ distances: [Double]) throws -> RefreshControl {
        var list = try makeList(.material)
        list.handle(touch(0, 200, 100, .began, 0))
        for (index, distance) in distances.enumerated() {
            list.handle(touch(0, 200, 100 + distance, .moved, 0.1 * Double(index + 1)))
        }
        return list
    }

    @Test func theIndicatorTravelsWithAQuarterOfTheViewport() throws {
        let half = try pulled([100])
        #expect(half.state == .pulling)
        #expect(half.progress == 0.5)
        #expect(half.offset == 30)
        let armed = try pulled([140])
        #expect(armed.state == .armed)
        #expect(armed.offset == 0.7 * 1.5 * 40)
        let full = try pulled([300])
        #expect(full.offset == 60)
        #expect(full.progress == 1.5)
        // Once armed the travel never falls below 1/1.5 (40 points) while the finger stays down.
        let back = try pulled([140, 20])
        #expect(back.state == .armed)
        #expect(back.offset == 40)
    }

    @Test func armedShortOfTheFullTravelCancelsIn200Milliseconds() throws {
        var list = try pulled([140])
        list.handle(touch(0, 200, 240, .ended, 0.2))
        #expect(list.state == .finishing)
        list.tick(at: 0.3)
        #expect(abs(list.offset - 21) < 1e-12)
        list.tick(at: 0.4)
        #expect(list.state == .idle)
        #expect(list.offset == 0)
    }

    @Test func aFullPullSnapsToTheDisplacementThenShrinksAway() throws {
        var list = try pulled([300])
        list.handle(touch(0, 200, 400, .ended, 0.2))
        #expect(list.state == .refreshing)
        #expect(list.refreshReleaseTime == 0.2)
        list.tick(at: 0.275)
        #expect(abs(list.offset - 50) < 1e-12)
        list.tick(at: 0.35)
        #expect(list.offset == 40)
        list.tick(at: 2)
        #expect(list.offset == 40)
        list.endRefreshing(at: 2)
        list.tick(at: 2.1)
        #expect(list.state == .finishing)
        #expect(list.offset == 40)
        #expect(abs(list.indicatorScale - 0.5) < 1e-12)
        list.tick(at: 2.2)
        #expect(list.state == .idle)
        #expect(list.offset == 0)
        #expect(list.indicatorScale == 1)
    }

    @Test func endingDuringTheSnapShrinksOnlyAfterIt() throws {
        var list = try pulled([300])
        list.handle(touch(0, 200, 400, .ended, 0.2))
        list.endRefreshing(at: 0.25)
        list.tick(at: 0.35)
        #expect(list.indicatorScale == 1)
        #expect(list.offset == 40)
        list.tick(at: 0.45)
        #expect(abs(list.indicatorScale - 0.5) < 1e-12)
        list.tick(at: 0.55)
        #expect(list.state == .idle)
    }

    @Test func aDragThatBeganAwayFromTheTopNeverPulls() throws {
        var list = try RefreshControl(scrollView: ScrollBehavior(contentSize: Size(width: 390, height: 4000),
                                                                 viewportSize: Size(width: 390, height: 800),
                                                                 contentOffset: Point(x: 0, y: 300)),
                                      profile: .material)
        list.handle(touch(0, 200, 100, .began, 0))
        list.handle(touch(0, 200, 700, .moved, 0.3))
        #expect(list.scrollView.contentOffset.y == 0)
        #expect(list.state == .idle)
        #expect(list.offset == 0)
    }
}
