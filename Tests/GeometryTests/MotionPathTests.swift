import Foundation
import Testing
import Geometry
import _MotionTestSupport

/// Flutter's arc tests (material/arc_test.dart) and androidx's arc tests (ArcAnimationTest.kt), from
/// Tests/Vectors/transition_paths.json, through `MotionPath` and `RectPath`.
@Suite struct MotionPathTests {
    static let file = "transition_paths.json"

    static func numbers(_ any: Any?) -> [Double] { (any as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.doubleValue } }
    static func point(_ any: Any?) -> Point { let n = numbers(any); return Point(x: n[0], y: n[1]) }
    static func rect(_ any: Any?) -> Rect {
        let n = numbers(any)
        return Rect(x: n[0], y: n[1], width: n[2] - n[0], height: n[3] - n[1])
    }

    @Test func flutterPublishedPoints() throws {
        let published = try Vectors.section("flutter", of: Self.file)["published"] as! [String: Any]
        let tolerance = (published["tolerance"] as! NSNumber).doubleValue
        for test in published["points"] as! [[String: Any]] {
            let path = try MotionPath(from: Self.point(test["begin"]), to: Self.point(test["end"]), kind: .material)
            let exact = test["exact"] as? Bool ?? false
            for sample in test["samples"] as! [Any] {
                let n = Self.numbers(sample)
                let got = path.point(at: n[0]), expected = Point(x: n[1], y: n[2])
                if exact || n[0] == 0 || n[0] == 1 {
                    #expect(got == expected, "\(test["test"]!) at \(n[0])")
                } else {
                    #expect(got.distance(to: expected) <= tolerance, "\(test["test"]!) at \(n[0]): \(got)")
                }
            }
        }
    }

    @Test func flutterPublishedRects() throws {
        let published = try Vectors.section("flutter", of: Self.file)["published"] as! [String: Any]
        let tolerance = (published["tolerance"] as! NSNumber).doubleValue
        for test in published["rects"] as! [[String: Any]] {
            let path = try RectPath(from: Self.rect(test["begin"]), to: Self.rect(test["end"]), kind: .material)
            let exact = test["exact"] as? Bool ?? false
            for sample in test["samples"] as! [Any] {
                let n = Self.numbers(sample)
                let got = path.rect(at: n[0])
                let edges = [got.minX, got.minY, got.maxX, got.maxY]
                for (edge, expected) in zip(edges, n.dropFirst()) {
                    if exact || n[0] == 0 || n[0] == 1 {
                        #expect(edge == expected, "\(test["test"]!) at \(n[0]): \(got)")
                    } else {
                        #expect(abs(edge - expected) < tolerance, "\(test["test"]!) at \(n[0]): \(got)")
                    }
                }
            }
        }
    }

    @Test func flutterDerivedToTheDigit() throws {
        let derived = try Vectors.section("flutter", of: Self.file)["derived"] as! [String: Any]
        let tolerance = (derived["tolerance"] as! NSNumber).doubleValue
        for test in derived["points"] as! [[String: Any]] {
            let path = try MotionPath(from: Self.point(test["begin"]), to: Self.point(test["end"]), kind: .material)
            for sample in test["samples"] as! [Any] {
                let n = Self.numbers(sample)
                #expect(isClose(path.point(at: n[0]), Point(x: n[1], y: n[2]), absolute: tolerance), "\(test) at \(n[0])")
            }
        }
        for test in derived["rects"] as! [[String: Any]] {
            let path = try RectPath(from: Self.rect(test["begin"]), to: Self.rect(test["end"]), kind: .material)
            for sample in test["samples"] as! [Any] {
                let n = Self.numbers(sample)
                let got = path.rect(at: n[0])
                for (edge, expected) in zip([got.minX, got.minY, got.maxX, got.maxY], n.dropFirst()) {
                    #expect(isClose(edge, expected, absolute: tolerance), "\(test) at \(n[0]): \(got)")
                }
            }
        }
    }

    @Test func composePublishedProperties() throws {
        let published = try Vectors.section("compose", of: Self.file)["published"] as! [String: Any]
        let error = (published["error"] as! NSNumber).doubleValue
        let from = Self.point(published["from"]), to = Self.point(published["to"])
        let target = to.x
        let above = try MotionPath(from: from, to: to, kind: .arcAbove)
        let below = try MotionPath(from: from, to: to, kind: .arcBelow)
        let linear = try MotionPath(from: from, to: to, kind: .linear)
        for t in Self.numbers(published["checkedAt"]) {
            let straight = Point(x: t * target, y: t * target)
            #expect(above.point(at: t).x > straight.x && above.point(at: t).y < straight.y)
            #expect(below.point(at: t).x < straight.x && below.point(at: t).y > straight.y)
            #expect(linear.point(at: t) == straight)
            #expect(abs(linear.velocity(at: t).dx - linear.velocity(at: t).dy) <= error)
        }
        #expect(abs((target - above.point(at: 0.25).x) - above.point(at: 0.75).y) <= error)
        #expect(abs((target - below.point(at: 0.25).y) - below.point(at: 0.75).x) <= error)
        for path in [above, below] {
            let middle = path.velocity(at: 0.5)
            #expect(abs(middle.dx - middle.dy) <= error)
        }
        #expect(abs(above.velocity(at: 0).dy) <= error && above.velocity(at: 0).dx > error)
        #expect(abs(above.velocity(at: 1).dx) <= error && above.velocity(at: 1).dy > error)
        #expect(abs(below.velocity(at: 0).dx) <= error && below.velocity(at: 0).dy > error)
        #expect(abs(below.velocity(at: 1).dy) <= error && below.velocity(at: 1).dx > error)
    }

    @Test func composeDerivedToTheDigit() throws {
        let derived = try Vectors.section("compose", of: Self.file)["derived"] as! [String: Any]
        let tolerance = (derived["tolerance"] as! NSNumber).doubleValue
        for test in derived["cases"] as! [[String: Any]] {
            let kind = MotionPath.Kind(rawValue: test["mode"] as! String)!
            let path = try MotionPath(from: Self.point(test["from"]), to: Self.point(test["to"]), kind: kind)
            for sample in test["samples"] as! [Any] {
                let n = Self.numbers(sample)
                #expect(isClose(path.point(at: n[0]), Point(x: n[1], y: n[2]), absolute: tolerance), "\(test) at \(n[0])")
                #expect(isClose(path.velocity(at: n[0]), Vector(dx: n[3], dy: n[4]), absolute: tolerance), "\(test) at \(n[0])")
            }
        }
    }

    /// Flutter's rule: both legs must exceed 2 points for an arc; a 2-point leg is a straight line.
    @Test func onAxisRuleAtItsBoundary() throws {
        let straight = try MotionPath(from: .zero, to: Point(x: 2, y: 100), kind: .material)
        #expect(straight.point(at: 0.5) == Point(x: 1, y: 50))
        let arc = try MotionPath(from: .zero, to: Point(x: 2.001, y: 100), kind: .material)
        #expect(arc.point(at: 0.5).x != 1.0005)
        // Compose's threshold is 0.001 on either leg.
        let composeStraight = try MotionPath(from: .zero, to: Point(x: 0.0009, y: 100), kind: .arcAbove)
        #expect(composeStraight.point(at: 0.5) == Point(x: 0.00045, y: 50))
        #expect(composeStraight.velocity(at: 0.5) == Vector(dx: 0.0009, dy: 100))
    }

    /// The material arc's velocity is the derivative of its points (central differences agree to their
    /// truncation error), and the Compose arcs' speed is the arc's length at every progress.
    @Test func velocitiesAreTheDerivative() throws {
        let h = 1e-6
        for (from, to) in [(Point(x: 180, y: 110), Point(x: 37, y: 250)), (Point(x: 0, y: 0), Point(x: 300, y: 40))] {
            let path = try MotionPath(from: from, to: to, kind: .material)
            for t in stride(from: 0.05, through: 0.95, by: 0.1) {
                let numeric = (path.point(at: t + h) - path.point(at: t - h)) as Vector
                #expect(isClose(path.velocity(at: t), Vector(dx: numeric.dx / (2 * h), dy: numeric.dy / (2 * h)), absolute: 1e-5))
            }
        }
        let compose = try MotionPath(from: Point(x: 20, y: 500), to: Point(x: 340, y: 80), kind: .arcBelow)
        let speed = compose.velocity(at: 0).magnitude
        for t in stride(from: 0.0, through: 1.0, by: 0.125) {
            #expect(isClose(compose.velocity(at: t).magnitude, speed, relative: 1e-12))
            // Its chord over a small step agrees with that speed to the table's accuracy: 2.4e-3 relative at
            // worst for these legs (320 by 420), measured at 10,000 progresses.
            let step = (compose.point(at: min(t + 1e-4, 1)) - compose.point(at: min(t + 1e-4, 1) - 1e-4)) as Vector
            #expect(isClose(step.magnitude / 1e-4, speed, relative: 3e-3))
        }
    }

    @Test func endpointsAreExactAndPathsContinuePastThem() throws {
        let from = Point(x: 12.3, y: 45.6), to = Point(x: 301.7, y: -88.1)
        for kind in MotionPath.Kind.allCases {
            let path = try MotionPath(from: from, to: to, kind: kind)
            #expect(path.point(at: 0) == from && path.point(at: 1) == to, "\(kind)")
            #expect(path.point(at: .nan) == from, "\(kind)")
            for t in [-0.5, 1.5, 1e300, -1e300] {
                #expect(path.point(at: t).isFinite && path.velocity(at: t).isFinite, "\(kind) at \(t)")
            }
            // Just past the end, the path continues with the end's velocity (no kink for a spring's overshoot).
            let past = (path.point(at: 1 + 1e-6) - to) as Vector
            #expect(isClose(Vector(dx: past.dx / 1e-6, dy: past.dy / 1e-6), path.velocity(at: 1), absolute: 1e-3), "\(kind)")
        }
        // Compose continues along the end tangent: straight and at the same speed.
        let above = try MotionPath(from: .zero, to: Point(x: 300, y: 300), kind: .arcAbove)
        let v = above.velocity(at: 1)
        #expect(isClose(above.point(at: 2), Point(x: 300 + v.dx, y: 300 + v.dy), absolute: 1e-9))
    }

    @Test func nonFiniteEndsAreRejectedByName() {
        #expect(throws: ConfigurationError(parameter: "from", value: "(nan, 0.0)", requirement: "must be finite")) {
            try MotionPath(from: Point(x: .nan, y: 0), to: .zero)
        }
        #expect(throws: ConfigurationError(parameter: "to", value: "(0.0, inf)", requirement: "must be finite")) {
            try MotionPath(from: .zero, to: Point(x: 0, y: .infinity), kind: .material)
        }
        #expect(throws: ConfigurationError.self) {
            try RectPath(from: Rect(x: 0, y: 0, width: .infinity, height: 1), to: .zero)
        }
    }

    /// Coordinates near the largest double: the arcs fall back to the straight line and stay finite.
    @Test func hugeMovesStayFinite() throws {
        for kind in MotionPath.Kind.allCases {
            let path = try MotionPath(from: Point(x: -1e308, y: -1e308), to: Point(x: 1e308, y: 1e300), kind: kind)
            for t in stride(from: 0.0, through: 1.0, by: 0.25) {
                #expect(path.point(at: t).isFinite && path.velocity(at: t).isFinite, "\(kind) at \(t)")
            }
        }
    }

    @Test func rectPathVelocityIsTheDerivativeOfItsFrames() throws {
        let cell = Rect(x: 200, y: 300, width: 60, height: 60), screen = Rect(x: 0, y: 0, width: 375, height: 667)
        let h = 1e-6
        for kind in MotionPath.Kind.allCases {
            let path = try RectPath(from: cell, to: screen, kind: kind)
            #expect(path.rect(at: 0) == cell && path.rect(at: 1) == screen)
            for t in stride(from: 0.05, through: 0.95, by: 0.15) {
                let numeric = (path.rect(at: t + h) - path.rect(at: t - h)) * (1 / (2 * h))
                let velocity = path.velocity(at: t)
                // Compose's tangent (its `getSlope`) matches its table-read points only to the table's
                // accuracy: within 1% of the speed for these corners' legs (200 by 300, 115 by 307).
                let speed = max(velocity.origin.magnitude, (velocity.origin + Point(x: velocity.width, y: velocity.height)).magnitude)
                let tolerance = kind == .arcAbove || kind == .arcBelow ? 0.01 * speed : 1e-4
                #expect(isClose(velocity.origin, numeric.origin, absolute: tolerance), "\(kind) at \(t)")
                #expect(isClose(velocity.width, numeric.width, absolute: tolerance), "\(kind) at \(t)")
                #expect(isClose(velocity.height, numeric.height, absolute: tolerance), "\(kind) at \(t)")
            }
        }
        let linear = try RectPath(from: cell, to: screen)
        #expect(linear.rect(at: 0.5) == Rect(x: 100, y: 150, width: 217.5, height: 363.5))
        #expect(linear.velocity(at: 0.3) == Rect(x: -200, y: -300, width: 315, height: 607))
    }

    @Test func equalityIsByEndsAndKind() throws {
        let a = try MotionPath(from: .zero, to: Point(x: 10, y: 20), kind: .arcAbove)
        let b = try MotionPath(from: .zero, to: Point(x: 10, y: 20), kind: .arcAbove)
        let c = try MotionPath(from: .zero, to: Point(x: 10, y: 20), kind: .arcBelow)
        #expect(a == b && a.hashValue == b.hashValue && a != c)
        #expect(MotionPath.Kind.allCases.map(\.rawValue) == ["linear", "material", "arc-above", "arc-below"])
    }
}
