import Geometry
import Testing
import _MotionTestSupport

/// Regression tests for the extremes of the finite range (issue 14): lengths that overflowed or
/// underflowed, inverses with infinite entries, NaN out of a clamp or a tangent.
@Suite struct ExtremeValueTests {
    @Test func lengthsDoNotOverflow() {
        #expect(isClose(Vector(dx: 3e200, dy: 4e200).magnitude, 5e200, relative: 1e-15))
        #expect(isClose(Vector(dx: -3e307, dy: 4e307).magnitude, 5e307, relative: 1e-15))
        #expect(Vector(dx: 1.7e308, dy: 0).magnitude == 1.7e308)
        // The true length is beyond the finite doubles: infinity is the correctly rounded answer.
        #expect(Vector(dx: 1.7e308, dy: 1.7e308).magnitude == .infinity)
        #expect(isClose(Point(x: 1e200, y: 1e200).magnitude, 1e200 * 2.0.squareRoot(), relative: 1e-15))
        #expect(isClose(Size(width: 6e250, height: 8e250).magnitude, 1e251, relative: 1e-15))
        #expect(isClose(SIMD3<Double>(2e300, 3e300, 6e300).magnitude, 7e300, relative: 1e-15))
        let layer = LayerState(position: Point(x: 3e200, y: 0), size: Size(width: 4e200, height: 0), alpha: 0,
                               transform: .zero)
        #expect(isClose(layer.magnitude, 5e200, relative: 1e-15))
    }

    @Test func lengthsDoNotUnderflow() {
        #expect(isClose(Vector(dx: 3e-200, dy: 4e-200).magnitude, 5e-200, relative: 1e-15))
        #expect(Vector(dx: Double.leastNonzeroMagnitude, dy: 0).magnitude == Double.leastNonzeroMagnitude)
        #expect(isClose(Vector(dx: Double("3e-310")!, dy: Double("4e-310")!).magnitude, Double("5e-310")!, relative: 1e-13))
        #expect(Vector(dx: 0, dy: -0.0).magnitude == 0)
        #expect(Vector(dx: .nan, dy: 1).magnitude.isNaN)
        #expect(Vector(dx: -.infinity, dy: 1).magnitude == .infinity)
    }

    @Test func distancesAcrossTheWholeRange() {
        #expect(Point(x: -8e307, y: 0).distance(to: Point(x: 8e307, y: 0)) == 1.6e308)
        #expect(isClose(Point(x: -1e200, y: -1e200).distance(to: Point(x: 1e200, y: 1e200)),
                        2e200 * 2.0.squareRoot(), relative: 1e-15))
        #expect(Point(x: -1e308, y: 0).distance(to: Point(x: 1e308, y: 0)) == .infinity)
        #expect(Point(x: 0, y: 0).distance(to: Point(x: 3, y: 4)) == 5)
    }

    @Test func normalisingExtremeVectors() {
        let huge = Vector(dx: 1.7e308, dy: 1.7e308).normalized
        #expect(isClose(huge.dx, 0.5.squareRoot(), relative: 1e-15) && isClose(huge.dy, 0.5.squareRoot(), relative: 1e-15))
        let tiny = Vector(dx: Double("3e-310")!, dy: -Double("4e-310")!).normalized
        #expect(isClose(tiny.dx, 0.6, relative: 1e-13) && isClose(tiny.dy, -0.8, relative: 1e-13))
        #expect(Vector(dx: Double.leastNonzeroMagnitude, dy: 0).normalized == Vector(dx: 1, dy: 0))
        #expect(Vector(dx: .nan, dy: 0).normalized == .zero)
        #expect(Vector(dx: .infinity, dy: 0).normalized == .zero)
    }

    @Test func finitenessWithoutSquaring() {
        // magnitudeSquared overflows for 1e200; isFinite does not use it.
        #expect(Vector(dx: 1e200, dy: 0).magnitudeSquared == .infinity)
        #expect(Vector(dx: 1e200, dy: 0).isFinite)
        #expect(AffineTransform(a: 1e300, b: 0, c: 0, d: 1, tx: 0, ty: 0).isFinite)
        #expect(!AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: .nan, ty: 0).isFinite)
        #expect(DecomposedTransform(rotation: 1e300).isFinite)
        #expect(!DecomposedTransform(skew: .infinity).isFinite)
        #expect(SIMD4<Double>(1e308, -1e308, 0, Double.leastNonzeroMagnitude).isFinite)
        #expect(!SIMD3<Double>(0, .nan, 0).isFinite)
        #expect(!SIMD2<Double>(0, -.infinity).isFinite)
        #expect(Rect(x: 1e300, y: 0, width: 1e300, height: 1).isFinite)
        #expect(LayerState(position: Point(x: 1e300, y: 1e300)).isFinite)
        #expect(1e308.isFinite && !Double.nan.isFinite)
        func generic<Value: Interpolatable>(_ value: Value) -> Bool { value.isFinite }
        #expect(generic(Point(x: 1e300, y: -1e300)) && !generic(Point(x: .nan, y: 0)))
        #expect(generic(AffineTransform.identity) && !generic(AffineTransform(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0)))
    }

    @Test func inverseWithAnUnrepresentableEntryIsNil() {
        // det = 1e-320: the inverse's d entry would be 1e320.
        #expect(AffineTransform(a: 1, b: 0, c: 0, d: Double("1e-320")!, tx: 0, ty: 0).inverted() == nil)
        #expect(AffineTransform(a: 1e-160, b: 0, c: 0, d: 1e-160, tx: 1e200, ty: 0).inverted() == nil)
        // A translation whose inverse overflows.
        #expect(AffineTransform(a: 1e-10, b: 0, c: 0, d: 1, tx: 1e300, ty: 0).inverted() == nil)
    }

    @Test func inverseWhenOnlyTheDeterminantUnderOrOverflows() throws {
        // det = 1e-320 (denormal) but every inverse entry is 1e160: representable, so exact.
        let small = AffineTransform(a: 1e-160, b: 0, c: 0, d: 1e-160, tx: 0, ty: 0)
        let inverse = try #require(small.inverted())
        #expect(isClose(inverse.a, 1e160, relative: 1e-15) && isClose(inverse.d, 1e160, relative: 1e-15))
        #expect(inverse.isFinite)
        // det = 1e340 overflows, the inverse is 1e-170.
        let large = AffineTransform(a: 1e170, b: 0, c: 0, d: 1e170, tx: 5, ty: -5)
        let inverseOfLarge = try #require(large.inverted())
        #expect(isClose(inverseOfLarge.a, 1e-170, relative: 1e-15))
        let roundTrip = inverseOfLarge.apply(to: large.apply(to: Point(x: 3, y: 4)))
        #expect(isClose(roundTrip, Point(x: 3, y: 4), absolute: 1e-12))
        // Ordinary transforms still invert exactly.
        let t = AffineTransform(scaleX: 2, y: 2).concatenating(AffineTransform(translationX: 10, y: 0))
        #expect(try #require(t.inverted()).apply(to: Point(x: 12, y: 2)) == Point(x: 1, y: 1))
    }

    @Test func everyReturnedInverseIsFiniteOverTheWholeRange() {
        let seeds = PropertySeeds.count(default: 500)
        withEverySeed(0..<seeds) { seed, random in
            let t = AffineTransform(a: random.extremeDouble(), b: random.extremeDouble(), c: random.extremeDouble(),
                                    d: random.extremeDouble(), tx: random.extremeDouble(), ty: random.extremeDouble())
            if let inverse = t.inverted() {
                #expect(inverse.isFinite, "seed \(seed): \(t) inverted to \(inverse)")
            }
            let parts = t.decomposed
            #expect(!parts.rotation.isNaN && !parts.scale.dx.isNaN && !parts.scale.dy.isNaN && !parts.skew.isNaN,
                    "seed \(seed): \(t) decomposed to \(parts)")
        }
    }

    @Test func decomposingHugeTransforms() {
        let t = AffineTransform(a: 1e200, b: 1e200, c: -1e200, d: 1e200, tx: 0, ty: 0)
        let parts = t.decomposed
        #expect(isClose(parts.rotation, .pi / 4, relative: 1e-15))
        #expect(isClose(parts.scale.dx, 1e200 * 2.0.squareRoot(), relative: 1e-15))
        #expect(isClose(parts.scale.dy, 1e200 * 2.0.squareRoot(), relative: 1e-15))
        #expect(Swift.abs(parts.skew) < 1e-15)
        // The same formulas at ordinary sizes: a shear and a reflection come back.
        let sheared = AffineTransform(DecomposedTransform(rotation: 0.3, scale: Vector(dx: 2, dy: -3), skew: 0.5))
        let back = sheared.decomposed
        #expect(isClose(back.rotation, 0.3, absolute: 1e-14) && isClose(back.skew, 0.5, absolute: 1e-14))
        #expect(isClose(back.scale, Vector(dx: 2, dy: -3), absolute: 1e-14))
    }

    @Test func timingCurvesAtInfiniteProgress() {
        // easeIn starts flat: its tangent below 0 has slope 0, so -∞ stays at 0 (was NaN).
        #expect(TimingCurve.easeIn.value(at: -.infinity) == 0)
        // ease ends flat: +∞ stays at 1 (was NaN).
        #expect(TimingCurve.ease.value(at: .infinity) == 1)
        #expect(TimingCurve.ease.value(at: -.infinity) == -.greatestFiniteMagnitude)
        #expect(TimingCurve.easeIn.value(at: .infinity) == .greatestFiniteMagnitude)
        #expect(TimingCurve.linear.value(at: Double.greatestFiniteMagnitude) == Double.greatestFiniteMagnitude)
        #expect(TimingCurve.linear.value(at: -.infinity) == -Double.greatestFiniteMagnitude)
        for curve in [TimingCurve.ease, .easeIn, .easeOut, .easeInOut, .linear] {
            for progress in [-Double.infinity, -Double.greatestFiniteMagnitude, -1e300, 1e300, Double.greatestFiniteMagnitude, .infinity] {
                #expect(curve.value(at: progress).isFinite, "\(curve) at \(progress)")
            }
        }
    }

    @Test func clampWithANaNBoundNeverTraps() {
        let upperOnly = ProgressModifier.clamped(lower: .nan, upper: 1)
        #expect(upperOnly.apply(to: 2) == 1)
        #expect(upperOnly.apply(to: -5) == -5)
        #expect(upperOnly.apply(to: .nan) == 1)
        let lowerOnly = ProgressModifier.clamped(lower: 0, upper: .nan)
        #expect(lowerOnly.apply(to: -1) == 0)
        #expect(lowerOnly.apply(to: 7) == 7)
        #expect(lowerOnly.apply(to: .nan) == 0)
        #expect(ProgressModifier.clamped(lower: .nan, upper: .nan).apply(to: 3) == 3)
        #expect(ProgressModifier.clamped(lower: 1, upper: 0).apply(to: 2) == 1)
        #expect(ProgressModifier.clamped(lower: 0, upper: 1).apply(to: .nan) == 0)
    }

    @Test func progressAndMapAcrossTheWholeRange() {
        #expect(progress(of: Double.greatestFiniteMagnitude, in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude) == 1)
        #expect(progress(of: 0, in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude) == 0.5)
        #expect(progress(of: -Double.greatestFiniteMagnitude, in: 0...1) == -.greatestFiniteMagnitude)
        #expect(progress(of: 1e308, in: 0...1e-10) == .greatestFiniteMagnitude)
        #expect(progress(of: 150, in: 100...200) == 0.5)
        #expect(map(1, from: 0...1, to: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude) == Double.greatestFiniteMagnitude)
        #expect(map(0.5, from: 0...1, to: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude) == 0)
        #expect(map(0, from: 0...1, to: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude) == -Double.greatestFiniteMagnitude)
        #expect(map(1e300, from: 0...1, to: 0...1e300) == .greatestFiniteMagnitude)
        #expect(map(0.5, from: 0...1, to: 100...300) == 200)
        #expect(map(0.25, from: 0...1, to: 100...300, reversed: true) == 250)
    }
}
