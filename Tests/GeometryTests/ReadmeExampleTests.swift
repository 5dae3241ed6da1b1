import Testing
import Geometry
import _MotionTestSupport

/// The README's example, run: if it stops compiling or its numbers change, the README is wrong.
@Suite struct ReadmeExampleTests {
    @Test func rootReadmeExample() {
        let container = Rect(x: 0, y: 0, width: 375, height: 667)
        var card = LayerState(position: container.center, size: Size(width: 200, height: 120))
        let p = relativePosition(of: Point(x: 300, y: 500), in: container)
        card.alpha = TimingCurve.easeOut.value(at: p.y)
        card.transform.rotation = p.x * 2 / .pi
        card.position.x = container.width * p.x - card.size.width * p.x + card.size.width / 2
        #expect(isClose(p.x, 0.8, absolute: 1e-15))
        #expect(card.position.x == 375 * 0.8 - 200 * 0.8 + 100)
        #expect(card.alpha > 0.9 && card.alpha < 1)
        #expect(card.frame.width > 200)
    }

    @Test func geometryGuideExample() {
        #expect(isClose(rubberBand(value: -80, in: 0...1_200, dimension: 667), -41.277074542897296, absolute: 1e-12))
        let p = relativePosition(of: Point(x: 100, y: 600), in: Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(isClose(p.x, 0.26667, absolute: 1e-5) && isClose(p.y, 0.89955, absolute: 1e-5))
    }
}
