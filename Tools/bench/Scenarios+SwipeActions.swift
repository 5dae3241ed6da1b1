import BenchReplay
import Geometry
import Gestures
import SwipeActions

/// A swiped row's per-frame work: dragged across its actions and full-swipe threshold, and settling.
extension BenchModule {
    static let swipeActions = BenchModule(name: "SwipeActions", scenarios: [
        Scenario(
            name: "swipe-row.drag",
            summary: "one pointer sample (pan + velocity tracker) and one tick of a UIKit row dragged across both edges' actions and full-swipe thresholds, per instance",
            make: { count in swipeRowDrag(count: count) }),
        Scenario(
            name: "swipe-row.settle",
            summary: "one tick of a UIKit row settling (opened, fully swiped or closed again through recogniser readings when it rests), per instance",
            make: { count in swipeRowSettle(count: count) }),
    ], plotStyles: swipeActionsPlotStyles)
}

private func makeRow() -> SwipeRow {
    do {
        return try SwipeRow(width: 375, leading: SwipeActionsConfiguration(count: 1),
                            trailing: SwipeActionsConfiguration(count: 3))
    } catch {
        preconditionFailure("\(error)")
    }
}

/// A finger sweeping ±340 points across the row, at 120 Hz.
private func swipeRowDrag(count: Int) -> any FrameWorkload {
    InteractionFrames.make(count: count, make: { _ in
        var row = makeRow()
        row.handle(PointerSample(pointer: 0, x: 187, y: 30, phase: .began, time: 0))
        return row
    }, sample: { frame, i, time in
        let angle = Double((frame + i) % 360) * (.pi / 180)
        return PointerSample(pointer: 0, x: 187 + 340 * Double.sin(angle), y: 30, phase: .moved, time: time + 1.0 / 120)
    }, shown: { row, offset, _, _ in offset + (row.isFullSwipeArmed ? 1 : 0) })
}

/// When the row rests: open it (a flick left), then fully swipe it, then close it (a tap), around again.
private func swipeRowSettle(count: Int) -> any FrameWorkload {
    InteractionFrames.make(count: count, make: { i in
        var row = makeRow()
        swipe(&row, at: Double(i % 60) / 120 - 1)
        return row
    }, sample: { _, _, _ in nil }, shown: { row, offset, frame, _ in
        if row.isSettled { swipe(&row, at: InteractionFrames.time(ofFrame: frame)) }
        return offset
    })
}

private func swipe(_ row: inout SwipeRow, at time: Double) {
    let translation: Double, velocity: Double
    switch row.state {
    case .closed: (translation, velocity) = (-40, -600)         // a flick: opens the trailing actions
    case .open: (translation, velocity) = (-120, -300)          // on to the full swipe: commits
    default: (translation, velocity) = (0, 0)
    }
    if case .committed = row.state {
        row.close()
        return
    }
    row.update(with: GestureReading(state: .began, location: Point(x: 300, y: 30), translation: .zero,
                                    velocity: .zero, numberOfTouches: 1, time: time))
    row.update(with: GestureReading(state: .ended, location: Point(x: 300, y: 30), translation: Vector(dx: translation, dy: 0),
                                    velocity: Vector(dx: velocity, dy: 0), numberOfTouches: 0, time: time))
}
