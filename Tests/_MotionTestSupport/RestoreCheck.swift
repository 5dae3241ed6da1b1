import Geometry
import Gestures

/// Checks `Interaction.restore(_:)` against assignment, the way a host's live loop uses it: the
/// interaction is driven through `samples` with frames at `fps` between them (and for `settle` seconds
/// after the last); every `stride` steps a copy is saved, the interaction runs on through `diverge` steps
/// of a different finger (the same phases, moved 37 points right and 23 up: its buffers now hold another
/// history), then restores the copy. From there the restored interaction and the copy assigned (`let
/// assigned = saved`) are given the same samples and frames (up to `horizon` steps) and must show the
/// same: every output (`read`, bit for bit: a description prints every digit), every tick's events and
/// `isSettled`.
///
/// - Returns: The first difference, described, or nil; and how many steps were compared.
public func restoreDifference<I: Interaction>(
    _ interaction: I, samples: [PointerSample], fps: Double = 120, settle: Double = 1.5,
    stride: Int = 12, diverge: Int = 6, horizon: Int = 40,
    read: (I, I.Output) -> String = { _, output in "\(output)" }
) -> (difference: String?, compared: Int) {
    guard let first = samples.first?.time, let last = samples.last?.time else { return (nil, 0) }
    // The run: each sample before the first frame at or after its time.
    var steps: [_RunStep] = []
    var next = 0
    var frame = 0
    while true {
        let time = first + Double(frame) / fps
        while next < samples.count, samples[next].time <= time {
            steps.append(.sample(samples[next]))
            next += 1
        }
        steps.append(.frame(time))
        frame += 1
        if next == samples.count, time > last + settle { break }
    }
    func run(_ step: _RunStep, on interaction: inout I, moved: Bool = false) -> String {
        switch step {
        case .sample(var sample):
            if moved {
                sample.location.x += 37
                sample.location.y -= 23
            }
            let output = interaction.handle(sample)
            return "handle \(read(interaction, output)) \(interaction.isSettled)"
        case .frame(let time):
            let output = interaction.tick(at: time)
            return "tick \(read(interaction, output)) \(interaction.events) \(interaction.isSettled)"
        }
    }
    var base = interaction
    var compared = 0
    var saveAt = 0
    for index in steps.indices {
        if index == saveAt {
            saveAt += stride
            let saved = base
            var restored = base
            for step in steps[index..<Swift.min(index + diverge, steps.count)] { _ = run(step, on: &restored, moved: true) }
            restored.restore(saved)
            var assigned = saved
            for (offset, step) in steps[index..<Swift.min(index + horizon, steps.count)].enumerated() {
                let expected = run(step, on: &assigned), shown = run(step, on: &restored)
                compared += 1
                if shown != expected {
                    return ("saved before step \(index), \(offset) steps on: restored \(shown), assigned \(expected)", compared)
                }
            }
        }
        _ = run(steps[index], on: &base)
    }
    return (nil, compared)
}

/// One step of `restoreDifference`'s run: a sample handled, or a frame ticked.
private enum _RunStep {
    case sample(PointerSample)
    case frame(Double)
}
