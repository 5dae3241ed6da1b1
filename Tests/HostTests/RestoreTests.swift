import Anchored
import Geometry
import Gestures
import Host
import RelativePosition
import Scroll
import Sheet
import SwipeActions
import Testing
import Tossable
import Transitions
import _MotionTestSupport

/// `restore(_:)` is assignment in every way a host sees: each pan-driven interaction, saved at every few
/// steps of seeded gestures, run on with another finger and restored, then shows exactly what a copy
/// assigned the saved value shows, sample after sample and frame after frame (`restoreDifference`).
@Suite struct RestoreTests {
    /// Two fingers spreading then pinching about (187, 400), lifted one after the other.
    static let pinch: [PointerSample] = {
        var samples = [touch(0, 150, 400, .began, 1000), touch(1, 224, 400, .began, 1000.004)]
        for step in 1...30 {
            let time = 1000.004 + Double(step) * 0.008
            let spread = 37 + 60 * Double.sin(Double(step) * 0.15)
            samples.append(touch(0, 187 - spread, 400 + Double(step), .moved, time))
            samples.append(touch(1, 187 + spread, 400 + Double(step), .moved, time + 0.001))
        }
        samples.append(touch(1, 250, 430, .ended, 1000.26))
        samples.append(touch(0, 130, 440, .moved, 1000.27))
        samples.append(touch(0, 100, 450, .ended, 1000.28))
        return samples
    }()

    func check<I: Interaction>(_ name: String, seeds: Range<UInt64> = 0..<2, start: Point = Point(x: 187, y: 400),
                               reach: Double = 220, extra: [[PointerSample]] = [], _ make: () throws -> I,
                               read: (I, I.Output) -> String = { _, output in "\(output)" }) throws {
        let gestures = seeds.map { randomGesture(seed: $0, from: start, reach: reach) } + extra
        for (index, samples) in gestures.enumerated() {
            let (difference, compared) = restoreDifference(try make(), samples: samples, read: read)
            #expect(difference == nil, "\(name), gesture \(index): \(difference ?? "")")
            #expect(compared > 100)
        }
    }

    @Test func swipeList() throws {
        try check("swipe list", seeds: 0..<4, reach: 300, InteractionFixtures.swipeList) { list, frame in
            "\(frame) " + list.activeRows.map { "\($0.index):\($0.row.state):\($0.row.offset)" }.joined(separator: ",")
        }
    }

    @Test func swipeRow() throws {
        try check("swipe row", reach: 300, InteractionFixtures.swipeRow) { row, offset in "\(row.state) \(offset) \(row.drag.velocity) \(row.drag.pan.snapshot) \(row.heightFactor)" }
        try check("dismissible row", reach: 300, InteractionFixtures.dismissibleRow) { row, offset in
            "\(row.state) \(offset) \(row.heightFactor)"
        }
    }

    @Test func anchored() throws {
        try check("anchored", InteractionFixtures.anchored) { drag, offset in "\(drag.state) \(offset) \(drag.velocity) \(drag.pan.snapshot)" }
    }

    @Test func scroll() throws {
        try check("scroll", extra: [Self.pinch]) {
            var scroll = try ScrollBehavior(contentSize: Size(width: 1200, height: 3000), viewportSize: InteractionFixtures.container.size)
            scroll.maximumZoomScale = 3
            return scroll
        } read: { scroll, frame in "\(frame) \(scroll.pan.snapshot) \(scroll.pinch.scale) \(scroll.pinch.velocity)" }
    }

    @Test func wheelScroll() throws {
        try check("wheel scroll") { WheelScrollBehavior(try InteractionFixtures.scroll()) }
    }

    @Test func nestedScroll() throws {
        try check("nested scroll", InteractionFixtures.nestedScroll) { nested, frame in "\(frame) \(nested.pan.snapshot) \(nested.outer.pan.snapshot) \(nested.inner.pan.snapshot)" }
    }

    @Test func sheet() throws {
        try check("sheet", InteractionFixtures.sheet) { sheet, frame in "\(frame) \(sheet.pan.snapshot) \(sheet.detentHeights)" }
    }

    @Test func toss() throws {
        try check("tossable", InteractionFixtures.toss) { toss, layer in "\(toss.state) \(layer) \(toss.velocity) \(toss.pan.snapshot)" }
    }

    @Test func flickDismiss() throws {
        try check("flick-dismiss", reach: 400, InteractionFixtures.flickDismiss) { flick, layer in
            "\(flick.state) \(layer) \(flick.item) \(flick.pan.snapshot)"
        }
    }

    @Test func transitions() throws {
        try check("pan transition", InteractionFixtures.panTransition)
        try check("interactive pop", start: Point(x: 5, y: 400), reach: 300, InteractionFixtures.interactivePop)
        try check("pinch to close", seeds: 0..<0, extra: [Self.pinch]) {
            try TransitionInteraction.pinchToClose(card: LayerState(position: Point(x: 187, y: 400), size: Size(width: 300, height: 400)))
        }
        try check("layout transition") {
            try LayoutTransition(from: [0: LayerState(position: Point(x: 100, y: 100), size: Size(width: 50, height: 50))],
                                 to: [0: LayerState(position: Point(x: 300, y: 500), size: Size(width: 80, height: 80))],
                                 gesture: .pan(PanRecognizer(minimumDistance: 0)), source: .translation(.down, extent: 400))
        } read: { layout, frame in "\(frame.percentComplete) \(frame.state) \(layout.interaction.isTracking)" }
    }

    @Test func relativePosition() throws {
        try check("position tracker", InteractionFixtures.positionTracker)
        try check("dock", start: Point(x: 187, y: 600), InteractionFixtures.dock) { dock, layers in "\(layers) \(dock.layers) \(dock.selectedIndex as Any)" }
        try check("scroll binding", start: Point(x: 365, y: 300), InteractionFixtures.scrollBinding)
    }

    /// A live loop over a swipe list with every input 3 frames late (the bench's `host.live-loop-late`)
    /// shows, from each delivery on, what the loop delivering on time shows: the re-run that restores the
    /// checkpoint in place changes no frame.
    @Test func liveLoopLateEqualsOnTime() throws {
        func list() throws -> SwipeList {
            try SwipeList(rowCount: 100, rowHeight: 72, viewport: Size(width: 390, height: 700),
                          leading: SwipeActionsConfiguration(count: 2), trailing: SwipeActionsConfiguration(count: 2))
        }
        var onTime = try LiveLoop(list(), maximumLateness: 0.1)
        var late = try LiveLoop(list(), maximumLateness: 0.1)
        let samples = randomGesture(seed: 5, from: Point(x: 200, y: 400), reach: 300)
        var pending: [PointerSample] = []
        var frame = 0
        var delivered = 0
        var compared = 0
        while delivered < samples.count || onTime.needsFrames || late.needsFrames, frame < 600 {
            let time = samples[0].time + Double(frame) / 120
            while delivered < samples.count, samples[delivered].time <= time {
                onTime.deliver(samples[delivered])
                pending.append(samples[delivered])
                delivered += 1
            }
            // The late loop gets each sample 3 frames after the frame that should have shown it.
            while let first = pending.first, first.time <= time - 3.0 / 120 {
                late.deliver(pending.removeFirst())
            }
            let expected = onTime.frame(at: time), shown = late.frame(at: time)
            if pending.isEmpty {
                #expect("\(shown) \(late.content.activeRows.map(\.row.offset))" == "\(expected) \(onTime.content.activeRows.map(\.row.offset))",
                        "frame \(frame)")
                compared += 1
            }
            frame += 1
        }
        #expect(compared > 100)
        #expect(late.content.offset == onTime.content.offset)
    }
}
