import Foundation
import Testing
import Geometry
import _MotionTestSupport

@Suite struct InterpolationTests {
    @Test func lerpAndEndpoints() {
        #expect(lerp(10.0, 20.0, 0.25) == 12.5)
        #expect(lerp(10.0, 20.0, 1.5) == 25)
        withEverySeed(0..<PropertySeeds.count(default: 100)) { seed, random in
            let a = Point(x: random.double(in: -1e3...1e3), y: random.double(in: -1e3...1e3))
            let b = Point(x: random.double(in: -1e3...1e3), y: random.double(in: -1e3...1e3))
            #expect(lerp(a, b, 0) == a, "seed \(seed)")
            #expect(isClose(lerp(a, b, 1), b, absolute: 1e-12), "seed \(seed)")
            let v = SIMD3(random.double(in: -1...1), random.double(in: -1...1), random.double(in: -1...1))
            #expect(v.interpolated(to: .zero, by: 1) == .zero)
            #expect(SIMD4<Double>(1, 2, 3, 4).magnitudeSquared == 30)
            #expect(SIMD2<Double>(3, 4).magnitude == 5)
        }
    }

    @Test func progressInRange() {
        #expect(progress(of: 150, in: 100...200) == 0.5)
        #expect(progress(of: 250, in: 100...200) == 1.5)
        #expect(progress(of: 50, in: 100...200) == -0.5)
        #expect(progress(of: 5, in: 3...3) == 0)
        #expect(clampedProgress(of: 250, in: 100...200) == 1)
        #expect(clampedProgress(of: 50, in: 100...200) == 0)
        #expect(clampedProgress(of: 125, in: 100...200) == 0.25)
    }

    @Test func mapping() {
        #expect(map(0.5, from: 0...1, to: 100...300) == 200)
        #expect(map(2, from: 0...1, to: 100...300) == 500)
        #expect(map(0.25, from: 0...1, to: 0...100, reversed: true) == 75)
        #expect(map(-10, from: -20...0, to: 0...1) == 0.5)
    }

    @Test func clamping() {
        #expect(clamp(5, to: 0...3) == 3)
        #expect(clamp(-5, to: 0...3) == 0)
        #expect(clamp(2, to: 0...3) == 2)
        #expect(clamp(Double.nan, to: 0.0...3.0) == 0)
        #expect(clamp(Double.infinity, to: 0.0...3.0) == 3)
    }

    @Test func relativePositionIsInsideTheOpenInterval() {
        let rect = Rect(x: 0, y: 100, width: 100, height: 100)
        #expect(relativePosition(of: Point(x: 50, y: 150), in: rect) == Point(x: 0.5, y: 0.5))
        #expect(relativePosition(of: Point(x: 25, y: 175), in: rect) == Point(x: 0.25, y: 0.75))
        let low = relativePosition(of: Point(x: -500, y: 0), in: rect)
        #expect(low == Point(x: relativePositionEpsilon, y: relativePositionEpsilon))
        let high = relativePosition(of: Point(x: 500, y: 1000), in: rect)
        #expect(high == Point(x: 1 - relativePositionEpsilon, y: 1 - relativePositionEpsilon))
        // Degenerate containers and non-finite points answer the middle.
        #expect(relativePosition(of: Point(x: 5, y: 5), in: Rect(x: 0, y: 0, width: 0, height: 10)).x == 0.5)
        #expect(relativePosition(of: Point(x: .nan, y: .infinity), in: rect) == Point(x: 0.5, y: 0.5))
        withEverySeed(0..<PropertySeeds.count(default: 200)) { seed, random in
            let point = Point(x: random.double(in: -1e6...1e6), y: random.double(in: -1e6...1e6))
            let container = Rect(x: random.double(in: -1e3...1e3), y: random.double(in: -1e3...1e3),
                                 width: random.double(in: -1e3...1e3), height: random.double(in: -1e3...1e3))
            let p = relativePosition(of: point, in: container)
            #expect(p.x > 0 && p.x < 1 && p.y > 0 && p.y < 1, "seed \(seed)")
        }
    }
}

@Suite struct RubberBandTests {
    @Test func publishedValues() throws {
        let file = try Vectors.load("apple_documented.json") as! [String: Any]
        let published = (file["rubber_band"] as! [String: Any])["published_values"] as! [String: Any]
        let d = (published["d"] as! NSNumber).doubleValue, c = (published["c"] as! NSNumber).doubleValue
        let cases = published["cases"] as! [[String: NSNumber]]
        #expect(cases.count == 5)
        for entry in cases {
            // Printed with two decimals: within half a hundredth.
            let value = rubberBand(offset: entry["x"]!.doubleValue, dimension: d, constant: c)
            #expect(abs(value - entry["b"]!.doubleValue) <= 0.005, "x=\(entry["x"]!)")
        }
        #expect(rubberBand(offset: 100, dimension: 960) == rubberBand(offset: 100, dimension: 960, constant: 0.55))
    }

    @Test func oddSymmetricAndBounded() {
        #expect(rubberBand(offset: -100, dimension: 960) == -rubberBand(offset: 100, dimension: 960))
        #expect(rubberBand(offset: 0, dimension: 960) == 0)
        #expect(rubberBand(offset: 1e12, dimension: 960) < 960)
        #expect(rubberBand(offset: .infinity, dimension: 960) == 960)
        #expect(rubberBand(offset: -.infinity, dimension: 960) == -960)
    }

    @Test func documentedClampsForBadInput() {
        #expect(rubberBand(offset: 10, dimension: 0) == 0)
        #expect(rubberBand(offset: 10, dimension: -5) == 0)
        #expect(rubberBand(offset: 10, dimension: .nan) == 0)
        #expect(rubberBand(offset: .nan, dimension: 100) == 0)
        #expect(rubberBand(offset: 10, dimension: 100, constant: -1) == 0)
        #expect(rubberBand(value: .nan, in: 0...10, dimension: 100) == 0)
    }

    @Test func rangeVersionIsContinuousAndMonotonic() {
        let range = 0.0...500.0
        #expect(rubberBand(value: 250, in: range, dimension: 667) == 250)
        #expect(rubberBand(value: 600, in: range, dimension: 667) == 500 + rubberBand(offset: 100, dimension: 667))
        #expect(rubberBand(value: -100, in: range, dimension: 667) == -rubberBand(offset: 100, dimension: 667))
        // Continuous at both ends, slope c just past them, strictly increasing across.
        let h = 1e-6
        #expect(abs(rubberBand(value: 500 + h, in: range, dimension: 667) - 500) < 1e-6)
        #expect(abs((rubberBand(value: 500 + h, in: range, dimension: 667) - 500) / h - 0.55) < 1e-4)
        #expect(abs((0 - rubberBand(value: -h, in: range, dimension: 667)) / h - 0.55) < 1e-4)
        var previous = -Double.infinity
        for step in -2_000...2_500 {
            let value = rubberBand(value: Double(step), in: range, dimension: 667)
            #expect(value > previous, "at \(step)")
            previous = value
        }
    }
}

@Suite struct ProgressModifierTests {
    @Test(arguments: [
        (ProgressModifier.identity, 0.3, 0.3),
        (.reversed, 0.25, 0.75),
        (.mirrored, -0.25, 0.75),
        (.mirrored, 0.25, 0.75),
        (.power(3), 0.5, 0.125),
        (.power(3), -0.5, -0.125),
        (.power(2), -0.5, -0.25),
        (.smoothstep, 0.5, 0.5),
        (.smoothstep, 0.25, 0.15625),
        (.smoothstep, 2, 1),
        (.sine, 1, 1),
        (.sine, -1, -1),
        (.sineBump, 0.5, 1),
        (.clamped(lower: 0, upper: 1), 1.5, 1),
        (.clamped(lower: 1, upper: 0), -0.5, 0),
        (.curve(.linear), 0.4, 0.4),
    ])
    func values(modifier: ProgressModifier, input: Double, expected: Double) {
        #expect(isClose(modifier.apply(to: input), expected, absolute: 1e-15))
    }

    @Test func sequencesApplyInOrder() {
        let modifiers: [ProgressModifier] = [.reversed, .power(3)]
        #expect(modifiers.apply(to: 0.5) == 0.125)
        #expect(modifiers.apply(to: 0) == 1)
        #expect(([] as [ProgressModifier]).apply(to: 0.7) == 0.7)
        #expect(ProgressModifier.curve(.easeIn).apply(to: 0.5) == TimingCurve.easeIn.value(at: 0.5))
    }
}
