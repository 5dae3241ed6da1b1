import ArgumentParser
import Foundation
import Testing
import Dynamics
import _MotionTestSupport
@testable import bench
@testable import BenchReplay

@Suite struct DynamicsProbeTests {
    func parse(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    @Test func springProbePrintsTheExactSolution() throws {
        let probe = try SpringProbe.parse(["--mass=2", "--stiffness=300", "--damping=12", "--from=-40", "--to=60",
                                           "--velocity=-250", "--at=0,0.05,0.5,3"])
        let text = try probe.output().text
        let rows = try #require(try parse(text) as? [[String: Double]])
        let motion = SpringSolution(spring: try Spring(mass: 2, stiffness: 300, damping: 12), from: -40.0, to: 60,
                                    initialVelocity: -250)
        #expect(rows.count == 4)
        for (row, t) in zip(rows, [0, 0.05, 0.5, 3]) {
            #expect(Set(row.keys) == ["t", "x", "v"])
            #expect(row["t"] == t)
            // Printed in Swift's shortest round-trip form: the exact doubles appear in the text.
            #expect(text.contains("\"x\": \(JSON.number(motion.value(at: t)).text)"))
            #expect(text.contains("\"v\": \(JSON.number(motion.velocity(at: t)).text)"))
            #expect(isClose(row["x"]!, motion.value(at: t), relative: 1e-15))
            #expect(isClose(row["v"]!, motion.velocity(at: t), relative: 1e-15))
        }
        #expect(rows[0]["x"] == -40 && rows[0]["v"] == -250)
    }

    @Test func springProbeCoversAllRegimes() throws {
        for damping in ["2", "20", "80"] {   // k = 100, m = 1: under, critical, over
            let probe = try SpringProbe.parse(["--mass=1", "--stiffness=100", "--damping=\(damping)", "--from=0", "--to=1", "--at=0.1,10"])
            let rows = try #require(try parse(probe.output().text) as? [[String: Double]])
            #expect(abs(rows[1]["x"]! - 1) < 1e-3, "damping \(damping)")
        }
    }

    @Test func decayProbePrintsRestAndSamples() throws {
        let probe = try DecayProbe.parse(["--from=100", "--velocity=-2000", "--rate=0.99", "--at=0,0.1,1"])
        let object = try #require(try parse(probe.output().text) as? [String: Any])
        let decay = Decay(from: 100.0, velocity: -2000, rate: .fast)
        #expect(isClose(object["rest"] as! Double, decay.restValue, relative: 1e-15))
        #expect(abs((object["rest"] as! Double) - (100 + 2000 / (1000 * log(0.99)))) < 1e-9)
        let samples = try #require(object["samples"] as? [[String: Double]])
        #expect(samples.map { $0["t"]! } == [0, 0.1, 1])
        #expect(samples[0]["x"] == 100 && samples[0]["v"] == -2000)
        #expect(isClose(samples[1]["x"]!, decay.value(at: 0.1), relative: 1e-15))
        #expect(isClose(samples[1]["v"]!, decay.velocity(at: 0.1), relative: 1e-15))
    }

    @Test(arguments: [
        ["--mass=-1", "--stiffness=100", "--damping=10", "--from=0", "--to=1", "--at=0"],
        ["--mass=0", "--stiffness=100", "--damping=10", "--from=0", "--to=1", "--at=0"],
        ["--mass=nan", "--stiffness=100", "--damping=10", "--from=0", "--to=1", "--at=0"],
        ["--mass=1", "--stiffness=-5", "--damping=10", "--from=0", "--to=1", "--at=0"],
        ["--mass=1", "--stiffness=100", "--damping=-1", "--from=0", "--to=1", "--at=0"],
        ["--mass=1", "--stiffness=100", "--damping=10", "--from=inf", "--to=1", "--at=0"],
        ["--mass=1", "--stiffness=100", "--damping=10", "--from=0", "--to=1", "--at=0,-1"],
        ["--mass=1", "--stiffness=100", "--damping=10", "--from=0", "--to=1", "--at=0,x"],
    ])
    func springProbeRejectsBadNumbers(_ arguments: [String]) throws {
        // A value its type refuses, in argument-parser's words; one the spring refuses, naming the flag.
        let reason = try #require(InProcessBench.reason(SpringProbe.self, arguments) { _ = try $0.output() })
        #expect(!reason.contains("\n") && (reason.hasPrefix("--") || reason.hasPrefix("The value")), "\(reason)")
    }

    @Test(arguments: ["0", "1", "1.5", "-0.5", "nan"])
    func decayProbeRejectsRatesOutsideTheOpenUnitInterval(_ rate: String) throws {
        #expect(InProcessBench.reason(DecayProbe.self, ["--from=0", "--velocity=100", "--rate=\(rate)", "--at=0"]) { _ = try $0.output() } != nil)
    }

    @Test func dynamicsScenariosAreRegisteredAndRun() {
        for name in ["dynamics.spring", "dynamics.decay", "dynamics.world"] {
            let scenario = Scenario.all.first { $0.name == name }
            #expect(scenario != nil, "\(name)")
            guard let scenario else { continue }
            let workload = scenario.make(3)
            var sum = 0.0
            for frame in 0..<300 { sum += workload.frame(frame) }
            #expect(sum.isFinite, "\(name)")
        }
    }
}

@Suite struct SpringSettlingProbeTests {
    @Test func reportsTheSettlingFigures() throws {
        let probe = try SpringProbe.parse(["--stiffness=100", "--damping=5", "--from=0", "--to=1", "--at=0", "--settling=0.001"])
        let spring = try Spring(mass: 1, stiffness: 100, damping: 5)
        let expected = "{\"settlingDuration\": \(spring.settlingDuration()), \"exactSettlingDuration\": \(spring.exactSettlingDuration()), "
            + "\"composeDurationMillis\": \(spring.estimatedAnimationDurationMillis(initialDisplacement: -1, delta: 0.001)), "
            + "\"samples\": [{\"t\": 0, \"x\": 0, \"v\": 0}]}"
        #expect(try probe.output().text == expected)
        let bad = try SpringProbe.parse(["--stiffness=100", "--damping=5", "--from=0", "--to=1", "--at=0", "--settling=2"])
        #expect(throws: InvalidInput.self) { try bad.output() }
    }
}

@Suite struct InertiaProbeTests {
    @Test func framerInertiaInsteadOfARate() throws {
        let probe = try DecayProbe.parse(["--from=100", "--velocity=1000", "--inertia=0.8,325", "--at=0"])
        // Rest at 100 + 0.8·1000; Motion starts at A·1000/τ = 800/0.325 = 2461.5 units per second.
        #expect(try probe.output().text == #"{"rest": 900, "samples": [{"t": 0, "x": 100, "v": 2461.53846153843}]}"#)
        #expect(throws: InvalidInput.self) { try DecayProbe.parse(["--from=0", "--velocity=1", "--at=0"]).output() }
        #expect(throws: InvalidInput.self) { try DecayProbe.parse(["--from=0", "--velocity=1", "--rate=0.998", "--inertia=0.8,325", "--at=0"]).output() }
    }
}
