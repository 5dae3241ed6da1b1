import BenchReplay
import Geometry

/// How `zoom-dismiss` and `predictive-back` replays are drawn, and the report's gestures for them (the
/// files under Tools/bench/Traces/zoom-dismiss and predictive-back, which `bench back-progress` reads too).
/// Their frames' x, y are the shown frame's origin.
let navigationPlotStyles: [PlotStyle] = [
    PlotStyle(
        interaction: "zoom-dismiss",
        pathLabel: "frame origin",
        units: ["width": "pt", "height": "pt", "cornerRadius": "pt"],
        examples: [
            PlotExample(
                title: "drag the photo down into its cell",
                summary: "The full-screen photo is dragged down 220 points in a quarter of a second and let go: it shrinks about the finger while dragged, then flies into its 100-point cell and lands there exactly, corners rounded to the cell's.",
                trace: PlotExample.stroke("drag-into-cell", [(0, Point(x: 187, y: 300)), (0.25, Point(x: 205, y: 520))]),
                arguments: ["--source=137,300,100,100"]),
            PlotExample(
                title: "a short slow drag restores",
                summary: "Dragged down 40 points slowly and held: let go, the photo flies back to full screen.",
                trace: PlotExample.stroke("short-drag-restores", [(0, Point(x: 187, y: 300)), (0.5, Point(x: 190, y: 340)), (0.7, Point(x: 190, y: 340))]),
                arguments: ["--source=137,300,100,100"]),
            PlotExample(
                title: "the grid scrolls during the flight",
                summary: "The same drag into the cell, but the grid scrolls the cell up 120 points 0.35 s into the trace: the flight re-aims with no jump and lands exactly on the moved cell.",
                trace: PlotExample.stroke("cell-moves", [(0, Point(x: 187, y: 300)), (0.25, Point(x: 205, y: 520))]),
                arguments: ["--source=137,300,100,100", "--source-moves=0,-120@0.35"]),
        ]),
    PlotStyle(
        interaction: "predictive-back",
        pathLabel: "container origin",
        units: ["cornerRadius": "pt"],
        examples: [
            PlotExample(
                title: "swipe back and commit",
                summary: "From the left edge the finger travels 260 points in 0.3 s: the screen shrinks toward 0.9 and shifts right as the smoothed progress follows, and the release commits it to exactly 1.",
                trace: PlotExample.stroke("swipe-commit", [(0, Point(x: 2, y: 400)), (0.3, Point(x: 262, y: 420))])),
            PlotExample(
                title: "peek and cancel",
                summary: "A slow swipe to 120 points that comes back toward the edge: the release cancels and the screen returns to exactly full size.",
                trace: PlotExample.stroke("peek-cancel", [(0, Point(x: 2, y: 400)), (0.4, Point(x: 122, y: 380)), (0.6, Point(x: 60, y: 380))])),
        ]),
]
