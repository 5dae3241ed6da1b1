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
}

/// One pointer's history: a ring of its last 20 movements, oldest first.
@usableFromInline
struct _PointerTrack: Sendable {
    @usableFromInline var start: Int = 0
    @usableFromInline var count: Int = 0
    @usableFromInline var movements = _MovementStorage()

    @usableFromInline
    init() {}

    /// The `index`-th movement, 0 the oldest.
    @inlinable
    func movement(_ index: Int) -> _Movement {
        movements[(start + index) % _MovementStorage.capacity]
    }

    /// Appends a movement; one with the same time as the newest replaces it (Android's rule for the
    /// MOVE and POINTER_DOWN that share a timestamp); the oldest falls out when all 20 are used.
    @inlinable
    mutating func append(_ movement: _Movement) {
        if count > 0, self.movement(count - 1).time == movement.time {
            movements[(start + count - 1) % _MovementStorage.capacity] = movement
            return
        }
        if count == _MovementStorage.capacity {
            start = (start + 1) % _MovementStorage.capacity
            count -= 1
        }
        movements[(start + count) % _MovementStorage.capacity] = movement
        count += 1
    }

    @inlinable
    mutating func clear() {
        start = 0
        count = 0
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
        if position >= _MovementStorage.capacity { position -= _MovementStorage.capacity }
        return base[position]
    }
}
