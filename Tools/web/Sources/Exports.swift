import Geometry
import Gestures
import Demos

// The C ABI the page (Tools/web/motion.js) calls. Numbers go in as arguments; text comes out as UTF-8
// JSON in one output buffer: a call returns its length and `motion_output` its address, valid until the
// next call. One session at a time, as the page shows one demo at a time.

nonisolated(unsafe) private var session: WebSession?
/// The last text returned (the replay's too, Tools/web/Sources/ReplayExports.swift).
nonisolated(unsafe) var output: [UInt8] = []

private func emit(_ json: PlaygroundJSON) -> Int32 {
    output = Array(json.text.utf8)
    return Int32(output.count)
}

/// The address of the last text returned.
@_expose(wasm, "motion_output")
@_cdecl("motion_output")
func motionOutput() -> UnsafePointer<UInt8>? {
    output.withUnsafeBufferPointer { $0.baseAddress }
}

/// `[{"name", "title"}, ...]`: the demos, in menu order.
@_expose(wasm, "motion_demos")
@_cdecl("motion_demos")
func motionDemos() -> Int32 {
    var demos: [PlaygroundJSON] = []
    for (name, title) in zip(WebDemos.names, WebDemos.titles) {
        demos.append(.object([("name", .string(name)), ("title", .string(title))]))
    }
    return emit(.array(demos))
}

/// Starts demo `index` afresh on the stage (CSS pixels). Returns the length of
/// `{"name", "guides": [[x, y, w, h], ...], "replay": {"interaction", "arguments"} or null}`, or
/// -1 for an unknown demo and -2 for a stage the demo cannot use (then no demo is shown).
@_expose(wasm, "motion_select")
@_cdecl("motion_select")
func motionSelect(_ index: Int32, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Int32 {
    session = nil
    do throws(ConfigurationError) {
        guard let made = try WebDemos.session(Int(index), stage: Rect(x: x, y: y, width: width, height: height)) else { return -1 }
        session = made
    } catch {
        return -2
    }
    guard let session else { return -2 }
    return emit(.object([
        ("name", .string(session.name)),
        ("guides", .array(session.guides.map { .array([.number($0.minX), .number($0.minY), .number($0.width), .number($0.height)]) })),
        ("replay", session.replay.map { .object([("interaction", .string($0.interaction)), ("arguments", .array($0.arguments.map(PlaygroundJSON.string)))]) } ?? .null),
    ]))
}

/// One pointer event: `phase` 0 began, 1 moved, 2 stationary, 3 ended, 4 cancelled; `time` in seconds.
/// Returns -1 when taken; otherwise the length of `{"type": "error", "message": ...}`, the playground
/// server's answer to the same event (`RefusedInput`), and nothing changed.
@_expose(wasm, "motion_pointer")
@_cdecl("motion_pointer")
func motionPointer(_ pointer: Int32, _ phase: Int32, _ x: Double, _ y: Double, _ time: Double) -> Int32 {
    let phases: [PointerPhase] = [.began, .moved, .stationary, .ended, .cancelled]
    guard let session else { return refuse("pointer: no demo is shown") }
    guard phase >= 0, Int(phase) < phases.count else { return refuse("pointer: unknown phase \(phase)") }
    do throws(RefusedInput) {
        try session.accept(PointerSample(pointer: Int(pointer), x: x, y: y, phase: phases[Int(phase)], time: time))
        return -1
    } catch {
        return refuse(error.description)
    }
}

/// One DOM `wheel` event, its own fields as the browser gives them: `deltaMode` 0 pixel, 1 line, 2 page;
/// `ctrlKey` 0 or 1; `momentum` 1 or 0 (`WheelEvent.momentum`), −1 where the browser has none; `x`, `y` the
/// pointer in the stage; `timeStamp` the event's, milliseconds. Mapped by Gestures' one browser mapping
/// (`WheelSample(domDeltaX:...)`). Returns -1 when taken; otherwise the length of `{"type": "error",
/// "message": ...}`, and nothing changed.
@_expose(wasm, "motion_wheel")
@_cdecl("motion_wheel")
func motionWheel(_ deltaX: Double, _ deltaY: Double, _ deltaMode: Int32, _ ctrlKey: Int32, _ momentum: Int32,
                 _ x: Double, _ y: Double, _ timeStamp: Double) -> Int32 {
    guard let session else { return refuse("wheel: no demo is shown") }
    guard let wheel = WheelSample(domDeltaX: deltaX, deltaY: deltaY, deltaMode: Int(deltaMode), ctrlKey: ctrlKey != 0,
                                  momentum: momentum < 0 ? nil : momentum != 0, location: Point(x: x, y: y), timeStamp: timeStamp) else {
        return refuse("wheel: unknown deltaMode \(deltaMode)")
    }
    do throws(RefusedInput) {
        try session.accept(wheel)
        return -1
    } catch {
        return refuse(error.description)
    }
}

private func refuse(_ message: String) -> Int32 {
    emit(.object([("type", .string("error")), ("message", .string(message))]))
}

/// Advances to the page's time (seconds, the pointer events' clock) and returns the length of
/// `{"state", "settled", "layers": [[x, y, w, h, angle, scale, alpha, cornerRadius], ...], "velocity": [dx, dy] or null,
/// "readings": [[name, value], ...]}`, or -1 when no demo is shown.
@_expose(wasm, "motion_frame")
@_cdecl("motion_frame")
func motionFrame(_ time: Double) -> Int32 {
    guard let session else { return -1 }
    let frame = session.advance(to: time)
    let layers: [PlaygroundJSON] = frame.layers.map { layer in
        .array([.number(layer.position.x), .number(layer.position.y), .number(layer.size.width), .number(layer.size.height),
                .number(layer.transform.rotation), .number(layer.transform.scale.dx), .number(layer.alpha),
                .number(layer.cornerRadius)])
    }
    return emit(.object([
        ("state", .string(frame.state)),
        ("settled", .bool(session.settled)),
        ("layers", .array(layers)),
        ("velocity", frame.velocity.map { .array([.number($0.dx), .number($0.dy)]) } ?? .null),
        ("readings", .array(frame.readings.map { .array([.string($0.0), .number($0.1)]) })),
    ]))
}

/// The session so far as a `bench replay` trace: `{"container": null, "events": [...], "frames": [...]}`
/// with the frames shown (in `bench replay`'s shape); -1 when no demo is shown.
@_expose(wasm, "motion_recording")
@_cdecl("motion_recording")
func motionRecording() -> Int32 {
    guard let session else { return -1 }
    return emit(.object([("events", .array(session.events)), ("frames", .array(session.recording()))]))
}
