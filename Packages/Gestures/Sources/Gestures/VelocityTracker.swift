import Geometry

/// Estimates each pointer's velocity from its recent samples, with Android's semantics.
///
/// ```swift
/// import Gestures
///
/// var tracker = VelocityTracker()                      // least squares, degree 2
/// try tracker.add(PointerSample(pointer: 0, x: 0, y: 0, phase: .began, time: 0))
/// try tracker.add(PointerSample(pointer: 0, x: 5, y: 0, phase: .moved, time: 0.01))
/// try tracker.add(PointerSample(pointer: 0, x: 10, y: 0, phase: .moved, time: 0.02))
/// try tracker.add(PointerSample(pointer: 0, x: 12, y: 0, phase: .ended, time: 0.025))
/// print(tracker.velocity(of: 0) ?? .zero)              // (500.0, 0.0): points per second
/// ```
///
/// The rules are Android's `VelocityTracker` (what the conformance vectors check):
/// - Each pointer keeps its last ``historySize`` samples; estimates use those within ``horizon`` of
///   its newest sample. A sample with the same time as the pointer's newest replaces it.
/// - `began` of the first pointer clears everything (a new gesture); `began` of another pointer
///   clears only that pointer's history.
/// - `ended` positions are not added (the lift carries no new movement); if the lift comes more
///   than ``pointerStoppedTime`` after the previous sample, or a movement comes that long after the
///   previous one, the pointers are taken to have stopped and all history is dropped.
/// - `cancelled` clears that pointer: it reports no velocity. A `cancelled` of a pointer that is
///   not down is accepted and changes nothing (see ``GestureTrace/append(_:)-(PointerSample)``).
/// - Up to ``maximumPointers`` pointers are followed; samples of further pointers are ignored.
///
/// Storage is fixed-size and allocated once, when the tracker is made: adding a sample, estimating,
/// `clear()` never allocate. The history (10 pointers × 20 samples, about 5 KB) lives in a buffer
/// out of line, shared copy-on-write like an `Array`'s, so a tracker (and a recogniser holding one)
/// is a few words to copy; a copy allocates its own buffer the first time either is changed.
public struct VelocityTracker: Sendable {
    /// Samples kept per pointer (Android's `HISTORY_SIZE`).
    public static let historySize = 20
    /// How far back, in seconds, samples count (Android's `HORIZON`, 100 ms).
    public static let horizon = 0.1
    /// A pause longer than this, in seconds, means the pointer stopped (Android's
    /// `ASSUME_POINTER_STOPPED_TIME`, 40 ms).
    public static let pointerStoppedTime = 0.04
    /// How many pointers are followed at once.
    public static let maximumPointers = 10

    /// The estimator.
    public var strategy: VelocityStrategy {
        didSet { forgetEstimates() }
    }

    /// Each track's pointer and ring position; `maximumPointers` of them, never resized.
    @usableFromInline var tracks: [_PointerTrack]
    /// Track `i`'s ring is `movements[i * historySize ..< (i + 1) * historySize]`; never resized.
    @usableFromInline var movements: [_Movement]
    /// Which tracks follow a pointer (any id, negative ones included).
    @usableFromInline var occupiedMask: UInt16 = 0
    @usableFromInline var downMask: UInt16 = 0
    @usableFromInline var lastMovementTime = -Double.infinity
    @usableFromInline var lastSampleTime = -Double.infinity

    /// A tracker with no history.
    ///
    /// - Parameter strategy: The estimator; least squares of degree 2 by default.
    public init(strategy: VelocityStrategy = .leastSquares) {
        self.strategy = strategy
        tracks = Array(repeating: _PointerTrack(), count: Self.maximumPointers)
        movements = Array(repeating: .zero, count: Self.maximumPointers * Self.historySize)
    }

    /// Adds a sample, following its phase (see the type's discussion).
    ///
    /// - Parameter sample: The next sample of the stream.
    /// - Throws: `PointerSampleError` by ``PointerStream``'s rules (no reordering tolerance): a
    ///   non-finite value, time going backwards, a `moved`, `stationary` or `ended` of a pointer that is
    ///   not down, or `began` of one that is. A rejected sample changes nothing.
    /// - Complexity: O(1), no allocation.
    @inlinable
    public mutating func add(_ sample: PointerSample) throws(PointerSampleError) {
        let slot = slot(of: sample.pointer)
        let isDown = slot.map { downMask & (1 << UInt16($0)) != 0 } ?? false
        do {
            // The stream's rules (in order: no reordering tolerance).
            _ = try PointerStream.check(sample, after: lastSampleTime, tolerance: 0, isDown: isDown,
                                        pointersDown: downMask.nonzeroBitCount)
        } catch {
            // With every track taken by a pointer that is down, further pointers are ignored, not rejected.
            switch error {
            case .tooManyPointers, .unknownPointer:
                guard downMask == Self.allTracksDown else { throw error }
                lastSampleTime = sample.time
                return
            default:
                throw error
            }
        }
        lastSampleTime = sample.time
        switch sample.phase {
        case .began:
            var existing = slot
            if downMask == 0 {
                // A new gesture: every track is forgotten, this pointer's old one included, so it
                // claims a fresh track below (reusing the stale slot would leave it unfollowed).
                clear()
                existing = nil
            } else if let slot {
                tracks[slot].clear()
            }
            guard let target = existing ?? claimSlot(for: sample.pointer) else { return }
            downMask |= 1 << UInt16(target)
            appendMovement(sample, slot: target)
        case .moved, .stationary:
            guard let slot else { return }
            move(sample, slot: slot)
        case .ended:
            guard let slot else { return }
            downMask &= ~(1 << UInt16(slot))
            if sample.time - lastMovementTime > Self.pointerStoppedTime + 1e-9 {
                clearHistory()
            }
        case .cancelled:
            guard let slot else { return }
            downMask &= ~(1 << UInt16(slot))
            tracks[slot].clear()
        }
    }

    /// Adds a sample a recogniser admitted (`_admitted`): one earlier than the previous sample means
    /// the earlier stamps were wrong, so the clock restarts at it and every pointer's history is
    /// dropped (no velocity can be measured across the jump); which pointers are down is kept.
    /// A sample the tracker still rejects (a pointer unknown to it) changes nothing; false then.
    ///
    /// The recogniser already checked the sample (finite values, a pointer it follows), so a movement
    /// of a pointer down here is added without ``PointerStream``'s checks a second time: the one case
    /// a sample of a drag is, and the one `add` would accept unchanged. Every other sample goes
    /// through ``add(_:)``.
    @usableFromInline @discardableResult
    mutating func _addRestartingClock(_ sample: PointerSample) -> Bool {
        if sample.time < lastSampleTime {
            clearHistory()
            lastSampleTime = -Double.infinity
            lastMovementTime = -Double.infinity
        }
        if sample.phase == .moved || sample.phase == .stationary, sample.isFinite, let slot = slot(of: sample.pointer),
           downMask & (1 << UInt16(slot)) != 0 {
            lastSampleTime = sample.time
            move(sample, slot: slot)
            return true
        }
        return (try? add(sample)) != nil
    }

    /// A movement of the pointer down in `slot` (the stream's checks passed).
    @inlinable
    mutating func move(_ sample: PointerSample, slot: Int) {
        if sample.time - lastMovementTime > Self.pointerStoppedTime + 1e-9 {
            clearHistory()
        }
        appendMovement(sample, slot: slot)
    }

    /// The velocity of `pointer` in points per second, or nil when it cannot be estimated (no
    /// history, a single sample for least squares, history dropped because the pointer stopped or
    /// was cancelled) or is not a finite number (a pointer that crossed ±1e308 within the horizon,
    /// or samples a denormal time apart: speeds beyond `Double.greatestFiniteMagnitude`).
    ///
    /// Stays available after the pointer's `ended`, which is when a pan reads it. Positions are kept
    /// relative to where the pointer's track began, so a finger moving slowly at 1e300 has an exact
    /// velocity too.
    ///
    /// - Parameter pointer: The pointer's identifier.
    /// - Returns: The estimate, finite whenever it is not nil.
    /// - Complexity: O(``historySize``), no allocation.
    @inlinable
    public func velocity(of pointer: Int) -> Vector? {
        guard let slot = slot(of: pointer) else { return nil }
        let track = tracks[slot]
        if track.hasCachedEstimate { return track.cachedEstimate.map { Vector(dx: $0.0, dy: $0.1) } }
        return estimate(slot: slot).map { Vector(dx: $0.0, dy: $0.1) }
    }

    /// ``velocity(of:)``, kept with the pointer's track until its history changes: a recogniser asks
    /// for every touch's estimate at each sample, and only the touch that moved needs a new fit.
    /// The same numbers as ``velocity(of:)``.
    ///
    /// - Complexity: O(1) when the pointer did not move since it was last asked; else ``velocity(of:)``'s.
    @inlinable
    mutating func _velocity(of pointer: Int) -> Vector? {
        guard let slot = slot(of: pointer) else { return nil }
        if !tracks[slot].hasCachedEstimate {
            let estimate = estimate(slot: slot)
            tracks[slot].cachedEstimate = estimate
            tracks[slot].hasCachedEstimate = true
        }
        return tracks[slot].cachedEstimate.map { Vector(dx: $0.0, dy: $0.1) }
    }

    /// The strategy's estimate from the track in `slot`, nil when there is none or it is not finite.
    @inlinable
    func estimate(slot: Int) -> (Double, Double)? {
        let track = tracks[slot]
        let strategy = self.strategy
        // The history is read where it lives (the buffer), never copied.
        let estimate = movements.withUnsafeBufferPointer { buffer -> (Double, Double)? in
            let history = _History(base: buffer.baseAddress! + slot * Self.historySize, start: track.start, count: track.count)
            switch strategy {
            case .leastSquares: return history.leastSquaresVelocity(horizon: Self.horizon)
            case .impulse: return history.impulseVelocity(horizon: Self.horizon)
            case .iOSScrollView: return history.weightedPairVelocity(weights: (0.6, 0.35, 0.05))
            case .macOSScrollView: return history.weightedPairVelocity(weights: (0.15, 0.65, 0.2))
            }
        }
        guard let estimate, estimate.0.isFinite, estimate.1.isFinite else { return nil }
        return estimate
    }

    /// True when `pointer` is down (began, and neither ended nor cancelled since).
    @inlinable
    public func isDown(_ pointer: Int) -> Bool {
        guard let slot = slot(of: pointer) else { return false }
        return downMask & (1 << UInt16(slot)) != 0
    }

    /// Forgets every pointer and all history (Android's `clear()`, what a cancelled stream does).
    ///
    /// - Complexity: O(``maximumPointers``).
    @inlinable
    public mutating func clear() {
        clearHistory()
        occupiedMask = 0
        downMask = 0
        lastMovementTime = -Double.infinity
    }

    // MARK: Internals

    @usableFromInline static let allTracksDown: UInt16 = (1 << UInt16(maximumPointers)) - 1

    @inlinable
    func slot(of pointer: Int) -> Int? {
        guard occupiedMask != 0 else { return nil }
        return tracks.withUnsafeBufferPointer { tracks in
            for slot in 0..<Self.maximumPointers where occupiedMask & (1 << UInt16(slot)) != 0 && tracks[slot].pointer == pointer {
                return slot
            }
            return nil
        }
    }

    /// A free track, or the first one whose pointer is up; nil when every followed pointer is down.
    @inlinable
    mutating func claimSlot(for pointer: Int) -> Int? {
        var candidate: Int?
        for slot in 0..<Self.maximumPointers where downMask & (1 << UInt16(slot)) == 0 {
            if occupiedMask & (1 << UInt16(slot)) == 0 { candidate = slot; break }
            if candidate == nil { candidate = slot }
        }
        guard let candidate else { return nil }
        tracks[candidate].clear()
        tracks[candidate].pointer = pointer
        occupiedMask |= 1 << UInt16(candidate)
        return candidate
    }

    @inlinable
    mutating func appendMovement(_ sample: PointerSample, slot: Int) {
        lastMovementTime = sample.time
        let movement = _Movement(time: sample.time, x: sample.location.x, y: sample.location.y)
        // Both buffers are changed in place (copied first only if shared with another tracker).
        movements.withUnsafeMutableBufferPointer { buffer in
            tracks[slot].append(movement, to: buffer.baseAddress! + slot * Self.historySize)
        }
    }

    /// Forgets every track's kept estimate (the strategy changed).
    @inlinable
    mutating func forgetEstimates() {
        tracks.withUnsafeMutableBufferPointer { tracks in
            for slot in tracks.indices { tracks[slot].hasCachedEstimate = false }
        }
    }

    /// Drops every pointer's history but keeps which pointers are down (Android's "assume the
    /// pointers stopped").
    @inlinable
    mutating func clearHistory() {
        tracks.withUnsafeMutableBufferPointer { tracks in
            for slot in tracks.indices { tracks[slot].clear() }
        }
    }
}
