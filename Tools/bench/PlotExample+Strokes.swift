import Foundation
import Geometry
import Gestures
import BenchReplay

extension PlotExample {
    /// A one-finger gesture sampled at 120 Hz: down at the first point, through the others in
    /// straight segments (each `(time, point)`, times from 0), and up at the last.
    ///
    /// The built-in examples are constants; a stroke that does not make a valid trace is a
    /// programming error in them, caught by the report's tests.
    static func stroke(_ name: String, container: Rect = defaultReplayContainer,
                       _ keyframes: [(Double, Point)], end: PointerPhase = .ended) -> GestureTrace {
        var samples: [PointerSample] = []
        guard let first = keyframes.first, let last = keyframes.last else { return GestureTrace(name: name) }
        samples.append(PointerSample(pointer: 0, location: first.1, phase: .began, time: first.0))
        var time = first.0
        let step = 1.0 / 120
        var segment = 1
        while segment < keyframes.count {
            time += step
            while segment < keyframes.count, keyframes[segment].0 < time - 1e-9 { segment += 1 }
            guard segment < keyframes.count else { break }
            let (t0, p0) = keyframes[segment - 1], (t1, p1) = keyframes[segment]
            let fraction = t1 > t0 ? Swift.min(Swift.max((time - t0) / (t1 - t0), 0), 1) : 1
            let point = Point(x: p0.x + (p1.x - p0.x) * fraction, y: p0.y + (p1.y - p0.y) * fraction)
            if time >= last.0 - 1e-9 { break }
            samples.append(PointerSample(pointer: 0, location: point, phase: .moved, time: time))
        }
        samples.append(PointerSample(pointer: 0, location: last.1, phase: .moved, time: last.0))
        samples.append(PointerSample(pointer: 0, location: last.1, phase: end, time: last.0 + step / 2))
        do {
            return try GestureTrace(name: name, container: container, samples: samples)
        } catch {
            preconditionFailure("built-in trace \(name): \(error)")
        }
    }
}
