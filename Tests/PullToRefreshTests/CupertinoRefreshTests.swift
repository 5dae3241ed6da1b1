import Geometry
import PullToRefresh
import Scroll
import Testing
import _MotionTestSupport

/// Flutter's `CupertinoSliverRefreshControl`: the content arms at 100, rests on the 60-point room while
/// refreshing, flung or caught, and returns exactly to 0.
@Suite struct CupertinoRefreshTests {
    @Test func theContentArmsAtTheTriggerAndRestsOnTheIndicatorExtent() throws {
        var list = try makeList(.cupertino)
        let samples = pullSamples(from: 100, to: 600)
        var states: [RefreshState] = []
        var armedAt: Double?
        run(&list, samples, until: 3) {
            if states.last != $0.state { states.append($0.state) }
            if $0.state == .armed && armedAt == nil { armedAt = $0.offset }
        }
        #expect(states == [.idle, .pulling, .armed, .refreshing])
        #expect(armedAt.map { $0 >= 100 } == true)
        #expect(list.scrollView.contentOffset.y == -60)
        #expect(list.scrollView.contentInset.top == 60)
        #expect(list.offset == 60)
        #expect(list.refreshReleaseTime == samples.last!.time)

        // Flung while refreshing: the list comes back to the room above its content, exactly.
        let flick = [touch(0, 200, 300, .began, 3), touch(0, 200, 420, .moved, 3.016), touch(0, 200, 560, .moved, 3.032),
                     touch(0, 200, 700, .ended, 3.048)]
        run(&list, flick, until: 6)
        #expect(list.state == .refreshing)
        #expect(list.scrollView.contentOffset.y == -60)

        list.endRefreshing(at: 6)
        #expect(list.state == .finishing)
        var time = 6.0
        var seenIdle = false
        while !list.isSettled && time < 9 {
            time += 1.0 / 120
            list.tick(at: time)
            if list.state == .idle { seenIdle = true }
            #expect(list.state == .finishing || list.state == .idle)
        }
        #expect(seenIdle)
        #expect(list.scrollView.contentOffset.y == 0)
        #expect(list.scrollView.contentInset.top == 0)
        #expect(list.offset == 0)
    }

    @Test func aShortPullBouncesBackWithoutRefreshing() throws {
        var list = try makeList(.cupertino)
        var refreshed = false
        run(&list, pullSamples(from: 100, to: 200), until: 3) { if $0.state == .armed || $0.state == .refreshing { refreshed = true } }
        #expect(!refreshed)
        #expect(list.state == .idle)
        #expect(list.scrollView.contentOffset.y == 0)
        #expect(list.isSettled)
    }
}
