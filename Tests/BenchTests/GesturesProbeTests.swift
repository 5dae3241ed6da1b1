import ArgumentParser
import Foundation
import Gestures
import Testing
@testable import bench
@testable import BenchReplay

@Suite struct GesturesProbeTests {
    static let fling = """
        { "name": "fling-up",
          "container": { "x": 0, "y": 0, "width": 375, "height": 667 },
          "events": [
            { "t": 0.000, "pointer": 0, "phase": "began",   "x": 180.0, "y": 500.0 },
            { "t": 0.008, "pointer": 0, "phase": "moved",   "x": 180.5, "y": 480.0 },
            { "t": 0.016, "pointer": 0, "phase": "moved",   "x": 181.0, "y": 455.0 },
            { "t": 0.024, "pointer": 0, "phase": "ended",   "x": 999.0, "y": 999.0 } ] }
        """

    static func probe(_ json: String, strategy: String = "lsq2") throws -> String {
        guard let strategy = VelocityStrategy(argument: strategy) else { throw InvalidInput("--strategy=\(strategy)") }
        return try Velocity.estimate(trace: decodeTrace(Data(json.utf8)), strategy: strategy).text
    }

    @Test func leastSquaresThroughThreeSamples() throws {
        // Quadratic through (-0.016, 180), (-0.008, 180.5), (0, 181): vx = 62.5 exactly; y: 500, 480, 455
        // gives y' at 0 = (3·455 − 4·480 + 500)/(2·0.008) = -3437.5.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(Self.probe(Self.fling).utf8)) as? [String: Double])
        #expect(abs(object["vx", default: .nan] - 62.5) < 1e-9)
        #expect(abs(object["vy", default: .nan] + 3437.5) < 1e-9)
    }

    @Test func impulse() throws {
        // Segments of 2500 and 3125 pt/s in y: work = 2500²/2 + (3125−2500)·3125, v = −√(2·work).
        let text = try Self.probe(Self.fling, strategy: "impulse")
        let work: Double = 2500.0 * 2500.0 / 2.0 + 625.0 * 3125.0
        let vy: Double = -(2.0 * work).squareRoot()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Double])
        #expect(abs(object["vy", default: .nan] - vy) < 1e-9)
    }

    @Test func iOSScrollViewStrategy() throws {
        // Pairs of (62.5, −2500) and (62.5, −3125) pt/s; with three samples the pair two back is missing:
        // 0.35·v₋₁ + 0.05·v₀ (Flutter's IOSScrollViewFlingVelocityTracker).
        let object = try #require(try JSONSerialization.jsonObject(with: Data(Self.probe(Self.fling, strategy: "ios").utf8)) as? [String: Double])
        #expect(abs(object["vx", default: .nan] - 25) < 1e-9)
        #expect(abs(object["vy", default: .nan] + 1031.25) < 1e-9)
        #expect(try Self.probe(Self.fling, strategy: "macos").contains("vy"))
    }

    @Test func noEstimateIsNull() throws {
        let single = #"{"events": [{"t": 0, "pointer": 0, "phase": "began", "x": 1, "y": 2}, {"t": 0.01, "pointer": 0, "phase": "ended", "x": 5, "y": 2}]}"#
        #expect(try Self.probe(single) == #"{"vx": null, "vy": null}"#)
        let stopped = #"{"events": [{"t": 0, "pointer": 0, "phase": "began", "x": 1, "y": 2}, {"t": 0.01, "pointer": 0, "phase": "moved", "x": 5, "y": 2}, {"t": 0.2, "pointer": 0, "phase": "ended", "x": 5, "y": 2}]}"#
        #expect(try Self.probe(stopped) == #"{"vx": null, "vy": null}"#)
    }

    @Test func badTracesNameTheEvent() {
        let backwards = #"{"events": [{"t": 0.1, "pointer": 0, "phase": "began", "x": 1, "y": 2}, {"t": 0.05, "pointer": 0, "phase": "moved", "x": 5, "y": 2}]}"#
        #expect(throws: InvalidInput.self) { try Self.probe(backwards) }
        do {
            _ = try Self.probe(backwards)
        } catch {
            #expect("\(error)".contains("event 1: time goes backwards"))
        }
        do {
            _ = try Self.probe(#"{"events": [{"t": 0, "pointer": 0, "phase": "tap", "x": 1, "y": 2}]}"#)
        } catch {
            #expect("\(error)".contains("event 0: unknown phase"))
        }
        do {
            _ = try Self.probe(#"{"events": [{"t": 0, "pointer": 0, "phase": "began", "x": 1}]}"#)
        } catch {
            #expect("\(error)".contains("event 0: missing field \"y\""))
        }
        #expect(throws: InvalidInput.self) { try Self.probe("{\"events\": [") }
        #expect(throws: InvalidInput.self) { try Self.probe(Self.fling, strategy: "lsq3") }
        #expect(throws: InvalidInput.self) { try InputPath("/nonexistent/trace.json").trace() }
    }

    @Test func parsesItsArguments() throws {
        let command = try Velocity.parse(["trace.json", "--strategy", "impulse"])
        #expect(command.trace.path == "trace.json")
        #expect(command.strategy == .impulse)
        #expect(try Velocity.parse(["t.json"]).strategy == .leastSquares)
    }

    @Test func loadsAFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("gestures-probe-\(getpid()).json")
        try Data(Self.fling.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let trace = try InputPath(url.path).trace()
        #expect(trace.samples.count == 4)
        #expect(trace.name == "fling-up")
    }

    @Test func scenariosAreRegistered() {
        let names = Scenario.all.map(\.name)
        #expect(names.contains("gestures.pan") && names.contains("gestures.velocity"))
        for scenario in Scenario.all where scenario.name.hasPrefix("gestures.") {
            let workload = scenario.make(3)
            var sum = 0.0
            for frame in 0..<200 { sum += workload.frame(frame) }
            #expect(sum.isFinite && sum != 0, "\(scenario.name)")
        }
    }
}
