/// The per-spring numbers of a ``SpringBatch`` in one allocation: a header, then every lane (one array of
/// numbers per quantity) laid out after it, each lane starting on a 64-byte boundary (a cache line, and one
/// AVX-512 vector) so that the kernels' vector loads never straddle two lines.
///
/// The storage pattern of swift-collections' `Deque` and `Heap`: a `ManagedBuffer` subclass holding the
/// header, wrapped in a struct that copies it on write. One allocation instead of an array per lane: one
/// uniqueness check a mutation instead of one per lane, and one base address from which the kernels' every
/// pointer is an offset.
///
/// Lanes, for a capacity of `C` springs (`C` rounded up to 16, so every lane is whole cache lines):
///
/// | lane | numbers | type |
/// |---|---|---|
/// | targets, first, second | 2C each (x then y per spring) | Double |
/// | positionLimits, velocityLimits, checkTimes | C each | Double |
/// | springIndices, scratch | C each | Int32 |
/// | traces, determinants (only with ``_SpringLanesHeader/hasCoefficients``) | 2C each | Double |
///
/// Cost: 80 bytes a spring of capacity (112 with per-number coefficients).
@usableFromInline
struct _SpringLanesHeader {
    /// Springs stored.
    @usableFromInline var count: Int
    /// Springs there is room for (a multiple of 16).
    @usableFromInline var capacity: Int
    /// Whether the per-number trace and determinant lanes exist (the batch holds two distinct springs or more).
    @usableFromInline var hasCoefficients: Bool
    /// Bytes from the start of the elements to the first lane (its 64-byte boundary).
    @usableFromInline var padding: Int
}

/// The object holding a batch's lanes (see ``_SpringLanesHeader``); its elements are raw bytes, bound to
/// `Double` or `Int32` lane by lane.
@usableFromInline
final class _SpringLanesBuffer: ManagedBuffer<_SpringLanesHeader, UInt8> {}

/// Pointers to every lane of one ``_SpringLanesBuffer``, valid while the buffer is held and not replaced.
@usableFromInline
struct _SpringLanePointers {
    @usableFromInline let targets: UnsafeMutablePointer<Double>
    @usableFromInline let first: UnsafeMutablePointer<Double>
    @usableFromInline let second: UnsafeMutablePointer<Double>
    @usableFromInline let positionLimits: UnsafeMutablePointer<Double>
    @usableFromInline let velocityLimits: UnsafeMutablePointer<Double>
    @usableFromInline let checkTimes: UnsafeMutablePointer<Double>
    @usableFromInline let springIndices: UnsafeMutablePointer<Int32>
    @usableFromInline let scratch: UnsafeMutablePointer<Int32>
    /// Null without per-number coefficients.
    @usableFromInline let traces: UnsafeMutablePointer<Double>?
    @usableFromInline let determinants: UnsafeMutablePointer<Double>?

    /// The lanes of a buffer whose first lane is at `base`, for `capacity` springs.
    @inlinable
    init(base: UnsafeMutableRawPointer, capacity: Int, hasCoefficients: Bool) {
        let lane = capacity * MemoryLayout<Double>.stride      // bytes of a lane of one Double per spring
        let half = capacity * MemoryLayout<Int32>.stride
        targets = base.assumingMemoryBound(to: Double.self)
        first = (base + 2 * lane).assumingMemoryBound(to: Double.self)
        second = (base + 4 * lane).assumingMemoryBound(to: Double.self)
        positionLimits = (base + 6 * lane).assumingMemoryBound(to: Double.self)
        velocityLimits = (base + 7 * lane).assumingMemoryBound(to: Double.self)
        checkTimes = (base + 8 * lane).assumingMemoryBound(to: Double.self)
        springIndices = (base + 9 * lane).assumingMemoryBound(to: Int32.self)
        scratch = (base + 9 * lane + half).assumingMemoryBound(to: Int32.self)
        traces = hasCoefficients ? (base + 10 * lane).assumingMemoryBound(to: Double.self) : nil
        determinants = hasCoefficients ? (base + 12 * lane).assumingMemoryBound(to: Double.self) : nil
    }

    /// Bytes of lanes for `capacity` springs.
    @usableFromInline
    static func byteCount(capacity: Int, hasCoefficients: Bool) -> Int {
        (hasCoefficients ? 14 : 10) * capacity * MemoryLayout<Double>.stride
    }

    /// Binds the lanes of freshly allocated bytes at `base` to their types.
    @usableFromInline
    static func bind(_ base: UnsafeMutableRawPointer, capacity: Int, hasCoefficients: Bool) {
        let lane = capacity * MemoryLayout<Double>.stride
        base.bindMemory(to: Double.self, capacity: 9 * capacity)
        (base + 9 * lane).bindMemory(to: Int32.self, capacity: 2 * capacity)
        if hasCoefficients { (base + 10 * lane).bindMemory(to: Double.self, capacity: 4 * capacity) }
    }
}

/// A batch's lanes with value semantics: copied when written while shared (``makeUnique()``).
@usableFromInline
struct _SpringLanes: @unchecked Sendable {
    // Sendable: the buffer is written only through `withMutablePointers`, after `makeUnique()`, so two
    // values never write one buffer.
    @usableFromInline var buffer: _SpringLanesBuffer

    /// Room for `capacity` springs (at least), none stored.
    @usableFromInline
    init(capacity: Int, hasCoefficients: Bool) {
        buffer = _SpringLanes.allocate(capacity: capacity, hasCoefficients: hasCoefficients)
    }

    /// Springs stored.
    @inlinable var count: Int { buffer.header.count }
    /// Springs there is room for.
    @inlinable var capacity: Int { buffer.header.capacity }
    /// Whether the per-number coefficient lanes exist.
    @inlinable var hasCoefficients: Bool { buffer.header.hasCoefficients }

    /// Calls `body` with the lanes, for reading.
    @inlinable
    func withPointers<Result>(_ body: (_SpringLanePointers) throws -> Result) rethrows -> Result {
        try buffer.withUnsafeMutablePointers { header, elements in
            try body(_SpringLanePointers(base: UnsafeMutableRawPointer(elements) + header.pointee.padding,
                                         capacity: header.pointee.capacity,
                                         hasCoefficients: header.pointee.hasCoefficients))
        }
    }

    /// Calls `body` with the lanes, for writing: the buffer is this value's alone first.
    @inlinable
    mutating func withMutablePointers<Result>(_ body: (_SpringLanePointers) throws -> Result) rethrows -> Result {
        makeUnique()
        return try withPointers(body)
    }

    /// Sets the number of springs stored (the lanes below it must have been written).
    @inlinable
    mutating func setCount(_ count: Int) {
        makeUnique()
        buffer.header.count = count
    }

    /// Copies the buffer if another value shares it.
    @inlinable
    mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&buffer) { reallocate(capacity: capacity, hasCoefficients: hasCoefficients) }
    }

    /// A new buffer with room for `capacity` springs (at least `count`), with or without the
    /// coefficient lanes, holding the stored springs' numbers.
    @usableFromInline
    mutating func reallocate(capacity newCapacity: Int, hasCoefficients newHasCoefficients: Bool) {
        let new = _SpringLanes.allocate(capacity: Swift.max(newCapacity, count), hasCoefficients: newHasCoefficients)
        let count = self.count
        let newLanes = _SpringLanes(buffer: new)
        withPointers { old in
            newLanes.withPointers { new in
                new.targets.initialize(from: old.targets, count: 2 * count)
                new.first.initialize(from: old.first, count: 2 * count)
                new.second.initialize(from: old.second, count: 2 * count)
                new.positionLimits.initialize(from: old.positionLimits, count: count)
                new.velocityLimits.initialize(from: old.velocityLimits, count: count)
                new.checkTimes.initialize(from: old.checkTimes, count: count)
                new.springIndices.initialize(from: old.springIndices, count: count)
                // The coefficient lanes are copied when both have them (the batch fills them when it adds them).
                if let oldTraces = old.traces, let oldDeterminants = old.determinants,
                   let newTraces = new.traces, let newDeterminants = new.determinants {
                    newTraces.initialize(from: oldTraces, count: 2 * count)
                    newDeterminants.initialize(from: oldDeterminants, count: 2 * count)
                }
            }
        }
        new.header.count = count
        buffer = new
    }

    @usableFromInline
    init(buffer: _SpringLanesBuffer) {
        self.buffer = buffer
    }

    /// An empty buffer with room for `capacity` springs (rounded up to 16), its lanes bound.
    static func allocate(capacity: Int, hasCoefficients: Bool) -> _SpringLanesBuffer {
        let rounded = (Swift.max(capacity, 0) + 15) / 16 * 16
        // 56 bytes more than the lanes: room to move the first lane to a 64-byte boundary (the elements
        // start 8-byte aligned at least).
        let bytes = _SpringLanePointers.byteCount(capacity: rounded, hasCoefficients: hasCoefficients) + 56
        let buffer = _SpringLanesBuffer.create(minimumCapacity: bytes) { _ in
            _SpringLanesHeader(count: 0, capacity: rounded, hasCoefficients: hasCoefficients, padding: 0)
        }
        buffer.withUnsafeMutablePointers { header, elements in
            let address = UInt(bitPattern: elements)
            header.pointee.padding = Int((64 - address % 64) % 64)
            _SpringLanePointers.bind(UnsafeMutableRawPointer(elements) + header.pointee.padding,
                                     capacity: rounded, hasCoefficients: hasCoefficients)
        }
        // The cast: `create` returns the class it is called on, typed as its superclass.
        return unsafeDowncast(buffer, to: _SpringLanesBuffer.self)
    }
}
