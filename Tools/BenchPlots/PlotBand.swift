/// A shaded stretch of a chart's x axis (a phase of an interaction: dragging, tossing, ...).
package struct PlotBand {
    package let label: String
    package let from: Double
    package let to: Double
    /// The palette colour, 0...5.
    package let colour: Int

    package init(label: String, from: Double, to: Double, colour: Int) {
        self.label = label
        self.from = from
        self.to = to
        self.colour = colour
    }
}
