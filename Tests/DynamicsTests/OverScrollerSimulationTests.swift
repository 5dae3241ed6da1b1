import Testing
import Foundation
import Geometry
import _MotionTestSupport
@testable import Dynamics

/// Android's OverScroller spline fling (Tests/Vectors/android_dynamicanimation_scroller.json, "overscroller").
@Suite struct OverScrollerSimulationTests {
    @Test func constantsAndTablesAreAndroids() throws {
        let record = try Vectors.section("overscroller", of: "android_dynamicanimation_scroller.json")
        #expect(record["INFLEXION"] as? Double == 0.35 && record["NB_SAMPLES"] as? Int == 100)
        #expect(OverScrollerSimulation.decelerationRate == Double(Float(2.358_201_815_137_781_4)))
        let tables = OverScrollerSimulation.splineTables
        #expect(tables.position.count == 101 && tables.time.count == 101)
        // Entry 0 is the bisection's answer for 0 (within its 1e-5 tolerance), not 0 itself, as on Android.
        #expect(tables.position[0] >= 0 && tables.position[0] < 1e-4 && tables.time[0] >= 0 && tables.time[0] < 1e-4)
        #expect(tables.position[100] == 1 && tables.time[100] == 1)
        for i in 1...100 {
            #expect(tables.position[i] > tables.position[i - 1] && tables.time[i] > tables.time[i - 1], "\(i)")
        }
        // The position spline starts at slope 3·START_TENSION/P1-ish and is concave: the fling decelerates.
        for i in 1..<100 {
            #expect(tables.position[i + 1] - tables.position[i] <= tables.position[i] - tables.position[i - 1] + 1e-6, "\(i)")
        }
    }

    @Test func travelsAsFarAsFluttersPortButLonger() throws {
        for velocity in [300.0, 2500, 8000, -8000, 20000] {
            let android = try OverScrollerSimulation(position: 0, velocity: velocity)
            let flutter = try ClampingScrollSimulation(position: 0, velocity: velocity)
            // Same distance (Android keeps whole pixels), Flutter's duration is D·0.35 of Android's.
            #expect(android.distance == flutter.distance.rounded(.towardZero), "v \(velocity): \(android.distance) vs \(flutter.distance)")
            let ratio = OverScrollerSimulation.decelerationRate * 0.35
            #expect(abs(android.duration * ratio - flutter.duration) < 0.001 * ratio + 1e-6, "v \(velocity)")
            #expect(android.restPosition == android.distance && android.restTime == android.duration)
            #expect(android.position(at: android.duration) == android.distance && android.velocity(at: android.duration) == 0)
            // Starts at the release velocity to within the first table segment's slope (Android's spline is
            // written so that the initial slope gives back v: D·distance/duration).
            let v0 = android.velocity(at: 0)
            #expect(abs(v0 - velocity) / abs(velocity) < 0.02, "v \(velocity): starts at \(v0)")
            // Monotone positions along the way.
            var previous = 0.0
            for step in 1...200 {
                let x = android.position(at: android.duration * Double(step) / 200)
                #expect(velocity > 0 ? x >= previous : x <= previous, "v \(velocity) step \(step)")
                previous = x
            }
        }
        let fling = try OverScrollerSimulation(position: 0, velocity: 8000)
        #expect(fling.duration == 2.566 && fling.distance == 7186, "\(fling.duration) \(fling.distance)")
    }

    @Test func clampsAtTheExtentsAsOverScrollerDoes() throws {
        let free = try OverScrollerSimulation(position: 0, velocity: 8000)
        let clamped = try OverScrollerSimulation(position: 0, velocity: 8000, trailingExtent: 3000)
        #expect(clamped.restPosition == 3000)
        #expect(clamped.restTime > 0 && clamped.restTime < free.duration)
        // Until it ends it follows the unclamped spline.
        #expect(clamped.position(at: clamped.restTime * 0.5) == free.position(at: clamped.restTime * 0.5))
        #expect(clamped.position(at: clamped.restTime) == 3000 && clamped.isDone(at: clamped.restTime))
        // A release beyond an extent eases back in Android's cubic over √(2·|Δ|/2000) s.
        let back = try OverScrollerSimulation(position: -200, velocity: 500, leadingExtent: 0, trailingExtent: 1000)
        #expect(back.restPosition == 0 && back.restTime == (1000 * (0.2).squareRoot()).rounded(.towardZero) / 1000)
        #expect(isClose(back.position(at: back.restTime / 2), -100, absolute: 1e-9))
        #expect(back.velocity(at: 0) == 0)
        // No motion, bad input, extreme input.
        #expect(try OverScrollerSimulation(position: 5, velocity: 0).restTime == 0)
        #expect(throws: ConfigurationError.self) { try OverScrollerSimulation(position: .nan, velocity: 1) }
        #expect(throws: ConfigurationError.self) { try OverScrollerSimulation(position: 0, velocity: 1, friction: 0) }
        let huge = try OverScrollerSimulation(position: 0, velocity: 1e300)
        #expect(huge.restPosition.isFinite && huge.restTime.isFinite && huge.position(at: 1).isFinite && huge.velocity(at: 1).isFinite)
    }
}

@Suite struct OverScrollerDomainTests {
    @Test(arguments: [1e300, -1e308, Double.greatestFiniteMagnitude, 2e5])
    func anyReleaseSpeedIsLimitedSoTheFlingEndsWithinTheDoubles(velocity: Double) throws {
        for position in [0.0, 1e308, -1e308] {
            let fling = try OverScrollerSimulation(position: position, velocity: velocity)
            #expect(abs(fling.initialVelocity) == OverScrollerSimulation.maximumVelocity)
            #expect(fling.restTime.isFinite && fling.restTime < 60, "\(velocity) from \(position): \(fling.restTime) s")
            for t in [0.0, 1, fling.restTime / 2, fling.restTime] {
                let state = fling.state(at: t)
                #expect(state.position.isFinite && state.velocity.isFinite)
            }
            #expect(fling.isDone(at: fling.restTime))
        }
    }
}
