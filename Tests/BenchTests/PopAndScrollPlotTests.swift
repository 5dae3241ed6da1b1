import _MotionTestSupport
import Foundation
import Geometry
import Gestures
import Testing
@testable import bench

/// `bench replay transition --pop` and the plots of the transition and scroll replays.
@Suite struct PopAndScrollPlotTests {
    func replay(_ trace: GestureTrace, _ interaction: String, _ arguments: [String]) throws -> [[String: Any]] {
        let path = try PlotFiles.trace(trace)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try InProcessBench.run(["replay", interaction, path] + arguments)
        try #require(result.status == 0, "\(result.standardError)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
    }

    @Test func thePopFinishesWithTheTopScreenOneWidthRightAndTheOneBelowInPlace() throws {
        let swipe = PlotExample.stroke("pop", [(0, Point(x: 8, y: 400)), (0.1, Point(x: 60, y: 402)), (0.3, Point(x: 250, y: 405))])
        let frames = try replay(swipe, "transition", ["--pop"])
        let last = try #require(frames.last)
        #expect(last["state"] as? String == "finished" && PlotFiles.number(last, "percent") == 1)
        #expect(PlotFiles.number(last, "x") == 187.5 + 375 && PlotFiles.number(last, "below") == 187.5)
        // Every frame: the top screen at its percentage of a width right (linear), the screen below
        // from 0.3 widths left, the top screen's y unchanged.
        for frame in frames {
            let percent = PlotFiles.number(frame, "percent")
            #expect(abs(PlotFiles.number(frame, "x") - (187.5 + 375 * percent)) < 1e-9)
            #expect(abs(PlotFiles.number(frame, "below") - (187.5 - 112.5 * (1 - percent))) < 1e-9)
            #expect(PlotFiles.number(frame, "y") == 333.5)
        }
        #expect(frames.filter { $0["state"] as? String == "finished" }.count == 1)
    }

    @Test func aTouchAwayFromTheEdgeNeverPopsAndTheOptionsOfAPlainTransitionAreRefused() throws {
        let swipe = PlotExample.stroke("no-pop", [(0, Point(x: 120, y: 400)), (0.2, Point(x: 320, y: 400))])
        let frames = try replay(swipe, "transition", ["--pop"])
        #expect(frames.allSatisfy { $0["state"] as? String == "interactive" && PlotFiles.number($0, "percent") == 0 })
        let path = try PlotFiles.trace(swipe)
        defer { try? FileManager.default.removeItem(atPath: path) }
        for option in ["--extent=100", "--axis=y"] {
            let result = try InProcessBench.run(["replay", "transition", path, "--pop", option])
            #expect(result.status == 2 && result.standardOutput.isEmpty)
            #expect(result.standardError.hasPrefix("bench: --\(option.dropFirst(2).prefix { $0 != "=" }) does not apply with --pop"))
        }
        // --pop is a flag of the transition only.
        let scroll = try InProcessBench.run(["replay", "scroll", path, "--content=2000", "--pop"])
        #expect(scroll.status == 2)
    }

    @Test func thePopsPlotDrawsTheTopScreenWhereTheFramesPutIt() throws {
        let swipe = PlotExample.stroke("pop-plot", [(0, Point(x: 6, y: 300)), (0.3, Point(x: 100, y: 302)), (0.5, Point(x: 100, y: 302))])
        let frames = try replay(swipe, "transition", ["--pop"])
        #expect(frames.last?["state"] as? String == "cancelled" && PlotFiles.number(frames.last!, "percent") == 0)
        let path = try PlotFiles.trace(swipe)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let document = try SVGReader(try PlotFiles.run(["plot", "replay", "transition", path, "--pop"]))
        let trajectory = try document.plot(kind: "trajectory")
        let drawn = try trajectory.series("path")
        try #require(drawn.count == frames.count)
        for (point, frame) in zip(drawn, frames) {
            let (x, y) = trajectory.data(point)
            #expect(abs(x - PlotFiles.number(frame, "x")) <= 0.006 / trajectory.scaleX)
            #expect(abs(y - PlotFiles.number(frame, "y")) <= 0.006 / trajectory.scaleY)
        }
        let chart = try document.plot(containing: "percent")
        let line = try chart.series("percent")
        try #require(line.count == frames.count)
        for (point, frame) in zip(line, frames) {
            #expect(abs(chart.data(point).1 - PlotFiles.number(frame, "percent")) <= 0.006 / chart.scaleY)
        }
        let states = Set(frames.compactMap { $0["state"] as? String })
        #expect(Set(document.elements.compactMap { $0.attributes["data-band"] }) == states)
    }

    @Test func theScrollPlotChartsTheOffsetAndTheHeader() throws {
        let style = PlotStyle.of("scroll")
        let example = try #require(style.examples.first)
        let frames = try replay(example.trace, "scroll", example.arguments)
        let path = try PlotFiles.trace(example.trace)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let svg = try PlotFiles.run(["plot", "replay", "scroll", path] + example.arguments)
        let document = try SVGReader(svg)
        for key in ["offset", "header.height", "header.scale"] {
            let chart = try document.plot(containing: key)
            let line = try chart.series(key)
            try #require(line.count == frames.count, "\(key)")
            for (point, frame) in zip(line, frames) {
                let value = key.hasPrefix("header.")
                    ? PlotFiles.number(try #require(frame["header"] as? [String: Any]), String(key.dropFirst(7)))
                    : PlotFiles.number(frame, key)
                #expect(abs(chart.data(point).1 - value) <= 0.006 / chart.scaleY, "\(key)")
            }
        }
        // Pulled past the top: the header stretched while the offset was negative.
        #expect(frames.contains { PlotFiles.number($0, "offset") < -50 })
        #expect(!svg.contains("nan") && !svg.contains("inf"))
    }
}
