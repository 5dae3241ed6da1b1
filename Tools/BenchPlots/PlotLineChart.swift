/// A chart of lines against a horizontal axis (usually time), with shaded bands, a legend, ticks,
/// grid lines and labelled axes.
///
/// The plot area is written as `<g class="plot" data-x="LO HI" data-y="LO HI" data-area="L T W H">`
/// so a reader (a test, a script) can map a polyline's pixels back to data: x pixels run from L to
/// L + W as x runs from LO to HI, y pixels from T + H up to T as y runs from LO to HI.
package struct PlotLineChart {
    package var title: String
    package var x: PlotAxis
    package var y: PlotAxis
    package var series: [PlotSeries]
    package var bands: [PlotBand] = []

    package init(title: String, x: PlotAxis, y: PlotAxis, series: [PlotSeries], bands: [PlotBand] = []) {
        self.title = title
        self.x = x
        self.y = y
        self.series = series
        self.bands = bands
    }

    /// Draws the chart in the rectangle (`left`, `top`, `width`, `height`) of `svg`.
    package func draw(in svg: inout SVGDocument, left: Double, top: Double, width: Double, height: Double) {
        let plotLeft = left + 62, plotTop = top + 40
        let plotWidth = Swift.max(width - 62 - 14, 10), plotHeight = Swift.max(height - 40 - 44, 10)
        let plotBottom = plotTop + plotHeight, plotRight = plotLeft + plotWidth
        func px(_ value: Double) -> Double { x.map(value, plotLeft, plotRight) }
        func py(_ value: Double) -> Double { y.map(value, plotBottom, plotTop) }

        svg.text(title, x: left + 8, y: top + 16, class: "title")
        drawLegend(in: &svg, left: left + 8, top: top + 30, right: left + width - 8)

        svg.beginGroup("class=\"plot\" data-x=\"\(x.lower) \(x.upper)\" data-y=\"\(y.lower) \(y.upper)\" "
                       + "data-area=\"\(svg.n(plotLeft)) \(svg.n(plotTop)) \(svg.n(plotWidth)) \(svg.n(plotHeight))\"")
        for band in bands {
            let from = Swift.max(px(band.from), plotLeft), to = Swift.min(px(band.to), plotRight)
            guard to > from else { continue }
            svg.rect(x: from, y: plotTop, width: to - from, height: plotHeight, class: "band\(band.colour % 6)",
                     extra: "data-band=\"\(SVGDocument.escape(band.label))\"")
        }
        for tick in x.ticks {
            svg.line(from: (px(tick), plotTop), to: (px(tick), plotBottom), class: "grid")
            svg.text(x.tickLabel(tick), x: px(tick), y: plotBottom + 15, class: "tick", anchor: "middle")
        }
        for tick in y.ticks {
            svg.line(from: (plotLeft, py(tick)), to: (plotRight, py(tick)), class: "grid")
            svg.text(y.tickLabel(tick), x: plotLeft - 5, y: py(tick) + 4, class: "tick", anchor: "end")
        }
        if y.lower < 0, y.upper > 0 {
            svg.line(from: (plotLeft, py(0)), to: (plotRight, py(0)), class: "axis")
        }
        svg.rect(x: plotLeft, y: plotTop, width: plotWidth, height: plotHeight, class: "frame")
        for line in series {
            let points = line.points.map { point -> (Double, Double) in
                guard point.0.isFinite, point.1.isFinite else { return (.nan, .nan) }
                return (px(point.0), py(point.1))
            }
            svg.polyline(points, class: "series\(line.colour % 6)" + (line.dashed ? " dashed" : ""),
                         extra: "data-series=\"\(SVGDocument.escape(line.name))\"")
        }
        svg.endGroup()
        svg.text(x.label, x: plotLeft + plotWidth / 2, y: plotBottom + 34, class: "label", anchor: "middle")
        svg.text(y.label, x: left + 14, y: plotTop + plotHeight / 2, class: "label", anchor: "middle", rotate: -90)
    }

    private func drawLegend(in svg: inout SVGDocument, left: Double, top: Double, right: Double) {
        var cursor = left
        for line in series {
            svg.line(from: (cursor, top - 4), to: (cursor + 16, top - 4), class: "series\(line.colour % 6)" + (line.dashed ? " dashed" : ""))
            svg.text(line.name, x: cursor + 20, y: top, class: "tick")
            cursor += 30 + Double(line.name.count) * 6.2
        }
        var seen: [String] = []
        for band in bands where !seen.contains(band.label) {
            seen.append(band.label)
            svg.rect(x: cursor, y: top - 9, width: 12, height: 10, class: "band\(band.colour % 6)")
            svg.text(band.label, x: cursor + 16, y: top, class: "tick")
            cursor += 26 + Double(band.label.count) * 6.2
        }
        _ = right
    }
}
