import BenchReplay
import Geometry
import Gestures

/// How `swipe-list` replays are drawn, and the report's gestures for it: Mail's inbox, 40 rows 80 points
/// tall in a 390 × 700 viewport, two 74-point buttons on each edge of every row. The frames have no
/// position, so the container shows the finger.
let hostPlotStyles: [PlotStyle] = [
    PlotStyle(
        interaction: "swipe-list",
        pathLabel: "finger",
        examples: [
            PlotExample(
                title: "swipe rows, scroll, catch",
                summary: "Row 2 swiped left opens (the list never moves); row 4 swiped right closes row 2 and opens in the same gesture; a drag up scrolls the list and closes row 4; a flick, then a sideways touch on the moving list stops it and swipes no row.",
                trace: PlotExample.strokes("mail", [
                    [(0, Point(x: 320, y: 200)), (0.3, Point(x: 150, y: 206)), (0.45, Point(x: 150, y: 206))],
                    [(1.05, Point(x: 80, y: 360)), (1.35, Point(x: 250, y: 352)), (1.5, Point(x: 250, y: 352))],
                    [(2.1, Point(x: 200, y: 600)), (2.5, Point(x: 190, y: 380)), (2.65, Point(x: 190, y: 380))],
                    [(3.25, Point(x: 200, y: 620)), (3.35, Point(x: 205, y: 300))],
                    [(3.5, Point(x: 300, y: 300)), (3.8, Point(x: 160, y: 300)), (3.9, Point(x: 160, y: 300))],
                ]),
                arguments: ["--rows=40", "--row-height=80", "--viewport=390,700", "--actions=2"]),
            PlotExample(
                title: "a mostly vertical drag over the rows",
                summary: "A finger moves 8 points right and 300 up: past the slop it is mostly vertical, so the list scrolls and no row moves.",
                trace: PlotExample.strokes("scroll-over-rows", [
                    [(0, Point(x: 200, y: 500)), (0.5, Point(x: 208, y: 200)), (0.6, Point(x: 208, y: 200))],
                ]),
                arguments: ["--rows=40", "--row-height=80", "--viewport=390,700", "--actions=2"]),
        ]),
]

extension PlotExample {
    /// One finger's strokes one after another in a 390 × 700 container, each as ``stroke(_:container:_:end:)``
    /// makes it (times from the first stroke's start).
    static func strokes(_ name: String, _ strokes: [[(Double, Point)]]) -> GestureTrace {
        Self.strokes(name, container: Rect(x: 0, y: 0, width: 390, height: 700), strokes)
    }
}
