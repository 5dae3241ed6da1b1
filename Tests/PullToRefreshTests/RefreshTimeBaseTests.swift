import Testing
import PullToRefresh

/// Found by the interaction fuzzer: a host whose clock restarts (a tick far earlier than the last) while
/// the indicator returns left the return waiting for a time that never came. Such a tick is a new time
/// base, as `FrameClock` rules: the return continues from where it was and ends.
@Suite struct RefreshTimeBaseTests {
    @Test(arguments: [RefreshProfile.compose, .material])
    func aReturnEndsWhenTheHostsClockRestarts(profile: RefreshProfile) throws {
        var control = try RefreshControl(scrollView: ScrollBehavior(contentSize: Size(width: 390, height: 4000),
                                                                    viewportSize: Size(width: 390, height: 800)),
                                         profile: profile)
        control.handle(PointerSample(pointer: 0, x: 200, y: 100, phase: .began, time: 1000))
        control.handle(PointerSample(pointer: 0, x: 200, y: 700, phase: .moved, time: 1000.3))
        control.handle(PointerSample(pointer: 0, x: 200, y: 700, phase: .ended, time: 1000.5))
        control.tick(at: 1001)
        #expect(control.state == .refreshing)
        control.endRefreshing(at: 1001)
        #expect(control.state == .finishing)
        var time = 0.0
        while !control.isSettled && time < 10 { time += 1.0 / 60; control.tick(at: time) }
        #expect(control.isSettled && control.state == .idle && control.offset == 0 && time < 1)
    }
}
