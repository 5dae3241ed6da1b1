import BenchReplay
import Geometry

/// How `sheet` replays are drawn, and the report's gestures for it: a sheet with detents at fractions of
/// a 375 × 667 container (it starts on the first one given), holding a 2000-point list. The frames have no position, so the
/// container shows the finger; the charts show the sheet's height and the list's offset.
let sheetPlotStyles: [PlotStyle] = [
    PlotStyle(
        interaction: "sheet",
        pathLabel: "finger",
        units: ["height": "pt", "innerOffset": "pt"],
        examples: [
            PlotExample(
                title: "drag up into the list",
                summary: "From half the screen the finger pushes up 540 points and lets go: the sheet grows to its largest detent (333.5 points of the travel), the list scrolls the other 206.5 and coasts on from the release while the sheet rests on its largest detent.",
                trace: PlotExample.stroke("drag-up-into-list", [(0, Point(x: 187, y: 600)), (0.6, Point(x: 187, y: 100)), (0.7, Point(x: 187, y: 60))]),
                arguments: ["--detents=0.5,0.25,1", "--inner-content=2000"]),
            PlotExample(
                title: "list pulled down hands over to the sheet",
                summary: "At the largest detent, the finger scrolls the list up 200 points, then pulls down 450 in the same gesture: the list returns to its top, the sheet takes the remaining 250 (down to 417 points) and, let go, settles on half the screen.",
                trace: PlotExample.stroke("list-to-sheet", [(0, Point(x: 187, y: 400)), (0.3, Point(x: 187, y: 200)), (0.9, Point(x: 187, y: 650)), (1.2, Point(x: 187, y: 650))]),
                arguments: ["--detents=1,0.5", "--inner-content=2000"]),
            PlotExample(
                title: "flick down to dismiss",
                summary: "A fast flick down from half the screen: the projected height is below zero, so the sheet leaves the screen and is dismissed.",
                trace: PlotExample.stroke("flick-dismiss", [(0, Point(x: 187, y: 420)), (0.08, Point(x: 187, y: 540))]),
                arguments: ["--detents=0.5,1", "--inner-content=2000"]),
        ]),
]
