// Generated from the guide, the DocC catalogue and the doc comments of Geometry by
// `python3 Scripts/documentation-examples.py`; do not edit.
// Each example compiles here with only the imports it shows (the module's own when it shows none),
// as it would in a user's code, and runs.
import Geometry
import Testing

@Suite struct GeometryDocumentationExamples {
    @Test func guide1() throws {

        let container = Rect(x: 0, y: 0, width: 375, height: 667)
        let p = relativePosition(of: Point(x: 100, y: 600), in: container)   // each axis in (0, 1)
        var card = LayerState(position: container.center, size: Size(width: 200, height: 120))
        card.alpha = TimingCurve.easeOut.value(at: p.y)
        card.transform.rotation = p.x * 2 / .pi
        card.frame                                   // the rectangle the rotated card covers
        let pulled = rubberBand(value: -80, in: 0...1_200, dimension: 667)   // -41.28: resisting past the top
    }

    @Test func guide2() throws {

        let length = Vector(dx: 3e200, dy: 4e200).magnitude                          // 5e200: no overflow on the way
        let far = Point(x: -8e307, y: 0).distance(to: Point(x: 8e307, y: 0))          // 1.6e308
        let finite = Vector(dx: 1e200, dy: 0).isFinite                                // true, though magnitudeSquared is infinity
        let none = AffineTransform(a: 1, b: 0, c: 0, d: 1e-320, tx: 0, ty: 0).inverted()   // nil: an entry would be 1e320
        let flat = TimingCurve.easeIn.value(at: -.infinity)                           // 0: a flat tangent stays flat
    }

    @Test func doccgeometry1() throws {

        let container = Rect(x: 0, y: 0, width: 375, height: 667)
        let p = relativePosition(of: Point(x: 100, y: 600), in: container)    // (0.2667, 0.8996): each axis in (0, 1)
        let eased = TimingCurve.easeInOut.value(at: p.y)
        var layer = LayerState(position: container.center, size: Size(width: 80, height: 80))
        layer.alpha = eased
        layer.transform.rotation = p.x * 2 / .pi
    }

    @Test func affineTransform1() throws {
        let t = AffineTransform(scaleX: 2, y: 2).concatenating(AffineTransform(translationX: 10, y: 0))
        t.apply(to: Point(x: 1, y: 1))      // (12, 2)
        t.inverted()?.apply(to: Point(x: 12, y: 2))   // (1, 1)
    }

    @Test func configurationError1() throws {

        do {
            try ConfigurationError.validateContainer(Rect(x: 0, y: 0, width: 0, height: 667))
        } catch {
            print(error)   // "container.width = 0.0: must be positive and finite"
        }
    }

    @Test func decomposedTransform1() throws {
        var parts = DecomposedTransform(rotation: .pi / 4, scale: Vector(dx: 2, dy: 2))
        AffineTransform(parts).decomposed == parts   // up to rounding
    }

    @Test func frameClock1() throws {

        var clock = FrameClock()
        clock.advance(to: 10.0)            // 0: the first tick only sets the time base
        clock.advance(to: 10.0 + 1 / 120)  // 1/120 s
        clock.advance(to: 10.0 + 1 / 120)  // 0: a repeated tick advances nothing
    }

    @Test func interpolatable1() throws {
        let halfway = Point(x: 0, y: 0).interpolated(to: Point(x: 10, y: 20), by: 0.5)   // (5, 10)
    }

    @Test func interpolatable2() throws {
        Vector(dx: 3e200, dy: 4e200).magnitude      // 5e200 (the squares would overflow)
        Vector(dx: 3e-200, dy: 4e-200).magnitude    // 5e-200 (the squares would underflow)
    }

    @Test func interpolation1() throws {
        lerp(10.0, 20.0, 0.25)   // 12.5
    }

    @Test func interpolation2() throws {
        progress(of: 150, in: 100...200)   // 0.5
        progress(of: 250, in: 100...200)   // 1.5
    }

    @Test func interpolation3() throws {
        map(0.5, from: 0...1, to: 100...300)   // 200
    }

    @Test func interpolation4() throws {
        relativePosition(of: Point(x: 50, y: 150), in: Rect(x: 0, y: 100, width: 100, height: 100))  // (0.5, 0.5)
    }

    @Test func layerState1() throws {
        var card = LayerState(position: Point(x: 100, y: 100), size: Size(width: 80, height: 40))
        card.transform.rotation = .pi / 2
        card.frame   // Rect(x: 80, y: 60, width: 40, height: 80)
    }

    @Test func materialDuration1() throws {
        MaterialDuration.medium2     // 0.3 s
    }

    @Test func materialEasing1() throws {
        MaterialEasing.standard.value(at: 0.5)       // the M3 standard curve (0.2, 0, 0, 1)
        MaterialEasing.emphasized.value(at: 0.5)     // the two-segment emphasized curve
    }

    @Test func point1() throws {
        let p = Point(x: 10, y: 20) + Vector(dx: 5, dy: 0)   // (15, 20)
    }

    @Test func point2() throws {
        Point(x: 0, y: 0).distance(to: Point(x: 3, y: 4))   // 5
        Point(x: -1e308, y: 0).distance(to: Point(x: 1e308, y: 0))   // 2e308 overflows: infinity
    }

    @Test func progressModifier1() throws {
        let fadeAtEdges = ProgressModifier.mirrored          // 1 at the centre of -1...1, 0 at the ends
        fadeAtEdges.apply(to: 0.25)                          // 0.75
        [.reversed, .power(3)].apply(to: 0.5)                // 0.125, applied left to right
    }

    @Test func rect1() throws {
        let container = Rect(x: 0, y: 0, width: 375, height: 667)
        container.center                 // (187.5, 333.5)
        container.contains(Point(x: 10, y: 10))   // true
    }

    @Test func rubberBand1() throws {
        rubberBand(offset: 100, dimension: 960)   // 52.02...
    }

    @Test func rubberBand2() throws {
        rubberBand(value: 120, in: 0...100, dimension: 400)   // 100 + rubberBand(offset: 20, dimension: 400)
    }

    @Test func stepEasing1() throws {
        let ticks = try StepEasing(steps: 4)                      // steps(4) = steps(4, jump-end)
        ticks.value(at: 0.3)                                      // 0.25
        try StepEasing(steps: 4, position: .jumpStart).value(at: 0.3)   // 0.5
    }

    @Test func threePointCubic1() throws {
        ThreePointCubic.emphasized.value(at: 0.166666)   // 0.4, the midpoint
    }

    @Test func timingCurve1() throws {
        let curve = try TimingCurve(controlPoints: 0.25, 0.1, 0.25, 1)   // the same as .ease
        curve.value(at: 0.5)    // 0.8024...
        TimingCurve.easeInOut.value(at: 0.25)
    }

    @Test func unitCurve1() throws {
        UnitCurve.circularEaseOut.value(at: 0.5)            // 0.866 (√0.75)
        let anticipating = try UnitCurve.bezier(startControlPoint: Point(x: -0.2, y: 0), endControlPoint: Point(x: 0.6, y: 1))
    }

    @Test func vector1() throws {
        let v = Vector(dx: 3, dy: 4)
        v.magnitude        // 5
        v.normalized       // (0.6, 0.8)
    }
}
