import Gestures
import Testing

/// The "Domain" section of Packages/Gestures/README.md, compiled with only `import Gestures`.
@Suite struct DomainGuideExampleTests {
    @Test func domainSection() throws {
        var tracker = VelocityTracker()
        try tracker.add(PointerSample(pointer: 0, x: 1e15, y: 0, phase: .began, time: 0))
        try tracker.add(PointerSample(pointer: 0, x: 1e15 + 5, y: 0, phase: .moved, time: 0.01))
        try tracker.add(PointerSample(pointer: 0, x: 1e15 + 10, y: 0, phase: .moved, time: 0.02))
        let velocity = tracker.velocity(of: 0)      // (500, 0): exact, far from the origin

        var tap = try TapRecognizer()
        tap.handle(PointerSample(pointer: 0, x: 1e308, y: 0, phase: .began, time: 0))
        tap.handle(PointerSample(pointer: 0, x: 1e308, y: 0, phase: .ended, time: 0.1))   // .recognized
        let location = tap.location                 // (1e150, 0): clamped, finite

        let estimate = try #require(velocity)
        #expect(Swift.abs(estimate.dx - 500) < 1e-9 && estimate.dy == 0)
        #expect(tap.state == .recognized)
        #expect(location == Point(x: 1e150, y: 0))
    }
}
