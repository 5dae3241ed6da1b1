import Geometry
import Gestures
import Testing
@testable import Carousel

/// iOS's view-aligned carousel (`CarouselStrategy.viewAligned`): the carousel's snapping over items of one
/// width, each resting with its leading edge on the container's.
@Suite struct ViewAlignedCarouselTests {
    let container = Size(width: 390, height: 200)

    func carousel(items: Int = 10, width: Double = 150) throws -> Carousel {
        try Carousel(itemCount: items, preferredItemWidth: width, containerSize: container, strategy: .viewAligned)
    }

    @Test func everyItemIsFullWidthWhereTheScrollPutsIt() throws {
        let layout = try carousel().layout
        #expect(layout.itemWidth == 150 && layout.maximumScrollOffset == 1110)
        for offset in [0.0, 37.5, 75, 149, 150, 612.25, 1000, 1110] {
            for index in layout.visibleItems(scrollOffset: offset) {
                let item = layout.item(index, scrollOffset: offset)
                let expected = Double(index) * 150 + 75 - offset
                // Within the container, or wholly outside it past the anchors.
                if expected + 75 > 0 && expected - 75 < 390 {
                    #expect(item.width == 150 && Swift.abs(item.center - expected) < 1e-9, "item \(index) at \(offset): \(item)")
                } else {
                    #expect(item.center + item.width / 2 <= 0 || item.center - item.width / 2 >= 390, "item \(index) at \(offset): \(item)")
                }
            }
        }
        // Every item in the container at some offset is listed as visible.
        let first = layout.visibleItems(scrollOffset: 0), last = layout.visibleItems(scrollOffset: 1110)
        #expect(first.contains(2) && last.contains(7) && last.contains(9))
    }

    @Test func eachItemRestsWithItsLeadingEdgeOnTheContainersTheLastOnesAtTheEnd() throws {
        let layout = try carousel().layout
        #expect((0..<10).map { layout.restingOffset(ofItem: $0) } == [0, 150, 300, 450, 600, 750, 900, 1050, 1110, 1110])
        #expect((0..<10).map { layout.snapPosition(ofItem: $0) } == Array(repeating: 0, count: 10))
        // A container a whole number of items wide: no item across the trailing edge.
        let even = try CarouselKeylines.viewAligned(containerWidth: 300, itemWidth: 150, itemCount: 4).keylines
        #expect(even.map(\.offset) == [-75, 75, 225, 375] && even.map(\.isFocal) == [false, true, true, false])
        #expect(even.map(\.cutoff) == [0, 0, 0, 0])
    }

    /// A swipe left from (300, 100), `moves` moves of −30 every 16 ms, frames at `hz` until it rests.
    func swipe(_ carousel: inout Carousel, moves: Int, at t0: Double, hz: Double) -> [Double: Double] {
        var shown: [Double: Double] = [:]
        var samples = [PointerSample(pointer: 0, x: 300, y: 100, phase: .began, time: t0)]
        for index in 1...moves { samples.append(PointerSample(pointer: 0, x: 300 - 30 * Double(index), y: 100, phase: .moved, time: t0 + 0.016 * Double(index))) }
        samples.append(PointerSample(pointer: 0, x: 300 - 30 * Double(moves), y: 100, phase: .ended, time: t0 + 0.016 * Double(moves) + 0.008))
        var frame = 0
        for sample in samples {
            while t0 + Double(frame + 1) / hz <= sample.time { frame += 1; shown[t0 + Double(frame) / hz] = carousel.tick(at: t0 + Double(frame) / hz).offset }
            carousel.handle(sample)
        }
        while !carousel.isSettled { frame += 1; shown[t0 + Double(frame) / hz] = carousel.tick(at: t0 + Double(frame) / hz).offset }
        return shown
    }

    @Test func aSwipeRestsExactlyOneItemOnWithTheSameMotionAtEveryRate() throws {
        var shown: [Double: [Double: Double]] = [:]
        for hz in [60.0, 120, 240] {
            var strip = try carousel()
            shown[hz] = swipe(&strip, moves: 8, at: 0, hz: hz)
            #expect(strip.frame == CarouselFrame(offset: 150, velocity: 0, state: .idle, focusedItem: 1), "at \(hz) Hz")
        }
        // After the release (0.136 s), 60 and 120 Hz frame times are 240 Hz's too: the same offsets there.
        for hz in [60.0, 120] {
            var compared = 0
            for (time, offset) in shown[hz] ?? [:] where time > 0.14 {
                guard let fast = shown[240]?[time] else { continue }   // 240 Hz stops at its rest
                #expect(fast == offset, "\(hz) Hz at \(time)")
                compared += 1
            }
            #expect(compared > 20)
        }
    }

    @Test func swipesReachTheEndAndRestThere() throws {
        var strip = try carousel()
        var t = 0.0
        for _ in 0..<9 { _ = swipe(&strip, moves: 8, at: t, hz: 120); t += 3 }
        #expect(strip.frame.offset == 1110 && strip.frame.state == .idle && strip.focusedItem == 8)
    }

    @Test func anItemWiderThanTheContainerIsRefusedByName() throws {
        #expect { try carousel(width: 391) } throws: { ($0 as? ConfigurationError)?.parameter == "itemWidth" }
        #expect { try carousel(width: 0) } throws: { ($0 as? ConfigurationError)?.parameter == "itemWidth" }
        #expect { try carousel(items: 0) } throws: { ($0 as? ConfigurationError)?.parameter == "itemCount" }
        #expect { try CarouselKeylines.viewAligned(containerWidth: .infinity, itemWidth: 100, itemCount: 3) } throws: {
            ($0 as? ConfigurationError)?.parameter == "containerWidth"
        }
    }
}
