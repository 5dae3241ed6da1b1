import BenchReplay
import Geometry
import Gestures

/// How `picker` replays are drawn, and the report's gestures for it: a 60-item wheel, 32-point items
/// (UIPickerView's rows), in each profile. The frames have no position, so the container shows the finger.
let pickerWheelPlotStyles: [PlotStyle] = [
    PlotStyle(
        interaction: "picker",
        pathLabel: "finger",
        pathIsPosition: false,
        units: ["selected": "item"],
        examples: [
            PlotExample(
                title: "spin, UIKit",
                summary: "A flick up 120 points in 0.1 s: the wheel coasts on UIKit's 0.998 deceleration, retuned so that its projected rest moves to the nearest item, and stops exactly on it.",
                trace: PlotExample.stroke("spin", [(0, Point(x: 187, y: 420)), (0.1, Point(x: 187, y: 300))]),
                arguments: ["--items=60", "--item-extent=32"]),
            PlotExample(
                title: "spin, Flutter",
                summary: "The same flick with Flutter's FixedExtentScrollPhysics: the bouncing physics' rest rounded to an item, reached by FrictionSimulation.through at the tolerance's speed, exactly on the item.",
                trace: PlotExample.stroke("spin-flutter", [(0, Point(x: 187, y: 420)), (0.1, Point(x: 187, y: 300))]),
                arguments: ["--items=60", "--item-extent=32", "--profile=flutter"]),
            PlotExample(
                title: "nudge, Flutter",
                summary: "A slow drag of 10 points, let go: too slow to pass the item, so the wheel springs back to it with the bouncing physics' spring.",
                trace: PlotExample.stroke("nudge-flutter", [(0, Point(x: 187, y: 300)), (0.4, Point(x: 187, y: 290)), (0.6, Point(x: 187, y: 290))]),
                arguments: ["--items=60", "--item-extent=32", "--profile=flutter"]),
            PlotExample(
                title: "catch and let go",
                summary: "A hard flick down from item 0 into the top bounces back; a flick up, caught by a touch 0.3 s later that does not move: the wheel stops under the finger and settles on the nearest item when it lifts.",
                trace: PlotExample.strokes("catch", [
                    [(0, Point(x: 187, y: 300)), (0.08, Point(x: 187, y: 420))],
                    [(1.2, Point(x: 187, y: 500)), (1.3, Point(x: 187, y: 300))],
                    [(1.6, Point(x: 187, y: 300)), (1.8, Point(x: 187, y: 300))],
                ]),
                arguments: ["--items=60", "--item-extent=32", "--profile=flutter"]),
        ]),
]
