import Geometry

/// The one replay loop: a recorded gesture fed to any ``Interaction`` frame by frame, as a display at a
/// given rate would, for tests, benchmarks, command lines, playgrounds and fuzzers alike.
///
/// ```swift
/// import Gestures
///
/// struct Follower: Interaction {              // shows where the finger is
///     var pan = PanRecognizer()
///     mutating func handle(_ sample: PointerSample) -> Point { pan.handle(sample); return pan.location }
///     mutating func update(with reading: GestureReading) -> Point { reading.location }
///     mutating func tick(at time: Double) -> Point { pan.location }
///     var isSettled: Bool { !pan.state.isActive }
///     mutating func reset() { pan.reset() }
/// }
/// let samples = [PointerSample(pointer: 0, x: 0, y: 0, phase: .began, time: 5),
///                PointerSample(pointer: 0, x: 30, y: 0, phase: .moved, time: 5.02),
///                PointerSample(pointer: 0, x: 60, y: 0, phase: .ended, time: 5.04)]
/// var follower = Follower()
/// var shownAt: [Double] = []
/// try TraceReplay(fps: 60).run(&follower, samples: samples) { time, _, _ in shownAt.append(time) }
/// print(shownAt.count)   // 4
/// ```
///
/// Frames at 0, 1/60, 2/60 and 3/60 s after the first sample: the last one handles the lift, and the
/// follower has settled.
///
/// The rules:
/// - Time is relative to the first sample, so a trace recorded at any time origin (a device's uptime,
///   1e20) replays the same: the interaction sees sample times `t − t₀` and frame times from 0.
/// - Frame `i` is at `i / fps`; with a jitter seed, frames after the first are moved by a seeded amount
///   within ±0.4 of a frame (an irregular display link: the order of frames never changes).
/// - Before each frame, every sample up to the frame's time is handled; then the frame is ticked.
/// - The whole trace is always fed. The replay stops after the first frame at which every sample has been
///   handled and the interaction has settled, or once a frame's time is more than ``secondsAfterLastSample``
///   past the last sample.
public struct TraceReplay: Hashable, Sendable {
    /// The most frames one replay runs: 2,000,000.
    public static let maximumFrames = 2_000_000.0

    /// Frames per second of the simulated display.
    public let fps: Double
    /// The seed of the frames' jitter, or nil for frames exactly `1 / fps` apart.
    public let jitterSeed: UInt64?
    /// How long the replay may run after the last sample while the interaction has not settled, seconds.
    public let secondsAfterLastSample: Double

    /// A replay clock.
    ///
    /// - Parameters:
    ///   - fps: Frames per second: a normal positive number up to 10 000.
    ///   - jitterSeed: Moves every frame after the first by a seeded amount within ±0.4 frame; nil (the
    ///     default) for a steady display.
    ///   - secondsAfterLastSample: In (0, 3600]; 10 by default.
    /// - Throws: `ConfigurationError` naming `fps` or `secondsAfterLastSample`.
    public init(fps: Double, jitterSeed: UInt64? = nil, secondsAfterLastSample: Double = 10) throws(ConfigurationError) {
        guard fps.isNormal, fps > 0, fps <= 10_000 else {
            throw ConfigurationError(parameter: "fps", describing: fps, requirement: "must be a normal positive number up to 10000")
        }
        guard secondsAfterLastSample > 0, secondsAfterLastSample <= 3_600 else {
            throw ConfigurationError(parameter: "secondsAfterLastSample", describing: secondsAfterLastSample,
                                     requirement: "must be in (0, 3600]")
        }
        self.fps = fps
        self.jitterSeed = jitterSeed
        self.secondsAfterLastSample = secondsAfterLastSample
    }

    /// The time of frame `index`, seconds after the first sample.
    public func frameTime(_ index: Int) -> Double {
        let steady = Double(index) * (1 / fps)
        guard let jitterSeed, index > 0 else { return steady }
        return steady + TraceReplay.jitter(seed: jitterSeed, index: index) * 0.4 / fps
    }

    /// Checks that a trace spanning `span` seconds replays within ``maximumFrames``.
    ///
    /// - Throws: `ConfigurationError` naming `samples` when it would not.
    public func validate(span: Double) throws(ConfigurationError) {
        let frames = (span + secondsAfterLastSample) * fps
        guard span >= 0, frames.isFinite, frames <= TraceReplay.maximumFrames else {
            throw ConfigurationError(parameter: "samples", describing: span,
                                     requirement: "must span at most \(Int(TraceReplay.maximumFrames)) frames with the seconds after the last sample at this rate")
        }
    }

    /// Feeds `samples` to `interaction` and ticks it frame by frame (the rules above), calling `frame`
    /// with each frame's time (seconds after the first sample), the interaction and what it showed.
    ///
    /// - Parameters:
    ///   - interaction: The interaction, configured.
    ///   - samples: The samples, in order (an empty list runs nothing).
    ///   - frame: Called once per frame.
    /// - Throws: `ConfigurationError` (`samples`) when the trace is longer than ``maximumFrames`` allow;
    ///   what `frame` throws.
    /// - Complexity: O(frames + samples), plus the interaction's work.
    public func run<I: Interaction, Failure: Error>(
        _ interaction: inout I, samples: [PointerSample],
        frame: (_ time: Double, _ interaction: inout I, _ shown: I.Output) throws(Failure) -> Void
    ) throws(Failure) {
        try run(&interaction, samples: samples, wheel: [], handleWheel: { _, _ in }, frame: frame)
    }

    /// Feeds pointer samples and wheel events to `interaction` in time order (a pointer sample first at
    /// equal times) and ticks it frame by frame, by the same rules: time is relative to the first event of
    /// either kind, and each wheel event is given to `handleWheel` with its time made relative too.
    ///
    /// ```swift
    /// import Gestures
    ///
    /// struct Counter: Interaction {               // counts wheel notches
    ///     var notches = 0
    ///     mutating func handle(_ sample: PointerSample) -> Int { notches }
    ///     mutating func update(with reading: GestureReading) -> Int { notches }
    ///     mutating func tick(at time: Double) -> Int { notches }
    ///     var isSettled: Bool { true }
    ///     mutating func reset() { notches = 0 }
    /// }
    /// var counter = Counter()
    /// let wheel = [WheelSample(delta: Vector(dx: 0, dy: -100), time: 2), WheelSample(delta: Vector(dx: 0, dy: -100), time: 2.05)]
    /// var shown: [Int] = []
    /// try TraceReplay(fps: 60).run(&counter, samples: [], wheel: wheel,
    ///                              handleWheel: { counter, _ in counter.notches += 1 }) { _, _, notches in shown.append(notches) }
    /// print(shown)   // [1, 1, 1, 2]
    /// ```
    ///
    /// - Parameters:
    ///   - interaction: The interaction, configured.
    ///   - samples: The pointer samples, in order.
    ///   - wheel: The wheel events, in order.
    ///   - handleWheel: Gives one wheel event to the interaction.
    ///   - frame: Called once per frame.
    /// - Complexity: O(frames + events), plus the interaction's work.
    public func run<I: Interaction, Failure: Error>(
        _ interaction: inout I, samples: [PointerSample], wheel: [WheelSample],
        handleWheel: (_ interaction: inout I, _ event: WheelSample) -> Void,
        frame: (_ time: Double, _ interaction: inout I, _ shown: I.Output) throws(Failure) -> Void
    ) throws(Failure) {
        let origin: Double
        switch (samples.first?.time, wheel.first?.time) {
        case (nil, nil): return
        case (let pointer?, nil): origin = pointer
        case (nil, let event?): origin = event
        case (let pointer?, let event?): origin = event < pointer ? event : pointer
        }
        try run(&interaction, samples: samples, wheel: wheel, origin: origin, handleWheel: handleWheel, frame: frame)
    }

    private func run<I: Interaction, Failure: Error>(
        _ interaction: inout I, samples: [PointerSample], wheel: [WheelSample], origin: Double,
        handleWheel: (_ interaction: inout I, _ event: WheelSample) -> Void,
        frame: (_ time: Double, _ interaction: inout I, _ shown: I.Output) throws(Failure) -> Void
    ) throws(Failure) {
        var span = 0.0
        for sample in samples where sample.time - origin > span { span = sample.time - origin }
        for event in wheel where event.time - origin > span { span = event.time - origin }
        let end = span + secondsAfterLastSample
        var next = 0, nextWheel = 0
        var index = 0
        while index < Int(TraceReplay.maximumFrames) {
            let time = frameTime(index)
            let past = time > end
            if past, next == samples.count, nextWheel == wheel.count { break }
            // A sample whose time is not after the frame's is handled first (one with a NaN time too: the
            // interaction ignores it); past the end, every sample left (a display slower than the trace).
            while true {
                let pointerDue = next < samples.count && (past || !(samples[next].time - origin > time))
                let wheelDue = nextWheel < wheel.count && (past || !(wheel[nextWheel].time - origin > time))
                if pointerDue && (!wheelDue || !(samples[next].time > wheel[nextWheel].time)) {
                    var sample = samples[next]
                    sample.time -= origin
                    interaction.handle(sample)
                    next += 1
                } else if wheelDue {
                    var event = wheel[nextWheel]
                    event.time -= origin
                    handleWheel(&interaction, event)
                    nextWheel += 1
                } else {
                    break
                }
            }
            let shown = interaction.tick(at: time)
            try frame(time, &interaction, shown)
            if past || (next == samples.count && nextWheel == wheel.count && interaction.isSettled) { break }
            index += 1
        }
    }

    /// A uniform number in [−1, 1] for frame `index` (SplitMix64 of the seed and the index: the same on
    /// every machine): the frames' jitter, and any other seeded schedule a replay needs (a host's late
    /// deliveries).
    ///
    /// ```swift
    /// print(TraceReplay.jitter(seed: 7, index: 3) == TraceReplay.jitter(seed: 7, index: 3))   // true
    /// ```
    /// - Complexity: O(1).
    public static func jitter(seed: UInt64, index: Int) -> Double {
        var z = seed &+ UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) / Double(UInt64(1) << 52) - 1   // UInt64: `1 << 52` overflows a 32-bit Int (wasm32)
    }
}
