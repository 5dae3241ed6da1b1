import ArgumentParser
import Testing
@testable import bench
import Geometry
@testable import BenchReplay

@Suite struct CurveProbeTests {
    @Test func evaluatesTheCurve() throws {
        let probe = try Curve.parse(["--control=0.5,1,0.5,1", "--at=0,0.5,1,-1,2"])
        #expect(try probe.output().text == #"[{"p": 0, "y": 0}, {"p": 0.5, "y": 0.875}, {"p": 1, "y": 1}, {"p": -1, "y": -2}, {"p": 2, "y": 1}]"#)
    }

    @Test func namedCurvesAndSteps() throws {
        let emphasized = try Curve.parse(["--named=m3-emphasized", "--at=0,0.166666,1"])
        #expect(try emphasized.output().text == #"[{"p": 0, "y": 0}, {"p": 0.166666, "y": 0.4}, {"p": 1, "y": 1}]"#)
        let circular = try Curve.parse(["--named=circular-ease-out", "--at=0.5"])
        #expect(try circular.output().text == "[{\"p\": 0.5, \"y\": \(UnitCurve.circularEaseOut.value(at: 0.5))}]")
        let steps = try Curve.parse(["--steps=2,jump-both", "--at=0,0.5"])
        #expect(try steps.output().text == #"[{"p": 0, "y": 0.3333333333333333}, {"p": 0.5, "y": 0.6666666666666666}]"#)
        #expect(try Curve.parse(["--steps=4", "--at=0.3"]).output().text == #"[{"p": 0.3, "y": 0.25}]"#)
    }

    @Test(arguments: [
        (["--at=0.5"], "give exactly one of --control, --named and --steps"),
        (["--steps=1,jump-none", "--at=0.5"], "The value '1,jump-none' is invalid for '--steps <steps>': steps = 1: must be at least 2 with jump-none"),
        (["--control=1.5,0,0.5,1", "--at=0.5"], "The value '1.5,0,0.5,1' is invalid for '--control <control>': x1 = 1.5: must be in 0...1"),
        (["--control=0.5,0,0.5", "--at=0.5"], "The value '0.5,0,0.5' is invalid for '--control <control>': must be X1,Y1,X2,Y2: 4 comma-separated numbers, got 3"),
        (["--control=0.5,0,0.5,1", "--at=0.5,nan"], "The value '0.5,nan' is invalid for '--at <at>': nan must be finite"),
        (["--control=0.5,0,0.5,1", "--at=x"], "The value 'x' is invalid for '--at <at>': x is not a number"),
    ])
    func rejectsBadInput(arguments: [String], reason: String) throws {
        #expect(InProcessBench.reason(Curve.self, arguments) { _ = try $0.output() } == reason)
    }
}

@Suite struct RubberBandProbeTests {
    @Test func publishedValue() throws {
        let probe = try RubberBandProbe.parse(["--offset=100", "--dimension=960"])
        let text = try probe.output().text
        #expect(text.hasPrefix(#"{"value": 52.019"#))
        let negative = try RubberBandProbe.parse(["--offset=-100", "--dimension=960", "--constant=0.55"])
        #expect(try negative.output().text.hasPrefix(#"{"value": -52.019"#))
    }

    @Test func rejectsBadInput() throws {
        for arguments in [["--offset=1", "--dimension=0"], ["--offset=1", "--dimension=10", "--constant=-1"],
                          ["--offset=inf", "--dimension=10"]] {
            #expect(InProcessBench.reason(RubberBandProbe.self, arguments) { _ = try $0.output() } != nil, "\(arguments)")
        }
    }
}
