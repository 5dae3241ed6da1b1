import BenchReplay
import Geometry

/// How `swipe-row` replays are drawn, and the report's gestures for it: a 375-point row with two
/// 74-point buttons on each edge. The frames have no position, so the container shows the finger.
let swipeActionsPlotStyles: [PlotStyle] = [
    PlotStyle(
        interaction: "swipe-row",
        pathLabel: "finger",
        examples: [
            PlotExample(
                title: "flick open the trailing actions",
                summary: "A short quick flick left: faster than 125 points per second, the row opens to its two buttons' width and rests exactly at −148.",
                trace: PlotExample.stroke("flick-open", [(0, Point(x: 300, y: 40)), (0.06, Point(x: 250, y: 40))]),
                arguments: ["--actions=2"]),
            PlotExample(
                title: "full swipe",
                summary: "Dragged left 280 points, past half the way from the buttons (148) to the row's width (375): the first trailing action is committed and the content slides out to −375.",
                trace: PlotExample.stroke("full-swipe", [(0, Point(x: 340, y: 40)), (0.5, Point(x: 60, y: 40)), (0.6, Point(x: 60, y: 40))]),
                arguments: ["--actions=2", "--full-swipe"]),
            PlotExample(
                title: "dismiss (Flutter)",
                summary: "Flutter's Dismissible: dragged right 200 points (past 40 % of the row) and held: it slides out linearly over the rest of 200 ms.",
                trace: PlotExample.stroke("dismiss", [(0, Point(x: 40, y: 40)), (0.5, Point(x: 240, y: 40)), (0.7, Point(x: 240, y: 40))]),
                arguments: ["--dismissible"]),
        ]),
]
