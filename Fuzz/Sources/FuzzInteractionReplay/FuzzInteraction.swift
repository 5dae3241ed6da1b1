import FuzzSupport
import Geometry
import Gestures

/// Replays fuzzer bytes into any `Interaction`, through the protocol only, and stops the fuzzer on
/// the first broken promise: an output `check` rejects (a NaN or infinite layer), or an interaction
/// that never comes to rest once every finger has lifted.
///
/// The bytes are a program (see `FuzzInput`): the first byte picks how the host drives it (its own
/// pointer samples, or readings of a pan the host runs itself); then each step is a sample (pointer
/// 0...2, any phase, coordinates and times from the whole range, NaN and infinities included), a
/// frame tick, a host reading, or `reset()`. At the end every pointer lifts (at the latest time
/// handed over, or 0.1 ms before it: out of order, which must still end the touch) and the interaction is ticked at
/// 60 Hz (from there, or from a new time base at 0 when 1/60 s no longer changes that time) until
/// `isSettled`, for at most ten simulated minutes. Then the samples it was handed go through the
/// library's replay loop (`TraceReplay`) into a fresh interaction, at a rate and jitter the bytes chose,
/// with the same checks: every frame finite, and the replay ends. The interaction runs with motion
/// preferences chosen from the input's length (as designed, a duration scale of 0 or 2.5, Reduce Motion,
/// Prefer Cross-Fade), and after every call its events must be finite and in time order.
///
/// - Parameters:
///   - make: A new interaction.
///   - data: The fuzzer's bytes.
///   - check: True when an output is acceptable (finite).
func fuzzInteraction<I: Interaction>(_ make: () -> I, data: UnsafeRawBufferPointer,
                                     check: (I.Output) -> Bool = { _ in true }) {
    var input = FuzzInput(data)
    // Chosen from the input's length, not its bytes, so the corpus's programs read as they always did.
    let motion = fuzzMotionPreferences[(data.count / 24) % fuzzMotionPreferences.count]
    var interaction = make()
    interaction.motionPreferences = motion
    let hostRunsThePan = input.choice(4) == 0
    var time = 0.0
    // The latest finite timestamp handed over: samples earlier than it are ignored by the
    // recognisers' clamp, so the final lifts must not come before it.
    var latest = 0.0
    func saw(_ when: Double) { if when.isFinite { latest = max(latest, when) } }
    var reading = PanSnapshot(state: .possible, location: .zero, translation: .zero, velocity: .zero, numberOfTouches: 0, time: 0)
    var handed: [PointerSample] = []
    // Chosen from the input's length, not its bytes, so the corpus's programs read as they always did.
    let replayRate = [30.0, 60, 90, 120, 144, 240][data.count % 6]
    let replayJitter: UInt64? = data.count % 4 < 2 ? nil : UInt64(data.count)
    func verify(_ output: I.Output, _ call: @autoclosure () -> String, afterTick: Bool = false) {
        require(check(output), "\(I.self) after \(call()): \(output)")
        verifyEvents(interaction.events, call(), inOrder: afterTick)
    }
    // Time order is the promise after a tick (inputs stamped out of order are sorted there); finite always.
    func verifyEvents(_ events: [FeedbackEvent], _ call: @autoclosure () -> String, inOrder: Bool) {
        var previous = -Double.infinity
        for event in events {
            require(event.time.isFinite && (!inOrder || event.time >= previous), "\(I.self) after \(call()): events out of order or not finite: \(events)")
            require(event.speed.map { $0.isFinite && $0 >= 0 } ?? true, "\(I.self) after \(call()): an impact speed \(events)")
            previous = event.time
        }
    }
    while !input.isExhausted {
        let operation = input.choice(16)
        let step = input.interval()
        let next = time + step
        if next.isFinite { time = next }
        switch operation {
        case 0..<4:
            // Mostly the running clock; now and then the raw interval as a timestamp (NaN, backwards, huge).
            let when = input.choice(8) == 0 ? step : time
            saw(when)
            verify(interaction.tick(at: when), "tick(at: \(when))", afterTick: true)
        case 4:
            interaction.reset()
            reading.state = .possible
        case 5..<8 where hostRunsThePan:
            reading = PanSnapshot(state: GestureState.allCases[input.choice(GestureState.allCases.count)],
                                  location: Point(x: input.coordinate(), y: input.coordinate()),
                                  translation: Vector(dx: input.coordinate(), dy: input.coordinate()),
                                  velocity: Vector(dx: input.coordinate(), dy: input.coordinate()),
                                  numberOfTouches: input.choice(3), time: input.choice(8) == 0 ? step : time)
            saw(reading.time)
            verify(interaction.update(with: reading), "update(with: \(reading))")
        default:
            let phase = PointerPhase.allCases[input.choice(PointerPhase.allCases.count)]
            let sample = PointerSample(pointer: input.choice(3), x: input.coordinate(), y: input.coordinate(), phase: phase,
                                       time: input.choice(16) == 0 ? step : time)
            saw(sample.time)
            handed.append(sample)
            verify(interaction.handle(sample), "handle(\(sample))")
        }
    }
    // Every finger lifts (samples of pointers that are not down are ignored), the host's pan ends.
    // One input in two lifts a tenth of a millisecond before the latest time (out of order): the
    // recognisers take it at the latest time, and the touch must still end.
    let lift = data.count % 2 == 0 ? latest : latest - 1e-4
    for pointer in 0..<3 {
        verify(interaction.handle(PointerSample(pointer: pointer, x: 0, y: 0, phase: .ended, time: lift)), "the final lift")
    }
    if reading.state.isActive {
        reading.state = .ended
        reading.time = latest
        verify(interaction.update(with: reading), "the final reading")
    }
    // Frames until rest: from the latest time while 1/60 s still advances it, else from a new time
    // base at 0 (a time earlier than the last, which the frame clock's rules must accept).
    var clock = latest + 1.0 / 60 > latest ? latest : 0
    var frames = 0
    while !interaction.isSettled {
        verify(interaction.tick(at: clock), "tick(at: \(clock)) while settling", afterTick: true)
        clock += 1.0 / 60
        frames += 1
        require(frames <= 36_000, "\(I.self) is not settled after 10 minutes of frames: \(interaction)")
    }
    // The same samples through the one replay loop, when the trace is short enough to replay quickly.
    // The trace spans to its latest sample (times may go backwards: the loop runs to the latest).
    guard let replay = try? TraceReplay(fps: replayRate, jitterSeed: replayJitter, secondsAfterLastSample: 2),
          let first = handed.first?.time else { return }
    let span = handed.reduce(0.0) { latest, sample in sample.time - first > latest ? sample.time - first : latest }
    guard span * replayRate <= 20_000, (try? replay.validate(span: span)) != nil else { return }
    var replayed = make()
    replayed.motionPreferences = motion
    var replayFrames = 0
    replay.run(&replayed, samples: handed) { time, shown, output in
        replayFrames += 1
        require(check(output), "\(I.self) after the replay's frame at \(time): \(output)")
        verifyEvents(shown.events, "the replay's frame at \(time)", inOrder: true)
    }
    require(replayFrames <= 20_000 + 2 * Int(replayRate) + 2, "\(I.self): the replay ran \(replayFrames) frames")
}

/// The motion preferences the interactions are fuzzed with.
let fuzzMotionPreferences: [MotionPreferences] = [
    .standard,
    (try? MotionPreferences(durationScale: 0)) ?? .standard,
    (try? MotionPreferences(durationScale: 2.5)) ?? .standard,
    (try? MotionPreferences(reduceMotion: true, prefersCrossFadeTransitions: true)) ?? .standard,
]
