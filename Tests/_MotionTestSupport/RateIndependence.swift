import Geometry
import Gestures

/// The display rates and jittered links every interaction is checked at (the time rule's property test).
public let checkedDisplayRates: [Double] = [60, 90, 120, 144, 240]

/// What `interaction` shows at each of `instants` (seconds after the first sample) when the trace is
/// replayed at `replay`'s rate: at every frame, a copy of the interaction is given the samples up to the
/// instant and ticked at it, so two displays can be compared at any instant, shared or not.
///
/// - Returns: One reading per instant that falls within the run (`read` turns an output into numbers).
public func probedReadings<I: Interaction>(_ interaction: I, samples: [PointerSample], replay: TraceReplay,
                                           at instants: [Double], read: (I.Output, I) -> [Double]) -> [Double: [Double]] {
    guard let origin = samples.first?.time else { return [:] }
    var readings: [Double: [Double]] = [:]
    var running = interaction
    var index = 0
    let sorted = instants.sorted()
    var first = 0
    replay.run(&running, samples: samples) { time, current, _ in
        let next = replay.frameTime(index + 1)
        index += 1
        while first < sorted.count, sorted[first] < time { first += 1 }
        var last = first
        while last < sorted.count, sorted[last] < next { last += 1 }
        for instant in sorted[first..<last] {
            var probe = current
            for sample in samples {
                let t = sample.time - origin
                if t > time, t <= instant {
                    var shifted = sample
                    shifted.time = t
                    probe.handle(shifted)
                }
            }
            let shown = probe.tick(at: instant)
            readings[instant] = read(shown, probe)
        }
    }
    return readings
}

/// Replays `samples` at every rate of ``checkedDisplayRates`` and on `jitterSeeds` jittered 120 Hz links,
/// and returns the largest difference (per component of `read`) between any run's frame and what each
/// other run shows at that instant, with the instant where it is largest.
public func largestRateDifference<I: Interaction>(_ interaction: I, samples: [PointerSample], jitterSeeds: [UInt64] = [1, 2],
                                                  read: (I.Output, I) -> [Double]) throws -> (difference: Double, at: Double, rates: String) {
    var replays: [(String, TraceReplay)] = try checkedDisplayRates.map { ("\($0) Hz", try TraceReplay(fps: $0)) }
    replays += try jitterSeeds.map { ("120 Hz jitter \($0)", try TraceReplay(fps: 120, jitterSeed: $0)) }
    // Each run's frames, then each run probed once at every other run's instants (a probe depends only on
    // the run and the instant, so one pass serves every other run: 7 replays probed instead of 42).
    let runs: [[(Double, [Double])]] = replays.map { _, replay in
        var frames: [(Double, [Double])] = []
        var running = interaction
        replay.run(&running, samples: samples) { time, current, shown in frames.append((time, read(shown, current))) }
        return frames
    }
    let probes: [[Double: [Double]]] = replays.indices.map { other in
        var instants: Set<Double> = []
        for run in runs.indices where replays[run].0 != replays[other].0 { instants.formUnion(runs[run].map(\.0)) }
        return probedReadings(interaction, samples: samples, replay: replays[other].1, at: Array(instants), read: read)
    }
    var worst = (difference: 0.0, at: 0.0, rates: "")
    for (index, (name, _)) in replays.enumerated() {
        let frames = runs[index]
        for (otherIndex, (otherName, _)) in replays.enumerated() where otherName != name {
            let probed = probes[otherIndex]
            for (time, values) in frames {
                guard let seen = probed[time] else { continue }
                for (a, b) in zip(values, seen) {
                    let difference = a == b ? 0 : Swift.abs(a - b)
                    if !(difference <= worst.difference) {
                        worst = (difference, time, "\(name) vs \(otherName)")
                    }
                }
            }
        }
    }
    return worst
}

/// Seeded traces of the kinds every interaction must handle alike at any display rate: flicks, slow
/// releases, a second touch grabbing the motion mid-flight, two fingers, cancels.
public func seededGestureTrace(_ random: inout SeededRandom, container: Rect) -> [PointerSample] {
    var samples: [PointerSample] = []
    var time = random.double(in: 0...50)
    var gestures = 1 + Int(random.next() % 2)
    var pointer = 0
    while gestures > 0 {
        gestures -= 1
        let start = Point(x: container.minX + random.double(in: 0.1...0.9) * container.width,
                          y: container.minY + random.double(in: 0.1...0.9) * container.height)
        let step = Vector(dx: random.double(in: -30...30), dy: random.double(in: -30...30))
        let interval = random.double(in: 0.004...0.02)
        let moves = 2 + Int(random.next() % 10)
        let twoFingers = random.next() % 5 == 0
        samples.append(PointerSample(pointer: pointer, x: start.x, y: start.y, phase: .began, time: time))
        if twoFingers {
            samples.append(PointerSample(pointer: pointer + 1, x: start.x + 40, y: start.y, phase: .began, time: time + 0.001))
        }
        var location = start
        for _ in 0..<moves {
            time += interval
            location = location + step
            samples.append(PointerSample(pointer: pointer, x: location.x, y: location.y, phase: .moved, time: time))
        }
        let kind = random.next() % 4
        if kind == 1 { time += random.double(in: 0.05...0.15) }        // held still: a slow release
        time += interval
        if twoFingers {
            samples.append(PointerSample(pointer: pointer + 1, x: start.x + 40, y: start.y, phase: .ended, time: time))
            time += 0.002
        }
        samples.append(PointerSample(pointer: pointer, x: location.x, y: location.y, phase: kind == 2 ? .cancelled : .ended,
                                     time: time))
        pointer += 2
        // The next gesture grabs the motion mid-flight (or after it).
        time += random.double(in: 0.03...0.6)
    }
    return samples
}

/// What a motion shows at each frame of a `fps` display from the first frame at or after `start` until
/// `tick` says it is done (or `end`), keyed by the frame's instant counted in 1/240 s, so that runs at
/// 60, 120 and 240 Hz share keys. For motions a host starts itself (a call given an input's time).
public func displayedFrames(from start: Double, until end: Double, fps: Double,
                            _ tick: (Double) -> (values: [Double], done: Bool)) -> [Int: [Double]] {
    var shown: [Int: [Double]] = [:]
    var frame = Int((start * fps).rounded(.up))
    while Double(frame) / fps <= end {
        let time = Double(frame) / fps
        let (values, done) = tick(time)
        shown[Int((time * 240).rounded())] = values
        if done { break }
        frame += 1
    }
    return shown
}

/// The instants two runs of ``displayedFrames(from:until:fps:_:)`` share, those where they differ by
/// more than `tolerance` (0: any difference), and the largest difference.
public func compareSharedInstants(_ a: [Int: [Double]], _ b: [Int: [Double]],
                                  tolerance: Double = 0) -> (shared: Int, differing: [Double], largest: Double) {
    var shared = 0
    var differing: [Double] = []
    var largest = 0.0
    for (instant, values) in a {
        guard let other = b[instant] else { continue }
        shared += 1
        var worst = values.count == other.count ? 0.0 : .infinity
        for (x, y) in zip(values, other) where x != y { worst = Swift.max(worst, Swift.abs(x - y)) }
        largest = Swift.max(largest, worst)
        if worst > tolerance { differing.append(Double(instant) / 240) }
    }
    return (shared, differing.sorted(), largest)
}
