import Foundation
import Geometry
import Gestures

/// Gestures' per-frame work: a sample into a recogniser, a velocity estimated on release.
extension BenchModule {
    static let gestures = BenchModule(name: "Gestures", scenarios: gesturesScenarios, probes: [Velocity.self])
}

private let gesturesScenarios: [Scenario] = [
    Scenario(
        name: "gestures.pan",
        summary: "one touch sample into a pan recogniser, its snapshot out, per instance",
        make: { count in PanFrames(count: count) }),
    Scenario(
        name: "gestures.velocity",
        summary: "one sample into a velocity tracker and the release velocity estimated, per instance",
        make: { count in VelocityFrames(count: count) }),
]

/// A looping built-in stream: touch down, 30 moves of a decelerating fling at 120 Hz, lift, pause.
private func flingSamples(pointer: Int, phaseShift: Double) -> [PointerSample] {
    var samples: [PointerSample] = []
    let frame = 1.0 / 120
    var time = 0.0
    samples.append(PointerSample(pointer: pointer, x: 100, y: 600, phase: .began, time: time))
    for step in 1...30 {
        time += frame
        let progress = Double(step) / 30
        let x = 100 + 40 * progress + 5 * sin(progress * 6.28 + phaseShift)
        let y = 600 - 400 * (1 - (1 - progress) * (1 - progress))
        samples.append(PointerSample(pointer: pointer, x: x, y: y, phase: .moved, time: time))
    }
    time += frame
    samples.append(PointerSample(pointer: pointer, x: samples.last!.location.x, y: samples.last!.location.y, phase: .ended, time: time))
    return samples
}

private final class PanFrames: FrameWorkload {
    var pans: [PanRecognizer]
    let samples: [PointerSample]
    /// Each loop of the stream is shifted in time so that time never goes backwards.
    let loopDuration: Double

    init(count: Int) {
        pans = Array(repeating: PanRecognizer(), count: count)
        samples = flingSamples(pointer: 0, phaseShift: 0.3)
        loopDuration = samples.last!.time + 0.1
    }

    func frame(_ index: Int) -> Double {
        var sum = 0.0
        let loop = index / samples.count
        var sample = samples[index % samples.count]
        sample.time += Double(loop) * loopDuration
        pans.withUnsafeMutableBufferPointer { pans in
            for i in pans.indices {
                pans[i].handle(sample)
                let snapshot = pans[i].snapshot
                sum += snapshot.translation.dy + snapshot.velocity.dy + Double(snapshot.numberOfTouches)
            }
        }
        return sum
    }
}

private final class VelocityFrames: FrameWorkload {
    var trackers: [VelocityTracker]
    let samples: [PointerSample]
    let loopDuration: Double

    init(count: Int) {
        trackers = (0..<count).map { VelocityTracker(strategy: $0 % 2 == 0 ? .leastSquares : .impulse) }
        samples = flingSamples(pointer: 0, phaseShift: 1.1)
        loopDuration = samples.last!.time + 0.1
    }

    func frame(_ index: Int) -> Double {
        var sum = 0.0
        let loop = index / samples.count
        var sample = samples[index % samples.count]
        sample.time += Double(loop) * loopDuration
        trackers.withUnsafeMutableBufferPointer { trackers in
            for i in trackers.indices {
                do {
                    try trackers[i].add(sample)
                } catch {
                    sum += 1
                }
                if let velocity = trackers[i].velocity(of: sample.pointer) {
                    sum += velocity.dx + velocity.dy
                }
            }
        }
        return sum
    }
}
