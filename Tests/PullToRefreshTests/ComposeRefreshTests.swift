import Dynamics
import Geometry
import Gestures
import PullToRefresh
import Scroll
import Testing
import _MotionTestSupport

/// Compose's `PullRefreshState`: half the pull, the tension curve past the threshold, springs to 56 and 0.
@Suite struct ComposeRefreshTests {
    /// Where the indicator is after a slow drag of `distance` points down from the list's top.
    func offset(afterPulling distance: Double) throws -> (RefreshState, Double, Double) {
        var list = try makeList(.compose)
        list.handle(touch(0, 200, 100, .began, 0))
        list.handle(touch(0, 200, 100 + distance / 2, .moved, 0.1))
        list.handle(touch(0, 200, 100 + distance, .moved, 0.2))
        return (list.state, list.offset, list.progress)
    }

    @Test(arguments: [RefreshProfile.compose, .material, .cupertino])
    func aTranslationNearTheLargestDoubleIsAPullOf1e15Points(profile: RefreshProfile) throws {
        var list = try makeList(profile)
        let location = Point(x: 200, y: 100)
        list.update(with: PanSnapshot(state: .began, location: location, translation: .zero, velocity: .zero, numberOfTouches: 1, time: 0))
        let frame = list.update(with: PanSnapshot(state: .changed, location: location, translation: Vector(dx: 0, dy: 1e308),
                                                  velocity: .zero, numberOfTouches: 1, time: 0.1))
        // The interaction fuzzer found the pull and the progress infinite there.
        #expect(frame.pull == 1e15)
        #expect(frame.progress.isFinite && frame.offset.isFinite && frame.scroll.contentOffset.y.isFinite)
    }

    @Test func theIndicatorFollowsHalfThePullThenTheTensionCurve() throws {
        #expect(try offset(afterPulling: 100) == (.pulling, 50, 0.625))
        // At the threshold exactly it is not yet armed: Compose refreshes when the half pull is above 80.
        #expect(try offset(afterPulling: 160) == (.pulling, 80, 1))
        // Half of 200 is 100: progress 1.25, t = 0.25, 80·(1 + 0.25 − 0.0625/4).
        #expect(try offset(afterPulling: 200) == (.armed, 80 * (1 + 0.25 - 0.0625 / 4), 1.25))
        // t is clamped to 2: the indicator never passes twice the threshold.
        #expect(try offset(afterPulling: 480) == (.armed, 160, 3))
        #expect(try offset(afterPulling: 2000) == (.armed, 160, 12.5))
    }

    @Test func dragginBackTakesThePullBackBeforeTheListScrolls() throws {
        var list = try makeList(.compose)
        list.handle(touch(0, 200, 100, .began, 0))
        list.handle(touch(0, 200, 300, .moved, 0.1))
        list.handle(touch(0, 200, 150, .moved, 0.2))
        #expect(list.pull == 50)
        #expect(list.scrollView.contentOffset.y == 0)
        list.handle(touch(0, 200, 40, .moved, 0.3))
        #expect(list.pull == 0)
        #expect(list.state == .idle)
        #expect(list.scrollView.contentOffset.y == 60)
    }

    @Test func anArmedReleaseSpringsToTheRefreshingOffsetAndHoldsThere() throws {
        var list = try makeList(.compose)
        let samples = pullSamples(from: 100, to: 300)
        let release = samples.last!.time
        var states: [RefreshState] = []
        run(&list, samples, until: release + 1) { if states.last != $0.state { states.append($0.state) } }
        #expect(states == [.idle, .pulling, .armed, .refreshing])
        #expect(list.offset == 56)
        #expect(list.refreshReleaseTime == release)
        #expect(list.isSettled)     // at rest on 56 until the host ends the refresh
        // The spring is Compose's default from rest, started at the release's timestamp.
        let solution = SpringSolution<Double>(spring: .composeDefault, from: 98.75, to: 56)
        list.tick(at: release + 1.05)
        var probe = try makeList(.compose)
        for sample in samples { probe.handle(sample) }
        probe.tick(at: release + 0.05)
        #expect(probe.state == .refreshing)
        #expect(probe.offset == solution.value(at: release + 0.05 - release))
        // The host ends the refresh: a spring back to exactly 0, then idle.
        list.endRefreshing(at: release + 1.1)
        #expect(list.state == .finishing)
        var time = release + 1.1
        while !list.isSettled && time < release + 3 { time += 1.0 / 120; list.tick(at: time) }
        #expect(list.state == .idle)
        #expect(list.offset == 0)
        #expect(list.isSettled)
    }

    @Test func aShortReleaseReturnsToZeroWithoutRefreshing() throws {
        var list = try makeList(.compose)
        var refreshed = false
        run(&list, pullSamples(from: 100, to: 250), until: 2) { if $0.state == .refreshing { refreshed = true } }
        #expect(!refreshed)
        #expect(list.state == .idle)
        #expect(list.offset == 0)
        #expect(list.isSettled)
    }

    @Test func theRefreshingIndicatorHoldsWhileTheListIsFlungAndCaught() throws {
        var list = try makeList(.compose)
        run(&list, pullSamples(from: 100, to: 300), until: 1.5)
        #expect(list.state == .refreshing)
        // A flick up (the content scrolls down), caught mid-flight, then a pull down that does not count.
        let flick = [touch(0, 200, 600, .began, 1.5), touch(0, 200, 500, .moved, 1.52), touch(0, 200, 380, .moved, 1.54),
                     touch(0, 200, 250, .ended, 1.56), touch(0, 200, 400, .began, 1.8), touch(0, 200, 400, .ended, 1.85),
                     touch(0, 200, 100, .began, 2), touch(0, 200, 700, .moved, 2.3), touch(0, 200, 700, .ended, 2.5)]
        var offsets = Set<Double>()
        var moved = false
        run(&list, flick, until: 4) {
            offsets.insert($0.offset)
            if $0.scrollView.contentOffset.y > 100 { moved = true }
        }
        #expect(moved)
        #expect(offsets == [56])
        #expect(list.state == .refreshing)
    }

    @Test func aHostRecognisersReadingsPullAsSamplesDo() throws {
        var list = try makeList(.compose)
        let location = Point(x: 200, y: 300)
        func reading(_ state: GestureState, _ dy: Double, _ time: Double, touches: Int = 1) -> PanSnapshot {
            PanSnapshot(state: state, location: location, translation: Vector(dx: 0, dy: dy), velocity: .zero,
                        numberOfTouches: touches, time: time)
        }
        list.update(with: reading(.began, 0, 0))
        list.update(with: reading(.changed, 100, 0.1))
        list.tick(at: 0.15)
        #expect(list.state == .pulling && list.offset == 50 && list.pull == 100)
        list.update(with: reading(.changed, 200, 0.2))
        #expect(list.state == .armed && list.offset == 98.75)
        list.update(with: reading(.ended, 200, 0.3, touches: 0))
        #expect(list.state == .refreshing && list.refreshReleaseTime == 0.3)
    }

    @Test func aPullWhileTheIndicatorReturnsTakesItOver() throws {
        var list = try makeList(.compose)
        list.handle(touch(0, 200, 100, .began, 0))
        list.handle(touch(0, 200, 200, .moved, 0.1))
        list.handle(touch(0, 200, 200, .ended, 0.2))
        #expect(list.state == .finishing)
        list.tick(at: 0.21)
        list.handle(touch(0, 200, 100, .began, 0.22))
        list.handle(touch(0, 200, 160, .moved, 0.25))
        #expect(list.state == .pulling && list.offset == 30 && list.pull == 60)
    }

    @Test func endingWhenNothingRefreshesDoesNothing() throws {
        var list = try makeList(.compose)
        list.endRefreshing(at: 1)
        #expect(list.state == .idle)
        #expect(list.isSettled)
    }
}
