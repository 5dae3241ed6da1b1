import Geometry

// Fixed-size inline storage for the per-frame paths: homogeneous tuples read through a pointer, so a
// sample added or a touch moved never touches the heap.

/// Twenty movements: the history of one pointer (Android's HISTORY_SIZE).
@usableFromInline
struct _MovementStorage: Sendable {
    @usableFromInline static let capacity = 20
    @usableFromInline var elements: (_Movement, _Movement, _Movement, _Movement, _Movement, _Movement, _Movement, _Movement, _Movement, _Movement, _Movement, _Movement, _Movement, _Movement, _Movement, _Movement, _Movement, _Movement, _Movement, _Movement)

    @usableFromInline
    init() {
        let zero = _Movement(time: 0, x: 0, y: 0)
        elements = (zero, zero, zero, zero, zero, zero, zero, zero, zero, zero, zero, zero, zero, zero, zero, zero, zero, zero, zero, zero)
    }

    @inlinable
    subscript(index: Int) -> _Movement {
        get {
            precondition(index >= 0 && index < Self.capacity, "movement index out of range")
            return withUnsafeBytes(of: elements) { $0.load(fromByteOffset: index * MemoryLayout<_Movement>.stride, as: _Movement.self) }
        }
        set {
            precondition(index >= 0 && index < Self.capacity, "movement index out of range")
            withUnsafeMutableBytes(of: &elements) { $0.storeBytes(of: newValue, toByteOffset: index * MemoryLayout<_Movement>.stride, as: _Movement.self) }
        }
    }
}

/// Ten pointer tracks: how many pointers a velocity tracker follows at once.
@usableFromInline
struct _TrackStorage: Sendable {
    @usableFromInline static let capacity = 10
    @usableFromInline var elements: (_PointerTrack, _PointerTrack, _PointerTrack, _PointerTrack, _PointerTrack, _PointerTrack, _PointerTrack, _PointerTrack, _PointerTrack, _PointerTrack)

    @usableFromInline
    init() {
        let empty = _PointerTrack()
        elements = (empty, empty, empty, empty, empty, empty, empty, empty, empty, empty)
    }

    /// Runs `body` over the movements of track `index`, reading them in place.
    @inlinable
    func withHistory<R>(_ index: Int, _ body: (_History) -> R) -> R {
        precondition(index >= 0 && index < Self.capacity, "track index out of range")
        return withUnsafeBytes(of: elements) { raw in
            let address = raw.baseAddress! + index * MemoryLayout<_PointerTrack>.stride
            let track = address.assumingMemoryBound(to: _PointerTrack.self)
            let offset = MemoryLayout<_PointerTrack>.offset(of: \_PointerTrack.movements)!
            let base = (address + offset).assumingMemoryBound(to: _Movement.self)
            return body(_History(base: base, start: track.pointee.start, count: track.pointee.count))
        }
    }

    @inlinable
    mutating func withMutableElement<R>(_ index: Int, _ body: (inout _PointerTrack) -> R) -> R {
        precondition(index >= 0 && index < Self.capacity, "track index out of range")
        return withUnsafeMutablePointer(to: &elements) { tuple in
            body(&UnsafeMutableRawPointer(tuple).assumingMemoryBound(to: _PointerTrack.self)[index])
        }
    }
}

/// Ten touches: the pointers a recogniser follows at once.
@usableFromInline
struct _TouchStorage: Sendable {
    @usableFromInline static let capacity = 10
    @usableFromInline var elements: (_Touch, _Touch, _Touch, _Touch, _Touch, _Touch, _Touch, _Touch, _Touch, _Touch)

    @usableFromInline
    init() {
        let empty = _Touch(pointer: 0, location: .zero, start: .zero, startTime: 0)
        elements = (empty, empty, empty, empty, empty, empty, empty, empty, empty, empty)
    }

    @inlinable
    subscript(index: Int) -> _Touch {
        get {
            precondition(index >= 0 && index < Self.capacity, "touch index out of range")
            return withUnsafeBytes(of: elements) { $0.load(fromByteOffset: index * MemoryLayout<_Touch>.stride, as: _Touch.self) }
        }
        set {
            precondition(index >= 0 && index < Self.capacity, "touch index out of range")
            withUnsafeMutableBytes(of: &elements) { $0.storeBytes(of: newValue, toByteOffset: index * MemoryLayout<_Touch>.stride, as: _Touch.self) }
        }
    }
}

/// Which pointer each of the ten tracks follows (see `VelocityTracker.occupiedMask`), kept apart from the tracks so that
/// finding a pointer reads 80 bytes, not the whole history.
@usableFromInline
struct _TrackPointers: Sendable {
    @usableFromInline var elements: (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int) = (-1, -1, -1, -1, -1, -1, -1, -1, -1, -1)

    @usableFromInline
    init() {}

    @inlinable
    subscript(index: Int) -> Int {
        get {
            precondition(index >= 0 && index < _TrackStorage.capacity, "track index out of range")
            return withUnsafeBytes(of: elements) { $0.load(fromByteOffset: index * MemoryLayout<Int>.stride, as: Int.self) }
        }
        set {
            precondition(index >= 0 && index < _TrackStorage.capacity, "track index out of range")
            withUnsafeMutableBytes(of: &elements) { $0.storeBytes(of: newValue, toByteOffset: index * MemoryLayout<Int>.stride, as: Int.self) }
        }
    }
}
