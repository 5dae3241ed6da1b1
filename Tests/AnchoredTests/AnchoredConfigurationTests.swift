import Testing
@testable import Anchored

/// Bad configuration is a `ConfigurationError` naming the caller's parameter.
@Suite struct AnchoredConfigurationTests {
    func parameter(_ make: () throws -> Void) -> String? {
        do { try make(); return nil } catch let error as ConfigurationError { return error.parameter } catch { return "\(error)" }
    }

    @Test func anchorsMustBeNonEmptyFiniteAndDistinct() {
        #expect(parameter { _ = try DraggableAnchors<Int>([:]) } == "anchors")
        #expect(parameter { _ = try DraggableAnchors([0: 0, 1: .nan]) } == "anchors[1]")
        #expect(parameter { _ = try DraggableAnchors([0: -.infinity]) } == "anchors[0]")
        #expect(parameter { _ = try DraggableAnchors([0: 2e15]) } == "anchors[0]")
        #expect(parameter { _ = try DraggableAnchors([0: 0, 1: 10, 0: 20]) } == "anchors[2]")      // a key twice
        #expect(parameter { _ = try DraggableAnchors([0: 0, 1: 10, 2: 10]) } == "anchors[2]")     // a place twice
        #expect(parameter { _ = try DraggableAnchors([0: 30, 1: -10, 2: 10]) } == nil)
    }

    @Test func anchorsAreKeptSortedByPosition() throws {
        let anchors = try DraggableAnchors(["open": 300, "closed": 0, "peek": 120])
        #expect(anchors.keys == ["closed", "peek", "open"])
        #expect(anchors.positions == [0, 120, 300])
        #expect(anchors.position(of: "gone") == nil)
        #expect(anchors.closest(to: 211) == "open" && anchors.closest(to: 210) == "peek")   // a tie: the lower
    }

    @Test func everyParameterIsChecked() throws {
        let anchors = try DraggableAnchors(["off": 0, "on": 40])
        func make(initialValue: String = "off", positional: PositionalThreshold = .fraction(0.5), velocity: Double = 125,
                  animation: AnchoredSettleAnimation = .spring(.composeDefault),
                  overscroll: AnchoredOverscroll = .clamped) -> String? {
            parameter {
                _ = try AnchoredDraggable(anchors: anchors, initialValue: initialValue, positionalThreshold: positional,
                                          velocityThreshold: velocity, settleAnimation: animation, overscroll: overscroll)
            }
        }
        #expect(make() == nil)
        #expect(make(initialValue: "half") == "initialValue")
        #expect(make(velocity: -1) == "velocityThreshold")
        #expect(make(velocity: .nan) == "velocityThreshold")
        #expect(make(positional: .fraction(1.5)) == "positionalThreshold.fraction")
        #expect(make(positional: .fraction(.nan)) == "positionalThreshold.fraction")
        #expect(make(positional: .distance(-1)) == "positionalThreshold.distance")
        #expect(make(animation: .tween(duration: .nan, curve: .linear)) == "settleAnimation.duration")
        #expect(make(animation: .spring(try Spring(stiffness: 100, damping: 0))) == "settleAnimation.spring.damping")
        #expect(make(animation: .decay(.normal, then: try Spring(stiffness: 100, damping: 0))) == "settleAnimation.spring.damping")
        #expect(make(overscroll: .rubberBand(dimension: 0)) == "overscroll.dimension")
        #expect(make(overscroll: .rubberBand(dimension: .infinity)) == "overscroll.dimension")
        #expect(make(overscroll: .rubberBand(dimension: 2e15)) == "overscroll.dimension")
    }

    @Test func anInvalidAnimationForOneMoveFallsBackToTheConfiguredOne() throws {
        var toggle = try AnchoredDraggable(anchors: DraggableAnchors([false: 0, true: 40]), initialValue: false)
        toggle.tick(at: 1)
        toggle.animate(to: true, using: .tween(duration: -1, curve: .linear))
        let spring = SpringSolution(spring: .composeDefault, from: 0.0, to: 40)
        #expect(toggle.tick(at: 1.05) == spring.value(at: 1.05 - 1))
    }
}
