import _MotionTestSupport
import Foundation
import Testing
import Transitions

/// Flutter's own AnimationController test numbers (Tests/Vectors/flutter_animation_controller.json),
/// each record driven by the call its test makes.
@Suite struct FlutterAnimationControllerVectorTests {
    private static func records(_ kind: String) throws -> [[String: Any]] {
        let file = try #require(try Vectors.load("flutter_animation_controller.json") as? [String: Any])
        return try #require(file[kind] as? [[String: Any]], "\(kind) in flutter_animation_controller.json")
    }

    private func number(_ any: Any?) -> Double? { (any as? NSNumber)?.doubleValue }

    /// The controller and the call of a timing record, by the record's test name.
    private func setUp(_ record: [String: Any]) throws -> AnimationController? {
        let test = try #require(record["test"] as? String)
        let inputs = try #require(record["inputs"] as? [String: Any])
        let settings = inputs["controller"] as? [String: Any] ?? [:]
        let ms = { (key: String) in self.number(settings[key]).map { $0 / 1000 } }
        var controller = try AnimationController(value: number(settings["value"]), duration: ms("duration_ms"),
                                                 reverseDuration: ms("reverseDuration_ms"),
                                                 lowerBound: number(settings["lowerBound"]) ?? 0,
                                                 upperBound: number(settings["upperBound"]) ?? 1,
                                                 animationBehavior: settings["animationBehavior"] as? String == "preserve" ? .preserve : .normal)
        controller.disableAnimations = settings["disableAnimations"] as? Bool ?? false
        switch test {
        case _ where test.hasPrefix("Forward and reverse with different durations"):
            if test.hasSuffix("forward)") { controller.forward() } else { controller.reverse() }
        case "toggle() acts correctly based on the animation state":
            controller.forward()
        case "repeat(reverse: true) from 0", "repeat(reverse: true) from 1.0", "repeat(reverse: true) from 0.5":
            try controller.repeat(reverse: true)
        case "repeat(reverse: true, min: 0.5, max: 1.0)":
            try controller.repeat(min: 0.5, max: 1, reverse: true)
        case "repeat(reverse: true, min: 1.0, max: 1.0)":
            try controller.repeat(min: 1, max: 1, reverse: true)
        case "repeat(reverse: true, min: 0.2, max: 0.6)":
            try controller.repeat(min: 0.2, max: 0.6, reverse: true)
        case "repeat(min: 1, max: 3) with bounds -1..3":
            try controller.repeat(min: 1, max: 3)
        case "repeat(min: -1, max: 3) from 0 with bounds -1..3":
            try controller.repeat(min: -1, max: 3)
        case "repeat(count: 1)":
            try controller.repeat(count: 1)
        case "repeat(count: 2)":
            try controller.repeat(count: 2)
        case "repeat(reverse: true, count: 4)":
            try controller.repeat(reverse: true, count: 4)
        case "AnimationBehavior.preserve runs at normal speed when animatingTo",
             "AnimationBehavior.normal runs at 20x speed when animatingTo":
            var preserved = try AnimationController(animationBehavior: test.contains("preserve") ? .preserve : .normal)
            preserved.disableAnimations = true
            preserved.animateTo(1, duration: 0.1)
            return preserved
        default:
            return nil
        }
        return controller
    }

    @Test func timingRecords() throws {
        var checked = 0
        for record in try Self.records("animation_controller_timing") {
            let test = try #require(record["test"] as? String)
            guard var controller = try setUp(record),
                  let inputs = record["inputs"] as? [String: Any],
                  let firstTick = number(inputs["first_tick_ms"]),
                  let expected = record["expected"] as? [[String: Any]] else { continue }
            controller.tick(at: firstTick / 1000)
            for sample in expected {
                let tick = try #require(number(sample["tick_ms"]))
                let value = try #require(number(sample["value"]))
                let tolerance = number(sample["tol"]) ?? 0
                let shown = controller.tick(at: tick / 1000)
                #expect(isClose(shown, value, absolute: tolerance), "\(test) at \(tick) ms: \(shown) vs \(value)")
                checked += 1
            }
        }
        #expect(checked >= 40)
    }

    @Test func toggleAfterForwardRunsBackOverTheReverseDuration() throws {
        var controller = try AnimationController(duration: 0.1, reverseDuration: 0.1)
        controller.forward()
        controller.tick(at: 0.010)
        #expect(isClose(controller.tick(at: 0.060), 0.5, absolute: 1e-10))
        controller.toggle()
        #expect(controller.status == .reverse)
        controller.tick(at: 0.010)                       // the record's next frame: the new run's start
        #expect(isClose(controller.tick(at: 0.110), 0, absolute: 1e-10))
        #expect(controller.status == .dismissed)
    }

    @Test func velocityOfALinearRun() throws {
        var controller = try AnimationController(duration: 1)
        controller.forward()
        #expect(controller.velocity >= 0.4 && controller.velocity <= 0.6)      // before the first frame
        controller.tick(at: 0)
        #expect(controller.velocity >= 0.4 && controller.velocity <= 0.6)
        controller.tick(at: 0.005)
        #expect(controller.velocity >= 0.9 && controller.velocity <= 1.1)
        controller.tick(at: 0.5)
        #expect(controller.velocity >= 0.9 && controller.velocity <= 1.1)
        controller.tick(at: 1)                           // elapsed == duration: Flutter is done only after it
        #expect(controller.isAnimating)
        controller.tick(at: 1.001)
        #expect(controller.velocity == 0 && controller.status == .completed)
        var half = try AnimationController(duration: 1)
        half.forward(from: 0.5)
        #expect(half.velocity >= 0.4 && half.velocity <= 0.6)
        half.tick(at: 0)
        half.tick(at: 0.005)
        #expect(half.velocity >= 0.9 && half.velocity <= 1.1)
        var done = try AnimationController(duration: 1)
        done.forward(from: 1)
        #expect(done.velocity == 0 && done.status == .completed)
        done.tick(at: 3)
        #expect(done.velocity == 0)
    }

    @Test func doNotAnimateIfAlreadyAtTargetMidFlight() throws {
        var controller = try AnimationController(duration: 1)
        var statuses = [controller.status]
        controller.forward()
        statuses.append(controller.status)
        controller.tick(at: 0)
        let value = controller.tick(at: 0.5)
        #expect(value >= 0.4 && value <= 0.6)
        controller.animateTo(value, duration: 0.1)
        statuses.append(controller.status)
        #expect(controller.value == value && !controller.isAnimating)
        #expect(statuses == [.dismissed, .forward, .completed])
    }

    @Test func flingRecords() throws {
        for record in try Self.records("animation_controller_fling") {
            let test = try #require(record["test"] as? String)
            let inputs = try #require(record["inputs"] as? [String: Any])
            guard let expected = record["expected"] as? [String: Any], let value = number(expected["value"]),
                  let settings = inputs["controller"] as? [String: Any],
                  let ticks = inputs["ticks_s"] as? [NSNumber] else { continue }
            var controller = try AnimationController(value: number(settings["value_before"]),
                                                     duration: number(settings["duration_ms"]).map { $0 / 1000 },
                                                     lowerBound: number(settings["lowerBound"]) ?? 0,
                                                     upperBound: number(settings["upperBound"]) ?? 1)
            controller.fling(velocity: (inputs["call"] as? String)?.contains("-1.0") == true ? -1 : 1)
            for tick in ticks { controller.tick(at: tick.doubleValue) }
            #expect(controller.value == value, "\(test): \(controller.value)")
            #expect(controller.status == (value == controller.upperBound ? .completed : .dismissed), "\(test)")
            #expect(!controller.isAnimating)
        }
    }

    @Test func customSpringAndBehaviourRecords() throws {
        var standard = try AnimationController(duration: 0.1)
        var custom = standard
        standard.fling()
        custom.fling(spring: try Spring(mass: 0.01, stiffness: 10, dampingRatio: 2))
        for time in [0.0, 0.05] {
            standard.tick(at: time)
            custom.tick(at: time)
        }
        #expect(custom.value < standard.value)

        var preserve = try AnimationController(duration: 0.1)
        preserve.disableAnimations = true
        var normal = preserve
        preserve.fling(animationBehavior: .preserve)
        normal.fling(animationBehavior: .normal)
        for time in [0.0, 0.05] {
            preserve.tick(at: time)
            normal.tick(at: time)
        }
        #expect(preserve.value < normal.value)
    }

    /// The default fling from 0: exactly 1 once past it (about 0.295 s), never before.
    @Test func flingEndsExactlyAtTheBound() throws {
        var controller = try AnimationController()
        controller.fling()
        #expect(controller.status == .forward)
        var time = 0.0
        var frames = 0
        while controller.isAnimating, frames < 1_000 {
            let value = controller.tick(at: time)
            #expect(value <= 1)
            time += 1.0 / 120
            frames += 1
        }
        #expect(controller.value == 1 && controller.status == .completed)
        #expect(time > 0.29 && time < 0.31, "\(time)")
    }

    @Test func badConfigurations() {
        #expect(throws: ConfigurationError.self) { try AnimationController(duration: 0) }
        #expect(throws: ConfigurationError.self) { try AnimationController(lowerBound: 1, upperBound: 0) }
        #expect(throws: ConfigurationError.self) { try AnimationController(value: .nan) }
        #expect(throws: ConfigurationError.self) {
            var controller = try AnimationController()
            try controller.repeat()                  // no period and no duration
        }
        #expect(throws: ConfigurationError.self) {
            var controller = try AnimationController(duration: 1)
            try controller.repeat(count: 0)
        }
    }
}
