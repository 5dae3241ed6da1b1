import BenchReplay
import Geometry

/// How `anchored` replays are drawn, and the report's gestures for it: a drawer with anchors at 0, 120
/// and 300 points. The frames have no position, so the container shows the finger; the charts show the
/// offset and the index of the anchor it heads for.
let anchoredPlotStyles: [PlotStyle] = [
    PlotStyle(
        interaction: "anchored",
        pathLabel: "finger",
        units: ["target": "anchor"],
        examples: [
            PlotExample(
                title: "flick past the peek",
                summary: "A quick flick right from the closed drawer: faster than 125 points per second, it goes to the next anchor in its direction (the peek at 120), not the open one it points at, and rests exactly there on Compose's spring.",
                trace: PlotExample.stroke("flick-to-peek", [(0, Point(x: 40, y: 300)), (0.08, Point(x: 140, y: 300))]),
                arguments: ["--anchors=0,120,300"]),
            PlotExample(
                title: "slow drag short of half-way",
                summary: "From the peek, dragged slowly 80 points toward the open anchor (less than half of the 180-point gap) and held: it goes back to the peek.",
                trace: PlotExample.stroke("slow-back", [(0, Point(x: 40, y: 300)), (0.6, Point(x: 120, y: 300)), (0.9, Point(x: 120, y: 300))]),
                arguments: ["--anchors=120,0,300"]),
        ]),
]
