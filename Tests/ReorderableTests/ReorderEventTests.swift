import _MotionTestSupport
import Testing
@testable import Reorderable

@Suite struct ReorderEventTests {
    func makeList(_ autoScroll: ReorderAutoScroll = .standard) throws -> ReorderableList {
        try ReorderableList(itemCount: 30, itemHeight: 44, viewportSize: Size(width: 320, height: 400), autoScroll: autoScroll)
    }

    /// The guide's first example: lifted at the press's instant, one tick per slot passed at the sample,
    /// and a drop already in its slot (no speed) landing at the release.
    @Test func liftTicksAndDropAtTheirInstants() throws {
        var list = try ReorderableList(itemCount: 10, itemHeight: 50, viewportSize: Size(width: 320, height: 600))
        var events: [FeedbackEvent] = []
        list.handle(PointerSample(pointer: 0, x: 100, y: 125, phase: .began, time: 0))
        for time in [0.3, 0.6] { list.tick(at: time); events += list.events }
        list.handle(PointerSample(pointer: 0, x: 100, y: 225, phase: .moved, time: 0.8))
        list.handle(PointerSample(pointer: 0, x: 100, y: 225, phase: .ended, time: 1.0))
        list.tick(at: 1.0)
        events += list.events
        #expect(events.map(describe) == ["lifted 2@0.5", "itemTicked 3@0.8", "itemTicked 4@0.8", "dropped 4@1.0"])
    }

    /// A finger held past the bottom edge: the list scrolls at 1000 points a second (50 per point past,
    /// capped) and hits its end 920 points later, at 0.6 + 0.92 s; the dragged item ticks through each slot
    /// it is carried past, at the instant it reaches it.
    @Test func theAutoScrollHitsTheEndAtItsInstant() throws {
        var list = try makeList()
        var events: [FeedbackEvent] = []
        list.handle(PointerSample(pointer: 0, x: 100, y: 110, phase: .began, time: 0))   // item 2, top 88
        list.tick(at: 0.5)
        events += list.events
        list.handle(PointerSample(pointer: 0, x: 100, y: 410, phase: .moved, time: 0.6))   // bottom 432: 32 past
        var time = 0.6
        while time < 2 { time += 1.0 / 60; list.tick(at: time); events += list.events }
        let hit = try #require(events.first { $0.kind == .edgeHit })
        #expect(hit.time == 0.6 + 920.0 / 1000 && hit.speed == 1000 && hit.edge == .bottom)
        let ticks = events.filter { $0.kind == .itemTicked }.compactMap(\.index)
        #expect(ticks == Array(3...29), "\(ticks)")
        #expect(list.contentOffset == 920 && list.order.firstIndex(of: 2) == 29)
    }

    /// Seeded reorders (auto-scroll, pauses, flicks, cancels): the same events at the same instants at every
    /// rate and jittered; each tick one slot from the last; each lift ends with one drop (or a cancel).
    @Test(arguments: [ReorderAutoScroll.standard, .flutterDefault])
    func theSameEventsAtEveryRate(autoScroll: ReorderAutoScroll) throws {
        var random = SeededRandom(seed: 33)
        for _ in 0..<6 {
            let samples = seededReorderTrace(&random)
            let run = try eventsAtEveryRate(try makeList(autoScroll), samples: samples)
            #expect(run.mismatch == nil, "\(run.mismatch ?? "")")
            #expect(run.largestDifference <= 1e-9)
            var slot = -1, liftedSlot = -1
            for event in run.events {
                switch event.kind {
                case .lifted: slot = event.index ?? -1; liftedSlot = slot
                case .itemTicked: #expect(Swift.abs((event.index ?? 0) - slot) == 1); slot = event.index ?? slot
                // A cancelled drag lands back in the slot it was lifted from.
                case .dropped: #expect(event.index == slot || event.index == liftedSlot)
                case .edgeHit: #expect((event.speed ?? -1) > 0)
                default: Issue.record("\(describe(event))")
                }
            }
            #expect(run.events.filter { $0.kind == .dropped }.count <= run.events.filter { $0.kind == .lifted }.count)
        }
    }

    /// Duration scale 0: after a flung drop every item is in its slot on the release's frame, in the normal
    /// run's order, and the drop is reported at the release; 2: the landing at half speed.
    @Test func durationScales() throws {
        var normal = try makeList(), instant = normal, slow = normal
        instant.motionPreferences = try MotionPreferences(durationScale: 0)
        slow.motionPreferences = try MotionPreferences(durationScale: 2)
        let samples = [touch(0, 100, 110, .began, 0), touch(0, 100, 150, .moved, 0.6), touch(0, 100, 230, .moved, 0.65),
                       touch(0, 100, 260, .ended, 0.68)]
        for list in [0, 1, 2] {
            for sample in samples {
                switch list {
                case 0: normal.tick(at: sample.time); normal.handle(sample)
                case 1: instant.tick(at: sample.time); instant.handle(sample)
                default: slow.tick(at: sample.time); slow.handle(sample)
                }
            }
        }
        instant.tick(at: 0.68)
        #expect(instant.state == .idle && instant.events.map(describe) == ["dropped 5@0.68"])
        for (index, id) in instant.order.enumerated() { #expect(instant.top(ofItem: id) == Double(index) * 44) }
        let dragged = 2
        for step in 0...120 {
            let t = Double(step) / 240
            normal.tick(at: 0.68 + t)
            slow.tick(at: 0.68 + 2 * t)
            #expect(Swift.abs(slow.top(ofItem: dragged) - normal.top(ofItem: dragged)) <= 1e-9, "\(t)")
        }
        _ = settle(&normal, from: 2)
        #expect(normal.order == instant.order)
    }

    /// Reduce Motion: the lifted item keeps its size (the elevation still shows the lift) and the reorder
    /// ends in the same order.
    @Test func reduceMotionLiftsWithoutTheScale() throws {
        var normal = try makeList(), reduced = normal
        reduced.motionPreferences.reduceMotion = true
        let samples = [touch(0, 100, 110, .began, 0), touch(0, 100, 230, .moved, 0.7), touch(0, 100, 230, .ended, 0.8)]
        for sample in samples {
            normal.tick(at: sample.time); normal.handle(sample)
            reduced.tick(at: sample.time); reduced.handle(sample)
        }
        let shown = reduced.tick(at: 0.75)
        #expect(shown.liftScale == 1 && shown.liftElevation > 0 && normal.tick(at: 0.75).liftScale > 1)
        _ = settle(&normal, from: 0.8)
        _ = settle(&reduced, from: 0.8)
        #expect(reduced.order == normal.order && reduced.state == .idle)
    }
}

@Suite struct ReorderEventPropertyTests {
    @Test(arguments: [ReorderAutoScroll.standard, .flutterDefault])
    func seededReordersGiveOrderedEventsUnderEveryPreference(autoScroll: ReorderAutoScroll) throws {
        var random = SeededRandom(seed: 3302)
        for _ in 0..<10 {
            let list = try ReorderableList(itemCount: 30, itemHeight: 44, viewportSize: Size(width: 320, height: 400), autoScroll: autoScroll)
            let problem = try eventProblem(list, samples: seededReorderTrace(&random))
            #expect(problem == nil, "\(problem ?? "")")
        }
    }
}
