import Testing
import _MotionTestSupport
@testable import Scroll

/// Seeded gestures on seeded scroll views: never NaN, every release comes to rest within bounds (on a
/// page with paging) in finite time, and a 60 Hz and a 120 Hz display show the same frames.
@Suite struct ScrollBehaviorPropertyTests {
    struct Gesture {
        var samples: [PointerSample]
    }

    static func gesture(_ random: inout SeededRandom, start: Double) -> [PointerSample] {
        var samples: [PointerSample] = []
        var location = Point(x: random.double(in: 0...375), y: random.double(in: 0...667))
        var time = start
        samples.append(PointerSample(pointer: 0, location: location, phase: .began, time: time))
        let step = Vector(dx: random.double(in: -60...60), dy: random.double(in: -60...60))
        for _ in 0..<Int(random.next() % 12) {
            time += random.double(in: 0.004...0.03)
            location = location + step * random.double(in: 0...1.5)
            samples.append(PointerSample(pointer: 0, location: location, phase: .moved, time: time))
        }
        time += random.next() % 3 == 0 ? 0.1 : random.double(in: 0.004...0.02)
        samples.append(PointerSample(pointer: 0, location: location, phase: random.next() % 10 == 0 ? .cancelled : .ended, time: time))
        return samples
    }

    /// Drives the samples and ticks at `fps` until everything is handled and the view is idle.
    static func drive(_ scroll: inout ScrollBehavior, _ samples: [PointerSample], fps: Double,
                      retarget: Double? = nil) -> [Double: ScrollFrame] {
        var frames: [Double: ScrollFrame] = [:]
        var next = 0
        let start = samples[0].time
        for index in 0..<Int(30 * fps) {
            let time = start + Double(index) / fps
            while next < samples.count && samples[next].time <= time {
                let released = scroll.handle(samples[next]).state == .decelerating && samples[next].phase == .ended
                if released, let retarget, let release = scroll.lastRelease {
                    scroll.setTargetContentOffset(release.projectedTarget + Vector(dx: 0, dy: retarget))
                }
                next += 1
            }
            frames[time] = scroll.tick(at: time)
            if next == samples.count && scroll.state == .idle { break }
        }
        return frames
    }

    @Test func seededGesturesAlwaysComeToRestInBoundsTheSameAt60And120Hz() throws {
        try withEverySeed(0..<200) { seed, random in
            let viewport = Size(width: random.double(in: 200...500), height: random.double(in: 300...900))
            let content = Size(width: random.next() % 2 == 0 ? viewport.width : random.double(in: 100...3000),
                               height: random.double(in: 100...8000))
            let physics = ScrollPhysics.allCases[Int(random.next() % 5)]
            var scroll = try ScrollBehavior(contentSize: content, viewportSize: viewport,
                                            contentInset: EdgeInsets(top: random.double(in: 0...80), left: 0,
                                                                     bottom: random.double(in: 0...40), right: 0),
                                            physics: physics, bounces: random.next() % 5 != 0,
                                            isPagingEnabled: random.next() % 4 == 0)
            scroll.alwaysBounceVertical = random.next() % 2 == 0
            let retarget: Double? = random.next() % 3 == 0 ? 137 : nil
            let samples = Self.gesture(&random, start: random.double(in: 0...100))
            var at60 = scroll, at120 = scroll
            let frames60 = Self.drive(&at60, samples, fps: 60, retarget: retarget)
            let frames120 = Self.drive(&at120, samples, fps: 120, retarget: retarget)
            for (time, frame) in frames60 {
                #expect(frame.contentOffset.isFinite && frame.velocity.isFinite, "seed \(seed)")
                if let other = frames120[time] { #expect(frame == other, "seed \(seed) t = \(time)") }
            }
            for scrolled in [at60, at120] {
                #expect(scrolled.state == .idle, "seed \(seed): still \(scrolled.state)")
                let low = scrolled.minimumContentOffset, high = scrolled.maximumContentOffset
                let y = scrolled.contentOffset.y
                #expect(!scrolled.scrollsVertically || (y >= low.y && y <= high.y), "seed \(seed): \(y) not in \(low.y)...\(high.y)")
                if scrolled.isPagingEnabled && scrolled.scrollsVertically && y != high.y {
                    let page = (y - low.y) / scrolled.pageLength.height
                    #expect(page == page.rounded(), "seed \(seed): page \(page)")
                }
            }
        }
    }
}
