import Geometry

/// One closed-form piece of a UIKit scroll motion: a coast between the extents (the velocity decays by
/// the rate every millisecond) or a bounce beyond one (a displacement from the extent and a momentum
/// decaying together).
@usableFromInline
struct _UIKitScrollSegment: Hashable, Sendable {
    @usableFromInline enum Kind: Hashable, Sendable { case coast, bounce }

    @usableFromInline let kind: Kind
    /// When the piece starts and ends, in seconds since the release.
    @usableFromInline let start: Double
    @usableFromInline let end: Double
    /// The position it starts from (coast) or the extent it is measured from (bounce).
    @usableFromInline let anchor: Double
    /// The displacement from the extent at `start` (bounce; 0 for a coast).
    @usableFromInline let displacement: Double
    /// The velocity (coast) or momentum (bounce) at `start`.
    @usableFromInline let velocity: Double

    @usableFromInline
    init(kind: Kind, start: Double, end: Double, anchor: Double, displacement: Double, velocity: Double) {
        self.kind = kind
        self.start = start
        self.end = end
        self.anchor = anchor
        self.displacement = displacement
        self.velocity = velocity
    }

    /// A piece that never moves, for the unused slots.
    @usableFromInline
    static func still(at position: Double) -> _UIKitScrollSegment {
        _UIKitScrollSegment(kind: .coast, start: 0, end: .infinity, anchor: position, displacement: 0, velocity: 0)
    }

    /// Position and velocity `time` seconds into the piece.
    ///
    /// - Parameters:
    ///   - decay: λ, the coast's decay per second (−1000·ln rate).
    ///   - bounceDecay: λb, the displacement's decay per second beyond an extent (−1000·ln 0.99).
    @inlinable
    func state(after time: Double, decay: Double, bounceDecay: Double) -> (position: Double, velocity: Double) {
        let slowed = -Double.expm1(-decay * time)                // 1 − e^{−λτ}
        switch kind {
        case .coast:
            return (anchor + velocity * (slowed / decay), velocity * (1 - slowed))
        case .bounce:
            let envelope = Double.exp(-bounceDecay * time)
            let y = envelope * (displacement + velocity * (slowed / decay))
            let momentum = velocity * envelope * (1 - slowed)
            return (anchor + y, momentum - bounceDecay * y)
        }
    }
}
