import Carousel
import Geometry
import Gestures

package extension Replayer {
    /// `bench replay carousel TRACE --items N --item-width W [--container W,H] [--strategy multi-browse|hero|view-aligned]`.
    static let carousel = Replayer(
        interaction: "carousel",
        summary: "a Material 3 carousel (--strategy multi-browse, the default, or hero: centred) or iOS's view-aligned one (view-aligned: every item --item-width wide, resting on the leading edge) of --items N items of a preferred (hero: largest) --item-width W in a --container W,H (default: the trace's), swiped by the trace's pan, resting with an item on the first focal keyline: state, offset, focused",
        options: [.value("items", NumberArgument.self), .value("item-width", NumberArgument.self),
                  .value("container", NumbersArgument.self), .value("strategy", ChoiceArgument<CarouselStrategy>.self)], replay: replayCarousel)
}

/// Replays `trace` through a `Carousel` (module Carousel): `--items` items, large ones about `--item-width`
/// points wide (Compose's `preferredItemWidth`), in a `--container` W,H (the trace's container, else 375 ×
/// 667), Material 3's multi-browse keylines (`--strategy multi-browse`, the default) or the centred hero's
/// (`hero`, `--item-width` then the largest width), at most one item per swipe. The finger's horizontal movement scrolls it.
///
/// Each frame is `{"t", "state", "offset", "focused"}`: `idle`, `dragging` or `decelerating`; the scroll
/// offset in points (items end to end at the large width); the item whose resting offset is nearest. The
/// last frame is `idle` with the offset exactly the focused item's resting offset: its leading edge on the
/// first focal keyline (near the end, where the keylines shifted to the end put it).
///
/// - Throws: `InvalidInput` naming `--items`, `--item-width`, `--container` or `--strategy`.
@Sendable
func replayCarousel(trace: GestureTrace, options: ReplayOptions) throws(InvalidInput) -> [JSON] {
    let usage = "replay carousel needs --items N --item-width W"
    guard let itemsText = options.string("items") else { throw InvalidInput(usage + " (--items is missing)") }
    guard let items = Int(itemsText.trimmingSpaces), items >= 1, items <= Carousel.maximumItemCount else {
        throw InvalidInput("--items=\(itemsText) must be a whole number in 1...\(Carousel.maximumItemCount)")
    }
    guard let width = try options.number("item-width") else { throw InvalidInput(usage + " (--item-width is missing)") }
    let strategyText = options.string("strategy") ?? "multi-browse"
    guard let strategy = CarouselStrategy(rawValue: strategyText) else {
        throw InvalidInput("--strategy=\(strategyText) must be multi-browse, hero or view-aligned")
    }
    var container = (trace.container ?? defaultReplayContainer).size
    if let size = try options.numbers("container", count: 2) { container = Size(width: size[0], height: size[1]) }
    var carousel: Carousel
    do throws(ConfigurationError) {
        carousel = try Carousel(itemCount: items, preferredItemWidth: width, containerSize: container, strategy: strategy)
    } catch {
        let flag = error.parameter.hasPrefix("container") ? "--container=" + (options.string("container") ?? "")
            : "--item-width=" + (options.string("item-width") ?? "")
        throw InvalidInput(flag + ": " + error.description)
    }
    return try replayFrames(&carousel, trace: trace, options: options) { _, frame in
        [("state", .string(frame.state.rawValue)), ("offset", .number(frame.offset)), ("focused", .integer(frame.focusedItem))]
    }
}
