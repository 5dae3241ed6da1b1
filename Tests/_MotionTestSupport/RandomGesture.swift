import Geometry
import Gestures

/// A seeded finger gesture: a drag of 8 to 24 samples in a random direction within `reach` points, released,
/// then (for odd seeds) a second one that catches the motion in flight. Timestamps jitter from 1000 s;
/// coalesced samples sometimes share a time.
public func randomGesture(seed: UInt64, from start: Point, reach: Double = 220) -> [PointerSample] {
    var random = SeededRandom(seed: seed)
    var samples: [PointerSample] = []
    var time = 1000.0 + random.double(in: 0...1)
    func stroke(from origin: Point) {
        let dx = random.double(in: -reach...reach), dy = random.double(in: -reach...reach)
        let count = Int(random.double(in: 8...24))
        samples.append(touch(0, origin.x, origin.y, .began, time))
        for step in 1...count {
            if random.double(in: 0...1) > 0.15 { time += random.double(in: 0.004...0.012) }
            let progress = Double(step) / Double(count)
            samples.append(touch(0, origin.x + dx * progress, origin.y + dy * progress, .moved, time))
        }
        time += random.double(in: 0.001...0.01)
        samples.append(touch(0, origin.x + dx, origin.y + dy, .ended, time))
    }
    stroke(from: start)
    if seed % 2 == 1 {
        time += random.double(in: 0.05...0.3)
        stroke(from: Point(x: start.x + 10, y: start.y - 20))
    }
    return samples
}
