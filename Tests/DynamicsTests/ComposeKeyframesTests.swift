import Foundation
import Testing
import Geometry
import Dynamics
import _MotionTestSupport

/// Compose's `keyframes` and `keyframesWithSpline`: androidx's MonoSplineTest and
/// KeyframeSplineAnimationTest from Tests/Vectors/compose_keyframes.json.
@Suite struct ComposeKeyframesTests {
    static let file = "compose_keyframes.json"
    static func numbers(_ any: Any?) -> [Double] { (any as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.doubleValue } }

    /// A spline through (times, values) as `keyframesWithSpline` builds it: the first and last points are
    /// the start and the target, the others keyframes.
    static func spline(times: [Double], values: [Double]) throws -> KeyframesWithSplineSpec {
        let inner = (1..<(times.count - 1)).map { KeyframesSpec<Double>.Keyframe(values[$0], at: times[$0]) }
        return try KeyframesWithSplineSpec(duration: times[times.count - 1], from: values[0], to: values[values.count - 1], keyframes: inner)
    }

    @Test func monoSplineTest() throws {
        let section = try Vectors.section("monoSpline", of: Self.file)
        let tolerance = (section["tolerance"] as! NSNumber).doubleValue
        for test in section["cases"] as! [[String: Any]] {
            let spec = try Self.spline(times: Self.numbers(test["times"]), values: Self.numbers(test["values"]))
            for sample in test["samples"] as! [Any] {
                let n = Self.numbers(sample)
                #expect(abs(spec.value(at: n[0]) - n[1]) <= tolerance, "\(test["test"]!) at \(n[0]): \(spec.value(at: n[0]))")
            }
            if let plot = test["plot"] as? [String: Any] {
                #expect(Self.textPlot(spec, from: 0, to: Float(spec.duration)) == plot["rows"] as! [String])
            }
        }
    }

    /// The test's own picture, drawn in its own arithmetic (32-bit floats): 60 samples on a 60 × 15 grid,
    /// the minimum value on the first row.
    static func textPlot(_ spec: KeyframesWithSplineSpec, from start: Float, to end: Float) -> [String] {
        let count = 60, rows = count / 4
        let xs = (0..<count).map { start + (end - start) * Float($0) / Float(count - 1) }
        let ys = xs.map { Float(spec.value(at: Double($0))) }
        let minX = xs.min()!, maxX = xs.max()!, minY = ys.min()!, maxY = ys.max()!
        var grid = Array(repeating: Array(repeating: Character(" "), count: count), count: rows)
        for (x, y) in zip(xs, ys) {
            let column = Int(Float(count - 1) * (x - minX) / (maxX - minX))
            let row = Int(Float(rows - 1) * (y - minY) / (maxY - minY))
            grid[row][column] = "*"
        }
        return grid.map { String($0) }
    }

    @Test func keyframeSplineAnimationTest() throws {
        let section = try Vectors.section("keyframesWithSpline", of: Self.file)
        for test in section["cases"] as! [[String: Any]] {
            let keyframes = (test["keyframes"] as! [Any]).map { Self.numbers($0) }.map { KeyframesSpec<Double>.Keyframe($0[0], at: $0[1]) }
            let spec = try KeyframesWithSplineSpec(duration: (test["duration"] as! NSNumber).doubleValue,
                                                   from: (test["from"] as! NSNumber).doubleValue,
                                                   to: (test["to"] as! NSNumber).doubleValue, keyframes: keyframes)
            for sample in test["samples"] as! [[Any]] {
                let t = (sample[0] as! NSNumber).doubleValue
                if let value = sample[1] as? NSNumber {
                    #expect(isClose(spec.value(at: t), value.doubleValue, absolute: 1e-12), "\(test["test"]!) at \(t): \(spec.value(at: t))")
                }
                if let velocity = sample[2] as? NSNumber {
                    #expect(isClose(spec.velocity(at: t), velocity.doubleValue, absolute: 1e-12), "\(test["test"]!) at \(t): \(spec.velocity(at: t))")
                }
            }
        }
    }

    @Test func periodicBias() throws {
        let plain = try KeyframesWithSplineSpec(duration: 1, from: 0, to: 0, keyframes: [.init(1, at: 0.5)])
        func biased(_ bias: Double) throws -> KeyframesWithSplineSpec {
            try KeyframesWithSplineSpec(duration: 1, from: 0, to: 0, keyframes: [.init(1, at: 0.5)], periodicBias: bias)
        }
        let (v0, v1) = (plain.velocity(at: 0), plain.velocity(at: 1))
        #expect(v0 == 2 && v1 == -2)
        for bias in [0.0, 0.5, 1.0] {
            let spec = try biased(bias)
            #expect(isClose(spec.velocity(at: 0), spec.velocity(at: 1), absolute: 1e-4), "bias \(bias)")
        }
        #expect(try biased(0.5).velocity(at: 0) == (v0 + v1) / 2)
        #expect(isClose(try biased(0).velocity(at: 1), v1, absolute: 1e-5))
        #expect(isClose(try biased(1).velocity(at: 0), v0, absolute: 1e-5))
        #expect(throws: ConfigurationError.self) { try biased(1.5) }
    }

    @Test func multipleEasings() throws {
        let easeInCubic = try UnitCurve.bezier(startControlPoint: Point(x: 0.32, y: 0), endControlPoint: Point(x: 0.67, y: 0))
        let easeOutCubic = try UnitCurve.bezier(startControlPoint: Point(x: 0.33, y: 1), endControlPoint: Point(x: 0.68, y: 1))
        let linearOutSlowIn = try UnitCurve.bezier(startControlPoint: Point(x: 0, y: 0), endControlPoint: Point(x: 0.2, y: 1))
        let spec = try KeyframesWithSplineSpec(duration: 0.3, from: 0, to: 0, keyframes: [
            .init(0, at: 0, easing: easeInCubic), .init(1, at: 0.1, easing: easeOutCubic),
            .init(2, at: 0.2), .init(3, at: 0.3, easing: linearOutSlowIn),
        ])
        #expect(spec.value(at: 0.05) < 0.5)
        #expect(spec.value(at: 0.15) > 1.5)
        #expect(abs(spec.value(at: 0.25) - 2.5) <= 0.001)
        // The velocity is the exact derivative through the easing.
        for t in [0.03, 0.05, 0.12, 0.15, 0.25] {
            let numeric = (spec.value(at: t + 1e-7) - spec.value(at: t - 1e-7)) / 2e-7
            #expect(isClose(spec.velocity(at: t), numeric, absolute: 1e-4, relative: 1e-6), "at \(t)")
        }
    }

    @Test func keyframesAreLinearBetweenKeysWithTheStartsEasing() throws {
        let spec = try KeyframesSpec(duration: 1, from: Point(x: 0, y: 0), to: Point(x: 100, y: 0), keyframes: [
            .init(Point(x: 50, y: 50), at: 0.5, easing: .easeIn),
        ])
        #expect(spec.value(at: 0.25) == Point(x: 25, y: 25))
        #expect(spec.velocity(at: 0.25) == Point(x: 100, y: 100))
        #expect(spec.value(at: 0.75) == Point(x: 50, y: 50).interpolated(to: Point(x: 100, y: 0), by: UnitCurve.easeIn.value(at: 0.5)))
        #expect(spec.value(at: 1) == Point(x: 100, y: 0) && spec.value(at: 5) == Point(x: 100, y: 0))
        #expect(spec.value(at: -1) == .zero && spec.velocity(at: 1) == .zero)
        #expect(throws: ConfigurationError(parameter: "keyframes[0].time", value: "2.0", requirement: "must be in 0...duration (1.0)")) {
            try KeyframesSpec(duration: 1, from: 0.0, to: 1, keyframes: [.init(1, at: 2)])
        }
        // A keyframe at a time already given replaces it; one at `duration` replaces the target.
        let replaced = try KeyframesSpec(duration: 1, from: 0.0, to: 1, keyframes: [.init(5, at: 1), .init(7, at: 1)])
        #expect(replaced.value(at: 1) == 7 && replaced.keyframes.count == 2)
    }
}
