import _MotionTestSupport
import Gestures
import Testing
@testable import Sheet

/// Seeded gestures on seeded sheets: every run rests exactly on a detent (or dismissed), every drag
/// ends once, the finger's travel is conserved through every hand-off, and the display's rate changes
/// nothing.
@Suite struct SheetPropertyTests {
    static func randomSheet(_ random: inout SeededRandom, container: Size) throws -> SheetBehavior {
        var detents: [SheetDetent] = []
        for _ in 0..<(1 + Int(random.next() % 4)) {
            switch random.next() % 3 {
            case 0: detents.append(.fraction(random.double(in: 0.1...1)))
            case 1: detents.append(.height(random.double(in: 60...1000)))
            default:
                let inset = random.double(in: 0...300)
                detents.append(.custom { $0 - inset })
            }
        }
        let content = random.next() % 3 == 0 ? Size.zero : Size(width: container.width, height: random.double(in: 100...4000))
        return try SheetBehavior(containerSize: container, detents: detents, selectedDetent: Int(random.next() % UInt64(detents.count)),
                                 contentSize: content, profile: random.next() % 2 == 0 ? .uikit : .flutter,
                                 contentInteraction: random.next() % 3 == 0 ? .scrolls : .resizes,
                                 isDismissible: random.next() % 2 == 0)
    }

    @Test func everyRunRestsExactlyOnADetentOrDismissedAndEveryDragEndsOnce() throws {
        let container = Size(width: 390, height: 844)
        var dismissed = 0
        try withEverySeed(0..<PropertySeeds.count(default: 60)) { seed, random in
            var sheet = try Self.randomSheet(&random, container: container)
            let samples = seededGestureTrace(&random, container: Rect(origin: .zero, size: container))
            let replay = try TraceReplay(fps: [60, 90, 120, 144][Int(random.next() % 4)], jitterSeed: random.next() % 2 == 0 ? seed : nil)
            var ends = 0, begins = 0, wasDragging = false
            var worstTravel = 0.0, worstShown = 0.0
            var previous = (0.0, 0.0, 0.0), previousInRange = false
            var feed = sheet
            var next = 0
            let origin = samples[0].time
            replay.run(&sheet, samples: samples) { time, current, frame in
                #expect(frame.height.isFinite && frame.innerOffset.isFinite && frame.dimming >= 0 && frame.dimming <= 1)
                // Between frames, check the hand-off at every sample on a copy fed sample by sample.
                while next < samples.count && samples[next].time - origin <= time {
                    var sample = samples[next]
                    sample.time -= origin
                    feed.handle(sample)
                    next += 1
                    let dragging = feed.nested.isDragging
                    let began = dragging && !wasDragging
                    if began { begins += 1 }
                    if !dragging && wasDragging { ends += 1 }
                    wasDragging = dragging
                    guard dragging else { continue }
                    let n = feed.nested
                    worstTravel = Swift.max(worstTravel, Swift.abs(n.outerTravel + n.innerTravel + n.unconsumedTravel - n.translation))
                    // Between two inputs that leave both sides within their ranges (no rubber band, no
                    // catch), what is shown moves by exactly the travel taken.
                    let inRange = n.outer.nestedOverscroll == 0 && n.inner.nestedOverscroll == 0
                    let now = (feed.height, feed.content.contentOffset.y, n.translation - n.unconsumedTravel)
                    if inRange && previousInRange && !began {
                        let moved = (now.0 - previous.0) + (now.1 - previous.1)
                        worstShown = Swift.max(worstShown, Swift.abs(moved + (now.2 - previous.2)))
                    }
                    previous = now
                    previousInRange = inRange
                }
                feed.tick(at: time)
                _ = current
            }
            #expect(begins == ends && !sheet.nested.isDragging, "seed \(seed): \(begins) drags, \(ends) ends")
            #expect(sheet.isSettled, "seed \(seed): not settled")
            if sheet.state == .dismissed {
                dismissed += 1
                #expect(sheet.height == 0 && sheet.frame.detent == nil)
            } else {
                #expect(sheet.state == .resting, "seed \(seed)")
                let detent = try #require(sheet.frame.detent, "seed \(seed)")
                #expect(sheet.height == sheet.detentHeights[detent], "seed \(seed): \(sheet.height) vs \(sheet.detentHeights)")
            }
            // Measured over 60 seeds: 0 and 8.5e-14 pt (far inside the 0.5 pt a host could see).
            #expect(worstTravel <= 1e-9, "seed \(seed)")
            #expect(worstShown <= 1e-9, "seed \(seed): \(worstShown)")
        }
        #expect(dismissed > 0)   // the seeds reach the dismissal too
    }

    @Test func theSameGesturesGiveTheSameSheetAtEveryFrameRate() throws {
        let container = Size(width: 390, height: 844)
        try withEverySeed(0..<PropertySeeds.count(default: 10)) { seed, random in
            let sheet = try Self.randomSheet(&random, container: container)
            let samples = seededGestureTrace(&random, container: Rect(origin: .zero, size: container))
            let worst = try largestRateDifference(sheet, samples: samples) { frame, _ in
                [frame.height, frame.innerOffset, frame.dimming, frame.state == .dragging ? 1 : 0]
            }
            // Measured: 0 (closed forms at the exact time since the release).
            #expect(worst.difference <= 1e-9, "seed \(seed): \(worst.difference) at t = \(worst.at), \(worst.rates)")
        }
    }
}
