// Generated from the guide, the DocC catalogue and the doc comments of PullToRefresh (and the examples of
// README.md and docs/ that import it first) by `python3 Scripts/documentation-examples.py`; do not edit.
// Each example compiles here with only the imports it shows (the module's own when it shows none),
// as it would in a user's code, and runs; what a `print(...)  // comment` line states is expected.
import PullToRefresh
import Testing

@Suite struct PullToRefreshDocumentationExamples {
    @Test func guide1() throws {

        // An inbox 800 points tall with 4000 points of rows, Compose's rules.
        var inbox = try RefreshControl(scrollView: ScrollBehavior(contentSize: Size(width: 390, height: 4000),
                                                                 viewportSize: Size(width: 390, height: 800)),
                                      profile: .compose)

        // The finger pulls 200 points down from the top: the indicator follows half of it, with tension past 80.
        inbox.handle(PointerSample(pointer: 0, x: 200, y: 100, phase: .began, time: 0))
        inbox.handle(PointerSample(pointer: 0, x: 200, y: 300, phase: .moved, time: 0.3))
        var printed1 = ""
        print(inbox.state, inbox.pull, inbox.progress, inbox.offset, to: &printed1)
        #expect(printed1 == "armed 200.0 1.25 98.75\n")

        // Released armed: the refresh starts at the release; the indicator springs to 56 and holds there.
        inbox.handle(PointerSample(pointer: 0, x: 200, y: 300, phase: .ended, time: 0.5))
        var time = 0.5
        while time < 1.5 { time += 1.0 / 120; inbox.tick(at: time) }
        var printed2 = ""
        print(inbox.state, inbox.offset, to: &printed2)
        #expect(printed2 == "refreshing 56.0\n")

        // The rows arrived: the host ends the refresh at the completion's timestamp; the indicator lands on 0.
        inbox.endRefreshing(at: time)
        while !inbox.isSettled { time += 1.0 / 120; inbox.tick(at: time) }
        var printed3 = ""
        print(inbox.state, inbox.offset, to: &printed3)
        #expect(printed3 == "idle 0.0\n")
    }

    @Test func guide2() throws {

        var list = try RefreshControl(scrollView: ScrollBehavior(contentSize: Size(width: 390, height: 4000),
                                                                viewportSize: Size(width: 390, height: 800)),
                                     profile: .material)
        list.handle(PointerSample(pointer: 0, x: 200, y: 100, phase: .began, time: 0))
        list.handle(PointerSample(pointer: 0, x: 200, y: 400, phase: .moved, time: 0.2))
        list.handle(PointerSample(pointer: 0, x: 200, y: 400, phase: .ended, time: 0.25))
        list.tick(at: 0.5)
        var printed1 = ""
        print(list.events.map { "\($0.kind.rawValue)@\($0.time)" }, to: &printed1)
        #expect(printed1 == "[\"thresholdActivated@0.2\", \"committed@0.25\", \"snapped@0.4\"]\n")
    }

    @Test func doccpullToRefresh1() throws {
        var list = try RefreshControl(scrollView: ScrollBehavior(contentSize: Size(width: 390, height: 4000),
                                                                viewportSize: Size(width: 390, height: 800)),
                                     profile: .material)
        list.handle(PointerSample(pointer: 0, x: 200, y: 100, phase: .began, time: 0))
        list.handle(PointerSample(pointer: 0, x: 200, y: 320, phase: .moved, time: 0.3))
        list.handle(PointerSample(pointer: 0, x: 200, y: 320, phase: .ended, time: 0.4))
        list.tick(at: 0.6)
        var printed1 = ""
        print(list.state, list.offset, to: &printed1)
        #expect(printed1 == "refreshing 40.0\n")
    }

    @Test func refreshControl1() throws {

        var list = try RefreshControl(scrollView: ScrollBehavior(contentSize: Size(width: 390, height: 4000),
                                                                 viewportSize: Size(width: 390, height: 800)),
                                      profile: .compose)
        list.handle(PointerSample(pointer: 0, x: 200, y: 100, phase: .began, time: 0))
        list.handle(PointerSample(pointer: 0, x: 200, y: 300, phase: .moved, time: 0.2))
        var printed1 = ""
        print(list.state, list.offset, to: &printed1)
        #expect(printed1 == "armed 98.75\n")
        list.handle(PointerSample(pointer: 0, x: 200, y: 300, phase: .ended, time: 0.25))
        var time = 0.25
        while time < 1 { time += 1.0 / 120; list.tick(at: time) }
        var printed2 = ""
        print(list.state, list.offset, to: &printed2)
        #expect(printed2 == "refreshing 56.0\n")
        list.endRefreshing(at: time)                   // the data arrived
        while !list.isSettled { time += 1.0 / 120; list.tick(at: time) }
        var printed3 = ""
        print(list.state, list.offset, to: &printed3)
        #expect(printed3 == "idle 0.0\n")
    }

    @Test func refreshFrame1() throws {

        let frame = RefreshFrame(state: .pulling, pull: 100, offset: 50, progress: 0.625, indicatorScale: 1,
                                 scroll: ScrollFrame(contentOffset: .zero, velocity: .zero, state: .dragging))
        var printed1 = ""
        print(frame.state, frame.offset, to: &printed1)
        #expect(printed1 == "pulling 50.0\n")
    }

    @Test func refreshProfile1() throws {

        var printed1 = ""
        print(RefreshProfile.compose.threshold, RefreshProfile.compose.restingOffset, to: &printed1)
        #expect(printed1 == "80.0 56.0\n")
        var printed2 = ""
        print(RefreshProfile.cupertino.threshold, RefreshProfile.cupertino.restingOffset, to: &printed2)
        #expect(printed2 == "100.0 60.0\n")
        var printed3 = ""
        print(RefreshProfile.material.restingOffset, to: &printed3)
        #expect(printed3 == "40.0\n")
        let tall = try RefreshProfile.compose(refreshThreshold: 120, refreshingOffset: 64)
        var printed4 = ""
        print(tall.threshold, to: &printed4)
        #expect(printed4 == "120.0\n")
    }

    @Test func refreshState1() throws {

        var printed1 = ""
        print(RefreshState.armed, RefreshState.refreshing == .refreshing, to: &printed1)
        #expect(printed1 == "armed true\n")
    }

    @Test func timedRefreshControl1() throws {

        let list = try ScrollBehavior(contentSize: Size(width: 390, height: 4000), viewportSize: Size(width: 390, height: 800))
        var inbox = try TimedRefreshControl(RefreshControl(scrollView: list, profile: .compose), refreshDuration: 1)
        inbox.handle(PointerSample(pointer: 0, x: 200, y: 100, phase: .began, time: 0))
        inbox.handle(PointerSample(pointer: 0, x: 200, y: 300, phase: .moved, time: 0.2))
        inbox.handle(PointerSample(pointer: 0, x: 200, y: 300, phase: .ended, time: 0.25))
        inbox.tick(at: 1.2)
        var printed1 = ""
        print(inbox.control.state, to: &printed1)
        #expect(printed1 == "refreshing\n")
        inbox.tick(at: 1.3)
        var printed2 = ""
        print(inbox.control.state, to: &printed2)
        #expect(printed2 == "finishing\n")
    }
}
