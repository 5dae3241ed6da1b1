import Dynamics
import Geometry
import RelativePosition
import Testing

private let track = Rect(x: 355, y: 0, width: 20, height: 667)
private let indicator = LayerState(position: Point(x: 365, y: 0), size: Size(width: 20, height: 40))

private func event(_ phase: TrackingPhase, _ p: Double) -> TrackingEvent {
    TrackingEvent(phase: phase, position: Point(x: 0.5, y: p), velocity: .zero, location: .zero, pointVelocity: .zero, time: 0)
}

@Suite struct ScrollBindingTests {
    @Test func startsAtTheGivenOffset() throws {
        let binding = try ScrollBinding(scrollableLength: 2000, track: track, indicator: indicator, offset: 500)
        #expect(binding.position == 0.25)
        #expect(binding.indicator.position == Point(x: 365, y: 176.75))   // (667 − 40)·0.25 + 20
    }

    @Test func scrubbingSetsTheOffsetAndItsEchoIsIgnored() throws {
        var binding = try ScrollBinding(scrollableLength: 2000, track: track, indicator: indicator)
        do { let result = binding.follow(event(.began, 0.5)); #expect(result == 1000) }
        #expect(binding.isScrubbing)
        #expect(binding.indicator.position.y == 333.5)
        do { let result = binding.scrolled(to: 1000); #expect(!result) }                // the echo of the scrub
        do { let result = binding.scrolled(to: 640); #expect(!result) }                 // the finger owns the indicator
        #expect(binding.indicator.position.y == 333.5 && binding.offset == 1000)
        do { let result = binding.follow(event(.moved, 0.75)); #expect(result == 1500) }
        do { let result = binding.follow(event(.moved, 0.75)); #expect(result == nil) }  // nothing changed
        do { let result = binding.follow(event(.ended, 0.75)); #expect(result == nil) }
        #expect(!binding.isScrubbing)
        do { let result = binding.scrolled(to: 1500.25); #expect(!result) }             // a pixel-rounded echo after the lift
        #expect(binding.offset == 1500)
    }

    @Test func scrollingMovesTheIndicatorOnly() throws {
        var binding = try ScrollBinding(scrollableLength: 2000, track: track, indicator: indicator)
        do { let result = binding.scrolled(to: 500); #expect(result) }
        #expect(binding.position == 0.25 && binding.offset == 500)
        #expect(binding.indicator.position.y == 176.75)
        do { let result = binding.scrolled(to: 500); #expect(!result) }                 // same report twice
        do { let result = binding.scrolled(to: 3000); #expect(result) }                 // overscroll clamps the indicator
        #expect(binding.position == 1 - relativePositionEpsilon)
        do { let result = binding.scrolled(to: -100); #expect(result) }
        #expect(binding.position == relativePositionEpsilon)
        do { let result = binding.scrolled(to: .nan); #expect(!result) }
        #expect(binding.indicator.isFinite)
    }

    @Test func aRealScrollAfterAScrubIsFollowed() throws {
        var binding = try ScrollBinding(scrollableLength: 2000, track: track, indicator: indicator)
        _ = binding.follow(event(.began, 0.5))
        _ = binding.follow(event(.ended, 0.5))
        do { let result = binding.scrolled(to: 1000); #expect(!result) }
        do { let result = binding.scrolled(to: 1200); #expect(result) }
        #expect(binding.position == 0.6)
    }

    @Test func rejectsBadConfiguration() {
        #expect(throws: ConfigurationError.self) { try ScrollBinding(scrollableLength: 0, track: track, indicator: indicator) }
        #expect(throws: ConfigurationError.self) { try ScrollBinding(scrollableLength: 10, track: track, indicator: indicator, offset: .nan) }
        #expect(throws: ConfigurationError.self) { try ScrollBinding(scrollableLength: 10, track: track, indicator: indicator, echoTolerance: -1) }
        #expect(throws: ConfigurationError.self) { try ScrollBinding(scrollableLength: 10, track: .zero, indicator: indicator) }
    }
}

@Suite struct ScrollBindingLiftTests {
    /// The host pattern of the guide: apply the offset while the frame says it is scrubbing, report the
    /// scroll view's offset back after each touch.
    private func hostScrub(_ ys: [Double], liftAt liftY: Double) throws -> (binding: ScrollBinding, contentOffset: Double, shown: [Double]) {
        var binding = try ScrollBinding(scrollableLength: 2000, track: track, indicator: indicator)
        var contentOffset = 0.0
        var shown: [Double] = []
        let touches = ys.enumerated().map { index, y in
            PointerSample(pointer: 0, x: 365, y: y, phase: index == 0 ? .began : .moved, time: Double(index) * 0.016)
        } + [PointerSample(pointer: 0, x: 365, y: liftY, phase: .ended, time: Double(ys.count) * 0.016)]
        for touch in touches {
            let frame = binding.handle(touch)
            if frame.isScrubbing { contentOffset = frame.offset }
            _ = binding.scrolled(to: contentOffset)
            shown.append(binding.indicator.position.y)
        }
        return (binding, contentOffset, shown)
    }

    @Test func theLiftsOffsetIsAppliedAndTheIndicatorStaysThere() throws {
        let (binding, contentOffset, shown) = try hostScrub([500, 520], liftAt: 524)
        // The lift moved the finger 4 points past the last move: its offset reaches the scroll view.
        #expect(contentOffset == 2000 * (524.0 / 667) as Double)
        #expect(binding.offset == contentOffset && !binding.isScrubbing && binding.isSettled)
        // The indicator stays where the finger left it instead of jumping back to the last move.
        var reference = try ScrollBinding(scrollableLength: 2000, track: track, indicator: indicator)
        _ = reference.scrolled(to: contentOffset)
        #expect(shown[2] > shown[1] && shown[2] == reference.indicator.position.y)
        #expect(binding.position == 524.0 / 667)
    }

    @Test func theLiftFrameAsksForTheOffsetOnceTheScrollViewReports() throws {
        var binding = try ScrollBinding(scrollableLength: 2000, track: track, indicator: indicator)
        _ = binding.follow(event(.began, 0.5))
        _ = binding.scrolled(to: 1000)
        do { let result = binding.follow(event(.ended, 0.6)); #expect(result == 1200) }
        #expect(binding.frame.isScrubbing && binding.frame.offset == 1200)   // apply the lift
        do { let frame = binding.tick(at: 0.1); #expect(frame.isScrubbing) }  // until the scroll view reports
        do { let result = binding.scrolled(to: 1200); #expect(!result) }      // its echo
        #expect(!binding.frame.isScrubbing && binding.offset == 1200)
        do { let result = binding.scrolled(to: 300); #expect(result && !binding.frame.isScrubbing) }   // a real scroll
    }

    @Test func aLiftWhereTheLastMoveWasAsksForNothing() throws {
        var binding = try ScrollBinding(scrollableLength: 2000, track: track, indicator: indicator)
        _ = binding.follow(event(.began, 0.5))
        do { let result = binding.follow(event(.ended, 0.5)); #expect(result == nil) }
        #expect(!binding.frame.isScrubbing)
    }
}
