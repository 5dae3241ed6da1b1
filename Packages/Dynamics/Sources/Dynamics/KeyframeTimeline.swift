// Key paths and their existentials are not in Embedded Swift (the WebAssembly build, Scripts/wasm-build):
// the timeline is native only; its tracks (KeyframeTrack) are everywhere.
#if !hasFeature(Embedded)
import Geometry

/// SwiftUI's `KeyframeTimeline`: several ``KeyframeTrack``s, each animating one property of a value
/// (by key path), played together from one initial value.
///
/// ```swift
/// struct Pop: Hashable { var scale = 1.0; var offset = Point(x: 0, y: 0) }
/// let timeline = try KeyframeTimeline(initialValue: Pop(), tracks: [
///     .track(\.scale, [.linear(1.3, duration: 0.1), .spring(1.0, duration: 0.5, spring: .bouncy)]),
///     .track(\.offset, [.cubic(Point(x: 0, y: -40), duration: 0.2), .cubic(Point(x: 0, y: 0), duration: 0.2)]),
/// ])
/// print(timeline.duration)                   // 0.6
/// print(timeline.value(time: 0.1).scale)     // 1.3
/// ```
///
/// Each track starts from the initial value's property and keeps its own keyframes' timing; the
/// timeline lasts as long as its longest track, and a shorter track holds its last value after its end
/// (SwiftUI's rule). `value(progress:)` reads the timeline by fraction of its duration.
///
/// - Complexity: `init` builds every track once (allocating); `value(time:)` and `velocity(time:)` cost
///   each track's O(log n) lookup and one key-path write per track.
public struct KeyframeTimeline<Value: Sendable>: Sendable {
    /// One property's keyframes, before the timeline resolves them against its initial value.
    public struct Track: Sendable {
        let resolve: @Sendable (Value) throws(ConfigurationError) -> _ResolvedTrack<Value>

        /// The keyframes of the property at `keyPath`, starting from the timeline's initial value there.
        public static func track<Property: Interpolatable>(_ keyPath: any WritableKeyPath<Value, Property> & Sendable,
                                                           _ keyframes: [Keyframe<Property>]) -> Track {
            Track { (initial: Value) throws(ConfigurationError) -> _ResolvedTrack<Value> in
                let track = try KeyframeTrack(initialValue: initial[keyPath: keyPath], keyframes)
                return _ResolvedTrack(
                    duration: track.duration,
                    apply: { value, time in value[keyPath: keyPath] = track.value(at: time) },
                    applyVelocity: { value, time in value[keyPath: keyPath] = track.velocity(at: time) })
            }
        }
    }

    /// The value at time 0.
    public let initialValue: Value
    let tracks: [_ResolvedTrack<Value>]

    /// The length of the longest track, in seconds.
    public let duration: Double

    /// A timeline playing `tracks` from `initialValue`.
    ///
    /// - Throws: `ConfigurationError` from the first track whose keyframes are rejected (see
    ///   ``KeyframeTrack/init(initialValue:_:)``).
    public init(initialValue: Value, tracks: [Track]) throws(ConfigurationError) {
        self.initialValue = initialValue
        var resolved: [_ResolvedTrack<Value>] = []
        for track in tracks { resolved.append(try track.resolve(initialValue)) }
        self.tracks = resolved
        duration = resolved.map(\.duration).max() ?? 0
    }

    /// The value at `time` seconds: every track's property at that time.
    public func value(time: Double) -> Value {
        var value = initialValue
        for track in tracks { track.apply(&value, time) }
        return value
    }

    /// The value at `progress` of the duration (SwiftUI's `value(progress:)`; clamped to 0...1).
    public func value(progress: Double) -> Value {
        value(time: clamp(progress, to: 0...1) * duration)
    }
}

extension KeyframeTimeline where Value: Interpolatable {
    /// The velocity at `time`, per second: each track's property's velocity, every other component 0
    /// (what a gesture that catches the timeline throws with).
    public func velocity(time: Double) -> Value {
        var velocity = Value.zero
        for track in tracks { track.applyVelocity(&velocity, time) }
        return velocity
    }
}

/// A track resolved against the timeline's initial value: its length and how it writes its property.
struct _ResolvedTrack<Value: Sendable>: Sendable {
    let duration: Double
    let apply: @Sendable (inout Value, Double) -> Void
    let applyVelocity: @Sendable (inout Value, Double) -> Void
}
#endif
