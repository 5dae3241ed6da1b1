import Geometry

/// A recorded gesture: timestamped pointer samples, validated as they are added.
///
/// Decodes from (and encodes to) the JSON trace format of `bench replay` (Tools/bench/README.md):
///
/// ```swift
/// import Foundation
/// import Gestures
///
/// let data = Data(#"{"events": [{"t": 0, "pointer": 0, "phase": "began", "x": 10, "y": 10}]}"#.utf8)
/// let trace = try JSONDecoder().decode(GestureTrace.self, from: data)
/// var pan = PanRecognizer()
/// for sample in trace.samples { pan.handle(sample) }
///
/// var built = GestureTrace(name: "tap")
/// try built.append(PointerSample(pointer: 0, x: 10, y: 10, phase: .began, time: 0))
/// try built.append(PointerSample(pointer: 0, x: 10, y: 10, phase: .ended, time: 0.1))
/// let json = try JSONEncoder().encode(built)      // the same format, for `bench replay`
/// print(json.count)
/// ```
///
/// Every sample is checked against the ones before it: finite time and coordinates, time never
/// going backwards (equal times are fine), `moved`/`stationary`/`ended` only for a pointer that is
/// down, `began` only for one that is not. A rejected sample throws a ``GestureTraceError`` naming
/// its index and leaves the trace unchanged.
public struct GestureTrace: Hashable, Sendable {
    /// The trace's name, if it has one.
    public var name: String?
    /// The container the gesture happened in (a view's bounds), if given.
    public var container: Rect?
    /// The samples, in order.
    public private(set) var samples: [PointerSample] = []
    /// The wheel and trackpad events (`"kind": "wheel"` in the JSON format), in order. A pointer sample
    /// and a wheel event at the same time are replayed pointer first.
    public private(set) var wheelSamples: [WheelSample] = []

    /// The stream's rules (``PointerStream``, in order: no reordering tolerance).
    private var stream = PointerStream()

    /// An empty trace.
    ///
    /// - Parameters:
    ///   - name: An optional name.
    ///   - container: The optional container rectangle.
    public init(name: String? = nil, container: Rect? = nil) {
        self.name = name
        self.container = container
    }

    /// A trace of `samples`, validated in order.
    ///
    /// - Throws: ``GestureTraceError`` naming the first invalid sample.
    public init(name: String? = nil, container: Rect? = nil, samples: [PointerSample]) throws(GestureTraceError) {
        self.init(name: name, container: container)
        self.samples.reserveCapacity(samples.count)
        for sample in samples { try append(sample) }
    }

    /// The pointers down after the last sample.
    public var pointersDown: Set<Int> { Set(stream.pointersDown) }

    /// Appends a sample after checking it against the stream so far, by ``PointerStream``'s rules with no
    /// reordering tolerance (a recording is in order).
    ///
    /// A `cancelled` sample is accepted for any pointer, down or not, and recorded: a cancel ends the whole
    /// stream (Android's `ACTION_CANCEL` carries no particular pointer, UIKit cancels touches the system
    /// took over, recorders write the cancel with whichever id they had), and a stray one is harmless:
    /// trackers and recognisers ignore samples of pointers they do not follow, and for a
    /// ``GestureCoordinator`` any cancel cancels what is in progress. Rejecting it would refuse real
    /// recordings for no safety gained. A `moved`, `stationary` or `ended` of an unknown pointer,
    /// which would be a position or a lift nobody can place, is rejected.
    ///
    /// - Parameter sample: The next sample.
    /// - Throws: ``GestureTraceError`` with the index the sample would have had.
    public mutating func append(_ sample: PointerSample) throws(GestureTraceError) {
        if let last = wheelSamples.last?.time, sample.time < last {
            throw GestureTraceError(eventIndex: eventCount, problem: .invalidSample(.timeWentBackwards(previous: last, time: sample.time)))
        }
        do {
            samples.append(try stream.admit(sample))
        } catch {
            throw GestureTraceError(eventIndex: eventCount, problem: .invalidSample(error))
        }
    }

    /// Appends a wheel or trackpad event: its time and delta (and location, if any) finite, its time not
    /// before any event's so far.
    ///
    /// - Parameter wheel: The next event.
    /// - Throws: ``GestureTraceError`` with the index the event would have had.
    public mutating func append(_ wheel: WheelSample) throws(GestureTraceError) {
        let field = !wheel.time.isFinite ? "t" : !wheel.delta.dx.isFinite ? "dx" : !wheel.delta.dy.isFinite ? "dy"
            : wheel.location.map { $0.x.isFinite ? ($0.y.isFinite ? nil : "y") : "x" } ?? nil
        if let field { throw GestureTraceError(eventIndex: eventCount, problem: .invalidSample(.nonFinite(field: field))) }
        let last = Swift.max(samples.last?.time ?? -.infinity, wheelSamples.last?.time ?? -.infinity)
        guard wheel.time >= last else {
            throw GestureTraceError(eventIndex: eventCount, problem: .invalidSample(.timeWentBackwards(previous: last, time: wheel.time)))
        }
        wheelSamples.append(wheel)
    }

    /// The number of events, pointer and wheel.
    public var eventCount: Int { samples.count + wheelSamples.count }

    /// The time of the first sample to the time of the last, in seconds (0 when empty).
    public var duration: Double {
        let first = Swift.min(samples.first?.time ?? .infinity, wheelSamples.first?.time ?? .infinity)
        let last = Swift.max(samples.last?.time ?? -.infinity, wheelSamples.last?.time ?? -.infinity)
        return first.isFinite && last.isFinite ? last - first : 0
    }
}
