import _MotionTestSupport
import Testing
@testable import Carousel

/// androidx's `MultiBrowseTest` (material3 carousel), the cases without item spacing, with its numbers.
@Suite struct MultiBrowseKeylineTests {
    func keylines(_ container: Double, _ preferred: Double, _ count: Int = 10) throws -> [Keyline] {
        try CarouselKeylines.multiBrowse(containerWidth: container, preferredItemWidth: preferred, itemCount: count).keylines
    }

    @Test func doesNotResizeLargeWhenEnoughRoom() throws {
        let layout = try CarouselLayout(keylines: .multiBrowse(containerWidth: 500, preferredItemWidth: 120, itemCount: 10),
                                        itemCount: 10, containerWidth: 500)
        #expect(layout.itemWidth == 120)
    }

    @Test func resizesItemLargerThanContainerToFitOneSmall() throws {
        let list = try keylines(100, 200)
        // [xSmall-Large-Small-xSmall]
        #expect(list.count == 4 && list[0].unadjustedOffset < 0 && list[3].unadjustedOffset > 100)
        #expect(list[1].isFocal && list[1].size <= 100 && list[2].size == CarouselKeylines.minimumSmallItemWidth)
    }

    @Test func hasNoSmallItemsIfNotEnoughRoom() throws {
        let list = try keylines(40, 200)
        let focal = list.filter(\.isFocal), inner = list.filter { !$0.isAnchor }
        #expect(focal.first?.size == 40 && focal.first == inner.first && focal.last == inner.last)
    }

    @Test func adjustsMediumSizeToBeProportional() throws {
        let list = try keylines(200 * 2 + 56 * 2, 200)
        // [xSmall-Large-Large-Medium-Small-xSmall]
        #expect(list.count == 6 && list[1].isFocal && list[2].isFocal)
        #expect(list[3].size < list[2].size && list[4].size < list[3].size)
    }

    @Test func withLessItemsThanKeylines() throws {
        let list = try keylines(200 * 2 + 56 * 2, 200, 3)
        // [xSmall-Large-Large-Small-xSmall]
        #expect(list.count == 5 && list[1].isFocal && list[2].isFocal && list[3].size < list[2].size)
    }

    @Test func theArrangementForFourHundredIsOneOfEach() throws {
        // Large 2 + medium + small costs 79.6, large 2 + small 80, large 1 + medium + small 0: the last.
        let list = try keylines(400, 220)
        #expect(list.map(\.size).map { ($0 * 1e9).rounded() / 1e9 } == [10, 220, 138, 42, 10])
        #expect(list.map(\.offset) == [-5, 110, 289, 379, 405])
        #expect(list.map(\.unadjustedOffset) == [-110, 110, 330, 550, 770])
        #expect(list[1].isPivot && list[1].isFocal && list[0].isAnchor && list[4].isAnchor)
    }

    @Test func badConfigurationNamesTheParameter() {
        func parameter(_ make: () throws(ConfigurationError) -> CarouselKeylines) -> String? {
            do { _ = try make(); return nil } catch { return error.parameter }
        }
        #expect(parameter { () throws(ConfigurationError) in try .multiBrowse(containerWidth: 0, preferredItemWidth: 200, itemCount: 3) } == "containerWidth")
        #expect(parameter { () throws(ConfigurationError) in try .multiBrowse(containerWidth: 400, preferredItemWidth: .nan, itemCount: 3) } == "preferredItemWidth")
        #expect(parameter { () throws(ConfigurationError) in try .multiBrowse(containerWidth: 400, preferredItemWidth: 200, itemCount: 0) } == "itemCount")
        func carousel(_ make: () throws(ConfigurationError) -> Carousel) -> String? {
            do { _ = try make(); return nil } catch { return error.parameter }
        }
        #expect(carousel { () throws(ConfigurationError) in try Carousel(itemCount: 0, preferredItemWidth: 200, containerSize: Size(width: 400, height: 200)) } == "itemCount")
        #expect(carousel { () throws(ConfigurationError) in try Carousel(itemCount: Carousel.maximumItemCount + 1, preferredItemWidth: 200, containerSize: Size(width: 400, height: 200)) } == "itemCount")
        #expect(carousel { () throws(ConfigurationError) in try Carousel(itemCount: 5, preferredItemWidth: -1, containerSize: Size(width: 400, height: 200)) } == "preferredItemWidth")
        #expect(carousel { () throws(ConfigurationError) in try Carousel(itemCount: 5, preferredItemWidth: 200, containerSize: Size(width: 400, height: .infinity)) } == "containerSize.height")
    }
}

@Suite struct CarouselLayoutTests {
    static let layout = try! CarouselLayout(keylines: .multiBrowse(containerWidth: 400, preferredItemWidth: 220, itemCount: 10),
                                            itemCount: 10, containerWidth: 400)

    @Test func theEndStepsMoveTheFocalRangeToTheEnd() {
        let layout = Self.layout
        #expect(layout.startSteps.count == 1 && layout.endSteps.count == 3)
        let last = layout.endSteps[2]
        // small, medium, large: the large item's trailing edge on the container's.
        #expect(last.map(\.size).map { ($0 * 1e9).rounded() / 1e9 } == [10, 42, 138, 220, 10])
        #expect(Swift.abs(last[3].offset + 110 - 400) < 1e-12)
        #expect(layout.maximumScrollOffset == 1800)
        #expect((0..<10).map { layout.restingOffset(ofItem: $0) } == [0, 220, 440, 660, 880, 1100, 1320, 1540, 1718, 1800])
    }

    @Test func atEachRestingOffsetItsItemIsOnTheFirstFocalKeyline() {
        let layout = Self.layout
        for index in 0..<10 {
            let offset = layout.restingOffset(ofItem: index)
            let item = layout.item(index, scrollOffset: offset)
            // Its leading edge where its snap position says, fully shown.
            #expect(Swift.abs(item.center - item.width / 2 - layout.snapPosition(ofItem: index)) < 1e-9, "\(index)")
            #expect(Swift.abs(item.width - 220) < 1e-9 && item.isFocal, "\(index): \(item)")
        }
        // The last item rests with its trailing edge on the container's.
        let last = layout.item(9, scrollOffset: layout.maximumScrollOffset)
        #expect(Swift.abs(last.center + last.width / 2 - 400) < 1e-9)
    }

    @Test func everyItemMovesContinuouslyAndTheShownItemsNeverOverlap() {
        let layout = Self.layout
        var previous: [CarouselItem]?
        for step in 0...3600 {
            let offset = Double(step) / 2
            let items = (0..<10).map { layout.item($0, scrollOffset: offset) }
            for pair in zip(items, items.dropFirst()) where pair.0.width > 10.5 && pair.1.width > 10.5 {
                #expect(pair.0.center + pair.0.width / 2 <= pair.1.center - pair.1.width / 2 + 1e-9, "\(offset)")
            }
            if let previous {
                for (a, b) in zip(previous, items) {
                    #expect(Swift.abs(a.center - b.center) < 3 && Swift.abs(a.width - b.width) < 3, "\(offset): \(a) \(b)")
                }
            }
            previous = items
        }
    }

    @Test func theVisibleItemsAreTheOnesInTheContainer() {
        let layout = Self.layout
        for offset in stride(from: 0.0, through: 1800, by: 37) {
            let visible = layout.visibleItems(scrollOffset: offset)
            for index in 0..<10 {
                let item = layout.item(index, scrollOffset: offset)
                let inside = item.center + item.width / 2 > 0.5 && item.center - item.width / 2 < 399.5 && item.width > 10
                if inside { #expect(visible.contains(index), "\(offset): \(index) \(item)") }
            }
        }
    }
}

func swipe(_ carousel: inout Carousel, distance: Double, duration: Double, at start: Double = 0) {
    carousel.handle(PointerSample(pointer: 0, x: 300, y: 100, phase: .began, time: start))
    carousel.handle(PointerSample(pointer: 0, x: 300 - distance / 2, y: 100, phase: .moved, time: start + duration / 2))
    carousel.handle(PointerSample(pointer: 0, x: 300 - distance, y: 100, phase: .ended, time: start + duration))
}

@Suite struct CarouselTests {
    static let container = Size(width: 400, height: 200)

    @Test func everySwipeRestsExactlyOnAnItemsRestingOffsetOneAtATime() throws {
        for distance in stride(from: -380.0, through: 380, by: 19) {
            for duration in [0.05, 0.2, 0.6] {
                var carousel = try Carousel(itemCount: 10, preferredItemWidth: 220, containerSize: Self.container)
                swipe(&carousel, distance: 1000, duration: 0.3)        // to item 1 or 2
                var time = 0.3
                while !carousel.isSettled { time += 1.0 / 120; carousel.tick(at: time) }
                let before = carousel.focusedItem
                swipe(&carousel, distance: distance, duration: duration, at: time + 0.5)
                time += 0.5 + duration
                while !carousel.isSettled && time < 60 { time += 1.0 / 120; carousel.tick(at: time) }
                let focused = carousel.focusedItem
                #expect(carousel.offset == carousel.layout.restingOffset(ofItem: focused), "\(distance) \(duration): \(carousel.offset)")
                #expect(Swift.abs(focused - before) <= 1, "\(distance) \(duration): \(before) → \(focused)")
            }
        }
    }

    @Test func seededGesturesGiveTheSameCarouselAtEveryFrameRate() throws {
        try withEverySeed(0..<PropertySeeds.count(default: 12)) { seed, random in
            let carousel = try Carousel(itemCount: 12, preferredItemWidth: random.double(in: 120...300), containerSize: Self.container)
            let samples = seededGestureTrace(&random, container: Rect(x: 0, y: 0, width: 400, height: 200))
            let worst = try largestRateDifference(carousel, samples: samples) { frame, current in
                [frame.offset, frame.velocity / 1000, Double(frame.focusedItem), current.isSettled ? 1 : 0]
            }
            // Measured: 0 (closed forms at the exact time since each release or grab).
            #expect(worst.difference == 0, "seed \(seed): \(worst.difference) at t = \(worst.at), \(worst.rates)")
        }
    }

    @Test func seededGesturesEndExactlyOnARestingOffset() throws {
        try withEverySeed(0..<PropertySeeds.count(default: 40)) { seed, random in
            var carousel = try Carousel(itemCount: 1 + Int(random.next() % 30), preferredItemWidth: random.double(in: 60...500),
                                        containerSize: Size(width: random.double(in: 200...800), height: 200))
            let samples = seededGestureTrace(&random, container: Rect(x: 0, y: 0, width: 400, height: 200))
            let replay = try TraceReplay(fps: 120, jitterSeed: seed)
            replay.run(&carousel, samples: samples) { _, current, shown in
                #expect(shown.offset.isFinite && shown.velocity.isFinite, "seed \(seed)")
                for index in current.visibleItems {
                    let item = current.item(index)
                    #expect(item.width.isFinite && item.center.isFinite, "seed \(seed)")
                }
            }
            #expect(carousel.isSettled, "seed \(seed)")
            #expect(carousel.offset == carousel.layout.restingOffset(ofItem: carousel.focusedItem), "seed \(seed): \(carousel.offset)")
        }
    }
}

/// Compose's centred hero (`heroKeylineList` with `centerAligned`), without item spacing.
@Suite struct HeroKeylineTests {
    @Test func oneLargeItemCentredBetweenTwoSmallOnes() throws {
        let list = try CarouselKeylines.hero(containerWidth: 588, itemCount: 7).keylines
        #expect(list.filter { !$0.isAnchor }.map(\.size) == [40, 508, 40])
        let large = try #require(list.first { $0.isFocal })
        #expect(large.offset == 588 / 2)
    }

    @Test func fewerThanThreeItemsStayStartAligned() throws {
        let list = try CarouselKeylines.hero(containerWidth: 588, itemCount: 2).keylines
        let large = try #require(list.first { $0.isFocal })
        #expect(large.offset - large.size / 2 == 0 && list.filter { !$0.isAnchor }.count == 2)
        let one = try CarouselKeylines.hero(containerWidth: 588, itemCount: 1).keylines
        #expect(one.filter { !$0.isAnchor }.map(\.size) == [588])
    }

    @Test func theMaximumWidthLimitsTheLargeItems() throws {
        let list = try CarouselKeylines.hero(containerWidth: 600, maximumItemWidth: 250, itemCount: 10).keylines
        #expect(list.filter(\.isFocal).allSatisfy { $0.size <= 600 } && list.contains { $0.isFocal })
        #expect(list.filter { !$0.isAnchor }.map(\.size).reduce(0, +) == 600)
    }

    @Test func everyItemRestsCentredAndTheEndsAreReached() throws {
        let layout = try CarouselLayout(keylines: .hero(containerWidth: 588, itemCount: 7), itemCount: 7, containerWidth: 588)
        for index in 0..<7 {
            let item = layout.item(index, scrollOffset: layout.restingOffset(ofItem: index))
            #expect(Swift.abs(item.width - 508) < 1e-9, "\(index): \(item)")
        }
        // The first item at the leading edge, a middle one centred, the last at the trailing edge.
        let first = layout.item(0, scrollOffset: 0), middle = layout.item(3, scrollOffset: layout.restingOffset(ofItem: 3))
        let last = layout.item(6, scrollOffset: layout.maximumScrollOffset)
        #expect(Swift.abs(first.center - 254) < 1e-9 && Swift.abs(middle.center - 294) < 1e-9 && Swift.abs(last.center - (588 - 254)) < 1e-9)
    }

    @Test func seededHeroGesturesEndOnARestingOffsetAtEveryRate() throws {
        try withEverySeed(0..<PropertySeeds.count(default: 10)) { seed, random in
            var carousel = try Carousel(itemCount: 1 + Int(random.next() % 12), preferredItemWidth: random.double(in: 100...700),
                                        containerSize: Size(width: 400, height: 200), strategy: .hero)
            let samples = seededGestureTrace(&random, container: Rect(x: 0, y: 0, width: 400, height: 200))
            let worst = try largestRateDifference(carousel, samples: samples) { frame, _ in [frame.offset, Double(frame.focusedItem)] }
            #expect(worst.difference == 0, "seed \(seed): \(worst.difference) at \(worst.at)")
            try TraceReplay(fps: 120, jitterSeed: seed).run(&carousel, samples: samples) { _, _, _ in }
            #expect(carousel.isSettled && carousel.offset == carousel.layout.restingOffset(ofItem: carousel.focusedItem), "seed \(seed)")
        }
    }
}
