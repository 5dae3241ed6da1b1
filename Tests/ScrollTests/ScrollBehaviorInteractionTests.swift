import Testing
import _MotionTestSupport
@testable import Scroll

/// ScrollBehavior driven as any `Interaction` is, and scrolling along both axes at once.
@Suite struct ScrollBehaviorInteractionTests {
    /// The generic driver of the `Interaction` documentation.
    func drive<I: Interaction>(_ interaction: inout I, with samples: [PointerSample], fps: Double) -> I.Output? {
        var shown: I.Output?
        var frame = samples.first?.time ?? 0
        for sample in samples {
            while frame < sample.time {
                shown = interaction.tick(at: frame)
                frame += 1 / fps
            }
            interaction.handle(sample)
        }
        var guardFrames = 0
        while !interaction.isSettled && guardFrames < 10_000 {
            shown = interaction.tick(at: frame)
            frame += 1 / fps
            guardFrames += 1
        }
        return shown
    }

    @Test func aMapScrollsAndDeceleratesAlongBothAxes() throws {
        var map = try ScrollBehavior(contentSize: Size(width: 4000, height: 4000), viewportSize: Size(width: 375, height: 667),
                                     contentOffset: Point(x: 1800, y: 1600))
        #expect(map.scrollsHorizontally && map.scrollsVertically)
        var samples = [PointerSample(pointer: 0, x: 200, y: 400, phase: .began, time: 0)]
        for index in 1...6 { samples.append(PointerSample(pointer: 0, x: 200 - 12 * Double(index), y: 400 + 9 * Double(index), phase: .moved, time: 0.008 * Double(index))) }
        samples.append(PointerSample(pointer: 0, x: 128, y: 454, phase: .ended, time: 0.056))
        let last = try #require(drive(&map, with: samples, fps: 120))
        let release = try #require(map.lastRelease)
        #expect(release.velocity.dx > 0 && release.velocity.dy < 0)
        // Each axis coasts with UIKit's deceleration to its own projection, and the view rests exactly there.
        let lambda = -1000 * Double.log(0.998)
        for (velocity, start, rest) in [(release.velocity.dx, release.contentOffset.x, last.contentOffset.x),
                                        (release.velocity.dy, release.contentOffset.y, last.contentOffset.y)] {
            let expected = start + (velocity < 0 ? -1 : 1) * (abs(velocity) - 10) / lambda
            #expect(isClose(rest, expected, relative: 1e-12))
        }
        #expect(last.state == .idle && map.isSettled)
    }

    @Test func aListDriftsNeitherWayAcross() throws {
        var list = try phoneList()
        let samples = [PointerSample(pointer: 0, x: 100, y: 400, phase: .began, time: 0),
                       PointerSample(pointer: 0, x: 180, y: 300, phase: .moved, time: 0.05),
                       PointerSample(pointer: 0, x: 260, y: 200, phase: .ended, time: 0.1)]
        let last = try #require(drive(&list, with: samples, fps: 60))
        #expect(last.contentOffset.x == 0 && last.contentOffset.y >= 100)     // the lift adds no sample: 100 up, then any coast
    }

    @Test func axesLimitTheScroll() throws {
        var column = try ScrollBehavior(contentSize: Size(width: 4000, height: 4000), viewportSize: Size(width: 375, height: 667),
                                        axes: .vertical)
        column.handle(PointerSample(pointer: 0, x: 300, y: 300, phase: .began, time: 0))
        let frame = column.handle(PointerSample(pointer: 0, x: 100, y: 200, phase: .moved, time: 0.02))
        #expect(frame.contentOffset == Point(x: 0, y: 100) && frame.velocity.dx == 0)
    }
}
