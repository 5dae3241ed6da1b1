import BenchReplay
import Geometry
import Gestures

/// The finger of both built-in reorder gestures: held on item 3 for 0.6 s, down to the bottom edge, held
/// there 0.8 s (the list auto-scrolls), back up a little, released.
private let dragToBottom: [(Double, Point)] = [
    (0, Point(x: 200, y: 210)), (0.6, Point(x: 200, y: 210)), (1.2, Point(x: 200, y: 690)),
    (2.0, Point(x: 200, y: 690)), (2.3, Point(x: 200, y: 560)),
]

/// How `reorder` replays are drawn, and the report's gestures for it: 40 items 60 points tall in a
/// 390 × 700 viewport. The frames' positions are the list's, so the container shows the finger.
let reorderablePlotStyles: [PlotStyle] = [
    PlotStyle(
        interaction: "reorder",
        pathLabel: "finger",
        examples: [
            PlotExample(
                title: "lift, drag down past the edge, drop",
                summary: "A long press lifts item 3; dragged down, the items below move up one by one; held past the bottom edge the list scrolls by itself; back up a little, released, the item lands exactly in its slot.",
                trace: PlotExample.strokes("drag-to-bottom", [dragToBottom]),
                arguments: ["--items=40", "--item-height=60", "--viewport=390,700"]),
            PlotExample(
                title: "Flutter's auto-scroll steps",
                summary: "The same gesture with Flutter's EdgeDraggingAutoScroller and lift: the list moves in steps of at most 20 points every 20 ms while the item is past the edge.",
                trace: PlotExample.strokes("drag-to-bottom-flutter", [dragToBottom]),
                arguments: ["--items=40", "--item-height=60", "--viewport=390,700", "--auto-scroll=flutter", "--lift=flutter"]),
        ]),
]
