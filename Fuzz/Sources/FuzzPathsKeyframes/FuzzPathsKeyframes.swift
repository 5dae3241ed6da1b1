import CFuzzDriver
import Dynamics
import FuzzSupport
import Geometry

/// libFuzzer entry point for the paths and the keyframes: the first byte picks a subject (a
/// `MotionPath`, a `RectPath`, a `KeyframeTrack` with a `KeyframeTimeline` over it, a `KeyframesSpec`,
/// a `KeyframesWithSplineSpec`), the rest gives its configuration and the progresses or times it is
/// read at, with numbers from `FuzzInput` (extremes, NaN and raw bits included).
///
/// Invariants: a configuration is either accepted or rejected with `ConfigurationError` naming one of
/// the initialiser's parameters (never a trap); every value and velocity read is finite; a path is
/// exactly its ends at 0 and 1 and Flutter's arc is the straight line within 2 points of an axis;
/// a keyframe track, spec or spline is exactly each keyframe's value at its time; a spec stays between
/// the values of the keyframes either side, and the monotone spline within Compose's limit of them
/// (`splineReach`: Compose's spline can overshoot, and this one gives Compose's numbers).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPathsKeyframes(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    var input = FuzzInput(UnsafeRawBufferPointer(start: data + 1, count: size - 1))
    switch data[0] % 5 {
    case 0: fuzzMotionPath(&input)
    case 1: fuzzRectPath(&input)
    case 2: fuzzKeyframeTrack(&input)
    case 3: fuzzKeyframesSpec(&input)
    default: fuzzSpline(&input)
    }
    return 0
}

/// A progress: usually in or near 0...1 (the ends exactly, often), sometimes anything.
func progress(_ input: inout FuzzInput) -> Double {
    switch input.choice(6) {
    case 0: return 0
    case 1: return 1
    case 2, 3: return Double(input.byte()) / 255 * 1.5 - 0.25
    default: return input.coordinate()
    }
}

/// A time within a length, its ends, or anything.
func time(_ input: inout FuzzInput, in duration: Double) -> Double {
    switch input.choice(5) {
    case 0: return 0
    case 1: return duration
    case 2, 3: return Double(input.byte()) / 255 * duration
    default: return input.coordinate()
    }
}

/// A configuration error must name one of `parameters` (a prefix: `keyframes[3].time` names `keyframes`).
func requireNamed(_ error: ConfigurationError, _ parameters: [String], _ subject: String) {
    require(parameters.contains { error.parameter.hasPrefix($0) }, "\(subject) rejected with \(error.parameter): \(error.description)")
}

func fuzzMotionPath(_ input: inout FuzzInput) {
    let from = Point(x: input.coordinate(), y: input.coordinate()), to = Point(x: input.coordinate(), y: input.coordinate())
    let kind = MotionPath.Kind.allCases[input.choice(MotionPath.Kind.allCases.count)]
    let path: MotionPath
    do throws(ConfigurationError) {
        path = try MotionPath(from: from, to: to, kind: kind)
    } catch {
        require(!from.isFinite || !to.isFinite, "a finite path \(from) → \(to) rejected")
        requireNamed(error, ["from", "to"], "MotionPath")
        return
    }
    require(path.point(at: 0) == from && path.point(at: 1) == to, "\(kind) path \(from) → \(to) not exact at its ends")
    let line = try? MotionPath(from: from, to: to, kind: .linear)
    let onAxis = Swift.abs(to.x - from.x) <= 2 || Swift.abs(to.y - from.y) <= 2
    while !input.isExhausted {
        let p = progress(&input)
        let point = path.point(at: p), velocity = path.velocity(at: p)
        require(point.isFinite && velocity.dx.isFinite && velocity.dy.isFinite, "\(kind) path \(from) → \(to) at \(p): \(point), \(velocity)")
        if kind == .material, onAxis, let line {
            require(point == line.point(at: p) && velocity == line.velocity(at: p), "on-axis material path \(from) → \(to) not straight at \(p)")
        }
    }
}

func fuzzRectPath(_ input: inout FuzzInput) {
    let from = Rect(x: input.coordinate(), y: input.coordinate(), width: input.coordinate(), height: input.coordinate())
    let to = Rect(x: input.coordinate(), y: input.coordinate(), width: input.coordinate(), height: input.coordinate())
    let kind = MotionPath.Kind.allCases[input.choice(MotionPath.Kind.allCases.count)]
    let path: RectPath
    do throws(ConfigurationError) {
        path = try RectPath(from: from, to: to, kind: kind)
    } catch {
        let edges = [from.minX, from.maxX, from.minY, from.maxY, to.minX, to.maxX, to.minY, to.maxY]
        require(!from.isFinite || !to.isFinite || edges.contains { !$0.isFinite }, "a rectangle path \(from) → \(to) with finite edges rejected")
        requireNamed(error, ["from", "to"], "RectPath")
        return
    }
    require(path.rect(at: 0) == from.standardized && path.rect(at: 1) == to.standardized, "\(kind) rect path \(from) → \(to) not exact at its ends")
    while !input.isExhausted {
        let p = progress(&input)
        let rect = path.rect(at: p), velocity = path.velocity(at: p)
        require(rect.isFinite && velocity.isFinite, "\(kind) rect path \(from) → \(to) at \(p): \(rect), \(velocity)")
    }
}

/// A spring the initialisers accept, or a preset.
func spring(_ input: inout FuzzInput) -> Spring {
    switch input.choice(4) {
    case 0: return .smooth
    case 1: return .bouncy
    case 2: return (try? Spring(duration: input.interval(), bounce: input.coordinate() / 4096)) ?? .snappy
    default: return (try? Spring(mass: input.coordinate(), stiffness: input.coordinate(), damping: input.coordinate())) ?? .default
    }
}

/// A curve: the named ones, or a Bézier from the input.
func unitCurve(_ input: inout FuzzInput) -> UnitCurve {
    switch input.choice(6) {
    case 0: return .linear
    case 1: return .easeIn
    case 2: return .easeOut
    case 3: return .easeInOut
    case 4: return .circularEaseInOut
    default:
        return (try? UnitCurve.bezier(startControlPoint: Point(x: input.coordinate() / 1024, y: limited(input.coordinate() / 1024)),
                                      endControlPoint: Point(x: input.coordinate() / 1024, y: limited(input.coordinate() / 1024)))) ?? .linear
    }
}

/// The magnitudes the keyframe subjects are given: 0, or within 1e-150...1e150. The keyframe types
/// refuse values, velocities, durations and curve controls past 1e150 by name (unit tests check that);
/// below 1e-150, with magnitudes near the limit, a spline's tangents times a long segment can still
/// overflow (a known limit, not yet clamped). NaN and the infinities are still given, for the typed errors.
let keyframeLimit = 1e150

/// `value` with a finite magnitude past `keyframeLimit` brought back to it, and one below its inverse
/// (not 0) brought up to that.
func limited(_ value: Double) -> Double {
    guard value.isFinite, value != 0 else { return value }
    let magnitude = Swift.min(Swift.max(Swift.abs(value), 1 / keyframeLimit), keyframeLimit)
    return value < 0 ? -magnitude : magnitude
}

/// A keyframe value: usually a screen value, sometimes anything (within `keyframeLimit`).
func keyframeValue(_ input: inout FuzzInput) -> Double {
    input.choice(4) == 0 ? limited(input.coordinate()) : Double(Int16(truncatingIfNeeded: Int(input.byte()) << 8 | Int(input.byte()))) / 8
}

func fuzzKeyframeTrack(_ input: inout FuzzInput) {
    let initial = keyframeValue(&input)
    var keyframes: [Keyframe<Double>] = []
    for _ in 0..<input.choice(9) {
        let value = keyframeValue(&input)
        let duration = limited(input.choice(6) == 0 ? input.coordinate() : input.interval())
        switch input.choice(5) {
        case 0: keyframes.append(.linear(value, duration: duration, timingCurve: unitCurve(&input)))
        case 1: keyframes.append(.spring(value, duration: input.choice(2) == 0 ? nil : duration, spring: spring(&input),
                                         startVelocity: input.choice(3) == 0 ? limited(input.coordinate()) : nil))
        case 2: keyframes.append(.cubic(value, duration: duration, startVelocity: input.choice(3) == 0 ? limited(input.coordinate()) : nil,
                                        endVelocity: input.choice(3) == 0 ? limited(input.coordinate()) : nil))
        default: keyframes.append(.move(value, duration: duration))
        }
    }
    let track: KeyframeTrack<Double>
    do throws(ConfigurationError) {
        track = try KeyframeTrack(initialValue: initial, keyframes)
    } catch {
        requireNamed(error, ["initialValue", "keyframes"], "KeyframeTrack")
        return
    }
    require(track.duration.isFinite && track.duration >= 0, "track duration \(track.duration)")
    // Exact at each keyframe's end where the next segment starts from it: a linear, cubic or hold
    // segment ends on its value exactly, and the next linear or cubic one starts there. The ends are
    // summed in order, as the track sums them.
    var end = 0.0
    for (index, keyframe) in keyframes.enumerated() {
        let duration: Double
        switch keyframe {
        case .linear(_, let given, _), .cubic(_, let given, _, _), .move(_, let given): duration = given
        case .spring(_, let given, let spring, _): duration = given ?? spring.settlingDuration()
        }
        end += duration
        if case .spring = keyframe { continue }
        let next = index + 1 < keyframes.count ? keyframes[index + 1] : nil
        switch next {
        case nil:
            require(track.value(at: end) == keyframe.value && track.value(at: .infinity) == keyframe.value,
                    "track's last keyframe \(keyframe.value) reads \(track.value(at: end)) at its end \(end)")
        case .linear(_, let given, _)?, .cubic(_, let given, _, _)?:
            // Only where the next segment takes time at this magnitude (1e220 + 0.3 is 1e220: segments
            // that round to nothing all start at once, and the last of them plays there).
            if end + given > end {
                require(track.value(at: end) == keyframe.value, "keyframe \(index) (\(keyframe.value)) reads \(track.value(at: end)) at \(end) in \(keyframes)")
            }
        default: break
        }
    }
    let timeline = try? KeyframeTimeline(initialValue: Point(x: 0, y: initial), tracks: [.track(\.y, keyframes)])
    require(timeline != nil && timeline?.duration == track.duration, "a timeline over an accepted track")
    while !input.isExhausted {
        let t = time(&input, in: track.duration)
        let value = track.value(at: t), velocity = track.velocity(at: t)
        require(value.isFinite && velocity.isFinite, "track at \(t): \(value), \(velocity) in \(keyframes)")
        if let timeline {
            let point = timeline.value(time: t), rate = timeline.velocity(time: t)
            require(point == Point(x: 0, y: value) && rate == Point(x: 0, y: velocity), "timeline at \(t): \(point) for \(value)")
        }
    }
}

/// The keyframes of a Compose spec: times usually within the duration, sometimes outside or not finite.
func specKeyframes(_ input: inout FuzzInput, duration: Double, curves: Bool) -> [KeyframesSpec<Double>.Keyframe] {
    var keyframes: [KeyframesSpec<Double>.Keyframe] = []
    for _ in 0..<input.choice(9) {
        let value = keyframeValue(&input)
        let at = input.choice(8) == 0 ? limited(input.coordinate()) : Double(input.byte()) / 255 * duration
        keyframes.append(.init(value, at: at, easing: curves ? unitCurve(&input) : [UnitCurve.linear, .easeIn, .easeOut, .easeInOut][input.choice(4)]))
    }
    return keyframes
}

/// Between keyframes `a` and `b` (by time), `value` stays within their values widened by `reach` times
/// their difference (and a few ulps of rounding).
func requireBetween(_ value: Double, _ a: Double, _ b: Double, reach: Double = 0, _ what: @autoclosure () -> String) {
    let slack = 4 * Swift.max(Swift.abs(a), Swift.abs(b)).ulp + reach * Swift.abs(b - a)
    require(value >= Swift.min(a, b) - slack && value <= Swift.max(a, b) + slack, what())
}

/// How far Compose's monotone spline may stray past a segment's two values, in units of their difference.
/// Its tangents over the segment's slope, a and b, end within hypot(a, b) ≤ 9 (Compose's limit: it
/// compares the hypotenuse with 9 where Fritsch–Carlson compare its square, so the curve can overshoot,
/// and an inner tangent is the mean of the slopes either side even at a turn); the Hermite curve strays
/// from the chord by a·h10(s) + b·h11(s), at most 9·√(h10² + h11²) ≤ 9·√(1/32) (at s = 1/2).
let splineReach = 9 * (1.0 / 32).squareRoot()

func fuzzKeyframesSpec(_ input: inout FuzzInput) {
    let duration = limited(input.choice(4) == 0 ? input.coordinate() : input.interval())
    let from = keyframeValue(&input), to = keyframeValue(&input)
    let standardCurves = input.choice(2) == 0
    let keyframes = specKeyframes(&input, duration: duration.isFinite ? Swift.abs(duration) : 1, curves: !standardCurves)
    let spec: KeyframesSpec<Double>
    do throws(ConfigurationError) {
        spec = try KeyframesSpec(duration: duration, from: from, to: to, keyframes: keyframes)
    } catch {
        requireNamed(error, ["duration", "from", "to", "keyframes"], "KeyframesSpec")
        return
    }
    // At 0 the first keyframe's value, from `duration` on the last one's (a zero-length spec holds its
    // start and its end at 0, and reads its start there).
    for keyframe in spec.keyframes {
        let expected = keyframe.time == 0 ? spec.keyframes[0].value
            : keyframe.time >= spec.duration ? spec.keyframes[spec.keyframes.count - 1].value : keyframe.value
        require(spec.value(at: keyframe.time) == expected,
                "spec reads \(spec.value(at: keyframe.time)) at keyframe \(keyframe.time) (\(keyframe.value)) of \(spec.duration): \(spec.keyframes.map { ($0.time, $0.value) })")
    }
    while !input.isExhausted {
        let t = time(&input, in: spec.duration)
        let value = spec.value(at: t), velocity = spec.velocity(at: t)
        require(value.isFinite && velocity.isFinite, "spec at \(t): \(value), \(velocity)")
        // Linear between keyframes through a curve within 0...1: never past either neighbour.
        if standardCurves, t > 0, t < spec.duration, let next = spec.keyframes.firstIndex(where: { $0.time > t }), next > 0 {
            requireBetween(value, spec.keyframes[next - 1].value, spec.keyframes[next].value, "spec at \(t): \(value) outside its keyframes")
        }
    }
}

func fuzzSpline(_ input: inout FuzzInput) {
    let duration = limited(input.choice(4) == 0 ? input.coordinate() : input.interval())
    let from = keyframeValue(&input), to = keyframeValue(&input)
    let standardCurves = input.choice(2) == 0
    let keyframes = specKeyframes(&input, duration: duration.isFinite ? Swift.abs(duration) : 1, curves: !standardCurves)
    let bias: Double? = switch input.choice(4) {
    case 0: Double(input.byte()) / 255
    case 1: input.coordinate()
    default: nil
    }
    let spline: KeyframesWithSplineSpec
    do throws(ConfigurationError) {
        spline = try KeyframesWithSplineSpec(duration: duration, from: from, to: to, keyframes: keyframes, periodicBias: bias)
    } catch {
        requireNamed(error, ["duration", "from", "to", "keyframes", "periodicBias"], "KeyframesWithSplineSpec")
        return
    }
    for keyframe in spline.keyframes where keyframe.time < spline.duration || spline.keyframes.count == 1 {
        require(spline.value(at: keyframe.time) == keyframe.value,
                "spline reads \(spline.value(at: keyframe.time)) at keyframe \(keyframe.time) (\(keyframe.value))")
    }
    while !input.isExhausted {
        let t = time(&input, in: spline.duration)
        let value = spline.value(at: t), velocity = spline.velocity(at: t)
        require(value.isFinite && velocity.isFinite, "spline at \(t): \(value), \(velocity)")
        // Inside each segment, within Compose's limit of its two keyframes' values; through a curve within
        // 0...1 the eased time stays in the segment. Not periodic: the bias replaces the end segments'
        // slopes before the limit, so the limit no longer bounds their curves.
        if bias == nil, standardCurves, t > 0, t < spline.duration, let next = spline.keyframes.firstIndex(where: { $0.time > t }), next > 0 {
            let a = spline.keyframes[next - 1].value, b = spline.keyframes[next].value
            requireBetween(value, a, b, reach: splineReach, "spline at \(t): \(value) past Compose's limit of \(a) and \(b)")
        }
    }
}

/// The entry point SwiftPM links `main` to: libFuzzer's driver over `fuzzPathsKeyframes`.
@_cdecl("FuzzPathsKeyframes_main")
public func fuzzPathsKeyframesMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    motion_run_fuzzer(argc, argv)
}
