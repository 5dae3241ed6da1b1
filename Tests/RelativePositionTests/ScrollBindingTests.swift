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
        var binding = try ScrollBinding(scrollableLength: 2000, track: track, indicator: indicator, offset: 500)
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
