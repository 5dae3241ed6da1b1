import ArgumentParser
import Geometry
import BenchPlots
import BenchReplay

/// `bench plot curve [--curve=NAME|X1,Y1,X2,Y2 ...] [-o FILE.svg]`
struct PlotCurveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "curve",
        abstract: "Draw cubic Bezier timing curves: value against progress.",
        discussion: "With no --curve, draws linear, ease, easeIn, easeOut and easeInOut (CSS / Core Animation's).")

    @Option(help: "A named curve (\(TimingCurveArgument.names)) or control points X1,Y1,X2,Y2; repeat for several.", transform: TimingCurveArgument.parse)
    var curve: [TimingCurveArgument] = []

    @OptionGroup var output: SVGOutputOption

    func run() throws {
        try output.write { try svg().text }
    }

    static let named: [(String, TimingCurve)] = TimingCurveArgument.named.map { ($0.name, $0.curve) }

    /// The drawing, or `InvalidInput` for a curve that is neither a name nor four valid numbers.
    func svg() throws -> SVGDocument {
        let curves = curve.map { ($0.text, $0.curve) }
        return Self.document(curves.isEmpty ? Self.named : curves)
    }

    /// Each curve sampled at 201 points of progress 0...1.
    static func document(_ curves: [(String, TimingCurve)]) -> SVGDocument {
        let progress = (0...200).map { Double($0) / 200 }
        var values: [Double] = []
        let series = curves.enumerated().map { index, entry in
            let points = progress.map { ($0, entry.1.value(at: $0)) }
            values += points.map(\.1)
            return PlotSeries(name: entry.0, points: points, colour: index)
        }
        let chart = PlotLineChart(
            title: "timing curves",
            x: PlotAxis(label: "progress (fraction of the duration)", lower: 0, upper: 1, step: 0.2),
            y: PlotAxis(label: "value (fraction of the change)", values: values, including: [0, 1]),
            series: series)
        var svg = SVGDocument(width: 560, height: 520, title: "timing curves")
        chart.draw(in: &svg, left: 0, top: 0, width: 560, height: 520)
        return svg
    }
}
