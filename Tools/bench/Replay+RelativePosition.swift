import Geometry
import Gestures
import RelativePosition

extension Replayer {
    /// `bench replay relative-position TRACE.json [--container=X,Y,W,H] [--minimum-distance=D]`
    static let relativePosition = Replayer(
        interaction: "relative-position",
        summary: "a PositionTracker over the trace's container: phase, relative position px/py, velocity vx/vy in container sizes per second",
        options: ["container", "minimum-distance"],
        replay: { path, options in
            try replayRelativePosition(trace: loadTrace(path: path), options: options)
        })
}

/// The container used when neither `--container` nor the trace gives one: an iPhone's 375 × 667 points.
let defaultReplayContainer = Rect(x: 0, y: 0, width: 375, height: 667)

/// Replays `trace` through a `PositionTracker`, one frame every `1/fps` seconds from the first event.
///
/// Each frame is `{"t", "phase", "px", "py", "vx", "vy", "x", "y"}`: `t` the frame's time on the
/// trace's clock; `phase` `began`, `moved`, `ended` or `cancelled` as the tracker reported it, or
/// `idle` when no gesture is in progress; `px`, `py` the relative position in (0, 1); `vx`, `vy` the
/// velocity in **relative units per second** (container widths and heights per second, what the
/// tracker reports; multiply by the container's size for points per second); `x`, `y` the finger in
/// points. A frame shows the events up to its time; a `began`, `ended` or `cancelled` is never
/// hidden: when two fall into one frame, the next frame shows the second. The replay ends at the
/// first frame after the last event in which no gesture is in progress and every event was shown
/// (nothing in a tracker animates), or after `--seconds`.
///
/// - Throws: `InvalidInput` for a bad `--container` (not finite, not positive) or `--minimum-distance`.
func replayRelativePosition(trace: GestureTrace, options: ReplayOptions) throws -> [JSON] {
    var container = trace.container ?? defaultReplayContainer
    if let values = try options.numbers("container", count: 4) {
        container = Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }
    let minimumDistance = try options.number("minimum-distance") ?? 0
    var tracker: PositionTracker
    do {
        tracker = try PositionTracker(container: container, minimumDistance: minimumDistance)
    } catch {
        throw InvalidInput("\(error)")
    }
    let samples = trace.samples
    guard let start = samples.first?.time else { return [] }

    var frames: [JSON] = []
    var next = 0
    var transitions: [TrackingEvent] = []     // began / ended / cancelled not shown yet
    var latest: TrackingEvent?
    var frameIndex = 0
    while true {
        let t = start + Double(frameIndex) * options.frameInterval
        if t - start > options.seconds { break }
        while next < samples.count, samples[next].time <= t {
            if let event = tracker.handle(samples[next]) {
                latest = event
                if event.phase != .moved { transitions.append(event) }
            }
            next += 1
        }
        let phase: String
        let shown: TrackingEvent?
        if !transitions.isEmpty {
            let event = transitions.removeFirst()
            (phase, shown) = (event.phase.rawValue, event)
        } else if tracker.isTracking {
            (phase, shown) = ("moved", latest)
        } else {
            (phase, shown) = ("idle", nil)
        }
        let position = shown?.position ?? tracker.position
        let velocity = shown?.velocity ?? .zero
        let location = shown?.location ?? Point(x: container.minX + position.x * container.width,
                                                y: container.minY + position.y * container.height)
        frames.append(.object([
            ("t", .number(t)), ("phase", .string(phase)),
            ("px", .number(position.x)), ("py", .number(position.y)),
            ("vx", .number(velocity.dx)), ("vy", .number(velocity.dy)),
            ("x", .number(location.x)), ("y", .number(location.y)),
        ]))
        if next == samples.count, transitions.isEmpty, !tracker.isTracking { break }
        frameIndex += 1
    }
    return frames
}
