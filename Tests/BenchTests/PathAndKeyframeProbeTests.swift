import ArgumentParser
import Dynamics
import Foundation
import Geometry
import Testing
@testable import bench
@testable import BenchReplay
import _MotionTestSupport

/// `bench arc` and `bench keyframes` in process, on the platforms' vectors (Tests/Vectors/
/// transition_paths.json and compose_keyframes.json) and on bad input.
@Suite struct PathAndKeyframeProbeTests {
    static func numbers(_ any: Any?) -> [Double] { (any as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.doubleValue } }
    static func list(_ values: [Double]) -> String { values.map { "\($0)" }.joined(separator: ",") }

    /// The probe's rows, parsed back from the JSON it prints.
    static func rows(_ json: JSON) throws -> [[String: Double]] {
        let parsed = try JSONSerialization.jsonObject(with: Data(json.text.utf8)) as! [[String: Any]]
        return parsed.map { $0.compactMapValues { ($0 as? NSNumber)?.doubleValue } }
    }

    static func reason(_ body: () throws -> JSON) -> String? {
        do {
            _ = try body()
            return nil
        } catch let error as InvalidInput {
            return error.description
        } catch {
            return "\(error)"
        }
    }

    @Test func flutterArcTestThroughTheCommandLine() throws {
        let published = try Vectors.section("flutter", of: "transition_paths.json")["published"] as! [String: Any]
        let tolerance = (published["tolerance"] as! NSNumber).doubleValue
        for test in published["points"] as! [[String: Any]] {
            let samples = (test["samples"] as! [Any]).map { Self.numbers($0) }
            let probe = try ArcProbe.parse(["--from=\(Self.list(Self.numbers(test["begin"])))", "--to=\(Self.list(Self.numbers(test["end"])))",
                                            "--at=\(Self.list(samples.map { $0[0] }))", "--path=material"])
            for (row, sample) in zip(try Self.rows(probe.output()), samples) {
                #expect(row["p"] == sample[0])
                #expect(hypot(row["x"]! - sample[1], row["y"]! - sample[2]) <= tolerance, "\(test["test"]!) at \(sample[0]): \(row)")
            }
        }
        for test in published["rects"] as! [[String: Any]] {
            let samples = (test["samples"] as! [Any]).map { Self.numbers($0) }
            // The default path is material.
            let probe = try ArcProbe.parse(["--rect-from=\(Self.list(Self.numbers(test["begin"])))",
                                            "--rect-to=\(Self.list(Self.numbers(test["end"])))", "--at=\(Self.list(samples.map { $0[0] }))"])
            for (row, sample) in zip(try Self.rows(probe.output()), samples) {
                for (key, expected) in zip(["left", "top", "right", "bottom"], sample.dropFirst()) {
                    #expect(abs(row[key]! - expected) < tolerance, "\(test["test"]!) at \(sample[0]): \(row)")
                }
            }
        }
    }

    @Test func composeArcsThroughTheCommandLine() throws {
        let section = try Vectors.section("compose", of: "transition_paths.json")
        let derived = section["derived"] as! [String: Any]
        let tolerance = (derived["tolerance"] as! NSNumber).doubleValue
        for test in derived["cases"] as! [[String: Any]] {
            let samples = (test["samples"] as! [Any]).map { Self.numbers($0) }
            let probe = try ArcProbe.parse(["--from=\(Self.list(Self.numbers(test["from"])))", "--to=\(Self.list(Self.numbers(test["to"])))",
                                            "--at=\(Self.list(samples.map { $0[0] }))", "--path=\(test["mode"] as! String)"])
            for (row, sample) in zip(try Self.rows(probe.output()), samples) {
                #expect(abs(row["x"]! - sample[1]) <= tolerance && abs(row["y"]! - sample[2]) <= tolerance, "\(test) \(row)")
                #expect(abs(row["vx"]! - sample[3]) <= tolerance && abs(row["vy"]! - sample[4]) <= tolerance, "\(test) \(row)")
            }
        }
        // androidx's ArcAnimationTest, one of its properties through the command line: x(0.25) of ArcAbove is
        // the complement of y(0.75).
        let published = section["published"] as! [String: Any]
        let rows = try Self.rows(ArcProbe.parse(["--from=0,0", "--to=300,300", "--at=0.25,0.75", "--path=arc-above"]).output())
        #expect(abs((300 - rows[0]["x"]!) - rows[1]["y"]!) <= (published["error"] as! NSNumber).doubleValue)
        let linear = try Self.rows(ArcProbe.parse(["--from=0,0", "--to=300,300", "--at=0.25", "--path=linear"]).output())
        #expect(linear[0]["x"] == 75 && linear[0]["y"] == 75)
    }

    @Test(arguments: [
        (["--from=0,0", "--at=0.5"], "give --from and --to (points), or --rect-from and --rect-to (frames)"),
        (["--from=0,0", "--to=1,1", "--rect-from=0,0,1,1", "--rect-to=0,0,2,2", "--at=0.5"],
         "give --from and --to (points), or --rect-from and --rect-to (frames)"),
        (["--from=0,0,1", "--to=1,1", "--at=0.5"], "The value '0,0,1' is invalid for '--from <from>': must be X,Y: 2 comma-separated numbers, got 3"),
        (["--from=0,0", "--to=1,inf", "--at=0.5"], "The value '1,inf' is invalid for '--to <to>': inf must be finite"),
        (["--from=0,0", "--to=1,1", "--at=0.5,x"], "The value '0.5,x' is invalid for '--at <at>': x is not a number"),
        (["--rect-from=10,0,5,5", "--rect-to=0,0,1,1", "--at=0.5"], "--rect-from=10,0,5,5 must have left ≤ right and top ≤ bottom"),
    ])
    func arcRejectsBadInput(arguments: [String], reason: String) throws {
        #expect(InProcessBench.reason(ArcProbe.self, arguments) { _ = try $0.output() } == reason)
    }

    /// Through the whole command line: bad input exits 2 with one line on stderr naming the flag, nothing on stdout.
    @Test(arguments: [
        (["arc", "--from=0,0", "--to=1,1", "--at=0.5", "--path=curvy"], "--path"),
        (["arc", "--from=0,0", "--to=1,1"], "--at"),
        (["arc", "--rect-from=0,0,1", "--rect-to=0,0,1,1", "--at=0.5"], "--rect-from"),
        (["keyframes", "--spec=/nonexistent.json", "--at=0"], "--spec"),
        (["keyframes", "--spec=/nonexistent.json", "--at=0,nan"], "--at"),
    ])
    func badInputExitsTwoNamingTheFlag(arguments: [String], flag: String) throws {
        let result = try InProcessBench.run(arguments)
        #expect(result.status == 2 && result.standardOutput.isEmpty, "\(arguments)")
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains(flag), "\(arguments): \(result.standardError)")
    }

    @Test func probesPrintJSONThroughTheCommandLine() throws {
        let arc = try InProcessBench.run(["arc", "--from=0,0", "--to=0,10", "--at=0.5"])
        #expect(arc.status == 0 && arc.standardOutput == "[{\"p\": 0.5, \"x\": 0, \"y\": 5, \"vx\": 0, \"vy\": 10}]\n")
        let spec = try Self.specFile(#"{"initial": 0, "keyframes": [{"kind": "linear", "to": 10, "duration": 1}]}"#)
        let keyframes = try InProcessBench.run(["keyframes", "--spec", spec, "--at", "0.5"])
        #expect(keyframes.status == 0 && keyframes.standardOutput == "[{\"t\": 0.5, \"value\": 5, \"velocity\": 10}]\n")
    }

    /// Writes `text` to a fresh file and returns its path.
    static func specFile(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("keyframes-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test func monoSplineTestThroughTheCommandLine() throws {
        let section = try Vectors.section("monoSpline", of: "compose_keyframes.json")
        let tolerance = (section["tolerance"] as! NSNumber).doubleValue
        for test in section["cases"] as! [[String: Any]] {
            let points = zip(Self.numbers(test["times"]), Self.numbers(test["values"])).map { "[\($0), \($1)]" }.joined(separator: ", ")
            let spec = try Self.specFile(#"{"monotone": [\#(points)]}"#)
            let samples = (test["samples"] as! [Any]).map { Self.numbers($0) }
            let rows = try Self.rows(KeyframesProbe.parse(["--spec=\(spec)", "--at=\(Self.list(samples.map { $0[0] }))"]).output())
            for (row, sample) in zip(rows, samples) {
                #expect(row["t"] == sample[0])
                #expect(abs(row["value"]! - sample[1]) <= tolerance, "\(test["test"]!) \(row)")
            }
        }
    }

    @Test func keyframeSplineAnimationTestThroughTheCommandLine() throws {
        // interpolatedValues, y: Offset(1, 2) at 250 of 500 ms from (0, 0) to (2, 2).
        let spec = try Self.specFile(#"{"monotone": [[0, 0], [0.25, 2], [0.5, 2]]}"#)
        let rows = try Self.rows(KeyframesProbe.parse(["--spec=\(spec)", "--at=-1,0.125,0.375,0.5,2"]).output())
        #expect(rows.map { $0["value"]! } == [0, 1.25, 2, 2, 2])
        #expect(rows.map { $0["velocity"]! } == [0, 10, 0, 0, 0])
        // Shifted in time: the spline starts at its first time.
        let later = try Self.specFile(#"{"monotone": [[1, 0], [1.25, 2], [1.5, 2]], "periodicBias": null}"#)
        #expect(try Self.rows(KeyframesProbe.parse(["--spec=\(later)", "--at=1.125"]).output())[0]["value"] == 1.25)
    }

    @Test func swiftUITrackThroughTheCommandLine() throws {
        let spec = try Self.specFile("""
            {"initial": 0, "keyframes": [
              {"kind": "linear", "to": 100, "duration": 0.25, "curve": "linear"},
              {"kind": "spring", "to": 50, "duration": 0.3, "spring": {"duration": 0.4, "bounce": 0.2}},
              {"kind": "cubic", "to": 80, "duration": 0.2},
              {"kind": "cubic", "to": 0, "duration": 0.2, "endVelocity": -10},
              {"kind": "move", "to": 5},
              {"kind": "linear", "to": 0, "duration": 0.1, "curve": "0.42,0,0.58,1"}]}
            """)
        let times = [0, 0.125, 0.3, 0.6, 0.7, 0.9, 0.95, 2]
        let output = try KeyframesProbe.parse(["--spec=\(spec)", "--at=\(Self.list(times))"]).output()
        let rows = try Self.rows(output)
        let track = try KeyframeTrack(initialValue: 0.0, [
            .linear(100, duration: 0.25), .spring(50, duration: 0.3, spring: Spring(duration: 0.4, bounce: 0.2)),
            .cubic(80, duration: 0.2), .cubic(0, duration: 0.2, endVelocity: -10), .move(5),
            .linear(0, duration: 0.1, timingCurve: .easeInOut),
        ])
        // Exactly the library's numbers, digit for digit.
        let expected = JSON.array(times.map { t in
            .object([("t", .number(t)), ("value", .number(track.value(at: t))), ("velocity", .number(track.velocity(at: t)))])
        })
        #expect(output.text == expected.text)
        #expect(rows[1]["value"] == 50 && rows[1]["velocity"] == 400)
    }

    @Test func keyframesRejectBadInputByName() throws {
        func reason(_ spec: String) throws -> String? {
            let path = try Self.specFile(spec)
            let probe = try KeyframesProbe.parse(["--spec=\(path)", "--at=0.1"])
            return Self.reason { try probe.output() }?.replacingOccurrences(of: path, with: "FILE")
        }
        #expect(try reason("not json") == "--spec=FILE is not a JSON object")
        #expect(try reason(#"{"x": 1}"#) == #"--spec=FILE must have "initial" and "keyframes" (SwiftUI) or "monotone" (Compose)"#)
        #expect(try reason(#"{"initial": 0, "keyframes": [{"kind": "bounce", "to": 1}]}"#)
                == "--spec=FILE: keyframes[0].kind must be one of linear, spring, cubic, move")
        #expect(try reason(#"{"initial": 0, "keyframes": [{"kind": "linear", "duration": 1}]}"#) == "--spec=FILE: keyframes[0].to is missing")
        #expect(try reason(#"{"initial": 0, "keyframes": [{"kind": "move", "to": 1}, {"kind": "cubic", "to": 1, "duration": -1}]}"#)
                == "--spec=FILE: keyframes[1].duration = -1.0: must be non-negative and finite")
        #expect(try reason(#"{"initial": 0, "keyframes": [{"kind": "spring", "to": 1, "spring": {"duration": 0}}]}"#)
                == "--spec=FILE: keyframes[0].spring duration = 0.0: must be positive and finite")
        #expect(try reason(#"{"initial": 0, "keyframes": [{"kind": "linear", "to": 1, "duration": 1, "curve": "wobbly"}]}"#)
                == "--spec=FILE: keyframes[0].curve must be linear, easeIn, easeOut, easeInOut or X1,Y1,X2,Y2")
        #expect(try reason(#"{"monotone": [[0, 0], [0, 1]]}"#) == "--spec=FILE: monotone[1][0] must be later than the time before it (0.0)")
        #expect(try reason(#"{"monotone": []}"#) == "--spec=FILE: monotone must be a non-empty array of [T, V]")
        #expect(try reason(#"{"monotone": [[0, 0], [1, 1]], "periodicBias": 2}"#)
                == "--spec=FILE: periodicBias = 2.0: must be in 0...1")
        let missing = try KeyframesProbe.parse(["--spec=/nonexistent/spec.json", "--at=0"])
        #expect(Self.reason { try missing.output() } == "--spec=/nonexistent/spec.json: cannot read it (No such file or directory)")
        let single = try Self.specFile(#"{"monotone": [[0.5, 3]]}"#)
        #expect(try Self.rows(KeyframesProbe.parse(["--spec=\(single)", "--at=0,0.5,1"]).output()).map { $0["value"]! } == [3, 3, 3])
    }
}

@Suite struct PlotArcTests {
    @Test func theArcPlotDrawsEachPath() throws {
        let document = try SVGReader(try PlotFiles.run(["plot", "arc", "--from=0,0", "--to=300,300"]))
        let chart = try document.plot(containing: "material")
        for kind in MotionPath.Kind.allCases {
            let path = try MotionPath(from: Point(x: 0, y: 0), to: Point(x: 300, y: 300), kind: kind)
            let points = try chart.series(kind.rawValue)
            #expect(points.count == 101, "\(kind)")
            for (index, point) in points.enumerated() {
                let (x, y) = chart.data(point), expected = path.point(at: Double(index) / 100)
                // The SVG's coordinates are rounded to 0.01 px.
                #expect(abs(x - expected.x) <= 0.006 / chart.scaleX && abs(y - expected.y) <= 0.006 / chart.scaleY, "\(kind) \(index)")
            }
        }
        let bad = try InProcessBench.run(["plot", "arc", "--from=0", "-o", "/dev/null"])
        #expect(bad.status == 2 && bad.standardError.contains("--from"))
    }
}
