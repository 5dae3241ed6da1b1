import ArgumentParser
import BenchPlots
import BenchReplay
import Geometry

/// `bench plot arc [--from X,Y] [--to X,Y] [-o FILE.svg]`
struct PlotArcCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "arc",
        abstract: "Draw the paths between two points: linear, material (Flutter), arc-above and arc-below (Compose).",
        discussion: """
            Each path sampled at 101 progress values, drawn as x against y in the points' own coordinates (y \
            grows upward on the chart, downward on a screen). By default the move of Flutter's arc test, \
            (180, 110) to (37, 250).
            """)

    @Option(parsing: .unconditional, help: "The start point X,Y.", transform: PointArgument.parse)
    var from = PointArgument(Point(x: 180, y: 110))

    @Option(parsing: .unconditional, help: "The end point X,Y.", transform: PointArgument.parse)
    var to = PointArgument(Point(x: 37, y: 250))

    @OptionGroup var output: SVGOutputOption

    func run() throws {
        try output.write { try svg().text }
    }

    /// The drawing, or `InvalidInput` naming `--from` or `--to`.
    func svg() throws -> SVGDocument {
        let start = from.point, end = to.point
        var xs: [Double] = [], ys: [Double] = []
        let series = try MotionPath.Kind.allCases.enumerated().map { index, kind in
            let path = try MotionPath(from: start, to: end, kind: kind)
            let points = (0...100).map { path.point(at: Double($0) / 100) }
            xs += points.map(\.x)
            ys += points.map(\.y)
            return PlotSeries(name: kind.rawValue, points: points.map { ($0.x, $0.y) }, colour: index, dashed: kind == .linear)
        }
        let chart = PlotLineChart(
            title: "paths from (\(from)) to (\(to))",
            x: PlotAxis(label: "x (points)", values: xs),
            y: PlotAxis(label: "y (points)", values: ys),
            series: series)
        var svg = SVGDocument(width: 560, height: 520, title: "paths")
        chart.draw(in: &svg, left: 0, top: 0, width: 560, height: 520)
        return svg
    }
}
