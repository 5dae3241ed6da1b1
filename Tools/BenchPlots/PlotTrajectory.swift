import Geometry

/// A motion in its container, drawn at the same scale on both axes with y down as on a screen: the
/// container, the layer at intervals (ghosts, rotated when the layer turns), the path of its centre,
/// the finger's samples, the release velocity as an arrow and the destination.
///
/// The plot area is written as `<g class="plot" data-kind="trajectory" data-x="LO HI" data-y="LO HI"
/// data-area="L T W H">`: x pixels run from L to L + W as x runs from LO to HI, and y pixels from T
/// (y = LO) down to T + H (y = HI). The centre's path is the polyline `data-series="path"`.
package struct PlotTrajectory {
    /// One drawing of the layer.
    package struct Ghost {
        package let center: Point
        package let size: Size
        /// Radians, clockwise on screen (UIKit's sense).
        package let rotation: Double

        package init(center: Point, size: Size, rotation: Double) {
            self.center = center
            self.size = size
            self.rotation = rotation
        }
    }

    /// A release: where the finger left and its velocity (points per second).
    package struct Release {
        package let location: Point
        package let velocity: Vector

        package init(location: Point, velocity: Vector) {
            self.location = location
            self.velocity = velocity
        }
    }

    package var title: String
    package var container: Rect
    package var path: [Point]
    package var ghosts: [Ghost] = []
    package var finger: [Point] = []
    package var releases: [Release] = []
    package var target: Point?
    /// The arrow shows where the release velocity would carry the layer in this many seconds.
    package var arrowSeconds = 0.1

    package init(title: String, container: Rect, path: [Point]) {
        self.title = title
        self.container = container
        self.path = path
    }

    /// Draws the panel in the rectangle (`left`, `top`, `width`, `height`) of `svg`.
    package func draw(in svg: inout SVGDocument, left: Double, top: Double, width: Double, height: Double) {
        var low = Point(x: container.minX, y: container.minY), high = Point(x: container.maxX, y: container.maxY)
        func include(_ point: Point) {
            guard point.x.isFinite, point.y.isFinite else { return }
            low = Point(x: Swift.min(low.x, point.x), y: Swift.min(low.y, point.y))
            high = Point(x: Swift.max(high.x, point.x), y: Swift.max(high.y, point.y))
        }
        path.forEach(include)
        finger.forEach(include)
        for ghost in ghosts {
            let reach = (ghost.size.width * ghost.size.width + ghost.size.height * ghost.size.height).squareRoot() / 2
            include(ghost.center + Vector(dx: -reach, dy: -reach))
            include(ghost.center + Vector(dx: reach, dy: reach))
        }
        for release in releases { include(release.location + release.velocity * arrowSeconds) }
        if let target { include(target) }
        // Bound the view: a card flicked off screen should not shrink the container to a dot.
        let span = Swift.max(container.width, container.height)
        low = Point(x: Swift.max(low.x, container.minX - 1.5 * span), y: Swift.max(low.y, container.minY - 1.5 * span))
        high = Point(x: Swift.min(high.x, container.maxX + 1.5 * span), y: Swift.min(high.y, container.maxY + 1.5 * span))

        svg.text(title, x: left + 8, y: top + 16, class: "title")
        var legend = left + 8
        var row = 0.0
        func key(_ text: String, _ draw: (inout SVGDocument, Double, Double) -> Void) {
            let needed = 28 + Double(text.count) * 6.2
            if legend + needed > left + width - 8, legend > left + 8 {
                legend = left + 8
                row += 14
            }
            draw(&svg, legend, top + 26 + row)
            svg.text(text, x: legend + 18, y: top + 30 + row, class: "tick")
            legend += needed
        }
        // The legend lists only what the panel draws.
        if !ghosts.isEmpty { key("layer") { svg, x, y in svg.rect(x: x, y: y - 5, width: 12, height: 10, class: "ghost") } }
        if path.contains(where: { $0.x.isFinite && $0.y.isFinite }) {
            key("centre") { svg, x, y in svg.line(from: (x, y), to: (x + 14, y), class: "series0") }
        }
        if !finger.isEmpty { key("finger") { svg, x, y in svg.circle(center: (x + 6, y), radius: 3, class: "finger") } }
        if !releases.isEmpty {
            key("release velocity × \(format(arrowSeconds, digits: 2)) s") { svg, x, y in
                svg.arrow(from: (x, y), to: (x + 14, y))
            }
        }
        if target != nil { key("destination") { svg, x, y in svg.circle(center: (x + 6, y), radius: 5, class: "target") } }

        let xAxis = PlotAxis(label: "x (pt)", values: [low.x, high.x], targetTicks: 4)
        let yAxis = PlotAxis(label: "y (pt)", values: [low.y, high.y], targetTicks: 4)
        let areaLeft = left + 56, areaTop = top + 40 + row
        let areaWidth = Swift.max(width - 56 - 14, 10), areaHeight = Swift.max(height - 40 - row - 44, 10)
        let scale = Swift.min(areaWidth / (xAxis.upper - xAxis.lower), areaHeight / (yAxis.upper - yAxis.lower))
        let plotWidth = (xAxis.upper - xAxis.lower) * scale, plotHeight = (yAxis.upper - yAxis.lower) * scale
        let plotLeft = areaLeft + (areaWidth - plotWidth) / 2, plotTop = areaTop
        func p(_ point: Point) -> (Double, Double) {
            guard point.x.isFinite, point.y.isFinite else { return (.nan, .nan) }
            return (plotLeft + (point.x - xAxis.lower) * scale, plotTop + (point.y - yAxis.lower) * scale)
        }
        /// A point of a line, held within the plot's frame (a card flicked far off screen runs along its edge).
        func inside(_ point: Point) -> (Double, Double) {
            guard point.x.isFinite, point.y.isFinite else { return (.nan, .nan) }
            return p(Point(x: Swift.min(Swift.max(point.x, xAxis.lower), xAxis.upper),
                           y: Swift.min(Swift.max(point.y, yAxis.lower), yAxis.upper)))
        }

        svg.beginGroup("class=\"plot\" data-kind=\"trajectory\" data-x=\"\(xAxis.lower) \(xAxis.upper)\" "
                       + "data-y=\"\(yAxis.lower) \(yAxis.upper)\" "
                       + "data-area=\"\(svg.n(plotLeft)) \(svg.n(plotTop)) \(svg.n(plotWidth)) \(svg.n(plotHeight))\"")
        let corner = p(Point(x: container.minX, y: container.minY))
        svg.rect(x: corner.0, y: corner.1, width: container.width * scale, height: container.height * scale,
                 class: "container", extra: "data-container=\"true\"")
        for tick in xAxis.ticks {
            let x = p(Point(x: tick, y: yAxis.lower)).0
            svg.line(from: (x, plotTop), to: (x, plotTop + plotHeight), class: "grid")
            svg.text(xAxis.tickLabel(tick), x: x, y: plotTop + plotHeight + 15, class: "tick", anchor: "middle")
        }
        for tick in yAxis.ticks {
            let y = p(Point(x: xAxis.lower, y: tick)).1
            svg.line(from: (plotLeft, y), to: (plotLeft + plotWidth, y), class: "grid")
            svg.text(yAxis.tickLabel(tick), x: plotLeft - 5, y: y + 4, class: "tick", anchor: "end")
        }
        for ghost in ghosts {
            let centre = p(ghost.center)
            guard centre.0.isFinite, centre.1.isFinite else { continue }
            let w = ghost.size.width * scale, h = ghost.size.height * scale
            svg.rect(x: centre.0 - w / 2, y: centre.1 - h / 2, width: w, height: h, class: "ghost", rotation: ghost.rotation)
        }
        svg.polyline(finger.map(inside), class: "series1 dashed", extra: "data-series=\"finger\" stroke-width=\"1\"")
        for point in finger { svg.circle(center: inside(point), radius: 2.2, class: "finger") }
        if !path.isEmpty { svg.polyline(path.map(inside), class: "series0", extra: "data-series=\"path\"") }
        if let target {
            svg.circle(center: p(target), radius: 6, class: "target")
        }
        for release in releases {
            svg.arrow(from: p(release.location), to: p(release.location + release.velocity * arrowSeconds))
        }
        svg.rect(x: plotLeft, y: plotTop, width: plotWidth, height: plotHeight, class: "frame")
        svg.endGroup()
        svg.text(xAxis.label, x: plotLeft + plotWidth / 2, y: plotTop + plotHeight + 34, class: "label", anchor: "middle")
        svg.text(yAxis.label, x: left + 14, y: plotTop + plotHeight / 2, class: "label", anchor: "middle", rotate: -90)
    }
}
