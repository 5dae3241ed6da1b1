import _MotionTestSupport
import Dynamics
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Geometry
import Gestures
import Testing
import BenchPlots
@testable import bench

/// `bench plot`: valid SVG whose drawn lines follow the numbers they plot.
@Suite struct PlotTests {
    @Test(arguments: [
        ("tossable", ["--to=295,547"]),
        ("flick-dismiss", []),
        ("relative-position", []),
    ])
    func theDrawnPathFollowsTheReplayedFrames(interaction: String, arguments: [String]) throws {
        let trace = try PlotFiles.trace(PlotExample.stroke("plot-test", [(0, Point(x: 247, y: 243)), (0.06, Point(x: 262, y: 268)), (0.12, Point(x: 300, y: 330))]))
        defer { try? FileManager.default.removeItem(atPath: trace) }
        let replay = try InProcessBench.run(["replay", interaction, trace] + arguments)
        #expect(replay.status == 0, "\(replay.standardError)")
        let frames = try #require(try JSONSerialization.jsonObject(with: Data(replay.standardOutput.utf8)) as? [[String: Any]])
        #expect(frames.count > 10)

        let svg = try PlotFiles.run(["plot", "replay", interaction, trace] + arguments)
        let document = try SVGReader(svg)
        // The trajectory: every frame's x, y, mapped back from pixels, within the two decimals written.
        let trajectory = try document.plot(kind: "trajectory")
        let path = try trajectory.series("path")
        try #require(path.count == frames.count)
        let tolerance = 0.006 / trajectory.scaleX
        for (point, frame) in zip(path, frames) {
            let (x, y) = trajectory.data(point)
            #expect(abs(x - PlotFiles.number(frame, "x")) <= tolerance, "x at t=\(PlotFiles.number(frame, "t"))")
            #expect(abs(y - PlotFiles.number(frame, "y")) <= tolerance, "y at t=\(PlotFiles.number(frame, "t"))")
        }
        // The position chart: x against time since the first frame.
        let chart = try document.plot(containing: "x")
        let line = try chart.series("x")
        try #require(line.count == frames.count)
        let t0 = PlotFiles.number(frames[0], "t")
        for (point, frame) in zip(line, frames) {
            let (t, x) = chart.data(point)
            #expect(abs(t - (PlotFiles.number(frame, "t") - t0)) <= 0.006 / chart.scaleX)
            #expect(abs(x - PlotFiles.number(frame, "x")) <= 0.006 / chart.scaleY)
        }
        // The states are shaded: every state but idle has a band.
        let states = Set(frames.compactMap { ($0["state"] ?? $0["phase"]) as? String }).subtracting(["idle"])
        #expect(Set(document.elements.compactMap { $0.attributes["data-band"] }) == states)
        #expect(!svg.contains("nan") && !svg.contains("inf"))
    }

    @Test func theReleaseArrowIsThePansVelocity() throws {
        let gesture = PlotExample.stroke("arrow", [(0, Point(x: 100, y: 100)), (0.1, Point(x: 140, y: 180))])
        let releases = PlotReplay.releases(of: gesture)
        try #require(releases.count == 1)
        var pan = try PanRecognizer(minimumDistance: 0)
        for sample in gesture.samples { pan.handle(sample) }
        #expect(releases[0].location == Point(x: 140, y: 180))
        #expect(releases[0].velocity == pan.snapshot.velocity)
        // 400 pt/s right and 800 pt/s down: a straight stroke at constant speed.
        #expect(abs(releases[0].velocity.dx - 400) < 1e-6 && abs(releases[0].velocity.dy - 800) < 1e-6)
    }

    @Test func theCurvePlotFollowsEachTimingCurve() throws {
        let document = try SVGReader(try PlotFiles.run(["plot", "curve", "--curve=easeInOut", "--curve=0.5,2,0.5,-1"]))
        let chart = try document.plot(containing: "easeInOut")
        for (name, curve) in [("easeInOut", TimingCurve.easeInOut), ("0.5,2,0.5,-1", try TimingCurve(controlPoints: 0.5, 2, 0.5, -1))] {
            let points = try chart.series(name)
            #expect(points.count == 201)
            for point in points {
                let (p, y) = chart.data(point)
                #expect(abs(y - curve.value(at: p)) <= 0.006 / chart.scaleY + abs(curve.slope(at: p)) * 0.006 / chart.scaleX)
            }
        }
    }

    @Test func theSpringPlotShowsTheThreeRegimesExactly() throws {
        let svg = try PlotFiles.run(["plot", "spring"])
        for title in ["under-damped: ζ = 0.50", "critically damped: ζ = 1.00", "over-damped: ζ = 2.00"] {
            #expect(svg.contains(title), "\(title)")
        }
        let document = try SVGReader(svg)
        let positions = document.plots.filter { (try? $0.series("position")) != nil }
        try #require(positions.count == 3)
        for (plot, damping) in zip(positions, [10.0, 20, 40]) {
            let solution = SpringSolution(spring: try Spring(mass: 1, stiffness: 100, damping: damping), from: 0.0, to: 1.0)
            for point in try plot.series("position") {
                let (t, x) = plot.data(point)
                #expect(abs(x - solution.value(at: t)) <= 0.006 / plot.scaleY + abs(solution.velocity(at: t)) * 0.006 / plot.scaleX)
            }
        }
    }

    @Test func theDecayPlotMarksTheProjection() throws {
        let document = try SVGReader(try PlotFiles.run(["plot", "decay", "--from=10", "--velocity=1000", "--rates=0.998"]))
        let chart = try document.plot(containing: "rate 0.998")
        let rest = try chart.series("rest 509.5")   // 10 - 1000 / (1000 ln 0.998) = 509.50...
        let decay = Decay(from: 10.0, velocity: 1000.0, rate: .normal)
        for point in rest { #expect(abs(chart.data(point).1 - decay.restValue) <= 0.006 / chart.scaleY) }
        for point in try chart.series("rate 0.998") {
            let (t, x) = chart.data(point)
            #expect(abs(x - decay.value(at: t)) <= 0.006 / chart.scaleY + abs(decay.velocity(at: t)) * 0.006 / chart.scaleX)
        }
    }

    @Test(arguments: [
        ["plot", "replay", "no-such-interaction", "trace.json"],
        ["plot", "replay", "tossable", "/no/such/trace.json"],
        ["plot", "curve", "--curve=bouncy"],
        ["plot", "curve", "--curve=2,0,0,1"],
        ["plot", "spring", "--ratios=-1"],
        ["plot", "spring", "--stiffness=nan"],
        ["plot", "decay", "--rates=1.5"],
        ["plot", "curve", "-o", "/no/such/folder/curve.svg"],
    ])
    func badInputExitsWithStatusTwoAndOneLine(arguments: [String]) throws {
        let result = try InProcessBench.run(arguments)
        #expect(result.status == 2, "\(arguments): \(result.standardError)")
        #expect(result.standardOutput.isEmpty, "\(arguments)")
        #expect(result.standardError.split(separator: "\n").count == 1, "\(arguments): \(result.standardError)")
    }

    @Test func anUnwritableOutputNamesThePath() throws {
        let result = try InProcessBench.run(["plot", "spring", "-o", "/no/such/folder/spring.svg"])
        #expect(result.standardError == "bench: --output=/no/such/folder/spring.svg: cannot write there (No such file or directory)\n",
                "\(result.standardError)")
    }

    @Test func axesTickAtOneTwoOrFiveTimesAPowerOfTen() {
        #expect(PlotAxis.niceStep(0.074) == 0.1)
        #expect(PlotAxis.niceStep(0.2) == 0.2)
        #expect(PlotAxis.niceStep(3) == 5)
        #expect(PlotAxis.niceStep(130) == 200)
        let axis = PlotAxis(label: "time (s)", values: [0, 0.37])
        #expect(axis.lower == 0 && axis.step == 0.1)
        #expect(abs(axis.upper - 0.4) < 1e-12)
        #expect(axis.ticks.map(axis.tickLabel) == ["0.0", "0.1", "0.2", "0.3", "0.4"])
        let negative = PlotAxis(label: "v", values: [-730, 2900])
        #expect(negative.lower == -1000 && negative.upper == 3000 && negative.step == 1000)
        // Degenerate data still gets an extent; non-finite values are skipped.
        let flat = PlotAxis(label: "x", values: [5, 5, .nan, .infinity])
        #expect(flat.lower < 5 && flat.upper > 5)
    }

    @Test func aWrittenTraceReadsBackToTheSameSamples() throws {
        var random = SeededRandom(seed: 12)
        var samples: [PointerSample] = []
        var time = 1000.123456789
        samples.append(PointerSample(pointer: 3, x: 0.1, y: -7.25, phase: .began, time: time))
        for _ in 0..<50 {
            time += random.double(in: 0.001...0.02)
            samples.append(PointerSample(pointer: 3, x: random.double(in: -500...500), y: random.double(in: -500...500), phase: .moved, time: time))
        }
        samples.append(PointerSample(pointer: 3, x: 1e-9, y: 123456.789, phase: .ended, time: time))
        let trace = try GestureTrace(name: "a \"quoted\" name", container: Rect(x: -1, y: 2.5, width: 390, height: 844), samples: samples)
        let decoded = try decodeTrace(Data(PlotTraceJSON.text(of: trace).utf8))
        #expect(decoded == trace)
    }
}

/// Running the bench for its SVG, and trace files for it.
enum PlotFiles {
    /// Runs the bench with `-o` to a temporary file and returns what it wrote.
    static func run(_ arguments: [String], ext: String = "svg") throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("plot-\(UUID().uuidString).\(ext)")
        defer { try? FileManager.default.removeItem(at: url) }
        let result = try InProcessBench.run(arguments + ["-o", url.path])
        try #require(result.status == 0, "\(arguments): \(result.standardError)")
        #expect(result.standardOutput.isEmpty)
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// Writes `trace` to a temporary file and returns its path.
    static func trace(_ trace: GestureTrace) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UUID().uuidString).json")
        try PlotTraceJSON.text(of: trace).write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    static func number(_ frame: [String: Any], _ key: String) -> Double { (frame[key] as? NSNumber)?.doubleValue ?? .nan }
}

/// An SVG document read with Foundation's XML parser: its elements in order, and its plot areas with
/// the mapping from pixels back to data that their `data-x`, `data-y` and `data-area` give.
struct SVGReader {
    struct Element {
        let name: String
        let attributes: [String: String]
        /// The plot area the element is inside, if any.
        let plot: Int?
    }

    struct Plot {
        let kind: String?
        let x: (Double, Double), y: (Double, Double)
        let area: (left: Double, top: Double, width: Double, height: Double)
        var elements: [Element] = []

        var scaleX: Double { area.width / (x.1 - x.0) }
        var scaleY: Double { area.height / (y.1 - y.0) }

        /// Pixels to data: y grows downward in a trajectory (a screen), upward in a chart.
        func data(_ point: (Double, Double)) -> (Double, Double) {
            let dataX = x.0 + (point.0 - area.left) / scaleX
            let dataY = kind == "trajectory" ? y.0 + (point.1 - area.top) / scaleY
                                             : y.0 + (area.top + area.height - point.1) / scaleY
            return (dataX, dataY)
        }

        /// The points of the polylines named `name` (`data-series`), joined in order.
        func series(_ name: String) throws -> [(Double, Double)] {
            let lines = elements.filter { $0.name == "polyline" && $0.attributes["data-series"] == name }
            guard !lines.isEmpty else { throw SVGReaderError("no series \(name)") }
            return try lines.flatMap { line in
                try (line.attributes["points"] ?? "").split(separator: " ").map { pair in
                    let parts = pair.split(separator: ",").compactMap { Double($0) }
                    guard parts.count == 2 else { throw SVGReaderError("bad point \(pair)") }
                    return (parts[0], parts[1])
                }
            }
        }
    }

    let elements: [Element]
    let plots: [Plot]

    /// Parses `text`; throws when it is not well-formed XML or not an `<svg>`.
    init(_ text: String) throws {
        let delegate = Delegate()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = delegate
        guard parser.parse() else { throw SVGReaderError("not well-formed: \(parser.parserError.map { "\($0)" } ?? "?") at line \(parser.lineNumber)") }
        guard delegate.elements.first?.name == "svg" else { throw SVGReaderError("the root is not <svg>") }
        elements = delegate.elements
        var plots = delegate.plots
        for element in delegate.elements { if let index = element.plot { plots[index].elements.append(element) } }
        self.plots = plots
    }

    /// The plot area of kind `kind`.
    func plot(kind: String) throws -> Plot {
        guard let plot = plots.first(where: { $0.kind == kind }) else { throw SVGReaderError("no plot of kind \(kind)") }
        return plot
    }

    /// The first chart with a series named `series`.
    func plot(containing series: String) throws -> Plot {
        guard let plot = plots.first(where: { $0.kind == nil && (try? $0.series(series)) != nil }) else {
            throw SVGReaderError("no chart with a series \(series)")
        }
        return plot
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        var plots: [Plot] = []
        var stack: [Int?] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            var current = stack.last ?? nil
            if name == "g", attributes["class"] == "plot", let plot = Self.plot(attributes) {
                plots.append(plot)
                current = plots.count - 1
            }
            stack.append(current)
            elements.append(Element(name: name, attributes: attributes, plot: current))
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }

        static func plot(_ attributes: [String: String]) -> Plot? {
            func numbers(_ key: String) -> [Double] { (attributes[key] ?? "").split(separator: " ").compactMap { Double($0) } }
            let x = numbers("data-x"), y = numbers("data-y"), area = numbers("data-area")
            guard x.count == 2, y.count == 2, area.count == 4 else { return nil }
            return Plot(kind: attributes["data-kind"], x: (x[0], x[1]), y: (y[0], y[1]), area: (area[0], area[1], area[2], area[3]))
        }
    }
}

struct SVGReaderError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
