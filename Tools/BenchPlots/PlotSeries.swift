/// A line of a chart: named points in data units, drawn in one of the palette's six colours.
package struct PlotSeries {
    /// The legend's name (`x`, `velocity y`, ...).
    package let name: String
    /// The points, (x, y) in data units; non-finite points break the line.
    package let points: [(Double, Double)]
    /// The palette colour, 0...5.
    package let colour: Int
    /// Drawn dashed (a projection, a target, a reference line).
    package var dashed = false

    package init(name: String, points: [(Double, Double)], colour: Int, dashed: Bool = false) {
        self.name = name
        self.points = points
        self.colour = colour
        self.dashed = dashed
    }
}
