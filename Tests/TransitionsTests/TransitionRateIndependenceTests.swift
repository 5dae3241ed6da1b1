import _MotionTestSupport
import Gestures
import Testing
@testable import Transitions

/// The time rule, property-tested: an interactive pop (drags, releases, grabs of the completion) shows
/// the same percentage at 60, 90, 120, 144 and 240 Hz and on jittered display links.
@Suite struct TransitionRateIndependenceTests {
    @Test func seededGesturesGiveTheSamePopAtEveryFrameRate() throws {
        let screen = Rect(x: 0, y: 0, width: 375, height: 667)
        try withEverySeed(0..<PropertySeeds.count(default: 12)) { seed, random in
            var samples = seededGestureTrace(&random, container: screen)
            // Start at the left edge, where the pop's edge pan begins.
            let shift = samples[0].location.x - 5
            for index in samples.indices { samples[index].location.x -= shift }
            let pop = try TransitionInteraction.interactivePop(in: screen)
            let worst = try largestRateDifference(pop, samples: samples) { frame, _ in
                [frame.percentComplete * 375, frame.state == .completing ? 1 : 0]
            }
            // Measured: at most 1.1e-13 over these seeds.
            #expect(worst.difference <= 1e-9, "seed \(seed): \(worst.difference) at t = \(worst.at), \(worst.rates)")
        }
    }

    @Test func aHostHoldingThePopInAClassDecidesAfterTheRelease() throws {
        final class Host {
            var pop: TransitionInteraction<LayerState>
            init(_ pop: TransitionInteraction<LayerState>) { self.pop = pop }
        }
        let host = Host(try TransitionInteraction.interactivePop(in: Rect(x: 0, y: 0, width: 375, height: 667)))
        host.pop.handle(PointerSample(pointer: 0, x: 5, y: 300, phase: .began, time: 0))
        host.pop.handle(PointerSample(pointer: 0, x: 20, y: 300, phase: .moved, time: 0.05))
        host.pop.handle(PointerSample(pointer: 0, x: 100, y: 300, phase: .moved, time: 0.2))
        host.pop.handle(PointerSample(pointer: 0, x: 100, y: 300, phase: .ended, time: 0.3))
        // The default rule cancels a slow release at 21 %; the host's own rule (Hero's 0.2) finishes it.
        #expect(host.pop.transition.state == .completing && !host.pop.transition.isFinishing)
        let release = try #require(host.pop.lastRelease)
        #expect(isClose(release.percentComplete, 80.0 / 375, absolute: 1e-12))
        if release.percentComplete > 0.2 { host.pop.complete(finishing: true) }
        #expect(host.pop.transition.isFinishing)
        // The completion still starts at the release: 10 ms later it has moved on from the release's percentage.
        let frame = host.pop.tick(at: 0.31)
        #expect(frame.percentComplete > release.percentComplete)
        var time = 0.31
        while !host.pop.isSettled { time += 1.0 / 60; host.pop.tick(at: time) }
        #expect(host.pop.transition.state == .finished)
    }
}

@Suite struct ReadyMadeInteractionDomainTests {
    @Test func aCardTheAnimationCannotHoldIsNamedCard() {
        // Pulled down by the container's height, the card would pass the largest double.
        let screen = Rect(x: 0, y: 0, width: 375, height: 8e307)
        let far = LayerState(position: Point(x: 0, y: 1.7e308), size: Size(width: 100, height: 100))
        do {
            _ = try TransitionInteraction.pullDownToDismiss(card: far, in: screen)
            Issue.record("a card pushed past the largest double was accepted")
        } catch {
            #expect(error.parameter == "card")
        }
        var huge = LayerState(position: .zero, size: Size(width: 100, height: 100))
        huge.alpha = .nan
        #expect(throws: ConfigurationError.self) { try TransitionInteraction.pinchToClose(card: huge) }
        do {
            _ = try TransitionInteraction.pinchToClose(card: huge)
        } catch {
            #expect(error.parameter == "card")
        }
    }
}
