import Geometry
import Gestures
import PickerWheel

package extension Replayer {
    /// `bench replay picker TRACE --items N --item-extent E [--profile uikit|flutter]`.
    static let picker = Replayer(
        interaction: "picker",
        summary: "a picker wheel of --items N items --item-extent E tall (320 × 216 points) spun by the trace's pan, landing on an item as UIPickerView does (--profile uikit, the default) or as Flutter's FixedExtentScrollPhysics over BouncingScrollPhysics (flutter): state, offset, selected",
        options: [.value("items", NumberArgument.self), .value("item-extent", NumberArgument.self),
                  .value("profile", ChoiceArgument<ReplayProfile>.self)], replay: replayPicker)
}

/// Replays `trace` through a `PickerWheel` (module PickerWheel) of `--items` items `--item-extent` points
/// tall, 320 × 216 points (UIPickerView's size), item 0 selected at first; `--profile uikit` (the
/// default) lands as UIPickerView does, `flutter` as Flutter's `FixedExtentScrollPhysics` over
/// `BouncingScrollPhysics` (`CupertinoPicker` on iOS). The finger's vertical movement spins it.
///
/// Each frame is `{"t", "state", "offset", "selected"}`: `idle`, `dragging` or `decelerating`; the offset
/// in points (item i centred at i × E); the item nearest the centre. The last frame is `idle` with the
/// offset exactly `selected × E`.
///
/// - Throws: `InvalidInput` naming `--items`, `--item-extent` or `--profile`.
@Sendable
func replayPicker(trace: GestureTrace, options: ReplayOptions) throws(InvalidInput) -> [JSON] {
    let usage = "replay picker needs --items N --item-extent E"
    guard let itemsText = options.string("items") else { throw InvalidInput(usage + " (--items is missing)") }
    guard let items = Int(itemsText.trimmingSpaces), items >= 1, items <= PickerWheel.maximumItemCount else {
        throw InvalidInput("--items=\(itemsText) must be a whole number in 1...\(PickerWheel.maximumItemCount)")
    }
    guard let extent = try options.number("item-extent") else { throw InvalidInput(usage + " (--item-extent is missing)") }
    let profile: PickerWheelProfile
    switch options.string("profile") ?? "uikit" {
    case "uikit": profile = .uikit
    case "flutter": profile = .flutter()
    case let other: throw InvalidInput("--profile=\(other) must be uikit or flutter")
    }
    var wheel: PickerWheel
    do throws(ConfigurationError) {
        wheel = try PickerWheel(itemCount: items, itemExtent: extent, profile: profile)
    } catch {
        throw InvalidInput("--item-extent=\(options.string("item-extent") ?? ""): " + error.description)
    }
    return try replayFrames(&wheel, trace: trace, options: options) { _, frame in
        [("state", .string(frame.state.rawValue)), ("offset", .number(frame.offset)), ("selected", .integer(frame.selectedItem))]
    }
}
