import BenchReplay
import Geometry
import Gestures

/// How `refresh` replays are drawn, and the report's gestures for it: a list the 390 × 700 container's
/// size pulled from near its top, under each profile; the host ends each refresh a second after its
/// release. The frames have no position, so the container shows the finger.
let refreshPlotStyles: [PlotStyle] = [
    PlotStyle(
        interaction: "refresh",
        pathLabel: "finger",
        examples: [
            PlotExample(
                title: "Compose: pull, refresh, end",
                summary: "A 300-point pull (150 of half pull: past 80, the tension curve) arms; the release springs the indicator to 56, where it holds for the second the host takes; then it springs back to exactly 0.",
                trace: PlotExample.strokes("compose-pull", [
                    [(0, Point(x: 200, y: 100)), (0.5, Point(x: 200, y: 400)), (0.7, Point(x: 200, y: 400))],
                ]),
                arguments: ["--profile=compose", "--refresh-seconds=1"]),
            PlotExample(
                title: "Material: armed short of the full travel",
                summary: "A 150-point pull (0.86 of the 175-point full travel) arms at 2/3 but releases short of the full travel: Flutter cancels, the indicator returns in 200 ms; a second pull of 250 points refreshes, snaps to 40 in 150 ms, and shrinks away when the host ends it.",
                trace: PlotExample.strokes("material-pull", [
                    [(0, Point(x: 200, y: 100)), (0.4, Point(x: 200, y: 250)), (0.5, Point(x: 200, y: 250))],
                    [(1, Point(x: 200, y: 100)), (1.5, Point(x: 200, y: 350)), (1.6, Point(x: 200, y: 350))],
                ]),
                arguments: ["--profile=material", "--refresh-seconds=1"]),
            PlotExample(
                title: "Cupertino: arm, fling while refreshing, end",
                summary: "The content pulled past 100 arms and keeps 60 points open; released, it bounces back onto that room; a flick up and a flick down while refreshing come back to exactly 60; the host ends the refresh and the content lands on 0.",
                trace: PlotExample.strokes("cupertino-pull", [
                    [(0, Point(x: 200, y: 100)), (0.6, Point(x: 200, y: 600)), (0.7, Point(x: 200, y: 600))],
                    [(2, Point(x: 200, y: 500)), (2.1, Point(x: 200, y: 250))],
                    [(3.2, Point(x: 200, y: 200)), (3.3, Point(x: 200, y: 550))],
                ]),
                arguments: ["--profile=cupertino", "--refresh-seconds=4"]),
        ]),
]
