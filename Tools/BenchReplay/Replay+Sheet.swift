import Geometry
import Gestures
import Sheet

package extension Replayer {
    /// `bench replay sheet TRACE --detents D1,D2,... [--container W,H] [--inner-content L] [--profile P] [--scrolls]`
    static let sheet = Replayer(
        interaction: "sheet",
        summary: "a bottom sheet resting at --detents (fractions of the container's height) with a list --inner-content long inside, sharing the trace's drag: state, height, resting detent, the list's offset",
        options: [.value("detents", NumbersArgument.self), .value("container", NumbersArgument.self), .value("inner-content", NumberArgument.self),
                  .value("profile", ChoiceArgument<ReplayProfile>.self), .flag("scrolls")],
        replay: replaySheet)
}

/// Replays `trace` through a `SheetBehavior`.
///
/// The sheet rises from the bottom of a container `--container` (the trace's, or 375 × 667), resting
/// on the first of `--detents` (fractions of the container's height, in (0, 1]); it may be dismissed.
/// With `--inner-content L` it holds a list L points long (laid out at the largest detent's height),
/// which shares the drag (`--scrolls`: the list first; by default the sheet first, SwiftUI's
/// `.resizes`); `--profile` is `uikit` (default) or `flutter`. Each frame is `{"t", "state", "height",
/// "detent", "innerOffset"}`: `detent` the index of the detent the sheet rests on, null while it moves.
///
/// - Throws: `InvalidInput` naming the flag and the value: a missing or bad `--detents`, a bad
///   `--container`, `--inner-content`, `--profile` or `--scrolls`.
@Sendable
package func replaySheet(trace: GestureTrace, options: ReplayOptions) throws(InvalidInput) -> [JSON] {
    guard let detentsText = options.string("detents") else {
        throw InvalidInput("replay sheet needs --detents=D1,D2,..., fractions of the container's height")
    }
    let fractions = try ProbeArguments.numbers(detentsText, option: "detents")
    var container = (trace.container ?? defaultReplayContainer).size
    if let size = try options.numbers("container", count: 2) { container = Size(width: size[0], height: size[1]) }
    var content = 0.0
    if let length = try options.number("inner-content") { content = length }
    // `--profile` is shared with other replays (`ReplayProfile`): a name that is not a sheet's is refused here.
    let profile: SheetProfile
    switch options.string("profile") ?? "uikit" {
    case "uikit": profile = .uikit
    case "flutter": profile = .flutter
    case let other: throw InvalidInput("--profile=" + other + " must be uikit or flutter for a sheet")
    }
    let interaction: SheetContentInteraction
    switch options.string("scrolls") {
    case nil: interaction = .resizes
    case "true": interaction = .scrolls
    case let other?: throw InvalidInput("--scrolls takes no value (got \(other))")
    }
    var detents: [SheetDetent] = []
    for fraction in fractions { detents.append(.fraction(fraction)) }
    var sheet: SheetBehavior
    do throws(ConfigurationError) {
        sheet = try SheetBehavior(containerSize: container, detents: detents,
                                  contentSize: Size(width: container.width, height: content),
                                  profile: profile, contentInteraction: interaction)
    } catch {
        let flag = error.parameter.hasPrefix("detents") ? "detents=" + (options.string("detents") ?? "")
            : error.parameter.hasPrefix("container") ? "container=" + (options.string("container") ?? "")
            : "inner-content=" + (options.string("inner-content") ?? "")
        throw InvalidInput("--" + flag + ": " + error.description)
    }
    return try replayFrames(&sheet, trace: trace, options: options) { _, frame in
        [("state", .string(frame.state.rawValue)), ("height", .number(frame.height)),
         ("detent", frame.detent.map { .integer($0) } ?? .null), ("innerOffset", .number(frame.innerOffset))]
    }
}
