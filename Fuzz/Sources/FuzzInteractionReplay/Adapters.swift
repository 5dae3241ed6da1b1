import Dynamics
import Geometry
import Gestures
import RelativePosition
import Tossable

// The interactions as they are on this branch, seen through `Interaction`. TossBehavior,
// FlickDismissBehavior, PositionTracker, DockRow and ScrollBinding are being made to conform to
// `Interaction` themselves; once they do, each adapter here is replaced by the type itself in
// `FuzzInteractionReplay.swift` (`fuzzInteraction({ try! TossBehavior(...) }, ...)`) and deleted.
// PanRecognizer stays adapted: a recogniser is not an interaction.

/// A pan recogniser as an interaction: its snapshot is the output.
struct PanInteraction: Interaction {
    var pan = PanRecognizer()

    mutating func handle(_ sample: PointerSample) -> PanSnapshot {
        pan.handle(sample)
        return pan.snapshot
    }

    mutating func update(with reading: PanSnapshot) -> PanSnapshot { pan.snapshot }

    mutating func tick(at time: Double) -> PanSnapshot {
        pan.tick(at: time)
        return pan.snapshot
    }

    var isSettled: Bool { pan.numberOfTouches == 0 && !pan.state.isActive }

    mutating func reset() { pan.reset() }
}

/// TossBehavior (a class on this branch) as an interaction.
struct TossInteraction: Interaction, @unchecked Sendable, CustomStringConvertible {
    var description: String { "toss \(toss.state), pan \(toss.pan.snapshot), layer \(toss.layer)" }

    let make: @Sendable () -> TossBehavior
    var toss: TossBehavior

    init(_ make: @escaping @Sendable () -> TossBehavior) {
        self.make = make
        toss = make()
    }

    mutating func handle(_ sample: PointerSample) -> LayerState { toss.handle(sample) }
    mutating func update(with reading: PanSnapshot) -> LayerState { toss.update(with: reading) }
    mutating func tick(at time: Double) -> LayerState { toss.tick(at: time) }
    var isSettled: Bool { toss.state == .idle }
    mutating func reset() { toss = make() }
}

/// FlickDismissBehavior (a class on this branch) as an interaction.
struct FlickInteraction: Interaction, @unchecked Sendable, CustomStringConvertible {
    var flick: FlickDismissBehavior

    var description: String { "flick \(flick.state), pan \(flick.pan.snapshot), card \(flick.item)" }

    mutating func handle(_ sample: PointerSample) -> LayerState { flick.handle(sample) }
    mutating func update(with reading: PanSnapshot) -> LayerState { flick.update(with: reading) }
    mutating func tick(at time: Double) -> LayerState { flick.tick(at: time) }
    var isSettled: Bool { flick.state == .idle || flick.state == .dismissed }
    mutating func reset() { flick.reset() }
}

/// PositionTracker as an interaction: the relative position is the output.
struct PositionInteraction: Interaction {
    var tracker: PositionTracker

    mutating func handle(_ sample: PointerSample) -> Point {
        _ = tracker.handle(sample)
        return tracker.position
    }

    mutating func update(with reading: PanSnapshot) -> Point { tracker.position }
    mutating func tick(at time: Double) -> Point { tracker.position }
    var isSettled: Bool { !tracker.isTracking }
    mutating func reset() { _ = tracker.reset() }
}

/// A DockRow fed by a PositionTracker, as an interaction: the layers are the output.
struct DockInteraction: Interaction {
    var tracker: PositionTracker
    var dock: DockRow

    mutating func handle(_ sample: PointerSample) -> [LayerState] {
        if let event = tracker.handle(sample) { dock.handle(event) }
        return dock.layers
    }

    mutating func update(with reading: PanSnapshot) -> [LayerState] { dock.layers }

    mutating func tick(at time: Double) -> [LayerState] {
        dock.tick(at: time)
        return dock.layers
    }

    var isSettled: Bool { dock.isSettled }

    mutating func reset() {
        if let event = tracker.reset() { dock.handle(event) }
    }
}

/// A ScrollBinding scrubbed through a PositionTracker, as an interaction: the indicator is the output.
struct ScrollInteraction: Interaction {
    var tracker: PositionTracker
    var binding: ScrollBinding

    mutating func handle(_ sample: PointerSample) -> LayerState {
        if let event = tracker.handle(sample) { _ = binding.handle(event) }
        return binding.indicator
    }

    mutating func update(with reading: PanSnapshot) -> LayerState { binding.indicator }
    mutating func tick(at time: Double) -> LayerState { binding.indicator }
    var isSettled: Bool { !binding.isScrubbing }

    mutating func reset() {
        if let event = tracker.reset() { _ = binding.handle(event) }
    }
}
