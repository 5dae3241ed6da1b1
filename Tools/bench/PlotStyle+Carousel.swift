import BenchReplay
import Geometry
import Gestures

/// How `carousel` replays are drawn, and the report's gestures for it: ten photos in a 400 × 200 Material 3
/// multi-browse carousel asking for 220-point items (one large, one medium, one small). The frames have no
/// position, so the container shows the finger.
let carouselPlotStyles: [PlotStyle] = [
    PlotStyle(
        interaction: "carousel",
        pathLabel: "finger",
        pathIsPosition: false,
        units: ["focused": "item"],
        examples: [
            PlotExample(
                title: "flick on",
                summary: "A fast flick left: however fast, the carousel goes one item on (Compose's single-advance fling) and rests with item 1's leading edge on the first focal keyline, at exactly 220.",
                trace: PlotExample.stroke("flick", container: Rect(x: 0, y: 0, width: 400, height: 200),
                                          [(0, Point(x: 330, y: 100)), (0.08, Point(x: 150, y: 100))]),
                arguments: ["--items=10", "--item-width=220"]),
            PlotExample(
                title: "to the end and back",
                summary: "Nine long slow drags left, each taking the carousel one item on (at most one per swipe): near the end the keylines shift to the end, item 8 rests at 1718 and item 9 at the end (1800), its trailing edge on the container's; a drag back right rests on item 8.",
                trace: PlotExample.strokes("to-the-end", container: Rect(x: 0, y: 0, width: 400, height: 200),
                                           (0..<9).map { (i: Int) -> [(Double, Point)] in
                                               let t = Double(i) * 0.9
                                               return [(t, Point(x: 390, y: 100)), (t + 0.5, Point(x: 10, y: 100)), (t + 0.65, Point(x: 10, y: 100))]
                                           } + [[(8.4, Point(x: 100, y: 100)), (8.9, Point(x: 260, y: 100)), (9.05, Point(x: 260, y: 100))]]),
                arguments: ["--items=10", "--item-width=220"]),
            PlotExample(
                title: "hero, centred",
                summary: "Compose's centred hero, 7 items in 400 points: a large item (304 points) between two small ones. Three slow drags, each once the carousel is at rest: the first item leaves the leading edge and each next one rests centred.",
                trace: PlotExample.strokes("hero", container: Rect(x: 0, y: 0, width: 400, height: 200),
                                           (0..<3).map { (i: Int) -> [(Double, Point)] in
                                               let t = Double(i) * 1.5
                                               return [(t, Point(x: 380, y: 100)), (t + 0.5, Point(x: 100, y: 100)), (t + 0.65, Point(x: 100, y: 100))]
                                           }),
                arguments: ["--items=7", "--item-width=400", "--strategy=hero"]),
            PlotExample(
                title: "a nudge springs back",
                summary: "A slow drag of 60 points, let go: not past half an item, so the carousel settles back on item 0.",
                trace: PlotExample.stroke("nudge", container: Rect(x: 0, y: 0, width: 400, height: 200),
                                          [(0, Point(x: 300, y: 100)), (0.5, Point(x: 240, y: 100)), (0.7, Point(x: 240, y: 100))]),
                arguments: ["--items=10", "--item-width=220"]),
        ]),
]

extension PlotExample {
    /// One finger's strokes one after another in `container`, each as ``stroke(_:container:_:end:)`` makes
    /// it (times from the first stroke's start).
    static func strokes(_ name: String, container: Rect, _ strokes: [[(Double, Point)]]) -> GestureTrace {
        var samples: [PointerSample] = []
        for keyframes in strokes { samples += stroke(name, container: container, keyframes).samples }
        do {
            return try GestureTrace(name: name, container: container, samples: samples)
        } catch {
            preconditionFailure("built-in trace \(name): \(error)")
        }
    }
}
