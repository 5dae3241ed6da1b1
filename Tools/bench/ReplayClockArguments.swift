import ArgumentParser
import BenchReplay
import Host

/// The clock's options every replay takes (`bench replay`, `bench plot replay` through ``ReplayArguments``,
/// and `bench back-progress`): the simulated display, late delivery and the motion preferences. One group,
/// declared once; the rules are the replay core's (``ReplayClockOptions``), which the WebAssembly reader runs too.
struct ReplayClockArguments: ParsableArguments {
    @Option(parsing: .unconditional, help: "Frames per second of the simulated display: a normal positive number up to 10000.",
            transform: ReplayClockOptions.framesPerSecond)
    var fps: Double = 120

    @Option(parsing: .unconditional, help: "Simulated seconds after the last event after which the replay stops if the interaction has not settled, in (0, 3600].",
            transform: ReplayClockOptions.seconds)
    var seconds: Double = 10

    @Option(parsing: .unconditional, help: "Move every frame after the first by a seeded amount within ±0.4 frame (an irregular display link): a whole number from 0 to 18446744073709551615.",
            transform: ReplayClockOptions.jitterSeed)
    var jitter: UInt64?

    @Option(name: .customLong("deliver-late"), parsing: .unconditional,
            help: "Deliver every event up to MAX_MS milliseconds (0...10000) after its timestamp, seeded with SEED (default 0), never reordered, through the host layer's live loop (a busy main thread): MAX_MS[,SEED].",
            transform: ReplayClockOptions.lateDelivery)
    var deliverLate: LateDelivery?

    @Option(name: .customLong("duration-scale"), parsing: .unconditional,
            help: "Android's animator duration scale, 0...100: 0 puts every motion after a release at its rest on the release's frame, 2 runs each at half speed (default 1).",
            transform: ReplayClockOptions.durationScale)
    var durationScale: Double = 1

    @Flag(name: .customLong("reduce-motion"), help: "Reduce Motion: the interaction's documented reduced-motion behaviour (releases settle without bounce; no parallax or stretch).")
    var reduceMotion = false

    /// The options as the replay core keeps them.
    var options: ReplayClockOptions {
        ReplayClockOptions(fps: fps, seconds: seconds, jitter: jitter, deliverLate: deliverLate,
                           durationScale: durationScale, reduceMotion: reduceMotion)
    }

    /// The replay's clock with an interaction's options checked against what `interaction` takes.
    ///
    /// - Parameters:
    ///   - values: The interaction's options given, by flag name.
    ///   - allowed: The options it takes.
    func replayOptions(values: [String: String], interaction: String, allowed: [String]) throws(InvalidInput) -> ReplayOptions {
        let clock = options
        return try ReplayOptions(clock: clock.clock(), lateness: deliverLate, motion: clock.motion, values: values,
                                 interaction: interaction, allowed: allowed)
    }
}
