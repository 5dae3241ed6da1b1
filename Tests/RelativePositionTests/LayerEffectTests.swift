import Dynamics
import Geometry
import RelativePosition
import Testing

private let container = Rect(x: 0, y: 0, width: 375, height: 667)
private let card = LayerState(position: Point(x: 10, y: 20), size: Size(width: 75, height: 67))

@Suite struct LayerEffectTests {
    /// Left edge = width·p − layerWidth·p; the centre is half a layer further.
    @Test(arguments: [(0.5, 187.5), (0.25, 112.5), (0.0001, 37.53), (0.9999, 337.47)])
    func slideKeepsTheLayerInside(p: Double, centreX: Double) throws {
        let slide = try LayerEffect.slide(along: .horizontal, in: container)
        let layer = slide.applied(Point(x: p, y: 0.9), to: card)
        #expect(Swift.abs(layer.position.x - centreX) <= 1e-12)
        #expect(layer.position.y == 20)
        #expect(layer.frame.minX >= 0 && layer.frame.maxX <= 375)
    }

    @Test func slideFromAnOffsetContainerAndVertically() throws {
        let offset = try LayerEffect.slide(along: .horizontal, in: Rect(x: 20, y: 0, width: 375, height: 667))
        #expect(offset.applied(Point(x: 0.5, y: 0.5), to: card).position.x == 207.5)
        let vertical = try LayerEffect.slide(along: .vertical, in: container)
        let layer = vertical.applied(Point(x: 0.1, y: 0.5), to: card)
        #expect(layer.position == Point(x: 10, y: 333.5))   // (667 − 67)·0.5 + 33.5
    }

    @Test func fadeIsP() throws {
        #expect(LayerEffect.fade(along: .horizontal).applied(Point(x: 0.3, y: 0.8), to: card).alpha == 0.3)
        #expect(LayerEffect.fade(along: .vertical).applied(Point(x: 0.3, y: 0.8), to: card).alpha == 0.8)
        let out = try LayerEffect.fade(along: .horizontal, from: 1, to: 0)
        #expect(out.applied(Point(x: 0.25, y: 0), to: card).alpha == 0.75)
    }

    @Test func scaleIsP() throws {
        #expect(LayerEffect.scale(along: .horizontal).applied(Point(x: 0.4, y: 0), to: card).transform.scale == Vector(dx: 0.4, dy: 0.4))
        let grow = try LayerEffect.scale(along: .horizontal, from: 1, to: 2)
        #expect(grow.applied(Point(x: 0.5, y: 0), to: card).transform.scale == Vector(dx: 1.5, dy: 1.5))
    }

    @Test func rotateIsPTimesTwoOverPi() throws {
        let rotate = LayerEffect.rotate(along: .horizontal)
        #expect(rotate.applied(Point(x: 0.5, y: 0), to: card).transform.rotation == 1 / Double.pi)
        #expect(rotate.applied(Point(x: 0.75, y: 0), to: card).transform.rotation == 0.75 * (2 / Double.pi))
        let quarter = try LayerEffect.rotate(along: .vertical, radiansPerUnit: .pi / 2)
        #expect(quarter.applied(Point(x: 0, y: 0.5), to: card).transform.rotation == .pi / 4)
    }

    @Test func translateScalesTheOffset() throws {
        let move = try LayerEffect.translate(along: .horizontal, by: Vector(dx: 100, dy: -40))
        #expect(move.applied(Point(x: 0.25, y: 0), to: card).transform.translation == Vector(dx: 25, dy: -10))
    }

    @Test func translateScaleRotateCombined() throws {
        let effects: [LayerEffect] = [
            try .slide(along: .horizontal, in: container), .scale(along: .horizontal), .rotate(along: .horizontal),
            try .translate(along: .vertical, by: Vector(dx: 0, dy: 100)),
        ]
        let layer = effects.applied(Point(x: 0.5, y: 0.2), to: card)
        #expect(layer.position == Point(x: 187.5, y: 20))
        #expect(layer.transform == DecomposedTransform(translation: Vector(dx: 0, dy: 20), rotation: 1 / .pi, uniformScale: 0.5))
        #expect(layer.alpha == 1)
    }

    @Test func modifierStages() throws {
        let edges = LayerEffect.fade(along: .horizontal).modified(by: .mirrored)
        #expect(edges.applied(Point(x: 0.25, y: 0), to: card).alpha == 0.75)
        let chain = LayerEffect.scale(along: .horizontal).modified(by: .reversed).modified(by: .power(2))
        #expect(chain.modifiers == [.reversed, .power(2)])
        #expect(chain.applied(Point(x: 0.25, y: 0), to: card).transform.scale.dx == 0.5625)
        let cube = LayerEffect.fade(along: .horizontal).modified(by: .power(3))
        #expect(cube.applied(Point(x: 0.5, y: 0), to: card).alpha == 0.125)
        let eased = LayerEffect.fade(along: .horizontal).modified(by: .curve(.easeIn))
        #expect(eased.progress(for: Point(x: 0.5, y: 0)) == TimingCurve.easeIn.value(at: 0.5))
        #expect(Swift.abs(TimingCurve.easeIn.value(at: 0.5) - 0.3153) < 0.00015)   // Chromium's ease-in at 0.5
    }

    @Test func nonFiniteProgressLeavesTheLayerUnchanged() throws {
        let effects: [LayerEffect] = [
            LayerEffect.fade(along: .horizontal).modified(by: .power(-1)),
            LayerEffect.rotate(along: .horizontal).modified(by: .power(-1)),
            try LayerEffect.slide(along: .horizontal, in: container).modified(by: .power(-1)),
        ]
        #expect(effects.applied(Point(x: 0, y: 0), to: card) == card)
        #expect(effects.applied(Point(x: .nan, y: 0), to: card) == card)
    }

    @Test func fadeClampsAlpha() {
        let over = LayerEffect.fade(along: .horizontal).modified(by: .power(0.5), .clamped(lower: 0, upper: 4))
        #expect(over.applied(Point(x: 9, y: 0), to: card).alpha == 1)
    }

    @Test func rejectsBadParameters() {
        #expect(throws: ConfigurationError.self) { try LayerEffect.slide(along: .horizontal, in: .zero) }
        #expect(throws: ConfigurationError.self) { try LayerEffect.fade(along: .horizontal, from: 1.5, to: 0) }
        #expect(throws: ConfigurationError.self) { try LayerEffect.fade(along: .horizontal, from: 0, to: .nan) }
        #expect(throws: ConfigurationError.self) { try LayerEffect.scale(along: .horizontal, from: 0, to: .infinity) }
        #expect(throws: ConfigurationError.self) { try LayerEffect.rotate(along: .horizontal, radiansPerUnit: .nan) }
        #expect(throws: ConfigurationError.self) { try LayerEffect.translate(along: .horizontal, by: Vector(dx: .infinity, dy: 0)) }
    }
}
