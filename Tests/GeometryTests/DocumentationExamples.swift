// Generated from the guide, the DocC catalogue and the doc comments of Geometry (and the examples of
// README.md and docs/ that import it first) by `python3 Scripts/documentation-examples.py`; do not edit.
// Each example compiles here with only the imports it shows (the module's own when it shows none),
// as it would in a user's code, and runs; what a `print(...)  // comment` line states is expected.
import Geometry
import Testing

@Suite struct GeometryDocumentationExamples {
    @Test func guide1() throws {

        let container = Rect(x: 0, y: 0, width: 375, height: 667)
        let p = relativePosition(of: Point(x: 100, y: 600), in: container)
        var printed1 = ""
        print(p.x, p.y, to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"0\.2666[0-9]* 0\.8995[0-9]*\n"#)) != nil, "printed \(printed1), stated 0.2666... 0.8995...")
        var card = LayerState(position: container.center, size: Size(width: 200, height: 120))
        card.alpha = TimingCurve.easeOut.value(at: p.y)
        card.transform.rotation = p.x * 2 / .pi
        var printed2 = ""
        print(card.frame.width, to: &printed2)
        #expect(printed2.wholeMatch(of: try Regex(#"217\.3990[0-9]*\n"#)) != nil, "printed \(printed2), stated 217.3990...")
        var printed3 = ""
        print(rubberBand(value: -80, in: 0...1_200, dimension: 667), to: &printed3)
        #expect(printed3 == "-41.277074542897296\n")
    }

    @Test func guide2() throws {

        let cell = Rect(x: 180, y: 100, width: 150, height: 100)
        let screen = Rect(x: 32, y: 275, width: 100, height: 150)
        let hero = try RectPath(from: cell, to: screen, kind: .material)     // Flutter's MaterialRectArcTween
        var printed1 = ""
        print(hero.rect(at: 0.75).minX, to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"42\.2955[0-9]*\n"#)) != nil, "printed \(printed1), stated 42.2955...")
        let arc = try MotionPath(from: Point(x: 0, y: 0), to: Point(x: 300, y: 300), kind: .arcBelow)
        var printed2 = ""
        print(arc.point(at: 0.25), to: &printed2)
        #expect(printed2.wholeMatch(of: try Regex(#"\(22\.8361[0-9]*, 114\.8050[0-9]*\)\n"#)) != nil, "printed \(printed2), stated (22.8361..., 114.8050...)")
        let card = LayerState(frame: cell, cornerRadius: 16)
        var printed3 = ""
        print(card.interpolated(to: LayerState(frame: screen), by: 0.5).cornerRadius, to: &printed3)
        #expect(printed3 == "8.0\n")
    }

    @Test func guide3() throws {

        var printed1 = ""
        print(Vector(dx: 3e200, dy: 4e200).magnitude, to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"4\.9999[0-9]*e\+200\n"#)) != nil, "printed \(printed1), stated 4.9999...e+200")
        var printed2 = ""
        print(Point(x: -8e307, y: 0).distance(to: Point(x: 8e307, y: 0)), to: &printed2)
        #expect(printed2 == "1.6e+308\n")
        var printed3 = ""
        print(Vector(dx: 1e200, dy: 0).isFinite, to: &printed3)
        #expect(printed3 == "true\n")
        var printed4 = ""
        print(AffineTransform(a: 1, b: 0, c: 0, d: .leastNonzeroMagnitude, tx: 0, ty: 0).inverted() == nil, to: &printed4)
        #expect(printed4 == "true\n")
        var printed5 = ""
        print(TimingCurve.easeIn.value(at: -.infinity), to: &printed5)
        #expect(printed5 == "0.0\n")
    }

    @Test func doccgeometry1() throws {

        let container = Rect(x: 0, y: 0, width: 375, height: 667)
        let p = relativePosition(of: Point(x: 100, y: 600), in: container)
        var printed1 = ""
        print(p, to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"\(0\.2666[0-9]*, 0\.8995[0-9]*\)\n"#)) != nil, "printed \(printed1), stated (0.2666..., 0.8995...)")
        let eased = TimingCurve.easeInOut.value(at: p.y)
        var layer = LayerState(position: container.center, size: Size(width: 80, height: 80))
        layer.alpha = eased
        layer.transform.rotation = p.x * 2 / .pi
    }

    @Test func affineTransform1() throws {
        let t = AffineTransform(scaleX: 2, y: 2).concatenating(AffineTransform(translationX: 10, y: 0))
        var printed1 = ""
        print(t.apply(to: Point(x: 1, y: 1)), to: &printed1)
        #expect(printed1 == "(12.0, 2.0)\n")
        var printed2 = ""
        print(t.inverted()?.apply(to: Point(x: 12, y: 2)) ?? .zero, to: &printed2)
        #expect(printed2 == "(1.0, 1.0)\n")
    }

    @Test func configurationError1() throws {

        do {
            try ConfigurationError.validateContainer(Rect(x: 0, y: 0, width: 0, height: 667))
        } catch {
            var printed1 = ""
            print(error, to: &printed1)
            #expect(printed1 == "container.width = 0.0: must be positive and finite\n")
        }
    }

    @Test func decomposedTransform1() throws {
        let parts = DecomposedTransform(rotation: .pi / 4, scale: Vector(dx: 2, dy: 2))
        var printed1 = ""
        print(AffineTransform(parts).decomposed == parts, to: &printed1)
        #expect(printed1 == "true\n")
    }

    @Test func frameClock1() throws {

        var clock = FrameClock()
        var printed1 = ""
        print(clock.advance(to: 10.0), to: &printed1)
        #expect(printed1 == "0.0\n")
        clock.start(at: 10.004)                    // a release stamped 10.004 s starts a motion
        var printed2 = ""
        print(clock.advance(to: 10.0), to: &printed2)
        #expect(printed2 == "0.0\n")
        var printed3 = ""
        print(clock.advance(to: 10.004 + 1 / 120), to: &printed3)
        #expect(printed3.wholeMatch(of: try Regex(#"0\.00833[0-9]*\n"#)) != nil, "printed \(printed3), stated 0.00833...")
        var printed4 = ""
        print(clock.elapsed, to: &printed4)
        #expect(printed4.wholeMatch(of: try Regex(#"0\.00833[0-9]*\n"#)) != nil, "printed \(printed4), stated 0.00833...")
    }

    @Test func interpolatable1() throws {
        var printed1 = ""
        print(Point(x: 0, y: 0).interpolated(to: Point(x: 10, y: 20), by: 0.5), to: &printed1)
        #expect(printed1 == "(5.0, 10.0)\n")
    }

    @Test func interpolatable2() throws {
        var printed1 = ""
        print(Vector(dx: 3e200, dy: 4e200).magnitude, to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"4\.9999[0-9]*e\+200\n"#)) != nil, "printed \(printed1), stated 4.9999...e+200")
        var printed2 = ""
        print(Vector(dx: 3e-200, dy: 4e-200).magnitude, to: &printed2)
        #expect(printed2 == "5e-200\n")
    }

    @Test func interpolation1() throws {
        var printed1 = ""
        print(lerp(10.0, 20.0, 0.25), to: &printed1)
        #expect(printed1 == "12.5\n")
    }

    @Test func interpolation2() throws {
        var printed1 = ""
        print(progress(of: 150, in: 100...200), to: &printed1)
        #expect(printed1 == "0.5\n")
        var printed2 = ""
        print(progress(of: 250, in: 100...200), to: &printed2)
        #expect(printed2 == "1.5\n")
    }

    @Test func interpolation3() throws {
        var printed1 = ""
        print(map(0.5, from: 0...1, to: 100...300), to: &printed1)
        #expect(printed1 == "200.0\n")
    }

    @Test func interpolation4() throws {
        var printed1 = ""
        print(relativePosition(of: Point(x: 50, y: 150), in: Rect(x: 0, y: 100, width: 100, height: 100)), to: &printed1)
        #expect(printed1 == "(0.5, 0.5)\n")
    }

    @Test func layerState1() throws {
        var card = LayerState(position: Point(x: 100, y: 100), size: Size(width: 80, height: 40))
        card.transform.rotation = .pi / 2
        var printed1 = ""
        print(card.frame, to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"\(80\.0, 60\.0, 40\.0000[0-9]*, 80\.0\)\n"#)) != nil, "printed \(printed1), stated (80.0, 60.0, 40.0000..., 80.0)")
    }

    @Test func materialDuration1() throws {
        var printed1 = ""
        print(MaterialDuration.medium2, to: &printed1)
        #expect(printed1 == "0.3\n")
    }

    @Test func materialEasing1() throws {
        var printed1 = ""
        print(MaterialEasing.standard.value(at: 0.5), to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"0\.8778[0-9]*\n"#)) != nil, "printed \(printed1), stated 0.8778...")
        var printed2 = ""
        print(MaterialEasing.emphasized.value(at: 0.5), to: &printed2)
        #expect(printed2.wholeMatch(of: try Regex(#"0\.9506[0-9]*\n"#)) != nil, "printed \(printed2), stated 0.9506...")
    }

    @Test func motionPath1() throws {
        let path = try MotionPath(from: Point(x: 0, y: 0), to: Point(x: 300, y: 300), kind: .arcAbove)
        var printed1 = ""
        print(path.point(at: 0.5), to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"\(212\.1320[0-9]*, 87\.8679[0-9]*\)\n"#)) != nil, "printed \(printed1), stated (212.1320..., 87.8679...)")
        var printed2 = ""
        print(path.velocity(at: 0), to: &printed2)
        #expect(printed2.wholeMatch(of: try Regex(#"\(471\.2329[0-9]*, 0\.0\)\n"#)) != nil, "printed \(printed2), stated (471.2329..., 0.0)")
        let flutter = try MotionPath(from: Point(x: 0, y: 0), to: Point(x: 1, y: 10), kind: .material)
        var printed3 = ""
        print(flutter.point(at: 0.5), to: &printed3)
        #expect(printed3 == "(0.5, 5.0)\n")
    }

    @Test func motionPreferences1() throws {

        let slow = try MotionPreferences(durationScale: 2)
        var printed1 = ""
        print(slow.motionTime(since: 1.0, at: 1.5), to: &printed1)
        #expect(printed1 == "0.25\n")
        let none = try MotionPreferences(durationScale: 0)
        var printed2 = ""
        print(none.endsMotionsAtOnce, to: &printed2)
        #expect(printed2 == "true\n")
    }

    @Test func point1() throws {
        var printed1 = ""
        print(Point(x: 10, y: 20) + Vector(dx: 5, dy: 0), to: &printed1)
        #expect(printed1 == "(15.0, 20.0)\n")
    }

    @Test func point2() throws {
        var printed1 = ""
        print(Point(x: 0, y: 0).distance(to: Point(x: 3, y: 4)), to: &printed1)
        #expect(printed1 == "5.0\n")
        var printed2 = ""
        print(Point(x: -1e308, y: 0).distance(to: Point(x: 1e308, y: 0)), to: &printed2)
        #expect(printed2 == "inf\n")
    }

    @Test func progressModifier1() throws {
        let fadeAtEdges = ProgressModifier.mirrored          // 1 at the centre of -1...1, 0 at the ends
        var printed1 = ""
        print(fadeAtEdges.apply(to: 0.25), to: &printed1)
        #expect(printed1 == "0.75\n")
        var printed2 = ""
        print([.reversed, .power(3)].apply(to: 0.5), to: &printed2)
        #expect(printed2 == "0.125\n")
    }

    @Test func rect1() throws {
        let container = Rect(x: 0, y: 0, width: 375, height: 667)
        var printed1 = ""
        print(container.center, to: &printed1)
        #expect(printed1 == "(187.5, 333.5)\n")
        var printed2 = ""
        print(container.contains(Point(x: 10, y: 10)), to: &printed2)
        #expect(printed2 == "true\n")
    }

    @Test func rectPath1() throws {
        let cell = Rect(x: 180, y: 100, width: 150, height: 100)
        let screen = Rect(x: 32, y: 275, width: 100, height: 150)
        let path = try RectPath(from: cell, to: screen, kind: .material)
        let frame = path.rect(at: 0.25)
        var printed1 = ""
        print(frame.minX, frame.minY, frame.maxX, frame.maxY, to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"119\.5411[0-9]* 112\.9236[0-9]* 259\.3613[0-9]* 237\.2846[0-9]*\n"#)) != nil, "printed \(printed1), stated 119.5411... 112.9236... 259.3613... 237.2846...")
    }

    @Test func rubberBand1() throws {
        var printed1 = ""
        print(rubberBand(offset: 100, dimension: 960), to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"52\.0197[0-9]*\n"#)) != nil, "printed \(printed1), stated 52.0197...")
    }

    @Test func rubberBand2() throws {
        var printed1 = ""
        print(rubberBand(value: 120, in: 0...100, dimension: 400), to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"110\.7055[0-9]*\n"#)) != nil, "printed \(printed1), stated 110.7055...")
    }

    @Test func rubberBand3() throws {
        let banded = rubberBand(offset: 100, dimension: 960)             // 52.0197...
        let pulled = rubberBandInverse(banded: banded, dimension: 960)
        var printed1 = ""
        print((pulled * 1e9).rounded() / 1e9, to: &printed1)
        #expect(printed1 == "100.0\n")
    }

    @Test func rubberBand4() throws {
        let shown = rubberBand(value: 120, in: 0...100, dimension: 400)
        let value = rubberBandInverse(value: shown, in: 0...100, dimension: 400)
        var printed1 = ""
        print((value * 1e9).rounded() / 1e9, to: &printed1)
        #expect(printed1 == "120.0\n")
    }

    @Test func scaledClock1() throws {
        var clock = ScaledClock()
        clock.start(at: 10, durationScale: 2.5)    // a release at 10 s, at a scale of 2.5
        var printed1 = ""
        print(clock.time(at: 12.5), to: &printed1)
        #expect(printed1 == "11.0\n")
        var printed2 = ""
        print(clock.follow(to: 1.0), to: &printed2)
        #expect(printed2 == "true\n")
        var printed3 = ""
        print(clock.time(at: 3.5), to: &printed3)
        #expect(printed3 == "2.0\n")
    }

    @Test func stepEasing1() throws {
        let ticks = try StepEasing(steps: 4)                      // steps(4) = steps(4, jump-end)
        var printed1 = ""
        print(ticks.value(at: 0.3), to: &printed1)
        #expect(printed1 == "0.25\n")
        var printed2 = ""
        print(try StepEasing(steps: 4, position: .jumpStart).value(at: 0.3), to: &printed2)
        #expect(printed2 == "0.5\n")
    }

    @Test func threePointCubic1() throws {
        var printed1 = ""
        print(ThreePointCubic.emphasized.value(at: 0.166666), to: &printed1)
        #expect(printed1 == "0.4\n")
    }

    @Test func timingCurve1() throws {
        let curve = try TimingCurve(controlPoints: 0.25, 0.1, 0.25, 1)   // the same as .ease
        var printed1 = ""
        print(curve.value(at: 0.5), to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"0\.8024[0-9]*\n"#)) != nil, "printed \(printed1), stated 0.8024...")
        _ = TimingCurve.easeInOut.value(at: 0.25)
    }

    @Test func unitCurve1() throws {
        var printed1 = ""
        print(UnitCurve.circularEaseOut.value(at: 0.5), to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"0\.8660[0-9]*\n"#)) != nil, "printed \(printed1), stated 0.8660...")
        let overshooting = try UnitCurve.bezier(startControlPoint: Point(x: 0.3, y: 1.6), endControlPoint: Point(x: 0.6, y: 1))
        var printed2 = ""
        print(overshooting.value(at: 0.5), to: &printed2)
        #expect(printed2.wholeMatch(of: try Regex(#"1\.1081[0-9]*\n"#)) != nil, "printed \(printed2), stated 1.1081...")
    }

    @Test func unitCurve2() throws {
        let clamped = try UnitCurve.bezier(startControlPoint: Point(x: -0.5, y: 2), endControlPoint: Point(x: 1.5, y: -1))
        var printed1 = ""
        print(clamped.velocity(at: 0.5), to: &printed1)
        #expect(printed1 == "-1.0\n")
    }

    @Test func vector1() throws {
        let v = Vector(dx: 3, dy: 4)
        var printed1 = ""
        print(v.magnitude, to: &printed1)
        #expect(printed1 == "5.0\n")
        var printed2 = ""
        print(v.normalized, to: &printed2)
        #expect(printed2 == "(0.6, 0.8)\n")
    }

    @Test func docshosts2() throws {

        var card = LayerState(position: Point(x: 187.5, y: 333.5), size: Size(width: 300, height: 400))
        card.transform.scale = Vector(dx: 0.5, dy: 0.5)
        card.alpha = 0.8
        let m = card.transform.affineTransform   // CGAffineTransform(a: m.a, b: m.b, c: m.c, d: m.d, tx: m.tx, ty: m.ty)
        var printed1 = ""
        print(m.a, m.b, m.c, m.d, m.tx, m.ty, to: &printed1)
        #expect(printed1 == "0.5 0.0 0.0 0.5 0.0 0.0\n")
        var printed2 = ""
        print(card.frame.width, card.frame.height, to: &printed2)
        #expect(printed2 == "150.0 200.0\n")
    }
}
