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
        storage[index].location = Self.clamped(location)
        return true
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

/// The run-time clamp every recogniser applies: finite samples whose time does not go backwards.
/// (Their coordinates are then clamped to ±`PointerSample.coordinateLimit`; see `_admitted`.)
@inlinable
func _admits(_ sample: PointerSample, after time: Double) -> Bool {
    sample.isFinite && sample.time >= time
}

/// The sample a recogniser works with, or nil when it ignores it: non-finite samples and samples
/// earlier than `time` are ignored; finite ones have their coordinates clamped to
/// ±`PointerSample.coordinateLimit`, so every length and translation built from them is finite.
/// The one rule for every recogniser (the pan should call it too).
@inlinable
func _admitted(_ sample: PointerSample, after time: Double) -> PointerSample? {
    _admits(sample, after: time) ? sample.clampedToCoordinateLimit : nil
}
