import Geometry
import Testing
import Transitions

/// Issue 19, item 10: finite values past 1.34e154 (whose squares overflow) are accepted, and a
/// container too large for what a factory builds from it is rejected naming `container`.
@Suite struct ContainerDomainTests {
    @Test func valuesWhoseSquaresOverflowAreFinite() throws {
        let animation = try TransitionAnimation(from: 2e154, to: 1e300)
        #expect(animation.value(atLocalTime: 0.5, transitionDuration: 1).isFinite)
        var animator = try PropertyAnimator(duration: 1, timing: .linear, from: Point(x: 1e300, y: 0), to: Point(x: -1e300, y: 5))
        animator.start()
        animator.step(by: 0.5)
        #expect(animator.value == Point(x: 0, y: 2.5))
    }

    @Test func aContainerPastTheSquareRootOfTheLargestDoubleBuildsAPop() throws {
        var pop = try TransitionInteraction.interactivePop(in: Rect(x: 0, y: 0, width: 2e154, height: 3e154))
        let frame = pop.tick(at: 0)
        #expect(frame.allSatisfy { $0.isFinite })
    }

    @Test func aContainerTooLargeToSlideOffIsRejectedAsTheContainer() {
        for container in [Rect(x: 1e308, y: 0, width: 1e308, height: 1), Rect(x: 0, y: -1.5e308, width: 10, height: 1e308),
                          Rect(x: 0, y: 0, width: .greatestFiniteMagnitude, height: 1)] {
            #expect {
                _ = try TransitionInteraction.interactivePop(in: container)
            } throws: { error in
                (error as? ConfigurationError)?.parameter == "container"
            }
            #expect {
                _ = try TransitionInteraction.pullDownToDismiss(card: LayerState(frame: Rect(x: 0, y: 0, width: 1, height: 1)), in: container)
            } throws: { error in
                (error as? ConfigurationError)?.parameter == "container"
            }
        }
    }
}
