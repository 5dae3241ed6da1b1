/// The one set of rules a stream of pointer samples follows, for everything that reads one at its
/// boundary: a recorded trace (`GestureTrace`), the velocity tracker, and a host's live sessions.
///
/// ```swift
/// import Gestures
///
/// var stream = PointerStream(reorderingTolerance: 0.1)   // a live host: fingers' events interleave
/// _ = try stream.admit(PointerSample(pointer: 0, x: 0, y: 0, phase: .began, time: 1))
/// _ = try stream.admit(PointerSample(pointer: 1, x: 50, y: 0, phase: .began, time: 1.02))
/// let late = try stream.admit(PointerSample(pointer: 0, x: 5, y: 0, phase: .moved, time: 1.01))
/// print(late.time)   // 1.02: taken at the previous sample's time
/// do {
///     _ = try stream.admit(PointerSample(pointer: 2, x: 0, y: 0, phase: .moved, time: 1.03))
/// } catch {
///     print(error)   // moved for pointer 2, which is not down
/// }
/// ```
///
/// The rules, checked in this order (a rejected sample changes nothing):
/// 1. Time and coordinates are finite numbers (``PointerSampleError/nonFinite(field:)``).
/// 2. Time does not go backwards: a sample stamped at most ``reorderingTolerance`` before the previous
///    one is taken at the previous one's time (browsers deliver each pointer's coalesced events together,
///    so two fingers' events interleave a little out of order); one stamped earlier than that is rejected
///    (``PointerSampleError/timeWentBackwards(previous:time:)``). Equal times are fine. A recording
///    (tolerance 0) must be in order.
/// 3. `began` only for a pointer that is not down (``PointerSampleError/pointerAlreadyDown(_:)``), and
///    at most ``maximumPointers`` down at once (``PointerSampleError/tooManyPointers(_:)``).
/// 4. `moved`, `stationary` and `ended` only for a pointer that is down
///    (``PointerSampleError/unknownPointer(_:phase:)``): began comes before moved, and a pointer ends once.
/// 5. A `cancelled` sample is accepted for any pointer and changes nothing for one that is not down: a
///    cancel ends the whole stream (Android's `ACTION_CANCEL` carries no particular pointer, UIKit cancels
///    touches the system took over, recorders write the cancel with whichever id they had), and a stray
///    one is harmless (trackers and recognisers ignore pointers they do not follow).
///
/// Storage: the pointers down, at most ten, in a value; admitting a sample never allocates.
public struct PointerStream: Hashable, Sendable {
    /// How far back (seconds) a sample may be stamped before the previous one and be taken at the
    /// previous one's time: 0 for a recording, 0.1 s for a live host (``liveReorderingTolerance``).
    public let reorderingTolerance: Double
    /// The time of the last sample admitted (−∞ before the first).
    public private(set) var lastTime = -Double.infinity
    /// The pointers down, `down.0 ..< down.count` used; fixed storage, no allocation.
    var down: (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    /// How many pointers are down.
    public private(set) var count = 0

    /// The most pointers down at once: 10, as the recognisers and the velocity tracker follow.
    public static let maximumPointers = 10
    /// A live host's tolerance for interleaved pointers: 0.1 s.
    public static let liveReorderingTolerance = 0.1

    /// A stream with no pointer down.
    ///
    /// - Parameter reorderingTolerance: Seconds (0, for a recording, by default); a negative or non-finite
    ///   value is taken as 0.
    public init(reorderingTolerance: Double = 0) {
        self.reorderingTolerance = reorderingTolerance.isFinite && reorderingTolerance > 0 ? reorderingTolerance : 0
    }

    /// True when `pointer` is down.
    public func isDown(_ pointer: Int) -> Bool {
        withUnsafeBytes(of: down) { raw in
            let pointers = raw.bindMemory(to: Int.self)
            for index in 0..<count where pointers[index] == pointer { return true }
            return false
        }
    }

    /// The pointers down, in the order they went down.
    public var pointersDown: [Int] {
        withUnsafeBytes(of: down) { raw in Array(raw.bindMemory(to: Int.self)[0..<count]) }
    }

    /// Checks `sample` against the stream so far (the rules above) and records it.
    ///
    /// - Returns: The sample as admitted: its time raised to the previous sample's when it was stamped a
    ///   little earlier (within ``reorderingTolerance``), otherwise unchanged.
    /// - Throws: ``PointerSampleError`` for a sample the stream cannot have; nothing changes then.
    /// - Complexity: O(``maximumPointers``), no allocation.
    public mutating func admit(_ sample: PointerSample) throws(PointerSampleError) -> PointerSample {
        var admitted = sample
        admitted.time = try Self.check(sample, after: lastTime, tolerance: reorderingTolerance,
                                       isDown: isDown(sample.pointer), pointersDown: count)
        lastTime = admitted.time
        switch sample.phase {
        case .began:
            withUnsafeMutableBytes(of: &down) { $0.bindMemory(to: Int.self)[count] = sample.pointer }
            count += 1
        case .ended, .cancelled:
            withUnsafeMutableBytes(of: &down) { raw in
                let pointers = raw.bindMemory(to: Int.self)
                for index in 0..<count where pointers[index] == sample.pointer {
                    for later in index..<(count - 1) { pointers[later] = pointers[later + 1] }
                    count -= 1
                    break
                }
            }
        case .moved, .stationary:
            break
        }
        return admitted
    }

    public static func == (lhs: PointerStream, rhs: PointerStream) -> Bool {
        lhs.reorderingTolerance == rhs.reorderingTolerance && lhs.lastTime == rhs.lastTime && lhs.pointersDown == rhs.pointersDown
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(reorderingTolerance)
        hasher.combine(lastTime)
        hasher.combine(pointersDown)
    }

    /// Forgets every pointer and the time: the next sample starts a new stream.
    public mutating func reset() {
        count = 0
        lastTime = -.infinity
    }

    /// The rules for one sample, given what the reader knows of the stream (for readers that keep their
    /// own record of the pointers down, as the velocity tracker does).
    ///
    /// - Parameters:
    ///   - sample: The sample.
    ///   - lastTime: The previous sample's time (−∞ before the first).
    ///   - tolerance: The reordering tolerance, seconds.
    ///   - isDown: Whether the sample's pointer is down.
    ///   - pointersDown: How many pointers are down.
    /// - Returns: The time to take the sample at.
    /// - Throws: ``PointerSampleError`` for a sample the stream cannot have.
    @inlinable
    public static func check(_ sample: PointerSample, after lastTime: Double, tolerance: Double, isDown: Bool,
                             pointersDown: Int) throws(PointerSampleError) -> Double {
        guard sample.time.isFinite else { throw .nonFinite(field: "t") }
        guard sample.location.x.isFinite else { throw .nonFinite(field: "x") }
        guard sample.location.y.isFinite else { throw .nonFinite(field: "y") }
        var time = sample.time
        if time < lastTime {
            guard lastTime - time <= tolerance else { throw .timeWentBackwards(previous: lastTime, time: time) }
            time = lastTime
        }
        switch sample.phase {
        case .began:
            if isDown { throw .pointerAlreadyDown(sample.pointer) }
            if pointersDown >= maximumPointers { throw .tooManyPointers(sample.pointer) }
        case .moved, .stationary, .ended:
            if !isDown { throw .unknownPointer(sample.pointer, phase: sample.phase) }
        case .cancelled:
            break
        }
        return time
    }
}
