/// One recorded position of one pointer, the unit of velocity history.
@usableFromInline
struct _Movement: Sendable {
    @usableFromInline var time: Double
    @usableFromInline var x: Double
    @usableFromInline var y: Double

    @inlinable
    init(time: Double, x: Double, y: Double) {
        self.time = time
        self.x = x
        self.y = y
    }

    @usableFromInline static let zero = _Movement(time: 0, x: 0, y: 0)
}

/// One pointer's track: which pointer it follows and where its ring of the last 20 movements
/// (`historySize`) starts in the tracker's movement buffer. The movements themselves live in that
/// buffer, so the track is a few words.
///
/// Positions are stored relative to the track's origin (its first position since it was last
/// cleared). Both estimators are translation invariant, so velocities are unchanged, but sums of
/// positions near ±1e308 no longer overflow and positions far from 0 keep their precision.
@usableFromInline
struct _PointerTrack: Sendable {
    @inlinable static var capacity: Int { VelocityTracker.historySize }

    @usableFromInline var pointer: Int = 0
    @usableFromInline var start: Int = 0
    @usableFromInline var count: Int = 0
    @usableFromInline var originX = 0.0
    @usableFromInline var originY = 0.0
    /// The last estimate of this track's velocity (nil: none could be made) while
    /// ``hasCachedEstimate``: a pointer that did not move since is not fitted again.
    @usableFromInline var cachedEstimate: (Double, Double)?
    @usableFromInline var hasCachedEstimate = false

    @usableFromInline
    init() {}

    /// Appends a movement (absolute coordinates) to the ring at `ring` (this track's 20 slots); one
    /// with the same time as the newest replaces it (Android's rule for the MOVE and POINTER_DOWN
    /// that share a timestamp); the oldest falls out when all 20 are used. A position whose offset
    /// from the origin overflows (the pointer jumped across more than the doubles span) restarts the
    /// track there: no velocity could be measured across that jump.
    ///
    /// - Complexity: O(1).
    @inlinable
    mutating func append(_ absolute: _Movement, to ring: UnsafeMutablePointer<_Movement>) {
        hasCachedEstimate = false
        if count == 0 {
            originX = absolute.x
            originY = absolute.y
        }
        var movement = _Movement(time: absolute.time, x: absolute.x - originX, y: absolute.y - originY)
        if !(movement.x.isFinite && movement.y.isFinite) {
            start = 0
            count = 0
            originX = absolute.x
            originY = absolute.y
            movement = _Movement(time: absolute.time, x: 0, y: 0)
        }
        // `start` < capacity and `count` <= capacity, so a position wraps at most once: a subtraction,
        // not a division.
        let capacity = Self.capacity
        if count > 0 {
            let newest = Self.wrapped(start + count - 1)
            if ring[newest].time == movement.time {
                ring[newest] = movement
                return
            }
        }
        if count == capacity {
            start = Self.wrapped(start + 1)
            count -= 1
        }
        ring[Self.wrapped(start + count)] = movement
        count += 1
    }

    /// A ring position below twice the capacity, brought into the ring.
    @inlinable
    static func wrapped(_ position: Int) -> Int {
        position >= capacity ? position - capacity : position
    }

    @inlinable
    mutating func clear() {
        start = 0
        count = 0
        hasCachedEstimate = false
    }
}

/// A read-only view of a track's movements, bound once for a whole estimate.
@usableFromInline
struct _History {
    @usableFromInline let base: UnsafePointer<_Movement>
    @usableFromInline let start: Int
    @usableFromInline let count: Int

    @inlinable
    init(base: UnsafePointer<_Movement>, start: Int, count: Int) {
        self.base = base
        self.start = start
        self.count = count
    }

    /// The `index`-th movement, 0 the oldest.
    @inlinable
    func movement(_ index: Int) -> _Movement {
        var position = start + index
        if position >= _PointerTrack.capacity { position -= _PointerTrack.capacity }
        return base[position]
    }

    /// Calls `body` with the movements from the `first`-th to the newest, oldest first: the ring read
    /// as its (at most two) contiguous runs, with no index arithmetic per movement.
    @inlinable
    func forEach(from first: Int, _ body: (_Movement) -> Void) {
        let capacity = _PointerTrack.capacity
        let begin = start + first, end = start + count
        if begin < capacity {
            for position in begin..<min(end, capacity) { body(base[position]) }
            if end > capacity {
                for position in 0..<(end - capacity) { body(base[position]) }
            }
        } else {
            for position in (begin - capacity)..<(end - capacity) { body(base[position]) }
        }
    }
}
