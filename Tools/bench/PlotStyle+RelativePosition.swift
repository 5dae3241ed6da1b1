import BenchReplay
import Geometry

/// How `relative-position` replays are drawn, and the report's gesture for it.
let relativePositionPlotStyles: [PlotStyle] = [
    PlotStyle(
        interaction: "relative-position",
        pathLabel: "finger",
        units: ["vx": "container sizes/s", "vy": "container sizes/s", "px": "0...1", "py": "0...1"],
        examples: [
            PlotExample(
                title: "sweep across the container",
                summary: "A finger from the lower left to the upper right and back down: px and py follow it in 0...1, the velocity in container sizes per second.",
                trace: PlotExample.stroke("sweep", [(0, Point(x: 30, y: 620)), (0.6, Point(x: 340, y: 60)), (0.9, Point(x: 300, y: 300))])),
        ]),
]
