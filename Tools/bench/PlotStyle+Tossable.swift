import BenchReplay
import Geometry
import Tossable

/// How `tossable` and `flick-dismiss` replays are drawn, and the report's gestures for them.
let tossablePlotStyles: [PlotStyle] = [
    PlotStyle(
        interaction: "tossable",
        // `bench replay tossable` tosses a 100 × 100 layer that starts under the first touch.
        layerSize: { _ in Size(width: 100, height: 100) },
        target: { container, options in
            try options.numbers("to", count: 2).map { Point(x: $0[0], y: $0[1]) } ?? container.center
        },
        examples: [
            PlotExample(
                title: "flick toward the lower right corner",
                summary: "Picked up near the top left, dragged down and right and let go moving fast: the spring takes the finger's velocity and carries the layer into the corner.",
                trace: PlotExample.stroke("toss-lower-right", [(0, Point(x: 80, y: 120)), (0.12, Point(x: 110, y: 170)), (0.2, Point(x: 170, y: 270))]),
                arguments: ["--to=295,547"]),
            PlotExample(
                title: "flick against the destination",
                summary: "Flicked up and to the right while the destination is at the bottom left: the layer keeps going, turns and springs back with no jump in velocity.",
                trace: PlotExample.stroke("toss-against", [(0, Point(x: 187, y: 420)), (0.1, Point(x: 200, y: 390)), (0.18, Point(x: 240, y: 320))]),
                arguments: ["--to=80,547"]),
            PlotExample(
                title: "slow drag, let go",
                summary: "Dragged slowly and released at rest: the layer springs home from rest.",
                trace: PlotExample.stroke("toss-slow", [(0, Point(x: 187, y: 333)), (0.5, Point(x: 260, y: 250)), (0.7, Point(x: 262, y: 248))]),
                arguments: ["--to=187,333"]),
        ]),
    PlotStyle(
        interaction: "flick-dismiss",
        layerSize: { _ in FlickDismissBehavior.defaultCardSize },
        rotationKey: "angle",
        pathLabel: "card centre",
        target: { container, _ in container.center },
        examples: [
            PlotExample(
                title: "flick the card away",
                summary: "Grabbed right of centre and thrown down and right: the card turns about the finger, leaves at the finger's velocity and is dismissed once off screen.",
                trace: PlotExample.stroke("flick-away", [(0, Point(x: 247, y: 243)), (0.06, Point(x: 262, y: 268)), (0.12, Point(x: 300, y: 330))])),
            PlotExample(
                title: "short drag, snaps back",
                summary: "Dragged 50 points and let go slowly: below the dismiss distance, so the snap brings the card back to the centre, upright.",
                trace: PlotExample.stroke("flick-back", [(0, Point(x: 247, y: 243)), (0.3, Point(x: 277, y: 283)), (0.5, Point(x: 278, y: 284))])),
        ]),
]
