import Foundation
import Geometry
import Gestures
import Navigation
import Testing
@testable import PlaygroundCore
@testable import Demos

/// Drives a demo in process: each sample at its own time, a frame every `1 / hz` s between them (on the
/// frame grid from `start`), then frames until it settles. Returns each frame's time and what it shows.
func drive<Demo: PlaygroundDemo>(_ demo: inout Demo, _ samples: [PointerSample], hz: Double, from start: Double,
                                 until end: Double? = nil, each: (Double, Demo) -> Void = { _, _ in }) {
    var frame = 0
    func tick(to limit: Double) {
        while start + Double(frame + 1) / hz <= limit {
            frame += 1
            let time = start + Double(frame) / hz
            _ = demo.tick(at: time)
            each(time, demo)
        }
    }
    for sample in samples {
        tick(to: sample.time)
        demo.handle(sample)
    }
    var settledFrames = 0
    while settledFrames < 2, frame < 100_000 {
        if let end, start + Double(frame + 1) / hz > end { break }
        tick(to: start + Double(frame + 1) / hz)
        settledFrames = demo.isSettled ? settledFrames + 1 : 0
    }
}

/// A one-finger stroke: down at `from`, `moves` moves of `step` every `interval` s, up where it ends
/// `hold` s later.
func strokeSamples(from start: Point, step: Vector, moves: Int, interval: Double = 0.016, hold: Double = 0,
                   at t0: Double) -> [PointerSample] {
    var samples = [PointerSample(pointer: 0, x: start.x, y: start.y, phase: .began, time: t0)]
    for index in 1...Swift.max(moves, 1) {
        samples.append(PointerSample(pointer: 0, x: start.x + step.dx * Double(index), y: start.y + step.dy * Double(index),
                                     phase: .moved, time: t0 + interval * Double(index)))
    }
    let last = samples[samples.count - 1]
    samples.append(PointerSample(pointer: 0, x: last.location.x, y: last.location.y, phase: .ended,
                                 time: last.time + hold + interval / 2))
    return samples
}

/// The photo grid (a tap zooms a cell to the stage, a drag down flies it back into its cell while the
/// grid reflows) and the predictive-back preview, driven in process and through a session.
@Suite struct NavigationDemoTests {
    let stage = Rect(x: 0, y: 0, width: 390, height: 700)

    /// A photo grid with cell 4 (the middle of the second row) zoomed in and presented, and the time then.
    func presentedGrid(hz: Double = 120) throws -> (PhotoGridDemo, Double) {
        var grid = try PhotoGridDemo(stage: stage)
        let cell = grid.cell(4)
        let tap = [PointerSample(pointer: 0, x: cell.midX, y: cell.midY, phase: .began, time: 0),
                   PointerSample(pointer: 0, x: cell.midX, y: cell.midY, phase: .ended, time: 0.05)]
        var last = 0.0
        drive(&grid, tap, hz: hz, from: 0) { time, _ in last = time }
        return (grid, last)
    }

    @Test func aTapZoomsTheCellToExactlyTheStage() throws {
        var grid = try PhotoGridDemo(stage: stage)
        let cell = grid.cell(4)
        // Three cells of (390 − 4·4)/3 across with 4-point gaps: cell 4 is the second row's middle.
        let side = 374.0 / 3
        #expect(abs(cell.minX - (8 + side)) < 1e-12 && abs(cell.minY - (8 + side)) < 1e-12)
        #expect(cell.width == side && cell.height == side)
        let tap = [PointerSample(pointer: 0, x: cell.midX, y: cell.midY, phase: .began, time: 0),
                   PointerSample(pointer: 0, x: cell.midX, y: cell.midY, phase: .ended, time: 0.05)]
        var states: [String] = []
        var first: Rect?
        drive(&grid, tap, hz: 120, from: 0) { _, demo in
            states.append(demo.current.state)
            if first == nil, let photo = demo.photo { first = photo.frame.frame }
        }
        // The opening starts at the lift from the cell itself, with the cell's corner radius.
        let opening = try #require(first)
        #expect(opening.width > cell.width && opening.width < stage.width && abs(opening.midX - cell.midX) < 20)
        #expect(states.first == "grid" && states.contains("opening") && states.last == "presented")
        let photo = try #require(grid.photo)
        #expect(photo.frame.frame == stage && photo.frame.cornerRadius == 0 && photo.frame.progress == 0)
        #expect(grid.current.layers.last == LayerState(frame: stage))
    }

    @Test func aDragScalesThePhotoUniformlyWithTheTouchedPointUnderTheFinger() throws {
        var (grid, t0) = try presentedGrid()
        let down = Point(x: 120, y: 300)
        let samples = strokeSamples(from: down, step: Vector(dx: 6, dy: 14), moves: 10, hold: 0.5, at: t0 + 0.1)
        var checked = 0
        for sample in samples.dropLast() {
            grid.handle(sample)
            _ = grid.tick(at: sample.time)
            let photo = try #require(grid.photo).frame
            // The touched point of the photo at rest, (120, 300) of 390 × 700, stays under the finger.
            let scale = photo.frame.width / stage.width
            #expect(abs(photo.frame.height / photo.frame.width - stage.height / stage.width) < 1e-12)
            #expect(abs(photo.frame.minX + 120 * scale - sample.location.x) < 1e-9)
            #expect(abs(photo.frame.minY + 300 * scale - sample.location.y) < 1e-9)
            #expect(abs(scale - (1 - 0.5 * (sample.location.y - down.y) / stage.height)) < 1e-12)
            checked += 1
        }
        #expect(checked == 11)
        // Held still for half a second, then lifted: not far enough (140 of 700), so it restores.
        var last: ZoomFrame?
        drive(&grid, [samples[samples.count - 1]], hz: 120, from: t0) { _, demo in last = demo.photo?.frame }
        let rest = try #require(last)
        #expect(rest.state == .presented && rest.frame == stage && rest.cornerRadius == 0 && rest.progress == 0)
        #expect(grid.shift == 0 && grid.cell(4) == grid.slotRect(4))
    }

    @Test func aFlickDownFliesThePhotoIntoItsCellWhileTheGridReflowsWithNoJump() throws {
        var (grid, t0) = try presentedGrid()
        let samples = strokeSamples(from: Point(x: 195, y: 200), step: Vector(dx: -4, dy: 20), moves: 10, at: t0 + 0.1)
        var frames: [(time: Double, photo: ZoomFrame?, cell: Rect, source: Rect?)] = []
        drive(&grid, samples, hz: 120, from: t0) { time, demo in frames.append((time, demo.photo?.frame, demo.cell(4), demo.zoom?.source)) }
        // The grid reflowed by one slot: cell 4 ended in slot 5, to the right of where it was.
        #expect(grid.cell(4) == grid.slotRect(5) && grid.shift == 1 && grid.photo == nil)
        #expect(grid.current.state == "grid")
        let flying = frames.filter { $0.photo?.state == .dismissing }
        #expect(flying.count > 20)
        // The source moved by a slot's pitch during the flight...
        let firstCell = try #require(flying.first).cell, lastCell = try #require(flying.last).cell
        #expect(lastCell.minX - firstCell.minX > 100)
        // ...and the photo's path has no jump: each frame's step stays under 30 points and changes
        // by at most 4 points from the one before (the flight's velocity is continuous).
        var previousStep: Vector?
        for (before, after) in zip(frames, frames.dropFirst()) {
            guard let a = before.photo?.frame, let b = after.photo?.frame else { continue }
            let step = Vector(dx: b.minX - a.minX, dy: b.minY - a.minY)
            #expect(abs(step.dx) < 30 && abs(step.dy) < 30)
            if let previousStep, before.photo?.state == .dismissing, after.photo?.state == .dismissing {
                #expect(abs(step.dx - previousStep.dx) < 4 && abs(step.dy - previousStep.dy) < 4, "at \(after.time)")
            }
            previousStep = step
        }
        // It lands exactly on its source as the grid's layout clock last gave it, with the cell's corner
        // radius, follows the cell until the grid rests, and is then exactly in slot 5.
        let landing = try #require(frames.first { $0.photo?.state == .dismissed })
        #expect(landing.photo?.frame == landing.source && landing.photo?.cornerRadius == PhotoGridDemo.cornerRadius)
        #expect(landing.photo?.progress == 1)
        let last = try #require(frames.last { $0.photo != nil })
        #expect(last.photo?.frame == grid.slotRect(5) && last.photo?.state == .dismissed)
    }

    @Test func theFlightIsTheSameAtEveryFrameRate() throws {
        var runs: [[Double: Rect]] = []
        for hz in [60.0, 120, 240] {
            var (grid, t0) = try presentedGrid(hz: hz)
            #expect(t0 <= 0.9)
            var shown: [Double: Rect] = [:]
            let samples = strokeSamples(from: Point(x: 195, y: 200), step: Vector(dx: -4, dy: 20), moves: 10, at: 1)
            drive(&grid, samples, hz: hz, from: 0, until: 2) { time, demo in
                let key = (time * 60).rounded()
                if abs(time * 60 - key) < 1e-9, let photo = demo.photo { shown[key] = photo.frame.frame }
            }
            runs.append(shown)
        }
        let common = Set(runs[0].keys).intersection(runs[1].keys).intersection(runs[2].keys).filter { $0 > 60 }
        #expect(common.count > 20)
        for key in common {
            for run in runs.dropFirst() {
                let a = try #require(runs[0][key]), b = try #require(run[key])
                #expect(abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9, "frame \(key)")
            }
        }
    }

    @Test func aBackSwipePastHalfwayCommitsAtExactlyOneAndTheScreenIsGone() throws {
        var back = try PredictiveBackDemo(stage: stage)
        var midway: DemoFrame?
        let samples = strokeSamples(from: Point(x: 5, y: 300), step: Vector(dx: 22, dy: 3), moves: 12, at: 0)
        drive(&back, samples, hz: 120, from: 0) { time, demo in
            if midway == nil, time > 0.1 { midway = demo.current }
        }
        let during = try #require(midway)
        let readings = Dictionary(uniqueKeysWithValues: during.readings.map { ($0.0, $0.1) })
        let scale = try #require(readings["scale"]), corner = try #require(readings["corner"]), x = try #require(readings["x"])
        #expect(during.state == "dragging" && scale < 1 && scale > 0.9 && corner > 0 && corner < 32 && x > 0)
        #expect(during.layers.count == 10)
        let end = back.current
        let final = Dictionary(uniqueKeysWithValues: end.readings.map { ($0.0, $0.1) })
        #expect(end.state == "committed" && final["progress"] == 1 && final["scale"] == 0.9 && final["corner"] == 32)
        // The screen's left edge 8 points from the stage's at the full shift: (390 − 0.9·390)/2 − 8 = 11.5 to the right.
        #expect(abs(back.container.position.x - (195 + 11.5)) < 1e-12)
        #expect(end.layers.count == 5 && end.layers[0].alpha == 0.3)
    }

    @Test func aShortHeldSwipeFromTheRightCancelsAtExactlyZero() throws {
        var back = try PredictiveBackDemo(stage: stage)
        let samples = strokeSamples(from: Point(x: 385, y: 300), step: Vector(dx: -8, dy: -2), moves: 10, hold: 0.3, at: 0)
        var lowest = 1.0
        drive(&back, samples, hz: 120, from: 0) { _, demo in lowest = min(lowest, demo.container.transform.scale.dx) }
        #expect(back.back.edge == .right && lowest < 0.99)
        let end = back.current
        #expect(end.state == "cancelled" && back.back.progress == 0 && back.container == LayerState(frame: stage))
        #expect(end.layers.count == 10)
    }

    @Test func aPredictiveBackRecordingHoldsTheFramesBenchReplayComputes() throws {
        struct Spec: Decodable { let interaction: String, arguments: [String] }
        struct Playground: Decodable { let frames: [[String: JSONValue]], replay: Spec }
        struct Content: Decodable { let playground: Playground }
        struct Reply: Decodable { let content: Content }
        let messages = PopAndHeaderDemoTests()
        var demo = try PlaygroundSession(interaction: "predictive-back", width: 375, height: 667)
        _ = try demo.receive(.record(on: true))
        _ = try messages.stroke(&demo, messages.line(from: Point(x: 360, y: 300), to: Point(x: 150, y: 340), moves: 14), at: 20)
        let text = try #require(demo.receive(#"{"type":"record","on":false}"#).first)
        let playground = try JSONDecoder().decode(Reply.self, from: Data(text.utf8)).content.playground
        let trace = try JSONDecoder().decode(GestureTrace.self,
                                             from: JSONSerialization.data(withJSONObject: try messages.object(text)["content"] as Any))
        #expect(playground.replay.interaction == "predictive-back" && playground.replay.arguments.isEmpty)
        // bench replay predictive-back: the edge nearer the first touch, the container's transform.
        let container = try #require(trace.container)
        var gesture = try BackGesture(edge: .right, width: container.width)
        let transform = try PredictiveBackTransform(container: container.size)
        let expected = referenceReplay(&gesture, trace: trace) { gesture, frame, time -> [String: JSONValue] in
            let layer = transform.layer(progress: frame.progress, edge: .right, verticalDrag: frame.touchY - gesture.touchDown.y)
            return ["t": .number(time), "state": .string(frame.state.rawValue), "progress": .number(frame.progress),
                    "scale": .number(layer.transform.scale.dx), "x": .number(layer.frame.minX), "y": .number(layer.frame.minY),
                    "cornerRadius": .number(layer.cornerRadius)]
        }
        try #require(playground.frames.count >= expected.count && expected.count > 10)
        for (frame, reference) in zip(playground.frames, expected) { #expect(frame == reference) }
        #expect(expected.last?["state"] == .string("committed"))
    }
}
