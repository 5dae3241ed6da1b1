import Testing
import Transitions

/// Every gesture that began ends once, whatever the host's recogniser reports.
@Suite struct TransitionInteractionEndTests {
    @Test func aHostRecogniserBackAtRestWithoutItsEndCancels() throws {
        let container = Rect(x: 0, y: 0, width: 375, height: 667)
        var pop = try TransitionInteraction<LayerState>.interactivePop(in: container)
        func reading(_ state: GestureState, _ dx: Double, _ t: Double) -> PanSnapshot {
            PanSnapshot(state: state, location: Point(x: 10 + dx, y: 300), translation: Vector(dx: dx, dy: 0),
                        velocity: .zero, numberOfTouches: state.isActive ? 1 : 0, time: t)
        }
        pop.update(with: reading(.began, 0, 0))
        pop.update(with: reading(.changed, 100, 0.05))
        #expect(!pop.isSettled)
        pop.update(with: reading(.possible, 0, 0.1))
        var time = 0.1
        var last = pop.tick(at: time)
        while !pop.isSettled, time < 10 { time += 1.0 / 60; last = pop.tick(at: time) }
        #expect(pop.isSettled && last.state == .cancelled && last.percentComplete == 0)
    }
}
