import _MotionTestSupport
import Testing
import Transitions

@Suite struct PercentSourceTests {
    private func pan(translation: Vector = .zero, location: Point = .zero, velocity: Vector = .zero) -> PanSnapshot {
        PanSnapshot(state: .changed, location: location, translation: translation, velocity: velocity, numberOfTouches: 1, time: 0)
    }

    @Test func translationOverAnExtentInEachDirection() throws {
        let reading = pan(translation: Vector(dx: 75, dy: -50), velocity: Vector(dx: 750, dy: -200))
        let right = try PercentSource.translation(.right, extent: 375)
        #expect(right.percent(for: right.reading(of: reading)) == 0.2)
        #expect(right.velocity(for: right.readingVelocity(of: reading)) == 2)
        let left = try PercentSource.translation(.left, extent: 375)
        #expect(left.percent(for: left.reading(of: reading)) == -0.2)
        let up = try PercentSource.translation(.up, extent: 500)
        #expect(up.percent(for: up.reading(of: reading)) == 0.1)
        #expect(up.velocity(for: up.readingVelocity(of: reading)) == 0.4)
        let down = try PercentSource.translation(.down, extent: 500)
        #expect(down.percent(for: down.reading(of: reading)) == -0.1)
        // Unclamped by default: the transition clamps or rubber-bands.
        #expect(right.percent(for: 750) == 2)
    }

    @Test func beganAnchorsThePercentage() throws {
        var source = try PercentSource.translation(.right, extent: 400)
        source.begin(at: 0.4, reading: 0)
        #expect(source.percent(for: 0) == 0.4)
        #expect(source.percent(for: 100) == 0.65)
        #expect(source.startPercent == 0.4)
        source.begin(at: .nan, reading: 3)                     // ignored
        #expect(source.startPercent == 0.4 && source.startReading == 0)
    }

    @Test func locationInAContainer() throws {
        let container = Rect(x: 100, y: 50, width: 200, height: 400)
        let right = try PercentSource.location(.right, in: container)
        #expect(right.percent(for: 150) == 0.25)
        let left = try PercentSource.location(.left, in: container)
        #expect(left.percent(for: 150) == 0.75)
        var down = try PercentSource.location(.down, in: container)
        #expect(down.percent(for: down.reading(of: pan(location: Point(x: 0, y: 150)))) == 0.25)
        down.begin(at: 0.6, reading: 150)                      // a paused transition grabbed at y = 150
        #expect(down.percent(for: 250) == 0.85)
        let up = try PercentSource.location(.up, in: container)
        #expect(up.percent(for: 50) == 1)
    }

    @Test func pinchRotationAndScroll() throws {
        let close = try PercentSource.pinch(toScale: 0.5)
        #expect(close.percent(for: 1) == 0)
        #expect(close.percent(for: 0.75) == 0.5)
        #expect(close.percent(for: 0.5) == 1)
        #expect(close.velocity(for: -1) == 2)                   // scale per second to percent per second
        let open = try PercentSource.pinch(toScale: 3)
        #expect(open.percent(for: 2) == 0.5)
        let rotation = try PercentSource.rotation(toAngle: -.pi / 2)
        #expect(rotation.percent(for: -.pi / 4) == 0.5)
        var scroll = try PercentSource.scroll(from: 100, to: 300)
        #expect(scroll.percent(for: 150) == 0.25)
        #expect(scroll.percent(for: 0) == -0.5)
        scroll.begin(at: 0.5, reading: 150)
        #expect(scroll.percent(for: 250) == 1)
        let pan = try PercentSource.translation(.up, extent: 1)
        #expect(!scroll.readsPan && !close.readsPan && pan.readsPan)
    }

    @Test func badConfigurationsAreRejected() {
        #expect(throws: ConfigurationError.self) { try PercentSource.translation(.right, extent: 0) }
        #expect(throws: ConfigurationError.self) { try PercentSource.translation(.right, extent: .infinity) }
        #expect(throws: ConfigurationError.self) { try PercentSource.location(.down, in: Rect(x: 0, y: 0, width: 10, height: 0)) }
        #expect(throws: ConfigurationError.self) { try PercentSource.pinch(toScale: 1) }
        #expect(throws: ConfigurationError.self) { try PercentSource.pinch(toScale: -2) }
        #expect(throws: ConfigurationError.self) { try PercentSource.rotation(toAngle: 0) }
        #expect(throws: ConfigurationError.self) { try PercentSource.scroll(from: 1, to: 1) }
        #expect(throws: ConfigurationError.self) { try PercentSource.scroll(from: -.greatestFiniteMagnitude, to: .greatestFiniteMagnitude) }
    }

    /// Driving a transition through a source: a pan resumes a paused transition where it is.
    @Test func aNewPanGrabsAPausedTransitionWhereItIs() throws {
        var transition = try InteractiveTransition<Double>(duration: 0.5)
        var source = try PercentSource.translation(.right, extent: 375)
        source.begin(at: transition.rawPercentComplete, reading: 0)
        transition.update(source.percent(for: 150))            // 0.4
        transition.complete(velocity: source.velocity(for: 900))
        transition.step(by: 0.05)
        transition.pause()
        let grabbed = transition.percentComplete
        source.begin(at: transition.rawPercentComplete, reading: 0)
        transition.update(source.percent(for: 0))
        #expect(transition.percentComplete == grabbed)
        transition.update(source.percent(for: -37.5))
        #expect(isClose(transition.percentComplete, grabbed - 0.1, absolute: 1e-15))
    }
}
