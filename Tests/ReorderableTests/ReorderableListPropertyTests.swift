import _MotionTestSupport
import Testing
@testable import Reorderable

/// A seeded reorder gesture in a 320 × 400 viewport: a long press held past 0.5 s, a drag that wanders
/// (sometimes past an edge, where the list auto-scrolls, sometimes pausing there), and a release with
/// some speed, or a cancel; sometimes a flick of the list first.
func seededReorderTrace(_ random: inout SeededRandom, moves: ClosedRange<Double> = 3...40) -> [PointerSample] {
    var samples: [PointerSample] = []
    var t = 0.0
    if random.double(in: 0...1) < 0.3 {
        // A flick of the list before the reorder.
        samples.append(touch(0, 100, 300, .began, t))
        for _ in 0..<5 { t += 0.016; samples.append(touch(0, 100, 300 - 30 * t / 0.016, .moved, t)) }
        samples.append(touch(0, 100, samples.last!.y, .ended, t + 0.008))
        t += random.double(in: 0.05...0.6)
    }
    var y = random.double(in: 10...390)
    samples.append(touch(1, 150, y, .began, t))
    t += random.double(in: 0.5...0.7)
    samples.append(touch(1, 150 + random.double(in: -3...3), y, .moved, t))
    let moves = Int(random.double(in: moves))
    for _ in 0..<moves {
        t += random.double(in: 0.004...0.03)
        if random.double(in: 0...1) < 0.1 { t += random.double(in: 0.1...0.6) }   // a pause (at an edge, it scrolls)
        y = Swift.min(Swift.max(y + random.double(in: -60...60), -40), 440)
        samples.append(touch(1, 150, y, .moved, t))
    }
    t += random.double(in: 0.004...0.02)
    samples.append(touch(1, 150, y, random.double(in: 0...1) < 0.1 ? .cancelled : .ended, t))
    return samples
}

@Suite struct ReorderableListPropertyTests {
    static let profiles: [ReorderAutoScroll] = [.standard, .flutterDefault]

    func makeList(_ autoScroll: ReorderAutoScroll, lift: ReorderLift = .standard, items: Int = 30) throws -> ReorderableList {
        try ReorderableList(itemCount: items, itemHeight: 44, viewportSize: Size(width: 320, height: 400),
                            lift: lift, autoScroll: autoScroll)
    }

    /// `order` is a permutation at every frame, the run ends idle, and every item rests exactly on its slot.
    @Test(arguments: profiles)
    func everyFrameIsAPermutationAndEveryDropIsExact(autoScroll: ReorderAutoScroll) throws {
        let replay = try TraceReplay(fps: 120, secondsAfterLastSample: 5)
        try withEverySeed(0..<16) { seed, random in
            let samples = seededReorderTrace(&random)
            var list = try makeList(autoScroll)
            var broken = 0
            replay.run(&list, samples: samples) { _, list, shown in
                if !isPermutation(list.order) || !shown.contentOffset.isFinite || !shown.draggedTop.isFinite { broken += 1 }
                if shown.state == .dragging || shown.state == .dropping, shown.contentOffset < 0 || shown.contentOffset > 30 * 44 - 400 {
                    broken += 1
                }
            }
            #expect(broken == 0, "seed \(seed)")
            #expect(list.isSettled && list.state == .idle, "seed \(seed)")
            for (index, id) in list.order.enumerated() {
                #expect(list.top(ofItem: id) == Double(index) * 44, "seed \(seed)")
            }
        }
    }

    /// The one time rule: the same trace shows the same list at 60, 90, 120, 144 and 240 Hz and on
    /// jittered links (the offset, the lifted item, the lift and every item's top).
    @Test(arguments: profiles)
    func theSameTraceGivesTheSameFramesAtEveryRate(autoScroll: ReorderAutoScroll) throws {
        try withEverySeed(0..<2) { seed, random in
            let samples = seededReorderTrace(&random, moves: 4...8)
            let list = try makeList(autoScroll, lift: seed.isMultiple(of: 2) ? .standard : .flutter, items: 14)
            let worst = try largestRateDifference(list, samples: samples) { shown, list in
                [shown.contentOffset, shown.draggedTop, shown.liftProgress, Double(shown.draggedItem ?? -1)]
                    + (0..<list.itemCount).map { list.top(ofItem: $0) } + list.order.map(Double.init)
            }
            #expect(worst.difference <= 1e-9, "seed \(seed): \(worst)")
        }
    }
}
