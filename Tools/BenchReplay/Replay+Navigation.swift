import Geometry
import Gestures
import Navigation

package extension Replayer {
    /// `bench replay zoom-dismiss TRACE --source X,Y,W,H [--container W,H] [--source-moves DX,DY@T]`
    static let zoomDismiss = Replayer(
        interaction: "zoom-dismiss",
        summary: "iOS 18's zoom transition presented from --source X,Y,W,H and dismissed by the trace's drag (one scale about the touch), flying into the source (moved by --source-moves DX,DY@T) or back: state, frame, corner radius, progress",
        options: [.value("source", RectArgument.self), .value("container", NumbersArgument.self), .value("source-moves", SourceMoveArgument.self)],
        replay: replayZoomDismiss)

    /// `bench replay predictive-back TRACE [--container W,H]`
    static let predictiveBack = Replayer(
        interaction: "predictive-back",
        summary: "an Android back swipe (from the edge nearer the first touch) driving Material's predictive-back container transform: state, progress, scale, frame origin, corner radius",
        options: [.value("container", NumbersArgument.self)],
        replay: replayPredictiveBack)
}

/// The container `--container W,H` gives (at the origin), else the trace's, else 375 × 667.
func navigationContainer(_ trace: GestureTrace, _ options: ReplayOptions) throws(InvalidInput) -> Rect {
    guard let size = try options.numbers("container", count: 2) else { return trace.container ?? defaultReplayContainer }
    guard size[0] > 0, size[1] > 0 else {
        throw InvalidInput("--container=\(options.string("container") ?? ""): the width and the height must be positive")
    }
    return Rect(x: 0, y: 0, width: size[0], height: size[1])
}

/// Replays `trace` through a `ZoomTransition` presented full screen in the container from `--source`.
///
/// Each frame is `{"t", "state", "x", "y", "width", "height", "cornerRadius", "progress"}` (the presented
/// view's frame). `--source-moves DX,DY@T` moves the source rectangle by DX,DY at T seconds after the
/// trace's first event, exactly at T whatever the frame rate: a flight into it re-aims with its position
/// and velocity continuous.
///
/// - Throws: `InvalidInput` naming the flag and the value: a missing or bad `--source`, a bad
///   `--container` or `--source-moves`.
@Sendable
package func replayZoomDismiss(trace: GestureTrace, options: ReplayOptions) throws(InvalidInput) -> [JSON] {
    guard let sourceArgument = try options.value("source", as: RectArgument.self) else {
        throw InvalidInput("replay zoom-dismiss needs --source=X,Y,W,H, the rectangle the view zooms from")
    }
    let source = sourceArgument.rect, sourceText = sourceArgument.text
    let container = try navigationContainer(trace, options)
    let move = try options.value("source-moves", as: SourceMoveArgument.self)
    var zoom: _ZoomReplay
    do throws(ConfigurationError) {
        zoom = _ZoomReplay(zoom: try ZoomTransition(container: container, source: source), move: move)
    } catch {
        let flag = error.parameter.hasPrefix("source") ? "source=" + sourceText : "container=" + (options.string("container") ?? "")
        throw InvalidInput("--" + flag + ": " + error.description)
    }
    return try replayFrames(&zoom, trace: trace, options: options) { _, frame in
        [("state", .string(frame.state.rawValue)), ("x", .number(frame.frame.origin.x)), ("y", .number(frame.frame.origin.y)),
         ("width", .number(frame.frame.width)), ("height", .number(frame.frame.height)),
         ("cornerRadius", .number(frame.cornerRadius)), ("progress", .number(frame.progress))]
    }
}

/// `--source-moves DX,DY@T`: a move of the source by (DX, DY) at T seconds after the first event.
package struct SourceMoveArgument: ArgumentValue {
    let offset: Vector
    let time: Double
    package let text: String

    package init(parsing text: String) throws(InvalidInput) {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        let shape = InvalidInput("must be DX,DY@T (finite numbers)")
        guard parts.count == 2 else { throw shape }
        let offset: [Double], time: Double
        do throws(InvalidInput) {
            offset = try NumbersArgument(parsing: String(parts[0])).values
            time = try NumberArgument(parsing: String(parts[1])).value
        } catch {
            throw shape
        }
        guard offset.count == 2 else { throw shape }
        guard time >= 0 else { throw InvalidInput("the time T must not be negative") }
        self.offset = Vector(dx: offset[0], dy: offset[1])
        self.time = time
        self.text = text
    }
}

/// The zoom transition with the source move applied at its own time, before the first input or frame
/// at or after it (so it happens at T at every frame rate).
struct _ZoomReplay: Interaction {
    var zoom: ZoomTransition
    var move: SourceMoveArgument?

    mutating func applyMove(before time: Double) {
        guard let pending = move, pending.time <= time else { return }
        move = nil
        zoom.moveSource(to: zoom.source.offsetBy(pending.offset), at: pending.time)
    }

    mutating func handle(_ sample: PointerSample) -> ZoomFrame {
        applyMove(before: sample.time)
        return zoom.handle(sample)
    }

    mutating func update(with reading: GestureReading) -> ZoomFrame {
        applyMove(before: reading.time)
        return zoom.update(with: reading)
    }

    mutating func tick(at time: Double) -> ZoomFrame {
        applyMove(before: time)
        return zoom.tick(at: time)
    }

    /// A move still pending once the view is back full screen is not waited for (it moves nothing shown);
    /// once dismissed (on the release's frame with --duration-scale 0), the view rests on the source and
    /// moves with it, so the replay runs until the move.
    var isSettled: Bool { zoom.isSettled && (move == nil || zoom.state != .dismissed) }
    var events: [FeedbackEvent] { zoom.events }
    var motionPreferences: MotionPreferences {
        get { zoom.motionPreferences }
        set { zoom.motionPreferences = newValue }
    }

    mutating func reset() { zoom.reset() }
}

/// Replays `trace` as an Android back swipe (AOSP's progress, smoothed) from the edge nearer its first
/// touch, driving Material's predictive-back transform of the container.
///
/// Each frame is `{"t", "state", "progress", "scale", "x", "y", "cornerRadius"}`: `x`, `y` the origin of
/// the container as shown (scaled about its centre and shifted), `cornerRadius` before the scale.
///
/// - Throws: `InvalidInput` for a bad `--container`.
@Sendable
package func replayPredictiveBack(trace: GestureTrace, options: ReplayOptions) throws(InvalidInput) -> [JSON] {
    let container = try navigationContainer(trace, options)
    let edge: BackEdge = (trace.samples.first?.location.x ?? 0) > container.midX ? .right : .left
    var replay: _PredictiveBackReplay
    do throws(ConfigurationError) {
        replay = _PredictiveBackReplay(back: try BackGesture(edge: edge, width: container.width),
                                       transform: try PredictiveBackTransform(container: container.size))
    } catch {
        throw InvalidInput("--container=\(options.string("container") ?? ""): " + error.description)
    }
    return try replayFrames(&replay, trace: trace, options: options) { replay, frame in
        let layer = replay.transform.layer(progress: frame.progress, edge: edge, verticalDrag: frame.touchY - replay.back.touchDown.y)
        let shown = layer.frame
        return [("state", .string(frame.state.rawValue)), ("progress", .number(frame.progress)),
                ("scale", .number(layer.transform.scale.dx)), ("x", .number(shown.origin.x)), ("y", .number(shown.origin.y)),
                ("cornerRadius", .number(layer.cornerRadius))]
    }
}

/// A back gesture and the transform its progress drives.
struct _PredictiveBackReplay: Interaction {
    var back: BackGesture
    let transform: PredictiveBackTransform

    mutating func handle(_ sample: PointerSample) -> BackGestureFrame { back.handle(sample) }
    mutating func update(with reading: GestureReading) -> BackGestureFrame { back.update(with: reading) }
    mutating func tick(at time: Double) -> BackGestureFrame { back.tick(at: time) }
    var isSettled: Bool { back.isSettled }
    var events: [FeedbackEvent] { back.events }
    var motionPreferences: MotionPreferences {
        get { back.motionPreferences }
        set { back.motionPreferences = newValue }
    }
    mutating func reset() { back.reset() }
}

/// `bench back-progress TRACE [--profile android|ios] [--edge left|right] [--width W] [--raw]
/// [--linear-distance L] [--max-distance M] [--non-linear-factor K]`: the back gesture's frames,
/// `{"t", "state", "progress", "touchX", "touchY", "edge"}`.
///
/// The options are read from `options` under those names (without `--`); `--width` defaults to the
/// trace's container's width, else 375.
///
/// - Throws: `InvalidInput` naming the flag and the value.
package func replayBackProgress(trace: GestureTrace, options: ReplayOptions) throws(InvalidInput) -> [JSON] {
    let profileName = try options.value("profile", as: ChoiceArgument<ReplayBackProfile>.self)?.choice ?? .android
    let edge = try options.value("edge", as: ChoiceArgument<BackEdge>.self)?.choice ?? .left
    let width = try options.number("width") ?? (trace.container ?? defaultReplayContainer).width
    guard width > 0 else { throw InvalidInput("--width=\(options.string("width") ?? ""): must be positive") }
    let linear = try options.number("linear-distance")
    let maximum = try options.number("max-distance")
    let factor = try options.number("non-linear-factor")
    let raw = options.flag("raw")
    let profile: BackGestureProfile
    if profileName == .ios {
        for name in ["linear-distance", "max-distance", "non-linear-factor", "raw"] where options.string(name) != nil {
            throw InvalidInput("--\(name) applies to --profile=android only")
        }
        profile = .iOS
    } else {
        do throws(ConfigurationError) {
            profile = try .android(linearDistance: linear, maxDistance: maximum,
                                   nonLinearFactor: factor ?? BackGestureProfile.androidNonLinearFactor, smoothed: !raw)
        } catch {
            let flag = error.parameter == "linearDistance" ? "linear-distance"
                : error.parameter == "maxDistance" ? "max-distance" : "non-linear-factor"
            throw InvalidInput("--\(flag)=\(options.string(flag) ?? ""): " + error.requirement)
        }
    }
    var back: BackGesture
    do throws(ConfigurationError) {
        back = try BackGesture(edge: edge, width: width, profile: profile)
    } catch {
        throw InvalidInput("--width=\(options.string("width") ?? ""): " + error.requirement)
    }
    return try replayFrames(&back, trace: trace, options: options) { _, frame in
        [("state", .string(frame.state.rawValue)), ("progress", .number(frame.progress)),
         ("touchX", .number(frame.touchX)), ("touchY", .number(frame.touchY)), ("edge", .string(frame.edge.rawValue))]
    }
}
