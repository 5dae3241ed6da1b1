import Geometry

/// How `scroll` replays are drawn, and the report's gestures for it: a 2000-point list under a
/// 240-point stretchy header that parallaxes at half speed (`--header-rate=0.5`). The frames have no
/// position, so the container shows the finger; the charts show the offset, its velocity and the
/// header's top, height and image scale.
let scrollPlotStyles: [PlotStyle] = [
    PlotStyle(
        interaction: "scroll",
        pathLabel: "finger",
        units: ["header.scale": "×"],
        examples: [
            PlotExample(
                title: "pull past the top, let go",
                summary: "The list pulled down 160 points from its top and let go slowly: the offset rubber-bands to about −80, the header stretches with it (pinned, taller, its image scaled), and the list bounces back to exactly 0 without oscillating.",
                trace: PlotExample.stroke("pull-stretch", [(0, Point(x: 187, y: 200)), (0.4, Point(x: 187, y: 360)), (0.55, Point(x: 187, y: 360))]),
                arguments: ["--content=2000", "--header=240", "--header-rate=0.5"]),
            PlotExample(
                title: "flick up",
                summary: "A fast flick up: the list coasts on UIScrollView's 0.998 deceleration and stops by itself, while the header moves up at half the content's speed.",
                trace: PlotExample.stroke("flick-up", [(0, Point(x: 187, y: 520)), (0.1, Point(x: 187, y: 320))]),
                arguments: ["--content=2000", "--header=240", "--header-rate=0.5"]),
            PlotExample(
                title: "flick down into the top",
                summary: "Pushed up 300 points, then flicked down: the list coasts past its top, the header stretches during the bounce, and the list returns to exactly 0.",
                trace: PlotExample.stroke("flick-into-top", [(0, Point(x: 187, y: 600)), (0.45, Point(x: 187, y: 300)), (0.55, Point(x: 187, y: 450))]),
                arguments: ["--content=2000", "--header=240", "--header-rate=0.5"]),
        ]),
]
