import Testing
import Geometry

@Suite struct RectTests {
    let rect = Rect(x: 10, y: 20, width: 100, height: 50)

    @Test func edgesAndCenter() {
        #expect(rect.minX == 10 && rect.maxX == 110 && rect.midX == 60)
        #expect(rect.minY == 20 && rect.maxY == 70 && rect.midY == 45)
        #expect(rect.center == Point(x: 60, y: 45))
        #expect(Rect(center: Point(x: 60, y: 45), size: Size(width: 100, height: 50)) == rect)
        #expect(Rect(corner: Point(x: 110, y: 70), corner: Point(x: 10, y: 20)) == rect)
    }

    @Test func negativeSizeIsStandardized() {
        let flipped = Rect(x: 110, y: 70, width: -100, height: -50)
        #expect(flipped.standardized == rect)
        #expect(flipped.minX == 10 && flipped.maxY == 70)
        #expect(flipped.contains(Point(x: 50, y: 50)))
    }

    @Test func containsIsHalfOpen() {
        #expect(rect.contains(Point(x: 10, y: 20)))
        #expect(!rect.contains(Point(x: 110, y: 45)))
        #expect(!rect.contains(Point(x: 60, y: 70)))
        #expect(!rect.contains(Point(x: .nan, y: 45)))
    }

    @Test func intersectionAndUnion() {
        let other = Rect(x: 100, y: 60, width: 50, height: 50)
        #expect(rect.intersects(other))
        #expect(rect.intersection(other) == Rect(x: 100, y: 60, width: 10, height: 10))
        let apart = Rect(x: 200, y: 200, width: 10, height: 10)
        #expect(!rect.intersects(apart))
        #expect(rect.intersection(apart) == nil)
        // Touching edges do not intersect.
        #expect(!rect.intersects(Rect(x: 110, y: 20, width: 5, height: 5)))
        #expect(rect.union(apart) == Rect(x: 10, y: 20, width: 200, height: 190))
    }

    @Test func insetsOffsetsAndClamping() {
        #expect(rect.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == Rect(x: 12, y: 21, width: 94, height: 46))
        #expect(rect.insetBy(dx: 10, dy: -5) == Rect(x: 20, y: 15, width: 80, height: 60))
        #expect(rect.offsetBy(Vector(dx: -10, dy: 5)) == Rect(x: 0, y: 25, width: 100, height: 50))
        #expect(rect.clamping(Point(x: 500, y: -3)) == Point(x: 110, y: 20))
        #expect(rect.clamping(Point(x: 50, y: 50)) == Point(x: 50, y: 50))
    }

    @Test func emptinessAndFiniteness() {
        #expect(!rect.isEmpty)
        #expect(Rect(x: 0, y: 0, width: 0, height: 10).isEmpty)
        #expect(Rect(x: 0, y: 0, width: -5, height: 10).isEmpty == false)
        #expect(!Rect(x: .nan, y: 0, width: 1, height: 1).isFinite)
        #expect(Rect.zero.isEmpty)
    }

    @Test func vectorSpace() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10), b = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(a.interpolated(to: b, by: 0.5) == Rect(x: 5, y: 10, width: 20, height: 25))
        #expect(b - a == Rect(x: 10, y: 20, width: 20, height: 30))
        #expect(a + b == Rect(x: 10, y: 20, width: 40, height: 50))
        #expect(Rect(x: 1, y: 2, width: 2, height: 4).magnitudeSquared == 25)
    }
}
