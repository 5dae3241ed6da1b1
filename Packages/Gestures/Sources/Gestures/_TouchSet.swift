import Geometry

/// One pointer a recogniser follows.
@usableFromInline
struct _Touch: Sendable {
    @usableFromInline var pointer: Int
    @usableFromInline var location: Point
    /// Where and when it touched down.
    @usableFromInline var start: Point
    @usableFromInline var startTime: Double

    @inlinable
    init(pointer: Int, location: Point, start: Point, startTime: Double) {
        self.pointer = pointer
        self.location = location
        self.start = start
        self.startTime = startTime
    }
}

/// The pointers down (at most ``capacity``), in a buffer allocated once, when the set is made, and
/// never resized: inserting, moving and removing touches never allocate. The buffer is shared
/// copy-on-write, so copying a recogniser copies a reference, not ten touches.
@usableFromInline
struct _TouchSet: Sendable {
    /// The touches down are `storage[0..<count]`; the rest are spare slots.
    @usableFromInline var storage: [_Touch]
    @usableFromInline var count = 0

    @usableFromInline
    init() {
        storage = Array(repeating: _Touch(pointer: 0, location: .zero, start: .zero, startTime: 0), count: Self.capacity)
    }

    /// Ten touches: the pointers a recogniser follows at once.
    @inlinable
    static var capacity: Int { 10 }

    @inlinable
    func index(of pointer: Int) -> Int? {
        for index in 0..<count where storage[index].pointer == pointer { return index }
        return nil
    }

    @inlinable
    func contains(_ pointer: Int) -> Bool { index(of: pointer) != nil }

    /// Adds a touch (its location clamped to ±`PointerSample.coordinateLimit`); false when it is
    /// already there or the set is full.
    @inlinable
    mutating func insert(pointer: Int, location: Point, time: Double) -> Bool {
        guard count < Self.capacity, index(of: pointer) == nil else { return false }
        let location = Self.clamped(location)
        storage[count] = _Touch(pointer: pointer, location: location, start: location, startTime: time)
        count += 1
        return true
    }

    /// Moves a touch (to a location clamped to ±`PointerSample.coordinateLimit`); false when it is
    /// not there.
    @inlinable
    mutating func move(pointer: Int, to location: Point) -> Bool {
        guard let index = index(of: pointer) else { return false }
        move(at: index, to: location)
        return true
    }

    /// Moves the touch at `index` (below ``count``) to `location`, clamped as ``move(pointer:to:)`` does.
    @inlinable
    mutating func move(at index: Int, to location: Point) {
        storage[index].location = Self.clamped(location)
    }

    /// The recognisers' coordinate clamp, applied to every location a touch set stores, so that
    /// centroids, movements and spans are finite whichever recogniser fed it.
    @inlinable
    static func clamped(_ location: Point) -> Point {
        let limit = PointerSample.coordinateLimit
        guard Swift.abs(location.x) > limit || Swift.abs(location.y) > limit else { return location }
        return Point(x: Swift.min(Swift.max(location.x, -limit), limit), y: Swift.min(Swift.max(location.y, -limit), limit))
    }

    /// Removes a touch; false when it is not there.
    @inlinable
    mutating func remove(pointer: Int) -> Bool {
        guard let index = index(of: pointer) else { return false }
        count -= 1
        if index != count { storage[index] = storage[count] }
        return true
    }

    @inlinable
    mutating func removeAll() { count = 0 }

    /// The mean location, or nil when empty. Finite for any finite locations (when the plain sum
    /// overflows, the mean is taken of the locations divided by the count first).
    @inlinable
    var centroid: Point? {
        guard count > 0 else { return nil }
        if count == 1 {
            // The sum below for one touch (0 + x, so that -0 reads as 0 as it does there), without the loop.
            let location = storage[0].location
            return Point(x: 0 + location.x, y: 0 + location.y)
        }
        var x = 0.0, y = 0.0
        for index in 0..<count {
            let location = storage[index].location
            x += location.x
            y += location.y
        }
        let n = Double(count)
        if x.isFinite && y.isFinite { return Point(x: x / n, y: y / n) }
        x = 0
        y = 0
        for index in 0..<count {
            let location = storage[index].location
            x += location.x / n
            y += location.y / n
        }
        return Point(x: x, y: y)
    }

    @inlinable
    subscript(index: Int) -> _Touch { storage[index] }
}

extension _TouchSet {
    /// Applies a sample's phase: `began` inserts, `moved`/`stationary` move, `ended`/`cancelled`
    /// remove. False when the sample does not fit (a pointer already down or unknown, a full set),
    /// in which case nothing changed.
    @inlinable
    mutating func apply(_ sample: PointerSample) -> Bool {
        switch sample.phase {
        case .began: return insert(pointer: sample.pointer, location: sample.location, time: sample.time)
        case .moved, .stationary: return move(pointer: sample.pointer, to: sample.location)
        case .ended, .cancelled: return remove(pointer: sample.pointer)
        }
    }

    /// The largest distance any touch moved from where it touched down.
    @inlinable
    var largestMovement: Double {
        var largest = 0.0
        for index in 0..<count {
            let touch = storage[index]
            largest = max(largest, touch.location.distance(to: touch.start))
        }
        return largest
    }
}

/// How far back, in seconds, a sample may be stamped before the previous one and still be taken as
/// a duplicate of it (40 ms, `VelocityTracker.pointerStoppedTime`): a lift stamped a little before
/// the finger's last move, or two events delivered out of order.
@inlinable
var _outOfOrderTolerance: Double { VelocityTracker.pointerStoppedTime }

/// The one rule every recogniser applies to a host's samples, so that every touch ends whatever
/// the timestamps say. `time` is the recogniser's clock (its last admitted sample's time, −∞ before
/// the first); `touches` the touches it follows. The sample it works with, or nil when it ignores it:
///
/// - **Time never goes backwards**: a sample stamped at most ``_outOfOrderTolerance`` before the
///   clock (out of order, or a duplicate) is taken at the clock's time. One stamped further back
///   means the earlier stamps were wrong (one bogus far-future time mid-drag, a host clock reset):
///   it keeps its own time, the clock restarts there, and velocity history before it is dropped
///   (`VelocityTracker._addRestartingClock`). A `began` with no touch down starts a new sequence
///   and always keeps its own time.
/// - **Non-finite values**: a lift or cancel of a touch down still applies (ending a touch is always
///   safe), at the clock's time when its time is not finite and at the touch's last location when
///   its coordinates are not; any other sample with a non-finite value is ignored.
/// - Finite coordinates are clamped to ±`PointerSample.coordinateLimit` (unless `clamping` is
///   false: the pan's velocity tracker reads them unclamped), so every length and translation built
///   from them is finite.
@inlinable @inline(__always)
func _admitted(_ sample: PointerSample, after time: Double, touches: _TouchSet, clamping: Bool = true) -> PointerSample? {
    var admitted = sample
    if !sample.isFinite {
        guard sample.phase == .ended || sample.phase == .cancelled, let index = touches.index(of: sample.pointer) else { return nil }
        if !sample.time.isFinite { admitted.time = time }
        if !sample.location.isFinite { admitted.location = touches[index].location }
    }
    let startsSequence = sample.phase == .began && touches.count == 0
    if admitted.time < time, !startsSequence, time - admitted.time <= _outOfOrderTolerance {
        admitted.time = time
    }
    return clamping ? admitted.clampedToCoordinateLimit : admitted
}

extension _TouchSet {
    /// Becomes `saved`, copying its touches into this set's own buffer (no allocation when it is not shared).
    mutating func restore(_ saved: _TouchSet) {
        storage._restore(saved.storage)
        count = saved.count
    }
}
