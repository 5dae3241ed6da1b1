import Geometry
import Gestures
import SwipeActions

package extension Replayer {
    /// `bench replay swipe-row TRACE --actions N [--width W] [--action-width A] [--no-full-swipe]`, or
    /// `--dismissible` for Flutter's profile.
    static let swipeRow = Replayer(
        interaction: "swipe-row",
        summary: "a table row --width W wide (default: the container's) with --actions N buttons --action-width A wide (default 74) on each edge, a full swipe committing the first (--no-full-swipe: not); or --dismissible (Flutter's): state, offset",
        options: [.value("width", NumberArgument.self), .value("actions", NumberArgument.self), .value("action-width", NumberArgument.self),
                  .flag("full-swipe"), .flag("no-full-swipe"), .flag("dismissible")], replay: replaySwipeRow)
}

/// Replays `trace` through a `SwipeRow`: UIKit's profile with `--actions N` buttons of `--action-width A`
/// points (74 by default) on both edges, performing the first with a full swipe as the library does by
/// default (UIKit's `performsFirstActionWithFullSwipe`), unless `--no-full-swipe` (`--full-swipe` says the default);
/// or Flutter's `Dismissible` with `--dismissible` (both directions, 0.4, 200 ms). The row is `--width`
/// wide (the trace's container's width, else 375) and closed at first; the finger's x moves it.
///
/// Each frame is `{"t", "state", "offset"}`: `state` `closed`, `open(leading)`, `open(trailing)`,
/// `committed(leading, action: 0)`, `committed(trailing, action: 0)`, `dismissed(leading)` or
/// `dismissed(trailing)` (where the row rests or, after a release, is going; while dragged, where it rested),
/// and the content's offset in points (positive: moved right, revealing the leading edge). The last frame
/// after a release rests exactly on 0, ± the actions' width or ± the row's width.
///
/// - Throws: `InvalidInput` naming `--width`, `--actions`, `--action-width`, `--full-swipe`, `--no-full-swipe` or
///   `--dismissible`.
@Sendable
package func replaySwipeRow(trace: GestureTrace, options: ReplayOptions) throws(InvalidInput) -> [JSON] {
    var width = (trace.container ?? defaultReplayContainer).width
    if let given = try options.number("width") { width = given }
    for flag in ["full-swipe", "no-full-swipe", "dismissible"] {
        if let value = options.string(flag), value != "true" { throw InvalidInput("--" + flag + " takes no value (got " + value + ")") }
    }
    var row: SwipeRow
    if options.flag("dismissible") {
        for name in ["actions", "action-width", "full-swipe", "no-full-swipe"] where options.string(name) != nil {
            throw InvalidInput("--" + name + " does not apply with --dismissible")
        }
        do throws(ConfigurationError) {
            row = try SwipeRow(width: width, dismissible: DismissibleConfiguration())
        } catch {
            throw InvalidInput("--width: " + error.description)
        }
    } else {
        if options.flag("full-swipe"), options.flag("no-full-swipe") {
            throw InvalidInput("--full-swipe and --no-full-swipe contradict each other: give one")
        }
        guard let actionsText = options.string("actions") else {
            throw InvalidInput("replay swipe-row needs --actions N, the number of buttons on each edge (or --dismissible)")
        }
        guard let count = Int(actionsText.trimmingSpaces), count > 0, count <= 1000 else {
            throw InvalidInput("--actions=" + actionsText + " must be a whole number in 1...1000")
        }
        var actionWidth = SwipeActionsConfiguration.defaultActionWidth
        if let given = try options.number("action-width") { actionWidth = given }
        let actions: SwipeActionsConfiguration
        do throws(ConfigurationError) {
            actions = try SwipeActionsConfiguration(count: count, actionWidth: actionWidth,
                                                    performsFirstActionWithFullSwipe: !options.flag("no-full-swipe"))
        } catch {
            throw InvalidInput("--action-width: " + error.description)
        }
        do throws(ConfigurationError) {
            row = try SwipeRow(width: width, leading: actions, trailing: actions)
        } catch {
            let flag = error.parameter == "width" ? "--width: " : "--actions × --action-width: "
            throw InvalidInput(flag + error.description)
        }
    }
    return try replayFrames(&row, trace: trace, options: options) { row, offset in
        [("state", .string(row.state.description)), ("offset", .number(offset))]
    }
}
