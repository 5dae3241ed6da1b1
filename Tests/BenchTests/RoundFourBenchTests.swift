import _MotionTestSupport
import BenchPlots
import Dynamics
import ArgumentParser
import Foundation
import Geometry
import Gestures
import Testing
@testable import bench
@testable import BenchReplay

/// Issue 30's newcomer findings in the bench: the zoom plot's path outside its panel, the sheet plot's
/// legend listing what it never draws, and a table with means above the p99 and no word why.
@Suite struct RoundFourBenchTests {
    func measurement(mean: Double, p99: Double) -> bench.Measurement {
        Measurement(scenario: "s", count: 1, frames: 100, nsPerFrameMedian: 100, nsPerFrameP99: p99, nsPerFrameMean: mean,
                    nsPerFrameMin: 90, allocationsPerFrame: 0)
    }

    @Test func theTableSaysWhyAMeanCanBeAboveTheP99() {
        #expect(meanAboveP99Note([measurement(mean: 110, p99: 150)]) == nil)
        let note = meanAboveP99Note([measurement(mean: 110, p99: 150), measurement(mean: 400, p99: 150)])
        #expect(note?.hasPrefix("* mean above the p99") == true)
        #expect(note?.contains("the slowest 1 % beyond the p99 included") == true)
    }

    /// The sheet's and the scroll view's frames carry no position in the container: nothing is drawn
    /// as a path, and the legend lists neither a layer nor a centre.
    @Test(arguments: ["sheet", "scroll"])
    func aPlotWithoutAPositionListsOnlyWhatItDraws(interaction: String) throws {
        let style = PlotStyle.of(interaction)
        let example = try #require(style.examples.first)
        let frames = (0..<5).map { index in
            JSON.object([("t", .number(Double(index) / 60)), ("x", .number(Double(index) * 400)), ("y", .number(-2000)),
                         ("state", .string("dragging"))])
        }
        let (parsed, _) = try PlotFrame.frames(from: frames)
        let panel = PlotReplay.trajectory(frames: parsed, trace: example.trace, container: defaultReplayContainer,
                                          style: style,
                                          options: try ReplayOptions(clock: TraceReplay(fps: 120), values: [:], interaction: interaction, allowed: []))
        #expect(panel.path.isEmpty && panel.ghosts.isEmpty)
        var svg = SVGDocument(width: 420, height: 700, title: "t")
        panel.draw(in: &svg, left: 0, top: 0, width: 420, height: 700)
        #expect(!svg.text.contains(">layer<") && !svg.text.contains(">centre<") && svg.text.contains(">finger<"))
        #expect(!svg.text.contains("data-series=\"path\""))
    }

    /// A path that runs far outside (a card flicked off screen) is drawn along the panel's edge, never
    /// outside it.
    @Test func aPathFarOutsideIsDrawnWithinThePanel() throws {
        let container = Rect(x: 0, y: 0, width: 375, height: 667)
        let panel = PlotTrajectory(title: "t", container: container,
                                   path: [Point(x: 100, y: 100), Point(x: 1500, y: 2400), Point(x: -9000, y: 50)])
        var svg = SVGDocument(width: 420, height: 700, title: "t")
        panel.draw(in: &svg, left: 0, top: 0, width: 420, height: 700)
        let trajectory = try SVGReader(svg.text).plot(kind: "trajectory")
        for point in try trajectory.series("path") {
            let (x, y) = trajectory.data(point)
            #expect(x >= trajectory.x.0 - 1e-6 && x <= trajectory.x.1 + 1e-6 && y >= trajectory.y.0 - 1e-6 && y <= trajectory.y.1 + 1e-6,
                    "(\(x), \(y)) outside \(trajectory.x), \(trajectory.y)")
        }
    }

    /// Still open from issue 19 (item 12): `bench scroll-sim` with extents and velocities near 1e308.
    /// A start within its extents is where the motion is at t = 0, with the velocity given, for every
    /// profile (Flutter's clamping fling answered the extent, the fast bouncing one a velocity of 0);
    /// or the probe refuses the input by its flag.
    @Test(arguments: Dynamics.ScrollPhysics.allCases)
    func aScrollSimulationNear1e308StartsAtItsStartWithItsVelocity(physics: Dynamics.ScrollPhysics) throws {
        let cases: [[String]] = [
            ["--position=0", "--velocity=1e308", "--leading=0", "--trailing=1e308"],
            ["--position=0", "--velocity=-1e308", "--leading=-1e308", "--trailing=0"],
            ["--position=1e308", "--velocity=1e308", "--leading=0", "--trailing=1.5e308"],
            ["--position=5e307", "--velocity=-1e308", "--leading=-5e307", "--trailing=1e308"],
            ["--position=1.7e308", "--velocity=8000", "--leading=1e308", "--trailing=1.79e308"],
        ]
        for arguments in cases {
            let probe = try ScrollSimProbe.parse(["--physics=\(physics.rawValue)", "--at=0,0.01,1,1e6"] + arguments)
            do {
                let output = try probe.output()
                let rows = try #require(try JSONSerialization.jsonObject(with: Data(output.text.utf8)) as? [[String: Double]])
                let start = Double(arguments[0].dropFirst(11))!, velocity = Double(arguments[1].dropFirst(11))!
                #expect(rows[0]["x"] == start && rows[0]["v"] == velocity, "\(physics) \(arguments): \(output.text)")
                let low = Double(arguments[2].dropFirst(10))!, high = Double(arguments[3].dropFirst(11))!
                #expect(rows.allSatisfy { $0["x"]!.isFinite && $0["v"]!.isFinite }, "\(physics) \(arguments)")
                #expect(rows[3]["v"] == 0 && rows[3]["x"]! >= low && rows[3]["x"]! <= high, "\(physics) \(arguments): \(output.text)")
            } catch let error as InvalidInput {
                #expect(error.description.hasPrefix("--") && !error.description.contains("\n"), "\(physics) \(arguments): \(error)")
            }
        }
    }
}
