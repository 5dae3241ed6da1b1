import BenchReplay
import ArgumentParser
import Gestures
import Navigation

/// `bench back-progress TRACE [--profile android|ios] [--edge left|right] [--width W] [--raw]
/// [--linear-distance L] [--max-distance M] [--non-linear-factor K] [--fps F] [--seconds S] [--jitter N]
/// [--deliver-late MAX_MS[,SEED]] [--duration-scale S] [--reduce-motion]`
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
    var trace: InputPath

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

    /// --fps, --seconds, --jitter, --deliver-late, --duration-scale and --reduce-motion, as every replay takes them.
    @OptionGroup var clock: ReplayClockArguments

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
        let options = try clock.replayOptions(values: optionValues, interaction: "back-progress", allowed: Self.optionNames)
        let loaded = try trace.trace()
        try clock.options.checkSpan(of: loaded)
        return try replayBackProgress(trace: loaded, options: options)
    }
}
