import ArgumentParser
import Dynamics
import Gestures
import Host
import Sheet
import Carousel
import BenchPlots
import BenchReplay

/// The options every replay takes, `bench replay` and `bench plot replay` alike: the clock's
/// (``ReplayClockArguments``) and each interaction's own options. One group, so that both commands accept and list the same.
struct ReplayArguments: ParsableArguments {
    /// --fps, --seconds, --jitter, --deliver-late, --duration-scale and --reduce-motion.
    @OptionGroup var clock: ReplayClockArguments

    // The interactions' own options: each replayer says which it takes, and any other is rejected.
    @Option(parsing: .unconditional, help: "tossable: the destination X,Y in points (default: the container's centre).", transform: PointArgument.parse)
    var to: PointArgument?
    @Option(parsing: .unconditional,
            help: "relative-position: the container X,Y,WIDTH,HEIGHT; sheet, zoom-dismiss, predictive-back, carousel: WIDTH,HEIGHT (default: the trace's container, else 0,0,375,667).", transform: NumbersArgument.parse)
    var container: NumbersArgument?
    @Option(name: .customLong("minimum-distance"), parsing: .unconditional,
            help: "relative-position: the pan's hysteresis in points (default 0).", transform: NumberArgument.parse)
    var minimumDistance: NumberArgument?
    @Option(parsing: .unconditional, help: "transition: the transition's duration in seconds (default 0.5).", transform: NumberArgument.parse)
    var duration: NumberArgument?
    @Option(help: "transition: x or y (default x); scroll: y or x (default y); anchored: x or y (default x).", transform: ChoiceArgument<ReplayAxis>.parse)
    var axis: ChoiceArgument<ReplayAxis>?
    @Option(parsing: .unconditional,
            help: "transition: the pan distance for 100 %, in points (default: the container's width or height).", transform: NumberArgument.parse)
    var extent: NumberArgument?
    @Flag(help: "transition: the interactive pop over the container (a left-edge swipe), as the playground's pop.")
    var pop = false
    @Option(parsing: .unconditional,
            help: "scroll (required): the content length along the axis, in points; or W,H for the two-axis form (zoom, directional lock).", transform: NumbersArgument.parse)
    var content: NumbersArgument?
    @Option(parsing: .unconditional,
            help: "scroll: the viewport length along the axis, in points, or W,H with --content=W,H (default: the trace's container, else 375 × 667); swipe-list, reorder (required): W,H.", transform: NumbersArgument.parse)
    var viewport: NumbersArgument?
    @Option(help: "scroll, with --content=W,H: the axes that scroll, x, y or both (default both).", transform: ChoiceArgument<ReplayAxes>.parse)
    var axes: ChoiceArgument<ReplayAxes>?
    @Flag(name: .customLong("directional-lock"), help: "scroll, with --content=W,H: lock a drag that starts within 20° of an axis to it.")
    var directionalLock = false
    @Option(parsing: .unconditional, help: "scroll, with --content=W,H: the zoom scale's range MIN,MAX (default 1,1: no zoom).", transform: NumbersArgument.parse)
    var zoom: NumbersArgument?
    @Option(help: "scroll: \(ScrollPhysics.allCases.map(\.rawValue).joined(separator: ", ")) (default uikit).", transform: ChoiceArgument<ScrollPhysics>.parse)
    var physics: ChoiceArgument<ScrollPhysics>?
    @Flag(help: "scroll: page by the viewport length.")
    var paging = false
    @Option(parsing: .unconditional, help: "scroll: the height of a stretchy header at the top of the content, in points.", transform: NumberArgument.parse)
    var header: NumberArgument?
    @Option(name: .customLong("header-rate"), parsing: .unconditional,
            help: "scroll: how fast the header moves when pushed up (1: with the content, 0: stays; default 0.5, StretchyHeader's).", transform: NumberArgument.parse)
    var headerRate: NumberArgument?
    @Option(name: .customLong("wheel-momentum"), parsing: .unconditional,
            help: "scroll: after a trackpad's lift in a trace's wheel events, os (follow the OS momentum events) or own (the scroll physics' fling from the velocity at lift; the default).",
            transform: ChoiceArgument<ReplayWheelMomentum>.parse)
    var wheelMomentum: ChoiceArgument<ReplayWheelMomentum>?
    @Option(parsing: .unconditional, help: "sheet (required): the detents D1,D2,..., fractions of the container's height in (0, 1]; it starts on the first.", transform: NumbersArgument.parse)
    var detents: NumbersArgument?
    @Option(name: .customLong("inner-content"), parsing: .unconditional,
            help: "sheet: the length of the list inside the sheet, in points (default 0: no list).", transform: NumberArgument.parse)
    var innerContent: NumberArgument?
    @Option(help: "sheet, picker: uikit or flutter (default uikit); refresh: compose (default), material or cupertino.",
            transform: ChoiceArgument<ReplayProfile>.parse)
    var profile: ChoiceArgument<ReplayProfile>?
    @Flag(help: "sheet: the list scrolls first (SwiftUI's .scrolls); by default the sheet resizes first.")
    var scrolls = false

    @Option(name: .customLong("snap-interval"), parsing: .unconditional,
            help: "scroll: rest only every L points along the axis (ScrollSnapping(interval:)).", transform: NumberArgument.parse)
    var snapInterval: NumberArgument?
    @Option(name: .customLong("snap-positions"), parsing: .unconditional,
            help: "scroll: rest only at these offsets, A,B,... ascending (ScrollSnapping(positions:)).", transform: NumbersArgument.parse)
    var snapPositions: NumbersArgument?
    @Option(name: .customLong("snap-limit"), parsing: .unconditional,
            help: "scroll: how far one swipe may snap: always (a screenful), one, few (3), never (default never).", transform: ChoiceArgument<ReplaySnapLimit>.parse)
    var snapLimit: ChoiceArgument<ReplaySnapLimit>?
    @Option(name: .customLong("fling-acceleration"), parsing: .unconditional,
            help: "scroll: repeated flicks: momentum, accumulated, flywheel, boost or off (default: the profile's; accumulated for uikit, momentum for flutter-bouncing).", transform: ChoiceArgument<ReplayFlingAcceleration>.parse)
    var flingAcceleration: ChoiceArgument<ReplayFlingAcceleration>?
    @Flag(name: .customLong("no-fling-acceleration"), help: "scroll: every flick leaves at the finger's speed (--fling-acceleration=off).")
    var noFlingAcceleration = false

    @Option(parsing: .unconditional, help: "anchored (required): the anchors' offsets A1,A2,... in points; the drag starts on the first.", transform: NumbersArgument.parse)
    var anchors: NumbersArgument?
    @Option(parsing: .unconditional, help: "swipe-row: the row's width in points (default: the trace's container's, else 375).", transform: NumberArgument.parse)
    var width: NumberArgument?
    @Option(parsing: .unconditional, help: "swipe-row (required unless --dismissible), swipe-list (required): how many buttons each edge has.", transform: NumberArgument.parse)
    var actions: NumberArgument?
    @Option(name: .customLong("action-width"), parsing: .unconditional, help: "swipe-row, swipe-list: each button's width in points (default 74).", transform: NumberArgument.parse)
    var actionWidth: NumberArgument?
    @Flag(name: .customLong("full-swipe"),
          help: "swipe-row: a full swipe performs the first action (UIKit's performsFirstActionWithFullSwipe; the default).")
    var fullSwipe = false
    @Flag(name: .customLong("no-full-swipe"), help: "swipe-row: a full swipe only opens the row.")
    var noFullSwipe = false
    @Flag(help: "swipe-row: Flutter's Dismissible (0.4 of the width, 700 px/s flings) instead of swipe actions.")
    var dismissible = false
    @Option(parsing: .unconditional, help: "swipe-list (required): how many rows.", transform: NumberArgument.parse)
    var rows: NumberArgument?
    @Option(name: .customLong("row-height"), parsing: .unconditional, help: "swipe-list (required): each row's height in points.", transform: NumberArgument.parse)
    var rowHeight: NumberArgument?

    @Option(parsing: .unconditional, help: "zoom-dismiss (required): the source rectangle X,Y,W,H the view zooms from and dismisses into.", transform: RectArgument.parse)
    var source: RectArgument?
    @Option(name: .customLong("source-moves"), parsing: .unconditional,
            help: "zoom-dismiss: move the source by DX,DY at T seconds after the first event (DX,DY@T).", transform: SourceMoveArgument.parse)
    var sourceMoves: SourceMoveArgument?
    @Option(parsing: .unconditional, help: "picker, carousel, reorder (required): how many items.", transform: NumberArgument.parse)
    var items: NumberArgument?
    @Option(name: .customLong("item-extent"), parsing: .unconditional, help: "picker (required): each item's height in points.",
            transform: NumberArgument.parse)
    var itemExtent: NumberArgument?
    @Option(name: .customLong("item-width"), parsing: .unconditional,
            help: "carousel (required): the large items' preferred width in points (Compose's preferredItemWidth).", transform: NumberArgument.parse)
    var itemWidth: NumberArgument?
    @Option(parsing: .unconditional, help: "carousel: multi-browse (the default; Material 3's multi-browse keylines) or hero (centred).",
            transform: ChoiceArgument<CarouselStrategy>.parse)
    var strategy: ChoiceArgument<CarouselStrategy>?

    @Option(name: .customLong("refresh-seconds"), parsing: .unconditional,
            help: "refresh: the host ends a refresh this many seconds after the release that started it (default 1).", transform: NumberArgument.parse)
    var refreshSeconds: NumberArgument?
    @Option(parsing: .unconditional, help: "scroll: stretch (Android 12's, with --physics=flutter-clamping, the default with it) or none (default).",
            transform: ChoiceArgument<ReplayOverscroll>.parse)
    var overscroll: ChoiceArgument<ReplayOverscroll>?

    @Option(name: .customLong("item-height"), parsing: .unconditional, help: "reorder (required): each item's height in points.",
            transform: NumberArgument.parse)
    var itemHeight: NumberArgument?
    @Option(name: .customLong("auto-scroll"), parsing: .unconditional,
            help: "reorder: standard (50 points per second per point past the edge, up to 1000), flutter (EdgeDraggingAutoScroller's 20 ms steps) or none (default standard).",
            transform: ChoiceArgument<ReplayAutoScroll>.parse)
    var autoScroll: ChoiceArgument<ReplayAutoScroll>?
    @Option(parsing: .unconditional, help: "reorder: standard (a spring to 1.03 and elevation 6) or flutter (elevation 0 to 6 through ease-in-out over 250 ms) (default standard).",
            transform: ChoiceArgument<ReplayLift>.parse)
    var lift: ChoiceArgument<ReplayLift>?
    @Option(parsing: .unconditional, help: "reorder: a touch in an item's trailing W points lifts it at once (default: a long press of 0.5 s).",
            transform: NumberArgument.parse)
    var handle: NumberArgument?

    /// The interaction options given, by flag name: every `@Option` holding an `ArgumentValue` and every
    /// `@Flag`, read back by its property's name (`minimumDistance` is `--minimum-distance`, argument-
    /// parser's own naming), so that a new option is its declaration above and nothing else here.
    var interactionOptions: [String: String] {
        var values: [String: String] = [:]
        for child in Mirror(reflecting: self).children {
            guard let label = child.label, let option = child.value as? any _GivenReplayOption else { continue }
            if let text = option.givenText { values[Self.flagName(ofProperty: label)] = text }
        }
        return values
    }

    /// The interactions' option names this group declares, in declaration order.
    static var interactionOptionNames: [String] {
        guard let empty = try? ReplayArguments.parse([]) else { return [] }
        return Mirror(reflecting: empty).children.compactMap { child in
            guard let label = child.label, child.value is any _GivenReplayOption else { return nil }
            return flagName(ofProperty: label)
        }
    }

    /// The flag argument-parser derives from a property's name (its wrapper's storage, `_headerRate`):
    /// `header-rate`.
    static func flagName(ofProperty label: String) -> String {
        var name = ""
        for character in label.drop(while: { $0 == "_" }) {
            if character.isUppercase {
                name += "-" + character.lowercased()
            } else {
                name.append(character)
            }
        }
        return name
    }

    /// The replay's clock and the interaction options given, checked against what `replayer` takes.
    func options(for replayer: Replayer) throws(InvalidInput) -> ReplayOptions {
        try clock.replayOptions(values: interactionOptions, interaction: replayer.interaction, allowed: replayer.optionNames)
    }
}
