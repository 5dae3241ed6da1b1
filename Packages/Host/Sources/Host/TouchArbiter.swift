import Geometry
import Gestures

/// Decides which of several interactions sharing a touch owns it, as UIKit's failure requirements and
/// Flutter's gesture arena do: nobody owns a touch until it has moved past the slop; then the first
/// whose rule claims the movement owns it until every finger is up, and the others never see it.
///
/// ```swift
/// import Host
///
/// enum Part: Hashable, Sendable { case list, row }
/// var arbiter = TouchArbiter<Part>()
/// let rule = { (movement: Vector) -> Part? in abs(movement.dx) > abs(movement.dy) ? .row : .list }
/// let down = arbiter.handle(PointerSample(pointer: 0, x: 100, y: 100, phase: .began, time: 0), claim: rule)
/// let within = arbiter.handle(PointerSample(pointer: 0, x: 106, y: 101, phase: .moved, time: 0.01), claim: rule)
/// let past = arbiter.handle(PointerSample(pointer: 0, x: 114, y: 103, phase: .moved, time: 0.02), claim: rule)
/// print(down == .waiting, within == .waiting, past == .claimed(.row))   // true true true
/// print(arbiter.held.count)   // 3: the samples the row is given at once
/// let later = arbiter.handle(PointerSample(pointer: 0, x: 114, y: 160, phase: .moved, time: 0.03), claim: rule)
/// print(later == .owned(.row))   // true: a vertical move now still goes to the row
/// ```
///
/// A touch is a sequence from the first finger down to the last finger up; its movement is the first
/// finger's, from where it touched down. The slop is the pan's hysteresis (`PanRecognizer`'s
/// `minimumDistance`, 10 points by default). A host may also give the touch to a claimant at once with
/// ``claim(_:)`` (a touch on a moving list belongs to the list: it stops it).
///
/// The samples of a touch nobody owns yet are held (in a buffer reserved once; a finger held still for a
/// long time grows it), so the claimant gets the whole touch with its own timestamps: its velocity and
/// its catch-up with the finger are those of a touch it had from the start.
public struct TouchArbiter<Claimant: Hashable & Sendable>: Sendable {
    /// How far, in points, the first finger must move before anyone may claim the touch.
    public let slop: Double
    /// Who owns the touch in progress, if anyone.
    public private(set) var owner: Claimant?
    /// Where the touch's first finger went down (meaningful while ``isTracking``).
    public private(set) var touchDownLocation: Point = .zero
    /// The samples of the touch in progress while nobody owns it (then the ones the claimant is given).
    public internal(set) var held: [PointerSample] = []
    /// How many fingers are down.
    @inlinable public var pointersDown: Int { down.count }
    /// The fingers down (their pointer ids), in a buffer reserved once: a sample of a pointer that is not
    /// down (an end of one never seen, a cancel the host sends twice) never ends a touch that another
    /// finger still holds, and a second `began` of a finger already down does not count it twice.
    @usableFromInline var down: [Int] = []
    /// The first finger of the touch in progress.
    var primary = 0

    /// An arbiter.
    ///
    /// - Parameter slop: Points, finite and not negative; the pan's hysteresis (10) by default.
    /// - Throws: `ConfigurationError` naming `slop`.
    public init(slop: Double = PanRecognizer().minimumDistance) throws(ConfigurationError) {
        try ConfigurationError.check(slop, "slop", .nonNegative)
        self.slop = slop
        held.reserveCapacity(32)
        down.reserveCapacity(16)
    }

    /// An arbiter with the pan's hysteresis as its slop.
    public init() {
        slop = PanRecognizer().minimumDistance
        held.reserveCapacity(32)
        down.reserveCapacity(16)
    }

    /// True while a touch is in progress (a finger is down).
    @inlinable
    public var isTracking: Bool { pointersDown > 0 }

    /// Takes one sample of the shared stream (validated by `PointerStream`'s rules) and says who gets it.
    ///
    /// - Parameters:
    ///   - sample: The sample.
    ///   - claim: The claimants' rules in order, given the first finger's movement since it touched down
    ///     once it is past the slop: the claimant that takes the touch, or nil when nobody does yet.
    /// - Returns: The decision; see ``ArbitrationDecision``.
    /// - Complexity: O(1), plus the held samples kept.
    public mutating func handle(_ sample: PointerSample, claim: (Vector) -> Claimant?) -> ArbitrationDecision<Claimant> {
        // By index: `firstIndex(of:)` unspecialised (a debug build) allocates.
        var index: Int?
        for position in down.indices where down[position] == sample.pointer { index = position }
        switch sample.phase {
        case .began:
            if down.isEmpty {
                held.removeAll(keepingCapacity: true)
                primary = sample.pointer
                touchDownLocation = sample.location
            }
            if index == nil { down.append(sample.pointer) }
        case .ended, .cancelled, .moved, .stationary:
            // A finger that is not down: the owner's recogniser ignores it; nobody else sees it.
            guard let index else {
                if let owner { return .owned(owner) }
                return .waiting
            }
            if sample.phase == .ended || sample.phase == .cancelled { down.remove(at: index) }
        }
        if let owner {
            if pointersDown == 0 { self.owner = nil }
            return .owned(owner)
        }
        held.append(sample)
        if pointersDown == 0 {
            held.removeAll(keepingCapacity: true)
            return .unclaimed
        }
        guard sample.pointer == primary, sample.location.isFinite else { return .waiting }
        let movement = Vector(dx: sample.location.x - touchDownLocation.x, dy: sample.location.y - touchDownLocation.y)
        guard movement.magnitudeSquared > slop * slop, let claimant = claim(movement) else { return .waiting }
        owner = claimant
        return .claimed(claimant)
    }

    /// Gives the touch in progress (or the next one, when called before its first sample) to `claimant`
    /// at once; its later samples are ``ArbitrationDecision/owned(_:)``. The samples held so far are
    /// still in ``held``, for the claimant.
    public mutating func claim(_ claimant: Claimant) {
        owner = claimant
    }

    /// Forgets the touch in progress: the next sample starts a new one.
    public mutating func reset() {
        owner = nil
        down.removeAll(keepingCapacity: true)
        held.removeAll(keepingCapacity: true)
    }
}
