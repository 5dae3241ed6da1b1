import BenchReplay
import Geometry

/// How `transition` replays are drawn, and the report's gestures for it: the interactive pop
/// (`--pop`), whose frames carry the top screen's centre, so the screen is drawn as it slides off.
/// A plain `transition` replay has no position: its plot is the finger and the percentage.
let transitionsPlotStyles: [PlotStyle] = [
    PlotStyle(
        interaction: "transition",
        // With --pop the layer is the popped screen: the whole container.
        layerSize: { container in container.size },
        pathLabel: "top screen's centre",
        units: ["percent": "0...1", "below": "pt"],
        examples: [
            PlotExample(
                title: "swipe back past halfway",
                summary: "A swipe from the left edge two thirds of the way across, let go still moving right: the projected release passes 0.5, so the top screen finishes sliding off, exactly at 1, and the screen below arrives from 0.3 widths left.",
                trace: PlotExample.stroke("pop-finish", [(0, Point(x: 8, y: 400)), (0.1, Point(x: 60, y: 402)), (0.3, Point(x: 250, y: 405))]),
                arguments: ["--pop"]),
            PlotExample(
                title: "a short swipe, held, let go",
                summary: "A swipe from the edge a quarter of the way and held still before letting go: not past 0.5 and no velocity, so the pop cancels and the top screen slides back, exactly to 0.",
                trace: PlotExample.stroke("pop-cancel", [(0, Point(x: 6, y: 300)), (0.3, Point(x: 100, y: 302)), (0.5, Point(x: 100, y: 302))]),
                arguments: ["--pop"]),
            PlotExample(
                title: "past halfway, flicked back",
                summary: "A swipe past the middle, then a quick flick back toward the edge: the velocity toward the start outweighs the position, so the pop cancels from beyond 0.5.",
                trace: PlotExample.stroke("pop-flick-back", [(0, Point(x: 8, y: 350)), (0.3, Point(x: 270, y: 352)), (0.36, Point(x: 215, y: 352))]),
                arguments: ["--pop"]),
        ]),
]
