import Testing
import Geometry
import _MotionTestSupport

@Suite struct PointTests {
    @Test func arithmeticWithVectors() {
        let p = Point(x: 10, y: 20)
        #expect(p + Vector(dx: 5, dy: -2) == Point(x: 15, y: 18))
        #expect(p - Vector(dx: 5, dy: -2) == Point(x: 5, y: 22))
        let d: Vector = Point(x: 13, y: 24) - p
        #expect(d == Vector(dx: 3, dy: 4))
        #expect(p.distance(to: Point(x: 13, y: 24)) == 5)
        var q = p
        q += Vector(dx: 1, dy: 1)
        q -= Vector(dx: 0, dy: 2)
        #expect(q == Point(x: 11, y: 19))
    }

    @Test func simdRoundTrip() {
        let p = Point(x: -3.5, y: 7.25)
        #expect(Point(p.simd) == p)
        #expect(p.simd == SIMD2(-3.5, 7.25))
    }

    @Test func finiteness() {
        #expect(Point(x: 1, y: 2).isFinite)
        #expect(!Point(x: .nan, y: 2).isFinite)
        #expect(!Point(x: 1, y: .infinity).isFinite)
    }

    @Test func vectorSpaceOperations() {
        let a = Point(x: 1, y: 2), b = Point(x: 3, y: -4)
        #expect(a + b == Point(x: 4, y: -2))
        #expect((a - b) as Point == Point(x: -2, y: 6))
        #expect(a * 3 == Point(x: 3, y: 6))
        #expect(b.magnitudeSquared == 25)
        #expect(a.interpolated(to: b, by: 0.5) == Point(x: 2, y: -1))
        #expect(Point.zero == Point(x: 0, y: 0))
        #expect(Point(x: 1, y: 2).description == "(1.0, 2.0)")
    }
}

@Suite struct VectorTests {
    @Test func lengthAndDirection() {
        let v = Vector(dx: 3, dy: 4)
        #expect(v.magnitude == 5)
        #expect(isClose(v.normalized, Vector(dx: 0.6, dy: 0.8), absolute: 1e-15))
        #expect(Vector.zero.normalized == .zero)
        #expect(v.dot(Vector(dx: 1, dy: 1)) == 7)
        #expect(v.cross(Vector(dx: 1, dy: 0)) == -4)
        #expect(Vector(dx: 0, dy: 2).angle == .pi / 2)
        #expect(Vector.zero.angle == 0)
    }

    @Test func angleLengthInitialiser() {
        let v = Vector(angle: .pi / 3, length: 2)
        #expect(isClose(v.dx, 1, absolute: 1e-15))
        #expect(isClose(v.dy, 3.0.squareRoot(), absolute: 1e-15))
    }

    @Test func operators() {
        var v = Vector(dx: 1, dy: 2)
        v += Vector(dx: 1, dy: 1)
        #expect(v == Vector(dx: 2, dy: 3))
        v -= Vector(dx: 2, dy: 0)
        v *= 4
        #expect(v == Vector(dx: 0, dy: 12))
        #expect(2 * Vector(dx: 1, dy: -1) == Vector(dx: 2, dy: -2))
        #expect(-Vector(dx: 1, dy: -1) == Vector(dx: -1, dy: 1))
        #expect(Vector(dx: 4, dy: 2) / 2 == Vector(dx: 2, dy: 1))
        #expect(Vector(SIMD2(1, 2)).simd == SIMD2(1, 2))
        #expect(!Vector(dx: .nan, dy: 0).isFinite)
    }
}

@Suite struct SizeAndInsetsTests {
    @Test func size() {
        let s = Size(width: 3, height: 4)
        #expect(s.magnitude == 5)
        #expect(s + s == Size(width: 6, height: 8))
        #expect(s - s == .zero)
        #expect(s * 0.5 == Size(width: 1.5, height: 2))
        #expect(!s.isEmpty)
        #expect(Size(width: 0, height: 4).isEmpty)
        #expect(Size(width: -1, height: 4).isEmpty)
        #expect(Size(width: .nan, height: 4).isEmpty)
        #expect(Size(s.simd) == s)
        #expect(!Size(width: .infinity, height: 1).isFinite)
    }

    @Test func insets() {
        let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(insets.horizontal == 6)
        #expect(insets.vertical == 4)
        #expect(EdgeInsets(all: 5) == EdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
        #expect(EdgeInsets.zero.horizontal == 0)
    }
}
