import Foundation
import Testing
import Geometry
import _MotionTestSupport

@Suite struct LayerStateTests {
    @Test func frameCoversTheTransformedBounds() {
        var card = LayerState(position: Point(x: 100, y: 100), size: Size(width: 80, height: 40))
        #expect(card.frame == Rect(x: 60, y: 80, width: 80, height: 40))
        #expect(card.bounds == Rect(x: -40, y: -20, width: 80, height: 40))
        card.transform.rotation = .pi / 2
        let frame = card.frame
        #expect(isClose(frame.minX, 80, absolute: 1e-12) && isClose(frame.minY, 60, absolute: 1e-12))
        #expect(isClose(frame.width, 40, absolute: 1e-12) && isClose(frame.height, 80, absolute: 1e-12))
        card.transform = DecomposedTransform(translation: Vector(dx: 10, dy: 0), uniformScale: 2)
        #expect(card.frame == Rect(x: 30, y: 60, width: 160, height: 80))
        #expect(LayerState(frame: Rect(x: 10, y: 10, width: 20, height: 30)) ==
                LayerState(position: Point(x: 20, y: 25), size: Size(width: 20, height: 30)))
    }

    @Test func interpolatesEveryProperty() {
        let a = LayerState(position: Point(x: 0, y: 0), size: Size(width: 10, height: 10), alpha: 0,
                           transform: DecomposedTransform(rotation: 0, uniformScale: 1), zPosition: 0)
        let b = LayerState(position: Point(x: 10, y: 20), size: Size(width: 30, height: 50), alpha: 1,
                           transform: DecomposedTransform(rotation: 1, uniformScale: 3), zPosition: 4)
        let mid = a.interpolated(to: b, by: 0.5)
        #expect(mid == LayerState(position: Point(x: 5, y: 10), size: Size(width: 20, height: 30), alpha: 0.5,
                                  transform: DecomposedTransform(rotation: 0.5, uniformScale: 2), zPosition: 2))
        #expect(a.interpolated(to: b, by: 0) == a)
        #expect(a.interpolated(to: b, by: 1) == b)
        #expect((b - b) == .zero)
        #expect(LayerState.zero.magnitudeSquared == 0)
        #expect((a + b).alpha == 1)
    }

    @Test func finiteness() {
        #expect(LayerState().isFinite)
        var state = LayerState()
        state.transform.rotation = .nan
        #expect(!state.isFinite)
        state = LayerState(alpha: .infinity)
        #expect(!state.isFinite)
    }

    @Test func codableRoundTrip() throws {
        let state = LayerState(position: Point(x: 1, y: 2), size: Size(width: 3, height: 4), alpha: 0.5,
                               transform: DecomposedTransform(rotation: 0.25, uniformScale: 2), zPosition: 1)
        let data = try JSONEncoder().encode(state)
        #expect(try JSONDecoder().decode(LayerState.self, from: data) == state)
        let transform = AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(try JSONDecoder().decode(AffineTransform.self, from: JSONEncoder().encode(transform)) == transform)
        let rect = Rect(x: 1, y: 2, width: 3, height: 4)
        #expect(try JSONDecoder().decode(Rect.self, from: JSONEncoder().encode(rect)) == rect)
        let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(try JSONDecoder().decode(EdgeInsets.self, from: JSONEncoder().encode(insets)) == insets)
    }
}

@Suite struct LayerStateCornerRadiusTests {
    static let card = LayerState(position: Point(x: 2, y: 4), size: Size(width: 6, height: 8), alpha: 1,
                                 transform: DecomposedTransform(rotation: 1, uniformScale: 2), zPosition: 1, cornerRadius: 12)
    static let screen = LayerState(frame: Rect(x: 0, y: 0, width: 20, height: 40), cornerRadius: 4)

    @Test func cornerRadiusInterpolatesWithTheRest() {
        let middle = Self.card.interpolated(to: Self.screen, by: 0.5)
        #expect(middle.cornerRadius == 8)
        #expect(LayerState(frame: Rect(x: 0, y: 0, width: 20, height: 40)).cornerRadius == 0)
        #expect((Self.card - Self.screen).cornerRadius == 8 && (Self.card * 0.5).cornerRadius == 6)
        #expect(Self.card.magnitudeSquared - LayerState(position: Self.card.position, size: Self.card.size, alpha: 1,
                                                         transform: Self.card.transform, zPosition: 1).magnitudeSquared == 144)
        var broken = Self.card
        broken.cornerRadius = .nan
        #expect(!broken.isFinite)
    }

    @Test func everyInterpolatableKeepsTheLaws() {
        #expect(interpolatableLawViolations([Self.card, Self.screen, .zero]) == [])
        #expect(interpolatableLawViolations([Point(x: 1, y: -2), Point(x: 4, y: 8)]) == [])
        #expect(interpolatableLawViolations([Vector(dx: 1, dy: -2), Vector(dx: 4, dy: 8)]) == [])
        #expect(interpolatableLawViolations([Size(width: 3, height: 5), Size(width: -2, height: 1)]) == [])
        #expect(interpolatableLawViolations([Rect(x: 1, y: 2, width: 3, height: 4), Rect(x: -5, y: 6, width: 7, height: 8)]) == [])
        #expect(interpolatableLawViolations([DecomposedTransform(rotation: 1, uniformScale: 2), .identity]) == [])
        #expect(interpolatableLawViolations([1.0, -3.0, 0.0]) == [])
        #expect(interpolatableLawViolations([SIMD2<Double>(1, 2), SIMD2<Double>(-3, 4)]) == [])
    }

    @Test func codableCarriesTheCornerRadiusAndReadsOlderStates() throws {
        let data = try JSONEncoder().encode(Self.card)
        #expect(try JSONDecoder().decode(LayerState.self, from: data) == Self.card)
        #expect(String(decoding: data, as: UTF8.self).contains("\"cornerRadius\":12"))
        // A state written before the corner radius existed decodes with square corners.
        var object = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        object.removeValue(forKey: "cornerRadius")
        let older = try JSONDecoder().decode(LayerState.self, from: JSONSerialization.data(withJSONObject: object))
        var expected = Self.card
        expected.cornerRadius = 0
        #expect(older == expected)
    }
}
