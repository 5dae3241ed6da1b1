/// A line of a chart: named points in data units, drawn in one of the palette's six colours.
struct PlotSeries {
    /// The legend's name (`x`, `velocity y`, ...).
    let name: String
    /// The points, (x, y) in data units; non-finite points break the line.
    let points: [(Double, Double)]
    /// The palette colour, 0...5.
    let colour: Int
    /// Drawn dashed (a projection, a target, a reference line).
    var dashed = false
}

/// A shaded stretch of a chart's x axis (a phase of an interaction: dragging, tossing, ...).
struct PlotBand {
    let label: String
    let from: Double
    let to: Double
    /// The palette colour, 0...5.
    let colour: Int
}
