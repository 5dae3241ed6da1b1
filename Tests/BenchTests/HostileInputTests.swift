import ArgumentParser
import Dynamics
import Foundation
import Testing
import _MotionTestSupport
import BenchPlots
@testable import bench
@testable import BenchReplay

/// Issue 19's command-line contract at the edges of the double range: exit 0 with finite output, or
/// exit 2 with one line naming the flag; never a trap, `null`, `inf` or `nan`.
@Suite struct HostileInputTests {
    func traceFile(from start: Double = 100, x: Double) throws -> String {
        let events = [(0.0, "began", start), (0.016, "moved", x), (0.032, "moved", x), (0.048, "ended", x)]
        let lines = events.map { "{\"t\": \($0.0), \"pointer\": 0, \"phase\": \"\($0.1)\", \"x\": \($0.2), \"y\": 300}" }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString).json")
        try "{\"events\": [\(lines.joined(separator: ", "))]}".write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// Item 11: a table or SVG number is written for every finite double, and reads back as itself
    /// to the digits kept (the plot's axis labels reach 1e20 and beyond).
    @Test(arguments: SeededRandom.extremes)
    func everyFiniteNumberIsWrittenAsAFiniteNumber(value: Double) throws {
        for digits in 0...6 {
            let text = format(value, digits: digits)
            let read = try #require(Double(text), "\(value) → \(text)")
            #expect(read.isFinite && abs(read - value) <= max(0.5 / pow(10, Double(digits)), abs(value) * 1e-15), "\(value) → \(text)")
        }
        let svg = SVGDocument.number(value)
        let read = try #require(Double(svg), "\(value) → \(svg)")
        #expect(read.isFinite && abs(read - value) <= max(0.005, abs(value) * 1e-15), "\(value) → \(svg)")
    }

    /// Item 11: an axis over data spanning the whole finite range has a finite extent, finite ticks
    /// inside it, and maps its ends onto the ends of the drawing.
    @Test(arguments: [[-1e308, 1e308], [-Double.greatestFiniteMagnitude, .greatestFiniteMagnitude], [0, 1e20],
                      [1e308, 1e308], [-1e308]])
    func anAxisOverTheWholeRangeStaysFinite(values: [Double]) throws {
        let axis = PlotAxis(label: "x", values: values)
        #expect(axis.lower.isFinite && axis.upper.isFinite && axis.step.isFinite && axis.lower < axis.upper)
        #expect(axis.lower <= values.min()! && axis.upper >= values.max()!)
        for tick in axis.ticks {
            #expect(tick.isFinite && tick >= axis.lower && tick <= axis.upper)
            #expect(!axis.tickLabel(tick).contains("inf") && !axis.tickLabel(tick).contains("nan"))
        }
        #expect(axis.map(axis.lower, 10, 110) == 10 && axis.map(axis.upper, 10, 110) == 110)
    }

    /// Item 11: `bench plot replay` on samples at 1e20 and beyond draws (exit 0, no inf or NaN in the
    /// SVG) or refuses the trace by name (exit 2, one line).
    @Test(arguments: [1e20, -1e20, 1e150, -1e150, 1e308, -1e308])
    func plotReplayOfAFarSampleNeitherTrapsNorWritesInfinity(x: Double) throws {
        let path = try traceFile(x: x)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try InProcessBench.run(["plot", "replay", "tossable", path])
        if result.status == 0 {
            #expect(result.standardOutput.contains("<svg"))
            for word in ["inf", "nan", "NaN"] { #expect(!result.standardOutput.contains(word), "\(x): \(word)") }
        } else {
            #expect(result.status == 2 && result.standardError.split(separator: "\n").count == 1, "\(x): \(result.standardError)")
            #expect(result.standardError.contains(path), "\(x): \(result.standardError)")
        }
    }

    /// Item 14: --fps is a normal positive number up to 10000, for `replay` and `plot replay` alike:
    /// a subnormal rate (1/fps infinite) exits 2 naming the flag and the value.
    @Test(arguments: ["5e-324", "1e-310", "2.2e-308", "0", "-0", "-120", "nan", "inf", "10000.5", "1e308", "x"])
    func aFrameRateThatIsNotANormalPositiveNumberUpTo10000IsRefused(fps: String) throws {
        #expect(throws: InvalidInput.self) { try ReplayClockOptions.framesPerSecond(fps) }
        // `plot replay` reads --fps with argument-parser through the same rule (the `@Option`'s transform is
        // `framesPerSecond`, refusing every value above): it is run for a subnormal, a non-number and a word,
        // one of each way a value is refused, not for all eleven (each costs ~0.2 s of argument-parser's
        // debug-build checks; `replay`, the core's reader, costs nothing and takes every value).
        let plotted: Set = ["5e-324", "nan", "x"]
        for command in [["replay", "tossable"], ["plot", "replay", "tossable"]] where command[0] == "replay" || plotted.contains(fps) {
            let result = try InProcessBench.run(command + ["/dev/null", "--fps=\(fps)"])
            #expect(result.status == 2, "\(command) \(fps)")
            let lines = result.standardError.split(separator: "\n")
            #expect(lines.count == 1 && lines[0].contains("--fps") && lines[0].contains(fps), "\(command): \(result.standardError)")
            #expect(result.standardOutput.isEmpty)
        }
    }

    @Test func theLeastNormalFrameRatePasses() throws {
        #expect(try ReplayClockOptions.framesPerSecond("2.2250738585072014e-308") == .leastNormalMagnitude)
        #expect(try ReplayClockOptions.framesPerSecond("10000") == 10_000)
    }

    /// Item 12: a spring from or to any finite position, at any finite velocity, prints finite numbers
    /// starting at x(0) = --from, or exits 2 naming a flag.
    @Test(arguments: SeededRandom.extremes)
    func aSpringAtAnyScaleStartsAtItsStartOrIsRefusedByName(value: Double) throws {
        let cases = [["--from=\(value)", "--to=0", "--velocity=0"], ["--from=0", "--to=\(value)", "--velocity=0"],
                     ["--from=\(value)", "--to=\(-value)", "--velocity=0"], ["--from=0", "--to=0", "--velocity=\(value)"]]
        for arguments in cases {
            let probe = try SpringProbe.parse(["--stiffness=100", "--damping=10", "--at=0,0.05,1,100"] + arguments)
            do {
                let output = try probe.output()
                #expect(output.isFinite, "\(arguments)")
                let rows = try #require(try JSONSerialization.jsonObject(with: Data(output.text.utf8)) as? [[String: Double]])
                #expect(rows[0]["x"] == Double(arguments[0].dropFirst(7)), "\(arguments): \(output.text)")
            } catch let error as InvalidInput {
                #expect(error.description.hasPrefix("--") && !error.description.contains("\n"), "\(arguments): \(error)")
            }
        }
    }

    @Test func theIssuesSpringIsRefusedByItsFlags() throws {
        let result = try InProcessBench.run(["spring", "--stiffness", "100", "--damping", "10", "--from", "1e308",
                                              "--to", "-1e308", "--at", "0,0.1"])
        #expect(result.status == 2 && result.standardOutput.isEmpty)
        #expect(result.standardError == "bench: --from=1e308 and --to=-1e308 are too far apart: from - to overflows\n")
    }

    /// Item 12: the same for every scroll profile, with extents anywhere in the finite range.
    @Test(arguments: ScrollPhysics.allCases)
    func aScrollSimulationAtAnyScaleStartsAtItsStartOrIsRefusedByName(physics: ScrollPhysics) throws {
        for value in SeededRandom.extremes {
            let cases = [["--position=\(value)", "--velocity=100"], ["--position=\(value)", "--velocity=100", "--leading=\(-value)"],
                         ["--position=0", "--velocity=\(value)", "--leading=-1e308", "--trailing=1e308"],
                         ["--position=\(-value)", "--velocity=100", "--leading=\(value)", "--trailing=\(value)"]]
            for arguments in cases {
                let probe = try ScrollSimProbe.parse(["--physics=\(physics.rawValue)", "--at=0,0.1,5"] + arguments)
                do {
                    let output = try probe.output()
                    #expect(output.isFinite, "\(physics) \(arguments)")
                    let rows = try #require(try JSONSerialization.jsonObject(with: Data(output.text.utf8)) as? [[String: Double]])
                    // At the start, or (a start outside the extents, where a simulation may clamp) on an extent.
                    let start = Double(arguments[0].dropFirst(11))!
                    let extents = arguments.dropFirst(2).map { Double($0.split(separator: "=")[1])! }
                    #expect(rows[0]["x"] == start || extents.contains(rows[0]["x"]!), "\(physics) \(arguments): \(output.text)")
                } catch let error as InvalidInput {
                    #expect(error.description.hasPrefix("--") && !error.description.contains("\n"), "\(physics) \(arguments): \(error)")
                }
            }
        }
    }

    /// Item 12: a header rate so large that the header's position would overflow still prints finite
    /// numbers (StretchyHeader's documented clamp; no "null"); the default rate is StretchyHeader's own
    /// (0.5: half the content's speed).
    @Test func theHeaderRateIsCheckedAndDefaultsToTheLibrarys() throws {
        // A drag to the left along x pushes the content (the header parallaxes at the rate).
        let path = try traceFile(from: 300, x: 100)
        defer { try? FileManager.default.removeItem(atPath: path) }
        for rate in ["1e308", "-1e308", "1.7976931348623157e308"] {
            let result = try InProcessBench.run(["replay", "scroll", path, "--axis=x", "--content=2000", "--header=240", "--header-rate=\(rate)"])
            #expect(result.status == 0 && result.standardError.isEmpty, "\(rate): \(result.standardError)")
            #expect(!result.standardOutput.contains("null") && !result.standardOutput.contains("inf"), "\(rate)")
            #expect(result.standardOutput.contains("\"header\""), "\(rate)")
        }
        let frames = try replayScroll(trace: InputPath(path).trace(), options: ReplayOptions.parsing(
            ["--axis=x", "--content=2000", "--header=240"], interaction: "scroll"))
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(JSON.array(frames).text.utf8)) as? [[String: Any]])
        var pushed = 0
        for row in rows {
            let offset = try #require(row["offset"] as? Double)
            let header = try #require(row["header"] as? [String: Double])
            if offset > 0 {
                // (JSONSerialization may read the last bit of a printed double differently: compare to 1e-14.)
                #expect(isClose(header["y"]!, offset * 0.5, relative: 1e-14))
                pushed += 1
            }
        }
        #expect(pushed >= 5)
    }
}
