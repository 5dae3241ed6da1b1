import Testing
@testable import bench
@testable import BenchReplay

@Suite struct ScenarioRegistryTests {
    @Test func namesAreUniqueAndDotted() {
        let names = Scenario.all.map(\.name)
        #expect(Set(names).count == names.count)
        for name in names {
            #expect(name.contains("."), "\(name)")
        }
        #expect(names.contains("geometry.layer-curve"))
    }

    @Test func everyScenarioRuns() {
        var harness = Harness(frames: 200)
        for scenario in Scenario.all {
            let row = harness.measure(scenario, count: 3)
            #expect(row.frames >= 50, "\(scenario.name)")
            #expect(row.nsPerFrameMedian > 0, "\(scenario.name)")
        }
        #expect(harness.checksum.isFinite)
    }

    @Test func percentileInterpolates() {
        #expect(percentile([1, 2, 3, 4, 5], 0.5) == 3)
        #expect(percentile([1, 2, 3, 4], 0.5) == 2.5)
        #expect(percentile([10], 0.99) == 10)
        #expect(percentile([], 0.5) == 0)
    }

    @Test func jsonRowsHaveTheContractKeys() {
        let row = Measurement(scenario: "x.y", count: 2, frames: 100, nsPerFrameMedian: 50, nsPerFrameP99: 70, nsPerFrameMean: 55,
                              nsPerFrameMin: 40, allocationsPerFrame: 0)
        let text = row.json.text
        for key in ["\"scenario\": \"x.y\"", "\"count\": 2", "\"nsPerFrameMedian\": 50", "\"nsPerFrameP99\": 70", "\"nsPerFrameMean\": 55",
                    "\"allocationsPerFrame\": 0", "\"instancesPer1ms\": 40000"] {
            #expect(text.contains(key), "\(key) in \(text)")
        }
        let unavailable = Measurement(scenario: "x", count: 1, frames: 1, nsPerFrameMedian: 1, nsPerFrameP99: 1, nsPerFrameMean: 1,
                                      nsPerFrameMin: 1, allocationsPerFrame: nil)
        #expect(unavailable.json.text.contains("\"allocationsPerFrame\": null"))
    }
}

@Suite struct JSONOutputTests {
    @Test func numbersAndStrings() {
        #expect(JSON.number(1).text == "1")
        #expect(JSON.number(0.5).text == "0.5")
        #expect(JSON.number(-2.25).text == "-2.25")
        #expect(JSON.number(.nan).text == "null")
        #expect(JSON.number(nil).text == "null")
        #expect(JSON.string("a\"b\\c\n").text == #""a\"b\\c\n""#)
        #expect(JSON.object([("k", .array([.bool(true), .null, .integer(3)]))]).text == #"{"k": [true, null, 3]}"#)
    }
}
