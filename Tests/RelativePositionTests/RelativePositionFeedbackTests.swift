import _MotionTestSupport
import Geometry
import Gestures
import RelativePosition
import Testing

/// Feedback events and motion preferences of the dock row and the scroll binding.
@Suite struct RelativePositionFeedbackTests {
    static let container = Rect(x: 0, y: 0, width: 375, height: 100)

    /// Five 50-point layers 10 apart, centred: centres at 67.5, 127.5, 187.5, 247.5, 307.5.
    static func dock(_ preferences: MotionPreferences = .standard) throws -> DockRow {
        var dock = try DockRow(count: 5, layerSize: Size(width: 50, height: 50), spacing: 10, in: container)
        dock.motionPreferences = preferences
        return dock
    }

    static func sample(_ x: Double, _ time: Double, _ phase: PointerPhase = .moved) -> PointerSample {
        PointerSample(pointer: 0, x: x, y: 50, phase: phase, time: time)
    }

    @Test func theDockTicksWhenTheNearestLayerChangesOncePerMidpoint() throws {
        // Down on layer 2, across the 157.5 midpoint to 156 (28.5 from layer 1's centre, 31.5 from layer
        // 2's: nearer by more than 2 points), jitter within the band about it, then on toward layer 0 (90:
        // 22.5 from it, 37.5 from layer 1).
        let samples = [Self.sample(187.5, 0, .began), Self.sample(170, 0.05), Self.sample(156, 0.1), Self.sample(158.5, 0.12),
                       Self.sample(156.5, 0.14), Self.sample(158.4, 0.16), Self.sample(90, 0.2), Self.sample(60, 0.25),
                       Self.sample(60, 0.3, .ended)]
        let (events, largest, mismatch) = try eventsAtEveryRate(try Self.dock(), samples: samples)
        #expect(mismatch == nil && largest == 0)
        #expect(events == [FeedbackEvent(.itemTicked, at: 0.1, index: 1), FeedbackEvent(.itemTicked, at: 0.2, index: 0)])
    }

    @Test func durationScaleZeroEngagesAtTheTouchAndScaleTwoAtHalfSpeed() throws {
        var none = try Self.dock(try MotionPreferences(durationScale: 0))
        none.handle(Self.sample(187.5, 1, .began))
        none.tick(at: 1)
        #expect(none.engagementLevel == 1 && !none.isAnimating)
        none.handle(Self.sample(187.5, 2, .ended))
        none.tick(at: 2)
        #expect(none.engagementLevel == 0 && none.isSettled && none.layers == none.restingLayers)

        var one = try Self.dock(), two = try Self.dock(try MotionPreferences(durationScale: 2))
        one.handle(Self.sample(187.5, 1, .began))
        two.handle(Self.sample(187.5, 1, .began))
        for offset in [0.02, 0.07, 0.15, 0.2] {
            one.tick(at: 1 + offset)
            two.tick(at: 1 + 2 * offset)
            #expect(isClose(one.engagementLevel, two.engagementLevel, absolute: 1e-12))
        }
    }

    @Test func theScrubHitsEachEndOnceWithTheFingersSpeed() throws {
        let track = Rect(x: 355, y: 0, width: 20, height: 600)
        var binding = try ScrollBinding(scrollableLength: 2000, track: track, indicator: LayerState(size: Size(width: 20, height: 40)))
        var samples = [PointerSample(pointer: 0, x: 365, y: 300, phase: .began, time: 0)]
        for step in 1...10 { samples.append(PointerSample(pointer: 0, x: 365, y: 300 - 32 * Double(step), phase: .moved, time: 0.01 * Double(step))) }
        // Jitter at the top (within 2 % of 600 points), then back down and into the bottom.
        for (index, y) in [-5.0, 6, -3, 8].enumerated() {
            samples.append(PointerSample(pointer: 0, x: 365, y: y, phase: .moved, time: 0.11 + 0.01 * Double(index)))
        }
        for step in 0...10 { samples.append(PointerSample(pointer: 0, x: 365, y: 300 + 31 * Double(step), phase: .moved, time: 0.2 + 0.01 * Double(step))) }
        samples.append(PointerSample(pointer: 0, x: 365, y: 610, phase: .ended, time: 0.35))
        let events = replayedEvents(binding, samples: samples, replay: try TraceReplay(fps: 60))
        #expect(events.map(\.kind) == [.edgeHit, .edgeHit])
        #expect(events.map(\.edge) == [.top, .bottom])
        #expect(events.map(\.time) == [0.1, 0.2 + 0.01 * 10])   // the samples reaching 0 and 600
        #expect(events.allSatisfy { ($0.speed ?? -1) > 0 }, "\(events)")
        // The speed is the tracker's velocity along the track at that touch.
        for sample in samples.prefix(11) { binding.handle(sample) }
        #expect(binding.events.first?.speed == Swift.abs(binding.tracker.lastEvent?.pointVelocity.dy ?? 0))
    }
}
