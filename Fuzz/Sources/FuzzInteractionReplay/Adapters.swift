import Geometry
import Gestures
import PullToRefresh
import Scroll

// Every interaction conforms to `Interaction` and is fuzzed as it is; a recogniser is not an
// interaction, so the pan is seen through this adapter.

/// A pan recogniser as an interaction: its snapshot is the output.
struct PanInteraction: Interaction {
    var pan = PanRecognizer()

    mutating func handle(_ sample: PointerSample) -> PanSnapshot {
        pan.handle(sample)
        return pan.snapshot
    }

    mutating func update(with reading: GestureReading) -> PanSnapshot { pan.snapshot }

    mutating func tick(at time: Double) -> PanSnapshot {
        pan.tick(at: time)
        return pan.snapshot
    }

    var isSettled: Bool { pan.numberOfTouches == 0 && !pan.state.isActive }

    mutating func reset() { pan.reset() }
}

/// A host of pull to refresh that ends every refresh at the first frame it sees it, at that frame's time
/// (whatever the fuzzer made of it: NaN, backwards, huge).
struct RefreshHost: Interaction {
    var control: RefreshControl

    mutating func handle(_ sample: PointerSample) -> RefreshFrame { control.handle(sample) }

    mutating func update(with reading: GestureReading) -> RefreshFrame { control.update(with: reading) }

    mutating func tick(at time: Double) -> RefreshFrame {
        control.tick(at: time)
        if control.state == .refreshing || (control.state == .armed && control.profile.platform == .cupertino) {
            control.endRefreshing(at: time)
        }
        return control.frame
    }

    var isSettled: Bool { control.isSettled }

    mutating func reset() { control.reset() }
}

/// A scroll view whose output carries its stretch too.
struct StretchingList: Interaction {
    var list: ScrollBehavior

    mutating func handle(_ sample: PointerSample) -> (frame: ScrollFrame, stretch: Double) { (list.handle(sample), list.stretch) }

    mutating func update(with reading: GestureReading) -> (frame: ScrollFrame, stretch: Double) { (list.update(with: reading), list.stretch) }

    mutating func tick(at time: Double) -> (frame: ScrollFrame, stretch: Double) { (list.tick(at: time), list.stretch) }

    var isSettled: Bool { list.isSettled }

    mutating func reset() { list.reset() }
}
