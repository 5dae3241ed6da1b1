/// What one scenario cost: per-frame time over many timed batches, and allocations per frame.
struct Measurement: Sendable {
    let scenario: String
    let count: Int
    let frames: Int
    let nsPerFrameMedian: Double
    let nsPerFrameP99: Double
    /// Every timed frame's time over the number of frames: the cost of a whole cycle, with the rare
    /// expensive frames (restarts, settle tests) the median leaves out.
    let nsPerFrameMean: Double
    /// Smallest and largest batch medians' spread: the fastest batch's ns per frame.
    let nsPerFrameMin: Double
    let allocationsPerFrame: Double?

    /// The median cost of one instance in one frame.
    var nsPerInstanceMedian: Double { nsPerFrameMedian / Double(count) }
    /// How many instances one millisecond of frame time holds, at the median cost.
    var instancesPerMillisecond: Double { nsPerInstanceMedian > 0 ? 1_000_000 / nsPerInstanceMedian : .infinity }
}

/// Monotonic nanoseconds.
@inline(__always)
func monotonicNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Runs a scenario honestly: setup, a warm-up, then `frames` timed frames in batches long enough
/// for the clock to resolve (about 20 µs a batch), each batch giving one ns-per-frame sample;
/// the median and the 99th percentile are over those samples. Allocations are counted over the
/// same timed frames. Every frame's result feeds a checksum the caller prints nowhere but keeps.
struct Harness {
    var frames: Int
    /// Frames run before timing; nil for the default (a tenth of `frames`, between 1 000 and 5 000).
    /// With 0 there is no warm-up and every timed batch is one frame, so exactly `frames` frames
    /// run after setup: what an instruction count under callgrind needs (see Scripts/callgrind.sh).
    var warmUpFrames: Int?
    var checksum = 0.0

    init(frames: Int, warmUpFrames: Int? = nil) {
        self.frames = frames
        self.warmUpFrames = warmUpFrames
    }

    mutating func measure(_ scenario: Scenario, count: Int) -> Measurement {
        let workload = scenario.make(count)
        var index = 0
        var sink = 0.0

        // Warm up: caches, branch predictors, and one-time work (lazily initialised globals, generic
        // metadata the runtime instantiates on first use) that would otherwise count as a frame's
        // allocation. A thousand frames covers a full cycle of every built-in workload.
        let warmUpFrames = self.warmUpFrames ?? max(1_000, min(frames / 10, 5_000))
        let warmStart = monotonicNanoseconds()
        for _ in 0..<warmUpFrames {
            sink += workload.frame(index)
            index += 1
        }
        let batch: Int
        if warmUpFrames > 0 {
            let warmElapsed = Double(monotonicNanoseconds() - warmStart) / Double(warmUpFrames)
            batch = max(1, min(frames / 50, Int(20_000 / max(warmElapsed, 1))))
        } else {
            batch = 1
        }
        let batches = max(1, frames / batch)

        var samples = [Double]()
        samples.reserveCapacity(batches)
        let allocations = AllocationCounter.count {
            for _ in 0..<batches {
                let start = monotonicNanoseconds()
                for _ in 0..<batch {
                    sink += workload.frame(index)
                    index += 1
                }
                let elapsed = monotonicNanoseconds() - start
                samples.append(Double(elapsed) / Double(batch))
            }
        }
        checksum += sink
        let measuredFrames = batches * batch
        // Each sample is one batch's ns per frame and every batch has the same frame count, so their
        // mean is the mean over every timed frame.
        let mean = samples.reduce(0, +) / Double(Swift.max(samples.count, 1))
        samples.sort()
        return Measurement(
            scenario: scenario.name, count: count, frames: measuredFrames,
            nsPerFrameMedian: percentile(samples, 0.5),
            nsPerFrameP99: percentile(samples, 0.99),
            nsPerFrameMean: mean,
            nsPerFrameMin: samples.first ?? 0,
            allocationsPerFrame: allocations.map { Double($0) / Double(measuredFrames) })
    }
}

/// The `fraction` quantile of sorted samples, by linear interpolation between neighbours.
func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
    guard !sorted.isEmpty else { return 0 }
    let position = fraction * Double(sorted.count - 1)
    let lower = Int(position)
    let upper = min(lower + 1, sorted.count - 1)
    let weight = position - Double(lower)
    return sorted[lower] * (1 - weight) + sorted[upper] * weight
}
