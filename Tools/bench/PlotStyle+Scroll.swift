import Geometry
import Gestures
import BenchReplay

/// How `scroll` replays are drawn, and the report's gestures for it: a 2000-point list under a
/// 240-point stretchy header that parallaxes at half speed (`--header-rate=0.5`). The frames have no
/// position, so the container shows the finger; the charts show the offset, its velocity and the
/// header's top, height and image scale. The two-axis examples (a pinch, a locked drag) print the
/// content offset as x, y, so their path is the offset's, drawn in the container's coordinates, and
/// their charts add the zoom scale.
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
            PlotExample(
                title: "pinch past the maximum",
                summary: "A 750 × 1000 photo (zoom 0.5 to 3) pinched open from 80 to 320 points apart while the fingers drift 20 points down: the content point under their midpoint stays under it, past 3 the scale is rubber-banded, and when the fingers lift it springs back to exactly 3.",
                trace: pinchTrace("pinch-zoom", from: (Point(x: 147, y: 330), Point(x: 227, y: 330)),
                                  to: (Point(x: 27, y: 350), Point(x: 347, y: 350)), duration: 0.3),
                arguments: ["--content=750,1000", "--zoom=0.5,3"]),
            PlotExample(
                title: "drag near vertical with the lock",
                summary: "A 2000 × 3000 canvas with the directional lock: a drag 7° off vertical moves the content only up and down, and so does the fling after it.",
                trace: PlotExample.stroke("locked-drag", [(0, Point(x: 200, y: 520)), (0.15, Point(x: 170, y: 270))]),
                arguments: ["--content=2000,3000", "--directional-lock"]),
        ]),
]

/// Two fingers landing 10 ms apart at `from`, moving in straight lines to `to` over `duration` seconds
/// (a sample each per 1/120 s, the second 1 ms after the first), held 50 ms, then the second lifting
/// and 20 ms later the first.
func pinchTrace(_ name: String, from start: (Point, Point), to end: (Point, Point), duration: Double) -> GestureTrace {
    var samples = [PointerSample(pointer: 0, location: start.0, phase: .began, time: 0),
                   PointerSample(pointer: 1, location: start.1, phase: .began, time: 0.01)]
    let steps = Swift.max(Int((duration * 120).rounded()), 1)
    var time = 0.01
    for step in 1...steps {
        let f = Double(step) / Double(steps)
        time = 0.01 + Double(step) / 120
        samples.append(PointerSample(pointer: 0, location: start.0 + (end.0 - start.0) * f, phase: .moved, time: time))
        samples.append(PointerSample(pointer: 1, location: start.1 + (end.1 - start.1) * f, phase: .moved, time: time + 0.001))
    }
    samples.append(PointerSample(pointer: 1, location: end.1, phase: .ended, time: time + 0.05))
    samples.append(PointerSample(pointer: 0, location: end.0, phase: .ended, time: time + 0.07))
    do {
        return try GestureTrace(name: name, container: defaultReplayContainer, samples: samples)
    } catch {
        preconditionFailure("built-in trace \(name): \(error)")
    }
}
