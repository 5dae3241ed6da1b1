import Geometry
import Gestures
import PullToRefresh
import Scroll

package extension Replayer {
    /// `bench replay refresh TRACE [--profile material|cupertino|compose] [--refresh-seconds S]`.
    static let refresh = Replayer(
        interaction: "refresh",
        summary: "pull to refresh on a list the container's size (five viewports of content): --profile compose (the default, Compose's PullRefreshState), material (Flutter's RefreshIndicator) or cupertino (Flutter's CupertinoSliverRefreshControl); the host ends a refresh --refresh-seconds S after its release (1 by default): state, pull, offset, progress",
        options: [.value("profile", ChoiceArgument<ReplayProfile>.self), .value("refresh-seconds", NumberArgument.self)], replay: replayRefresh)
}

/// Pull to refresh on a Compose, Material or Cupertino list the `container`'s size with five viewports of
/// content, whose host ends each refresh `refreshSeconds` after its release: what the replay and the
/// bench's scenarios drive.
package func timedRefresh(profile: RefreshProfile, container: Size, refreshSeconds: Double) throws(ConfigurationError) -> TimedRefreshControl {
    let list = try ScrollBehavior(contentSize: Size(width: container.width, height: container.height * 5), viewportSize: container)
    return try TimedRefreshControl(RefreshControl(scrollView: list, profile: profile), refreshDuration: refreshSeconds)
}

/// Replays `trace` through pull to refresh: a vertical list the trace's container's size (375 × 667 without
/// one) holding five viewports of content, at rest at its top, under `--profile` (`compose` by default,
/// `material`, `cupertino`). The host ends each refresh `--refresh-seconds` (1 by default) after the release
/// that started it.
///
/// Each frame is `{"t", "state", "pull", "offset", "progress"}`: `state` `idle`, `pulling`, `armed`,
/// `refreshing` or `finishing`; `pull` the finger's travel past the top (points, 0 without a finger);
/// `offset` the indicator's displacement (Compose, Material) or the content's (Cupertino); `progress` the
/// pull over the profile's threshold. A run ends `idle` with `offset` exactly 0.
///
/// - Throws: `InvalidInput` naming `--profile` or `--refresh-seconds`.
@Sendable
package func replayRefresh(trace: GestureTrace, options: ReplayOptions) throws(InvalidInput) -> [JSON] {
    let profile: RefreshProfile
    switch options.string("profile") ?? "compose" {
    case "compose": profile = .compose
    case "material": profile = .material
    case "cupertino": profile = .cupertino
    case let other: throw InvalidInput("--profile=" + other + " must be compose, material or cupertino")
    }
    var seconds = 1.0
    if let given = try options.number("refresh-seconds") {
        guard given >= 0, given <= 3600 else {
            throw InvalidInput("--refresh-seconds=" + (options.string("refresh-seconds") ?? "") + " must be a number of seconds in 0...3600")
        }
        seconds = given
    }
    let container = (trace.container ?? defaultReplayContainer).size
    var refresh: TimedRefreshControl
    do throws(ConfigurationError) {
        refresh = try timedRefresh(profile: profile, container: container, refreshSeconds: seconds)
    } catch {
        throw InvalidInput("the trace's container: " + error.description)
    }
    return try replayFrames(&refresh, trace: trace, options: options) { _, frame in
        [("state", .string(frame.state.rawValue)), ("pull", .number(frame.pull)), ("offset", .number(frame.offset)),
         ("progress", .number(frame.progress))]
    }
}
