import Geometry
import Gestures
import Host
import BenchReplay

/// The host layer's per-frame work: a list of swipe rows sharing a finger.
extension BenchModule {
    static let host = BenchModule(name: "Host", scenarios: [
        Scenario(
            name: "swipe-list.scroll",
            summary: "one pointer sample (arbitration, the list's pan) and one tick of a 100-row swipe list scrolled up and down by a finger, with one row open, per instance",
            make: { count in swipeListScroll(count: count) }),
        Scenario(
            name: "host.live-loop",
            summary: "one pointer sample delivered on time and one frame of a live loop over the scrolled swipe list, per instance (the checkpoint ticks the frame that leaves the history)",
            make: { count in liveLoop(count: count, framesLate: 0) }),
        Scenario(
            name: "host.live-loop-late",
            summary: "one pointer sample delivered 3 frames (25 ms) after its timestamp and one frame of a live loop over the scrolled swipe list, per instance: each delivery runs the shown frames again from the checkpoint",
            make: { count in liveLoop(count: count, framesLate: 3) }),
    ], plotStyles: hostPlotStyles)
}

private func makeList() -> SwipeList {
    do {
        let actions = try SwipeActionsConfiguration(count: 2, performsFirstActionWithFullSwipe: false)
        var list = try SwipeList(rowCount: 100, rowHeight: 72, viewport: Size(width: 390, height: 700), leading: actions, trailing: actions)
        // Row 1 open: a slow swipe left, at rest.
        let swipe = [PointerSample(pointer: 0, x: 300, y: 100, phase: .began, time: -2),
                     PointerSample(pointer: 0, x: 150, y: 104, phase: .moved, time: -1.8),
                     PointerSample(pointer: 0, x: 150, y: 104, phase: .ended, time: -1.5)]
        for sample in swipe { list.handle(sample) }
        var time = -1.5
        while !list.isSettled, time < 0 { time += 1.0 / 120; list.tick(at: time) }
        // A finger down, past the slop vertically: the list owns the touch from here on.
        list.handle(PointerSample(pointer: 0, x: 200, y: 400, phase: .began, time: 0))
        list.handle(PointerSample(pointer: 0, x: 200, y: 380, phase: .moved, time: 0.004))
        return list
    } catch {
        preconditionFailure("\(error)")
    }
}

/// A finger moving the list ±150 points, at 120 Hz.
private func swipeListScroll(count: Int) -> any FrameWorkload {
    InteractionFrames.make(count: count, make: { _ in makeList() }, sample: { frame, i, time in
        let angle = Double((frame + i) % 360) * (.pi / 180)
        return PointerSample(pointer: 0, x: 200, y: 380 + 150 * Double.sin(angle), phase: .moved, time: time + 1.0 / 240)
    }, shown: { _, frame, _, _ in frame.offset })
}


/// A host's loop at 120 Hz over the scrolled list: each frame, the finger's sample (stamped half a frame
/// before the frame's time, `framesLate` frames earlier when late) is delivered, then the frame is shown.
private func liveLoop(count: Int, framesLate: Int) -> any FrameWorkload {
    let loops = LiveLoopStorage((0..<count).map { _ in
        do {
            return try LiveLoop(makeList(), maximumLateness: 0.1)
        } catch {
            preconditionFailure("\(error)")
        }
    })
    return FrameLoop { index in
        let time = InteractionFrames.time(ofFrame: index)
        var sum = 0.0
        loops.values.withUnsafeMutableBufferPointer { loops in
            for i in 0..<loops.count {
                let angle = Double((index + i) % 360) * (.pi / 180)
                let stamp = time - 1.0 / 240 - Double(framesLate) / 120
                loops[i].deliver(PointerSample(pointer: 0, x: 200, y: 380 + 150 * Double.sin(angle), phase: .moved, time: stamp))
                sum += loops[i].frame(at: time).offset
            }
        }
        return sum
    }
}

/// The loops a frame loop owns, in a class so that the frames mutate them in place.
private final class LiveLoopStorage {
    var values: [LiveLoop<SwipeList>]
    init(_ values: [LiveLoop<SwipeList>]) { self.values = values }
}
