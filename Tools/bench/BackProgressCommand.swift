import BenchReplay
import ArgumentParser
import Gestures
import Navigation

/// `bench back-progress TRACE [--profile android|ios] [--edge left|right] [--width W] [--raw]
/// [--linear-distance L] [--max-distance M] [--non-linear-factor K] [--fps F] [--seconds S] [--jitter N]
/// [--duration-scale S] [--reduce-motion]`
struct BackProgressCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "back-progress",
        abstract: "Replay a trace as a back gesture from a screen edge and print its progress frames as JSON.",
        discussion: """
            Prints [{"t", "state", "progress", "touchX", "touchY", "edge"}, ...], one frame every 1/fps seconds \
            as bench replay does. android: AOSP's TouchTracker progress (linear up to --linear-distance, default \
            min(412, width); then stretched toward --max-distance, default the width, with --non-linear-factor, \
            default 0.2), smoothed as BackProgressAnimator does (a spring on progress × 100, stiffness 1500, \
            damping ratio 1, retargeted at each touch event's own timestamp; --raw skips it). ios: the \
            interactive pop's progress, the translation over the width. Progress is measured from the \
            touch-down point. On release it commits (ends committed, exactly 1) or cancels (cancelled, \
            exactly 0) by the library's projected rule.
            """)

    @Argument(help: "The trace file: JSON {\"events\": [{\"t\", \"pointer\", \"phase\", \"x\", \"y\"}, ...]}.")
    var trace: String

    @Option(help: "android (default) or ios.", transform: ChoiceArgument<ReplayBackProfile>.parse)
    var profile: ChoiceArgument<ReplayBackProfile>?
    @Option(help: "left (default) or right: the edge the swipe starts from.", transform: ChoiceArgument<BackEdge>.parse)
    var edge: ChoiceArgument<BackEdge>?
    @Option(parsing: .unconditional, help: "The screen's width in points (default: the trace's container's, else 375).",
            transform: NumberArgument.parse)
    var width: NumberArgument?
    @Flag(help: "android: report the raw progress, without BackProgressAnimator's spring.")
    var raw = false
    @Option(name: .customLong("linear-distance"), parsing: .unconditional, help: "android: the linear distance in points (default min(412, width)).",
            transform: NumberArgument.parse)
    var linearDistance: NumberArgument?
    @Option(name: .customLong("max-distance"), parsing: .unconditional, help: "android: the distance at which the progress reaches 1 (default the width).",
            transform: NumberArgument.parse)
    var maxDistance: NumberArgument?
    @Option(name: .customLong("non-linear-factor"), parsing: .unconditional, help: "android: the non-linear factor in 0...1 (default 0.2).",
            transform: NumberArgument.parse)
    var nonLinearFactor: NumberArgument?

    @Option(help: "Frames per second of the simulated display: a normal positive number up to 10000.",
            transform: ReplayArguments.framesPerSecond)
    var fps: Double = 120
    @Option(help: "Simulated seconds after the last event after which the replay stops if the gesture has not ended, in (0, 3600].",
            transform: ReplayClockOptions.seconds)
    var seconds: Double = 10
    @Option(help: "Move every frame after the first by a seeded amount within ±0.4 frame: a whole number from 0 to 18446744073709551615.",
            transform: ReplayClockOptions.jitterSeed)
    var jitter: UInt64?
    @Option(name: .customLong("duration-scale"), parsing: .unconditional,
            help: "Android's animator duration scale, 0...100: 0 puts the progress at its end on the release's frame, 2 runs the motion after the release at half speed (default 1).",
            transform: ReplayClockOptions.durationScale)
    var durationScale: Double = 1
    @Flag(name: .customLong("reduce-motion"), help: "Reduce Motion (the back gesture's motions have no bounce to remove: the same frames).")
    var reduceMotion = false

    /// The options this command takes beyond the clock's, by flag name.
    static let optionNames = ["profile", "edge", "width", "raw", "linear-distance", "max-distance", "non-linear-factor"]

    /// The options given beyond the clock's, by flag name, as they were typed (what `replayBackProgress` reads).
    var optionValues: [String: String] {
        let given: [(String, String?)] = [("profile", profile?.text), ("edge", edge?.text), ("width", width?.text),
                                          ("raw", raw ? "true" : nil), ("linear-distance", linearDistance?.text),
                                          ("max-distance", maxDistance?.text), ("non-linear-factor", nonLinearFactor?.text)]
        var values: [String: String] = [:]
        for (name, value) in given { if let value { values[name] = value } }
        return values
    }

    func run() throws {
        BenchOutput.line(JSON.array(try frames()).text)
    }

    /// The frames for the trace at `trace`.
    func frames() throws -> [JSON] {
        let clock = ReplayClockOptions(fps: fps, seconds: seconds, jitter: jitter, durationScale: durationScale, reduceMotion: reduceMotion)
        let options = try ReplayOptions(clock: clock.clock(), motion: clock.motion, values: optionValues, interaction: "back-progress",
                                        allowed: Self.optionNames)
        let loaded = try loadTrace(path: trace)
        try clock.checkSpan(of: loaded)
        return try replayBackProgress(trace: loaded, options: options)
    }
}
