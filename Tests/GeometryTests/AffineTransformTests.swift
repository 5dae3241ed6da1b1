import Testing
import Geometry
import _MotionTestSupport

@Suite struct AffineTransformTests {
    @Test func constructionAndApplication() {
        let p = Point(x: 1, y: 2)
        #expect(AffineTransform.identity.apply(to: p) == p)
        #expect(AffineTransform(translationX: 5, y: -1).apply(to: p) == Point(x: 6, y: 1))
        #expect(AffineTransform(scaleX: 2, y: 3).apply(to: p) == Point(x: 2, y: 6))
        // A quarter turn takes +x to +y (clockwise on a y-down screen, as on iOS).
        let quarter = AffineTransform(rotationAngle: .pi / 2)
        #expect(isClose(quarter.apply(to: Point(x: 1, y: 0)), Point(x: 0, y: 1), absolute: 1e-15))
        #expect(AffineTransform(translationX: 5, y: 5).apply(to: Vector(dx: 1, dy: 2)) == Vector(dx: 1, dy: 2))
        #expect(AffineTransform.identity.isIdentity)
    }

    @Test func concatenationOrder() {
        // Scale first, then translate.
        let t = AffineTransform(scaleX: 2, y: 2).concatenating(AffineTransform(translationX: 10, y: 0))
        #expect(t.apply(to: Point(x: 1, y: 1)) == Point(x: 12, y: 2))
        // Core Graphics' translatedBy/scaledBy prepend: the new operation happens first.
        let u = AffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        #expect(u.apply(to: Point(x: 1, y: 1)) == Point(x: 12, y: 2))
        let v = AffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
        #expect(v.apply(to: Point(x: 1, y: 1)) == Point(x: 22, y: 2))
        let w = AffineTransform.identity.rotated(by: .pi)
        #expect(isClose(w.apply(to: Point(x: 1, y: 0)), Point(x: -1, y: 0), absolute: 1e-15))
    }

    @Test func rectBoundingBox() {
        let rect = Rect(x: -1, y: -1, width: 2, height: 2)
        let rotated = AffineTransform(rotationAngle: .pi / 4).apply(to: rect)
        let half = 2.0.squareRoot()
        #expect(isClose(rotated.minX, -half, absolute: 1e-12) && isClose(rotated.maxX, half, absolute: 1e-12))
        #expect(isClose(rotated.minY, -half, absolute: 1e-12) && isClose(rotated.maxY, half, absolute: 1e-12))
    }

    @Test func singularTransformsHaveNoInverse() {
        #expect(AffineTransform(scaleX: 0, y: 1).inverted() == nil)
        #expect(AffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0).inverted() == nil)
        #expect(AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0).inverted() == nil)
        #expect(AffineTransform(translationX: .infinity, y: 0).inverted() == nil)
    }

    @Test func inverseRoundTrips() {
        withEverySeed(0..<PropertySeeds.count(default: 200)) { seed, random in
            let t = AffineTransform(a: random.double(in: -3...3), b: random.double(in: -3...3),
                                    c: random.double(in: -3...3), d: random.double(in: -3...3),
                                    tx: random.double(in: -100...100), ty: random.double(in: -100...100))
            guard abs(t.determinant) > 1e-3, let inverse = t.inverted() else { return }
            let p = Point(x: random.double(in: -500...500), y: random.double(in: -500...500))
            let scale = 1 / abs(t.determinant)
            #expect(isClose(inverse.apply(to: t.apply(to: p)), p, absolute: 1e-9 * max(1, scale) * 500), "seed \(seed)")
            #expect(isClose(t.concatenating(inverse), .identity, absolute: 1e-9 * max(1, scale) * 100), "seed \(seed)")
        }
    }

    @Test func decompositionRoundTrips() {
        withEverySeed(0..<PropertySeeds.count(default: 200)) { seed, random in
            let parts = DecomposedTransform(
                translation: Vector(dx: random.double(in: -100...100), dy: random.double(in: -100...100)),
                rotation: random.double(in: -3.1...3.1),
                scale: Vector(dx: random.double(in: 0.1...4), dy: random.double(in: -4...4)),
                skew: random.double(in: -1...1))
            let matrix = AffineTransform(parts)
            let back = matrix.decomposed
            #expect(isClose(AffineTransform(back), matrix, absolute: 1e-9), "seed \(seed)")
            if abs(parts.scale.dy) > 1e-3 {
                #expect(isClose(back.rotation, parts.rotation, absolute: 1e-9), "seed \(seed)")
                #expect(isClose(back.scale, parts.scale, absolute: 1e-9), "seed \(seed)")
                #expect(isClose(back.skew, parts.skew, absolute: 1e-6), "seed \(seed)")
            }
        }
    }

    @Test func degenerateDecompositions() {
        let zero = AffineTransform.zero.decomposed
        #expect(zero == .zero)
        let onlyY = AffineTransform(a: 0, b: 0, c: -2, d: 0, tx: 1, ty: 2)
        #expect(isClose(AffineTransform(onlyY.decomposed), onlyY, absolute: 1e-15))
        let flat = AffineTransform(scaleX: 3, y: 0)
        #expect(AffineTransform(flat.decomposed) == flat)
        // A reflection decomposes with a negative y scale.
        let mirror = AffineTransform(scaleX: 1, y: -1).decomposed
        #expect(mirror.scale == Vector(dx: 1, dy: -1) && mirror.rotation == 0)
    }

    @Test func interpolationIsRigid() {
        let start = AffineTransform.identity
        let end = AffineTransform(rotationAngle: .pi / 2)
        let halfway = start.interpolated(to: end, by: 0.5)
        #expect(isClose(halfway, AffineTransform(rotationAngle: .pi / 4), absolute: 1e-15))
        // The determinant (area) stays 1 throughout, unlike entry-wise interpolation.
        for step in 0...10 {
            #expect(isClose(start.interpolated(to: end, by: Double(step) / 10).determinant, 1, absolute: 1e-12))
        }
        // The shorter way round: from 170° to -170° passes through 180°, not 0°.
        let from = AffineTransform(rotationAngle: 170 * .pi / 180)
        let to = AffineTransform(rotationAngle: -170 * .pi / 180)
        #expect(isClose(from.interpolated(to: to, by: 0.5), AffineTransform(rotationAngle: .pi), absolute: 1e-12))
        // Translation and scale by parts.
        let scaled = AffineTransform(DecomposedTransform(translation: Vector(dx: 10, dy: 0), uniformScale: 3))
        #expect(isClose(start.interpolated(to: scaled, by: 0.5),
                        AffineTransform(DecomposedTransform(translation: Vector(dx: 5, dy: 0), uniformScale: 2)),
                        absolute: 1e-12))
    }

    @Test func vectorSpaceIsEntryWise() {
        let a = AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(a + a == a * 2)
        #expect(a - a == .zero)
        #expect(a.magnitudeSquared == 91)
    }
}

@Suite struct DecomposedTransformTests {
    @Test func identityAndComposition() {
        #expect(AffineTransform(DecomposedTransform.identity) == .identity)
        let parts = DecomposedTransform(translation: Vector(dx: 3, dy: 4), rotation: 0, uniformScale: 2)
        #expect(parts.affineTransform == AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 3, ty: 4))
    }

    @Test func vectorSpaceAndShortestRotation() {
        let a = DecomposedTransform(rotation: 3, uniformScale: 1)
        let b = DecomposedTransform(rotation: -3, uniformScale: 2)
        #expect(a.interpolated(to: b, by: 0.5).rotation == 0)
        let short = a.interpolatedAlongShorterRotation(to: b, by: 0.5)
        #expect(isClose(short.rotation, 3 + (2 * Double.pi - 6) / 2 as Double, absolute: 1e-12))
        #expect(short.scale == Vector(dx: 1.5, dy: 1.5))
        #expect((a + b).scale == Vector(dx: 3, dy: 3))
        #expect((a - a) == .zero)
        #expect(DecomposedTransform(rotation: 2, scale: .zero).magnitudeSquared == 4)
    }
}
