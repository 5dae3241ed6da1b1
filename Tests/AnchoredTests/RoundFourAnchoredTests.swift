import _MotionTestSupport
import Testing
@testable import Anchored

/// Regression tests for issue 30's anchored-drag findings: settles that never end, Compose's choice
/// exactly between two anchors, and a programmatic settle given the time of the input that caused it.
@Suite struct RoundFourAnchoredTests {
    enum Stop: Hashable, Sendable { case closed, open }

    func parameter(_ body: () throws -> Void) -> String? {
        do { try body() } catch { return (error as? ConfigurationError)?.parameter ?? "\(error)" }
        return nil
    }

    /// Item 6: springs that never come to rest were accepted (the animators reject them).
    @Test func aSpringThatNeverRestsIsRejected() throws {
        let anchors = try DraggableAnchors<Stop>([.closed: 0, .open: 300])
        let ringing = try Spring(stiffness: 1500, dampingRatio: 1e-300)
        let creeping = try Spring(mass: 1, stiffness: 1500, damping: 1e100)
        for spring in [ringing, creeping] {
            #expect(parameter { _ = try AnchoredDraggable(anchors: anchors, initialValue: .closed, settleAnimation: .spring(spring)) }
                    == "settleAnimation.spring.damping", "\(spring)")
            #expect(parameter { _ = try AnchoredDraggable(anchors: anchors, initialValue: .closed,
                                                          settleAnimation: .decay(.composeExponentialDecay, then: spring)) }
                    == "settleAnimation.spring.damping")
            // Given for one motion, it is not used: the drag's own settle runs and ends.
            var drag = try AnchoredDraggable(anchors: anchors, initialValue: .closed)
            drag.animate(to: .open, using: .spring(spring), at: 0)
            var time = 0.0
            while !drag.isSettled && time < 5 { time += 1.0 / 60; drag.tick(at: time) }
            #expect(drag.isSettled && drag.offset == 300)
        }
    }

    /// Item 7: a tween of 1e308 s was accepted and never ended.
    @Test func aTweenLongerThanTheLongestSettleIsRejected() throws {
        let anchors = try DraggableAnchors<Stop>([.closed: 0, .open: 300])
        #expect(parameter { _ = try AnchoredDraggable(anchors: anchors, initialValue: .closed,
                                                      settleAnimation: .tween(duration: 1e308, curve: .linear)) }
                == "settleAnimation.duration")
        #expect(parameter { _ = try AnchoredDraggable(anchors: anchors, initialValue: .closed,
                                                      settleAnimation: .tween(duration: 1e9, curve: .linear)) } == nil)
    }

    /// Compose's `closestAnchor` keeps the last of equal distances: released at rest exactly between two
    /// anchors, the drag goes to the one declared later, whatever the positions' order.
    @Test func exactlyBetweenTwoAnchorsAReleaseAtRestGoesToTheLaterDeclared() throws {
        let openLast = try DraggableAnchors<Stop>([.closed: 0, .open: 300])
        let closedLast = try DraggableAnchors<Stop>([.open: 300, .closed: 0])
        #expect(openLast.target(forOffset: 150, velocity: 0, positionalThreshold: .fraction(0.5), velocityThreshold: 125) == .open)
        #expect(closedLast.target(forOffset: 150, velocity: 0, positionalThreshold: .fraction(0.5), velocityThreshold: 125) == .closed)
        var drag = try AnchoredDraggable(anchors: closedLast, initialValue: .open)
        drag.update(with: pan(.began, 0, at: 0))
        drag.update(with: pan(.changed, -150, at: 0.5))
        drag.update(with: pan(.ended, -150, velocity: 0, at: 0.5))
        #expect(drag.lastRelease?.target == .closed)
    }

    /// A programmatic settle takes the time of the input that caused it: the same motion at every frame
    /// rate, even when the display link's last tick was long before.
    @Test func animateToAtAnInputsTimeIsRateIndependent() throws {
        let anchors = try DraggableAnchors<Stop>([.closed: 0, .open: 300])
        func run(fps: Double) throws -> [Int: [Double]] {
            var drag = try AnchoredDraggable(anchors: anchors, initialValue: .closed)
            var frame = 0
            while Double(frame) / fps < 1.0 { drag.tick(at: Double(frame) / fps); frame += 1 }   // frames before the tap
            drag.animate(to: .open, at: 1.0)     // a button tapped at t = 1
            return displayedFrames(from: 1.0, until: 5, fps: fps) { time in ([drag.tick(at: time)], drag.isSettled) }
        }
        let (shared, differing, _) = compareSharedInstants(try run(fps: 60), try run(fps: 120))
        #expect(differing.isEmpty, "differ at \(differing)")
        #expect(shared > 5)
    }
}
