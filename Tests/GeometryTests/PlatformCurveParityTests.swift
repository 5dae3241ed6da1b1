import Testing
import Foundation
import _MotionTestSupport
@testable import Geometry

/// Material 3 tokens, Flutter's ThreePointCubic, CSS steps() and SwiftUI's UnitCurve against
/// Tests/Vectors/platform_parity.json.
@Suite struct PlatformCurveParityTests {
    @Test func material3EasingAndDurationTokens() throws {
        let tokens = try Vectors.section("material3_easing", of: "platform_parity.json")
        let curves = try #require(tokens["cubic_bezier"] as? [String: [Double]])
        let ours: [String: TimingCurve] = [
            "emphasizedDecelerate": MaterialEasing.emphasizedDecelerate, "emphasizedAccelerate": MaterialEasing.emphasizedAccelerate,
            "standard": MaterialEasing.standard, "standardDecelerate": MaterialEasing.standardDecelerate,
            "standardAccelerate": MaterialEasing.standardAccelerate, "legacy": MaterialEasing.legacy,
            "legacyDecelerate": MaterialEasing.legacyDecelerate, "legacyAccelerate": MaterialEasing.legacyAccelerate,
            "linear": MaterialEasing.linear,
        ]
        #expect(curves.count == ours.count)
        for (name, points) in curves {
            let curve = try #require(ours[name], "\(name)")
            #expect([curve.x1, curve.y1, curve.x2, curve.y2] == points, "\(name)")
        }
        let durations = try #require(tokens["durations_ms"] as? [String: Int])
        let ourDurations: [String: Double] = [
            "short1": MaterialDuration.short1, "short2": MaterialDuration.short2, "short3": MaterialDuration.short3,
            "short4": MaterialDuration.short4, "medium1": MaterialDuration.medium1, "medium2": MaterialDuration.medium2,
            "medium3": MaterialDuration.medium3, "medium4": MaterialDuration.medium4, "long1": MaterialDuration.long1,
            "long2": MaterialDuration.long2, "long3": MaterialDuration.long3, "long4": MaterialDuration.long4,
            "extraLong1": MaterialDuration.extraLong1, "extraLong2": MaterialDuration.extraLong2,
            "extraLong3": MaterialDuration.extraLong3, "extraLong4": MaterialDuration.extraLong4,
        ]
        #expect(durations.count == ourDurations.count)
        for (name, millis) in durations {
            #expect(ourDurations[name] == Double(millis) / 1000, "\(name)")
        }
    }

    @Test func flutterThreePointCubicEmphasized() throws {
        let record = try #require(try Vectors.section("flutter_three_point_cubic", of: "platform_parity.json")["emphasized"] as? [String: [Double]])
        func point(_ key: String) -> Point { Point(x: record[key]![0], y: record[key]![1]) }
        let curve = ThreePointCubic.emphasized
        #expect(curve.a1 == point("a1") && curve.b1 == point("b1") && curve.midpoint == point("midpoint"))
        #expect(curve.a2 == point("a2") && curve.b2 == point("b2"))
        #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1)
        #expect(curve.value(at: curve.midpoint.x) == curve.midpoint.y)
        // Against the two Bezier segments sampled directly at the same parameter (exact), and monotone.
        func bezier(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
            let u = 1 - t
            return Point(x: u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x,
                         y: u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y)
        }
        for t in stride(from: 0.05, to: 1, by: 0.1) {
            let first = bezier(Point(x: 0, y: 0), curve.a1, curve.b1, curve.midpoint, t)
            #expect(isClose(curve.value(at: first.x), first.y, absolute: 1e-12), "first t \(t)")
            let second = bezier(curve.midpoint, curve.a2, curve.b2, Point(x: 1, y: 1), t)
            #expect(isClose(curve.value(at: second.x), second.y, absolute: 1e-12), "second t \(t)")
        }
        var previous = 0.0
        for i in 1...1000 {
            let y = curve.value(at: Double(i) / 1000)
            #expect(y >= previous - 1e-15)
            previous = y
        }
        #expect(MaterialEasing.emphasized == curve)
        #expect(throws: ConfigurationError.self) {
            try ThreePointCubic(Point(x: 0.1, y: 0), Point(x: 0.2, y: 0), midpoint: Point(x: 0.5, y: 1), Point(x: 0.6, y: 1), Point(x: 0.7, y: 1))
        }
        #expect(throws: ConfigurationError.self) {
            try ThreePointCubic(Point(x: 0.6, y: 0), Point(x: 0.2, y: 0), midpoint: Point(x: 0.5, y: 0.5), Point(x: 0.6, y: 1), Point(x: 0.7, y: 1))
        }
    }

    @Test func cssSteps() throws {
        let cases = try #require(try Vectors.section("css_steps", of: "platform_parity.json")["cases"] as? [[String: Any]])
        let positions: [String: StepEasing.Position] = ["jump-end": .jumpEnd, "jump-start": .jumpStart, "jump-none": .jumpNone, "jump-both": .jumpBoth]
        for record in cases {
            let easing = try StepEasing(steps: record["steps"] as! Int, position: positions[record["position"] as! String]!)
            let inputs = record["progress"] as! [Double], outputs = record["output"] as! [Double]
            for (input, output) in zip(inputs, outputs) {
                #expect(easing.value(at: input) == output, "\(record["position"]!) \(input)")
            }
        }
        #expect(StepEasing.stepStart.value(at: 0) == 1 && StepEasing.stepEnd.value(at: 0.999) == 0)
        #expect(try StepEasing(steps: 4).value(at: -0.3) == -0.5)   // levels continue outside 0...1
        #expect(try StepEasing(steps: 4).value(at: .nan) == 0)
        #expect(try StepEasing(steps: 4).value(at: .infinity).isFinite)
        #expect(throws: ConfigurationError.self) { try StepEasing(steps: 0) }
        #expect(throws: ConfigurationError.self) { try StepEasing(steps: 1, position: .jumpNone) }
    }

    @Test func swiftUIUnitCurve() throws {
        let cases = try #require(try Vectors.section("swiftui_unit_curve", of: "platform_parity.json")["cases"] as? [String: [[Double]]])
        let curves: [String: UnitCurve] = ["circularEaseIn": .circularEaseIn, "circularEaseOut": .circularEaseOut, "circularEaseInOut": .circularEaseInOut]
        for (name, pairs) in cases {
            for pair in pairs {
                #expect(isClose(curves[name]!.value(at: pair[0]), pair[1], absolute: 1e-15), "\(name) \(pair)")
            }
        }
        for curve in [UnitCurve.circularEaseIn, .circularEaseOut, .circularEaseInOut, .linear, .easeIn, .easeOut, .easeInOut] {
            #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1)
            #expect(curve.value(at: -1) == 0 && curve.value(at: 2) == 1)   // clamped
            // The slope against a central difference.
            for t in [0.2, 0.4, 0.6, 0.8] {
                let numeric = (curve.value(at: t + 1e-6) - curve.value(at: t - 1e-6)) / 2e-6
                #expect(isClose(curve.velocity(at: t), numeric, relative: 1e-6), "\(curve) at \(t)")
            }
            #expect(curve.velocity(at: 0).isFinite && curve.velocity(at: 1).isFinite && curve.velocity(at: 0.5).isFinite)
        }
        #expect(UnitCurve.easeInOut.value(at: 0.3) == TimingCurve.easeInOut.value(at: 0.3))
        // Control points outside 0...1 are accepted (TimingCurve rejects them), their x clamped to 0...1
        // as SwiftUI documents: (−0.5, 2), (1.5, −1) is the curve of (0, 2), (1, −1), whose slope at 0.5
        // is −1 (it was −0.667 unclamped).
        let anticipating = try UnitCurve.bezier(startControlPoint: Point(x: -0.2, y: 0), endControlPoint: Point(x: 0.6, y: 1))
        let clampedByHand = try UnitCurve.bezier(startControlPoint: Point(x: 0, y: 0), endControlPoint: Point(x: 0.6, y: 1))
        #expect(anticipating == clampedByHand && anticipating.value(at: 0.5) == clampedByHand.value(at: 0.5))
        let wide = try UnitCurve.bezier(startControlPoint: Point(x: -0.5, y: 2), endControlPoint: Point(x: 1.5, y: -1))
        #expect(isClose(wide.velocity(at: 0.5), -1, relative: 1e-12))
        #expect(isClose(wide.value(at: 0.5), 0.5, relative: 1e-12))
        #expect(throws: ConfigurationError.self) { _ = try UnitCurve.bezier(startControlPoint: Point(x: .nan, y: 0), endControlPoint: Point(x: 1, y: 1)) }
    }
}
