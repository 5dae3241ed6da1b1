import ArgumentParser
import Dynamics
import Gestures
import Host
import BenchPlots
import BenchReplay

/// The options every replay takes, `bench replay` and `bench plot replay` alike: the simulated display's
/// clock and each interaction's own options. One group, so that both commands accept and list the same.
struct ReplayArguments: ParsableArguments {
    @Option(parsing: .unconditional, help: "Frames per second of the simulated display: a normal positive number up to 10000.",
            transform: ReplayArguments.framesPerSecond)
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

    // The interactions' own options: each replayer says which it takes, and any other is rejected.
    @Option(parsing: .unconditional, help: "tossable: the destination X,Y in points (default: the container's centre).")
    var to: String?
    @Option(parsing: .unconditional,
            help: "relative-position: the container X,Y,WIDTH,HEIGHT; sheet, zoom-dismiss, predictive-back: WIDTH,HEIGHT (default: the trace's container, else 0,0,375,667).")
    var container: String?
    @Option(name: .customLong("minimum-distance"), parsing: .unconditional,
            help: "relative-position: the pan's hysteresis in points (default 0).")
    var minimumDistance: String?
    @Option(parsing: .unconditional, help: "transition: the transition's duration in seconds (default 0.5).")
    var duration: String?
    @Option(help: "transition: x or y (default x); scroll: y or x (default y); anchored: x or y (default x).")
    var axis: String?
    @Option(parsing: .unconditional,
            help: "transition: the pan distance for 100 %, in points (default: the container's width or height).")
    var extent: String?
    @Flag(help: "transition: the interactive pop over the container (a left-edge swipe), as the playground's pop.")
    var pop = false
    @Option(parsing: .unconditional,
            help: "scroll (required): the content length along the axis, in points; or W,H for the two-axis form (zoom, directional lock).")
    var content: String?
    @Option(parsing: .unconditional,
            help: "scroll: the viewport length along the axis, in points, or W,H with --content=W,H (default: the trace's container, else 375 × 667); swipe-list (required): W,H.")
    var viewport: String?
    @Option(help: "scroll, with --content=W,H: the axes that scroll, x, y or both (default both).")
    var axes: String?
    @Flag(name: .customLong("directional-lock"), help: "scroll, with --content=W,H: lock a drag that starts within 20° of an axis to it.")
    var directionalLock = false
    @Option(parsing: .unconditional, help: "scroll, with --content=W,H: the zoom scale's range MIN,MAX (default 1,1: no zoom).")
    var zoom: String?
    @Option(help: "scroll: \(ScrollPhysics.allCases.map(\.rawValue).joined(separator: ", ")) (default uikit).")
    var physics: String?
    @Flag(help: "scroll: page by the viewport length.")
    var paging = false
    @Option(parsing: .unconditional, help: "scroll: the height of a stretchy header at the top of the content, in points.")
    var header: String?
    @Option(name: .customLong("header-rate"), parsing: .unconditional,
            help: "scroll: how fast the header moves when pushed up (1: with the content, 0: stays; default 0.5, StretchyHeader's).")
    var headerRate: String?
    @Option(name: .customLong("wheel-momentum"), parsing: .unconditional,
            help: "scroll: after a trackpad's lift in a trace's wheel events, os (follow the OS momentum events) or own (the scroll physics' fling from the velocity at lift; the default).")
    var wheelMomentum: String?
    @Option(parsing: .unconditional, help: "sheet (required): the detents D1,D2,..., fractions of the container's height in (0, 1]; it starts on the first.")
    var detents: String?
    @Option(name: .customLong("inner-content"), parsing: .unconditional,
            help: "sheet: the length of the list inside the sheet, in points (default 0: no list).")
    var innerContent: String?
    @Option(help: "sheet: uikit or flutter (default uikit).")
    var profile: String?
    @Flag(help: "sheet: the list scrolls first (SwiftUI's .scrolls); by default the sheet resizes first.")
    var scrolls = false

    @Option(name: .customLong("snap-interval"), parsing: .unconditional,
            help: "scroll: rest only every L points along the axis (ScrollSnapping(interval:)).")
    var snapInterval: String?
    @Option(name: .customLong("snap-positions"), parsing: .unconditional,
            help: "scroll: rest only at these offsets, A,B,... ascending (ScrollSnapping(positions:)).")
    var snapPositions: String?
    @Option(name: .customLong("snap-limit"), parsing: .unconditional,
            help: "scroll: how far one swipe may snap: always (a screenful), one, few (3), never (default never).")
    var snapLimit: String?
    @Option(name: .customLong("fling-acceleration"), parsing: .unconditional,
            help: "scroll: repeated flicks: momentum, accumulated, flywheel, boost or off (default: the profile's; accumulated for uikit, momentum for flutter-bouncing).")
    var flingAcceleration: String?
    @Flag(name: .customLong("no-fling-acceleration"), help: "scroll: every flick leaves at the finger's speed (--fling-acceleration=off).")
    var noFlingAcceleration = false

    @Option(parsing: .unconditional, help: "anchored (required): the anchors' offsets A1,A2,... in points; the drag starts on the first.")
    var anchors: String?
    @Option(parsing: .unconditional, help: "swipe-row: the row's width in points (default: the trace's container's, else 375).")
    var width: String?
    @Option(parsing: .unconditional, help: "swipe-row (required unless --dismissible), swipe-list (required): how many buttons each edge has.")
    var actions: String?
    @Option(name: .customLong("action-width"), parsing: .unconditional, help: "swipe-row, swipe-list: each button's width in points (default 74).")
    var actionWidth: String?
    @Flag(name: .customLong("full-swipe"),
          help: "swipe-row: a full swipe performs the first action (UIKit's performsFirstActionWithFullSwipe; the default).")
    var fullSwipe = false
    @Flag(name: .customLong("no-full-swipe"), help: "swipe-row: a full swipe only opens the row.")
    var noFullSwipe = false
    @Flag(help: "swipe-row: Flutter's Dismissible (0.4 of the width, 700 px/s flings) instead of swipe actions.")
    var dismissible = false
    @Option(parsing: .unconditional, help: "swipe-list (required): how many rows.")
    var rows: String?
    @Option(name: .customLong("row-height"), parsing: .unconditional, help: "swipe-list (required): each row's height in points.")
    var rowHeight: String?

    @Option(parsing: .unconditional, help: "zoom-dismiss (required): the source rectangle X,Y,W,H the view zooms from and dismisses into.")
    var source: String?
    @Option(name: .customLong("source-moves"), parsing: .unconditional,
            help: "zoom-dismiss: move the source by DX,DY at T seconds after the first event (DX,DY@T).")
    var sourceMoves: String?

    /// The interaction options given, by flag name.
    var interactionOptions: [String: String] {
        var values: [String: String] = [:]
        let given: [(String, String?)] = [
            ("to", to), ("container", container), ("minimum-distance", minimumDistance), ("duration", duration),
            ("axis", axis), ("extent", extent), ("content", content), ("viewport", viewport),
            ("physics", physics), ("wheel-momentum", wheelMomentum), ("header", header), ("header-rate", headerRate), ("paging", paging ? "true" : nil),
            ("pop", pop ? "true" : nil),
            ("axes", axes), ("directional-lock", directionalLock ? "true" : nil), ("zoom", zoom),
            ("snap-interval", snapInterval), ("snap-positions", snapPositions), ("snap-limit", snapLimit),
            ("fling-acceleration", flingAcceleration), ("no-fling-acceleration", noFlingAcceleration ? "true" : nil),
            ("detents", detents), ("inner-content", innerContent), ("profile", profile), ("scrolls", scrolls ? "true" : nil),
                        ("anchors", anchors), ("width", width), ("actions", actions),
            ("action-width", actionWidth), ("full-swipe", fullSwipe ? "true" : nil),
            ("no-full-swipe", noFullSwipe ? "true" : nil), ("dismissible", dismissible ? "true" : nil),
            ("rows", rows), ("row-height", rowHeight),
            ("source", source), ("source-moves", sourceMoves),
        ]
        for (name, value) in given { if let value { values[name] = value } }
        return values
    }

    /// The replay's clock and the options checked against what `interaction` takes.
    func options(for interaction: String, allowed: [String]) throws -> ReplayOptions {
        try ReplayOptions(clock: clock(), lateness: deliverLate, values: interactionOptions, interaction: interaction, allowed: allowed)
    }

    /// --fps, --seconds and --jitter, whose rules (and the clock they make) the replay core keeps.
    var clockOptions: ReplayClockOptions { ReplayClockOptions(fps: fps, seconds: seconds, jitter: jitter, deliverLate: deliverLate) }

    /// The library's replay clock (`TraceReplay`) for --fps, --seconds and --jitter.
    func clock() throws -> TraceReplay { try clockOptions.clock() }

    /// Checks that the whole trace, with --seconds after its last event, fits in the frames one replay runs.
    func checkSpan(of trace: GestureTrace) throws { try clockOptions.checkSpan(of: trace) }

    /// `--fps`'s rule (``ReplayClockOptions/framesPerSecond(_:)``); argument-parser names the flag and
    /// the value before the reason thrown.
    static func framesPerSecond(_ text: String) throws(InvalidInput) -> Double {
        try ReplayClockOptions.framesPerSecond(text)
    }
}
