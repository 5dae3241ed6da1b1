import Geometry
import Gestures
import Parallax
import Scroll

package extension Replayer {
    /// `bench replay scroll TRACE --content=L --viewport=V [--axis=y|x] [--physics=P] [--paging] [--header=H]`, or
    /// `--content=W,H --viewport=W,H [--axes=x|y|both] [--physics=P] [--paging] [--directional-lock] [--zoom=MIN,MAX]`;
    /// either with `[--snap-interval=L | --snap-positions=A,B,...] [--snap-limit=always|one|few|never]`
    /// `[--fling-acceleration=momentum|accumulated|flywheel|boost|off | --no-fling-acceleration]`
    static let scroll = Replayer(
        interaction: "scroll",
        summary: "a headless scroll view (content --content=L, viewport --viewport=V along --axis) dragged by the trace's pan: state, offset, velocity (and a --header=H stretchy header); with --content=W,H --viewport=W,H it scrolls both ways (--axes), pinches to zoom (--zoom=MIN,MAX) and locks drags (--directional-lock): state, x, y, vx, vy, zoomScale; either form snaps (--snap-*) and accelerates repeated flicks (--fling-acceleration)",
        options: [.value("content", NumbersArgument.self), .value("viewport", NumbersArgument.self), .value("axis", ChoiceArgument<ReplayAxis>.self),
                  .value("physics", ChoiceArgument<ScrollPhysics>.self), .flag("paging"), .value("header", NumberArgument.self),
                  .value("header-rate", NumberArgument.self), .value("axes", ChoiceArgument<ReplayAxes>.self), .flag("directional-lock"),
                  .value("zoom", NumbersArgument.self), .value("overscroll", ChoiceArgument<ReplayOverscroll>.self),
                  .value("wheel-momentum", ChoiceArgument<ReplayWheelMomentum>.self)]
            + scrollFlingOptions,
        replay: replayScroll)
}

/// Replays `trace` through a `ScrollBehavior`, one frame every `1/fps` seconds from the first event.
///
/// The scroll view starts at rest at offset 0, the content `--content` long and the viewport `--viewport`
/// long along `--axis` (y by default; the viewport defaults to the trace's container, or 375 × 667, along
/// it), the other axis as wide as the container; its pan begins at the first touch. Every sample up to a
/// frame's time is handled before the frame is ticked. Each frame is `{"t", "state", "offset", "velocity"}`
/// (points, points per second, along the axis), with `"header": {"y", "height", "scale"}` when
/// `--header=H` is given (a stretchy header H tall at the top of the content; pushed up it moves at
/// `--header-rate`, 0.5 by default as `StretchyHeader`'s: half the content's speed). The replay ends at the first frame after the last
/// event at which the view is idle, or after `--seconds`.
///
/// - Throws: `InvalidInput` for a missing or bad `--content`, a bad `--viewport`, `--axis`, `--physics`,
///   `--paging` or `--header`.
@Sendable
package func replayScroll(trace: GestureTrace, options: ReplayOptions) throws(InvalidInput) -> [JSON] {
    if options.string("content")?.contains(",") == true { return try replayScrollPlane(trace: trace, options: options) }
    for flag in ["axes", "directional-lock", "zoom"] where options.flag(flag) {
        throw InvalidInput("--\(flag) needs the two-axis form, --content=W,H")
    }
    let container = trace.container ?? Rect(x: 0, y: 0, width: 375, height: 667)
    let vertical = try options.value("axis", as: ChoiceArgument<ReplayAxis>.self)?.choice != .x
    guard let content = try options.number("content") else {
        throw InvalidInput("replay scroll needs --content=L, the content's length along the axis in points")
    }
    let viewport = try options.number("viewport") ?? (vertical ? container.height : container.width)
    let (physics, paging) = try scrollPhysicsAndPaging(options)
    let stretching = try scrollStretches(options, physics: physics)
    var header: StretchyHeader?
    if let height = try options.number("header") {
        do throws(InvalidInput) {
            // Without --header-rate, StretchyHeader's own default collapse.
            let rate = try options.number("header-rate")
            do throws(ConfigurationError) {
                if let rate { header = try StretchyHeader(height: height, collapse: .parallax(rate: rate)) }
                else { header = try StretchyHeader(height: height) }
            } catch { throw InvalidInput("\(error)") }
        } catch {
            throw InvalidInput("--header=\(height): \(error)")
        }
    }
    let across = vertical ? container.width : container.height
    var scroll: ScrollBehavior
    do {
        scroll = try ScrollBehavior(
            contentSize: vertical ? Size(width: across, height: content) : Size(width: content, height: across),
            viewportSize: vertical ? Size(width: across, height: viewport) : Size(width: viewport, height: across),
            axes: vertical ? .vertical : .horizontal, physics: physics, isPagingEnabled: paging)
    } catch {
        let name = error.parameter.hasPrefix("viewport") ? "viewport" : "content"
        throw InvalidInput("--\(name): \(error)")
    }
    try applyScrollFlingOptions(options, to: &scroll, vertical: vertical)
    scroll.stretchesOverscroll = stretching
    // A rate or height so large that the header's numbers overflow is refused by name, never printed
    // as null.
    var overflow: String?
    let frames = try replayScrollFrames(&scroll, trace: trace, options: options) { scroll, frame in
        let offset = vertical ? frame.contentOffset.y : frame.contentOffset.x
        var members: [(String, JSON)] = [
            ("state", .string(frame.state.rawValue)), ("offset", .number(offset)),
            ("velocity", .number(vertical ? frame.velocity.dy : frame.velocity.dx)),
        ]
        if stretching { members.append(("stretch", .number(scroll.stretch))) }
        if let header {
            let top = vertical ? scroll.minimumContentOffset.y : scroll.minimumContentOffset.x
            let layout = header.layout(at: offset, top: top)
            if !layout.y.isFinite {
                overflow = overflow ?? "--header-rate=\(options.string("header-rate") ?? "") moves the header past the finite range"
            } else if !layout.height.isFinite || !layout.imageScale.isFinite {
                overflow = overflow ?? "--header=\(options.string("header") ?? "") stretches the header past the finite range"
            }
            members.append(("header", .object([("y", .number(layout.y)), ("height", .number(layout.height)),
                                               ("scale", .number(layout.imageScale))])))
        }
        return members
    }
    if let overflow { throw InvalidInput(overflow) }
    return frames
}

/// `--physics=P` (uikit by default) and `--paging`, which both forms take.
///
/// - Throws: `InvalidInput` naming an unknown profile, or a value given to `--paging`.
package func scrollPhysicsAndPaging(_ options: ReplayOptions) throws(InvalidInput) -> (ScrollPhysics, Bool) {
    // Android's stretch (`--overscroll=stretch`) comes with Android's list unless another is named.
    let overscroll = try options.value("overscroll", as: ChoiceArgument<ReplayOverscroll>.self)?.choice ?? ReplayOverscroll.none
    let physics = try options.value("physics", as: ChoiceArgument<ScrollPhysics>.self)?.choice
        ?? (overscroll == .stretch ? .flutterClamping : .uikit)
    switch options.string("paging") {
    case nil, "false": return (physics, false)
    case "true": return (physics, true)
    case let other?: throw InvalidInput("--paging takes no value (got \(other))")
    }
}

// MARK: Snapping and repeated flicks

/// The options of ``applyScrollFlingOptions(_:to:vertical:)``.
package let scrollFlingOptions: [ReplayOption] = [.value("snap-interval", NumberArgument.self), .value("snap-positions", NumbersArgument.self),
    .value("snap-limit", ChoiceArgument<ReplaySnapLimit>.self), .value("fling-acceleration", ChoiceArgument<ReplayFlingAcceleration>.self),
    .flag("no-fling-acceleration")]

/// `--snap-interval=L` or `--snap-positions=A,B,...` (content offsets along the axis, ascending) with
/// `--snap-limit=always|one|few|never` (never by default); `--fling-acceleration=momentum|accumulated|flywheel|boost|off`
/// or `--no-fling-acceleration` (the profile's rule by default).
///
/// - Throws: `InvalidInput` naming the flag and its value.
package func applyScrollFlingOptions(_ options: ReplayOptions, to scroll: inout ScrollBehavior, vertical: Bool) throws(InvalidInput) {
    var limit = ScrollSnapping.Limit.never
    switch try options.value("snap-limit", as: ChoiceArgument<ReplaySnapLimit>.self)?.choice {
    case .always?: limit = .always
    case .one?: limit = .alwaysByOne
    case .few?: limit = .alwaysByFew
    case .never?, nil: limit = .never
    }
    let interval = options.string("snap-interval"), positions = options.string("snap-positions")
    var snapping: ScrollSnapping?
    switch (interval, positions) {
    case (let text?, nil):
        let length = try ProbeArguments.number(text, option: "snap-interval")
        do throws(ConfigurationError) {
            snapping = try ScrollSnapping(interval: length, limit: limit)
        } catch {
            throw InvalidInput("--snap-interval=" + text + ": " + error.description)
        }
    case (nil, let text?):
        let offsets = try ProbeArguments.numbers(text, option: "snap-positions")
        do throws(ConfigurationError) {
            snapping = try ScrollSnapping(positions: offsets, limit: limit)
        } catch {
            throw InvalidInput("--snap-positions=" + text + ": " + error.description)
        }
    case (_?, _?):
        throw InvalidInput("--snap-interval and --snap-positions exclude each other: give one")
    case (nil, nil):
        if let text = options.string("snap-limit") {
            throw InvalidInput("--snap-limit=" + text + " needs --snap-interval or --snap-positions")
        }
    }
    if vertical { scroll.verticalSnapping = snapping } else { scroll.horizontalSnapping = snapping }
    if let text = options.string("fling-acceleration") {
        guard !options.flag("no-fling-acceleration") else {
            throw InvalidInput("--fling-acceleration=" + text + " and --no-fling-acceleration exclude each other")
        }
        switch try ChoiceArgument<ReplayFlingAcceleration>(parsing: text).choice {
        case .momentum: scroll.flingAcceleration = .carriedMomentum
        case .accumulated: scroll.flingAcceleration = .accumulated
        case .flywheel: scroll.flingAcceleration = .flywheel
        case .boost: scroll.flingAcceleration = .boost
        case .off: scroll.flingAcceleration = .off
        }
    } else if options.flag("no-fling-acceleration") {
        scroll.flingAcceleration = .off
    }
}

/// Replays `trace` through a `ScrollBehavior` that scrolls both ways: `--content=W,H --viewport=W,H
/// [--axes=x|y|both] [--physics=P] [--paging] [--directional-lock] [--zoom=MIN,MAX]`, and the snapping and
/// repeated-flick options along y (along x when only x scrolls).
///
/// The viewport is the trace's container (or 375 × 667 at the origin) unless `--viewport` gives its
/// size; its top left corner is the container's origin, so a pinch zooms about its midpoint there. The
/// view starts at rest at its smallest offset, at scale 1 brought into the `--zoom` range (1,1, no zoom,
/// by default). Each frame is `{"t", "state", "x", "y", "vx", "vy", "zoomScale"}`: the content offset
/// (points, in the zoomed content), its velocity (points per second) and the scale.
///
/// - Throws: `InvalidInput` naming the flag and its value: `--content` or `--viewport` not two finite
///   numbers (or not a size the scroll view takes), `--axes` not x, y or both, `--physics` unknown,
///   `--zoom` not two positive numbers with MIN ≤ MAX, or a one-axis flag (`--axis`, `--header`).
@Sendable
package func replayScrollPlane(trace: GestureTrace, options: ReplayOptions) throws(InvalidInput) -> [JSON] {
    let container = trace.container ?? Rect(x: 0, y: 0, width: 375, height: 667)
    for flag in ["axis", "header", "header-rate", "overscroll"] where options.flag(flag) {
        throw InvalidInput("--\(flag) applies to the one-axis form --content=L (the two-axis form takes --axes)")
    }
    guard let content = try options.numbers("content", count: 2) else {
        throw InvalidInput("replay scroll needs --content=W,H, the content's size in points")
    }
    let viewport = try options.numbers("viewport", count: 2) ?? [container.width, container.height]
    let axes: ScrollAxes
    switch try options.value("axes", as: ChoiceArgument<ReplayAxes>.self)?.choice ?? .both {
    case .x: axes = .horizontal
    case .y: axes = .vertical
    case .both: axes = .all
    }
    let (physics, paging) = try scrollPhysicsAndPaging(options)
    let zoom = try options.numbers("zoom", count: 2)
    var scroll: ScrollBehavior
    do throws(ConfigurationError) {
        scroll = try ScrollBehavior(contentSize: Size(width: content[0], height: content[1]),
                                    viewportSize: Size(width: viewport[0], height: viewport[1]),
                                    axes: axes, physics: physics, isPagingEnabled: paging)
    } catch {
        let flag = error.parameter.hasPrefix("viewport") ? "viewport" : "content"
        throw InvalidInput("--\(flag)=\(options.string(flag) ?? ""): \(error.description)")
    }
    if let zoom {
        do throws(ConfigurationError) {
            try scroll.setZoomScaleLimits(minimum: zoom[0], maximum: zoom[1])
        } catch {
            throw InvalidInput("--zoom=\(options.string("zoom") ?? ""): \(error.description)")
        }
        scroll.scroll(to: scroll.minimumContentOffset, animated: false)
    }
    scroll.isDirectionalLockEnabled = options.flag("directional-lock")
    scroll.viewportOrigin = container.origin
    // Snapping applies along y (x when only x scrolls).
    try applyScrollFlingOptions(options, to: &scroll, vertical: axes != .horizontal)
    return try replayScrollFrames(&scroll, trace: trace, options: options) { _, frame in
        [("state", .string(frame.state.rawValue)),
         ("x", .number(frame.contentOffset.x)), ("y", .number(frame.contentOffset.y)),
         ("vx", .number(frame.velocity.dx)), ("vy", .number(frame.velocity.dy)),
         ("zoomScale", .number(frame.zoomScale))]
    }
}
