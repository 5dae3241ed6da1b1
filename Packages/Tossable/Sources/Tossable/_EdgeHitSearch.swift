import Dynamics
import Geometry
import Gestures

/// The instants a toss's spring carries the layer's frame against the container's edge on one axis:
/// the times its centre leaves the band of centres that keep the layer inside (``_RubberBandRegion``),
/// moving outward, each with the speed along the axis at that instant.
///
/// Found from the spring's closed form, never from frames: the motion on one axis is monotone between
/// the instants its velocity is zero (an under-damped spring turns every π/ω_d after its first turn, a
/// critically or over-damped one at most once), so each monotone piece is tested at its ends and a piece
/// that leaves the band is bisected (`_crossingTime`) for the exact instant. The search is lazy: one
/// call finds the next hit, so a leg costs nothing per frame and only as many pieces as it needs.
struct _EdgeHitSearch: Sendable {
    /// One hit: the leg's motion time (seconds from the leg's start, before the duration scale), the
    /// speed along the axis and the edge.
    struct Hit: Sendable {
        var time: Double
        var speed: Double
        var edge: RectEdges
    }

    let solution: SpringSolution<Double>
    let band: ClosedRange<Double>
    let lowerEdge: RectEdges
    let upperEdge: RectEdges
    /// The motion time at which the leg comes to rest: nothing is searched after it.
    let end: Double
    /// The first turn (the first instant of zero velocity after the start) and the time between turns
    /// (infinite when the spring turns at most once).
    let firstTurn: Double
    let turnSpacing: Double
    /// Where the search goes on from: the start of the next piece and its index.
    var pieceStart = 0.0
    var piece = 0
    /// Pieces ended by a turn inside the band, in a row: two mean no later turn reaches the band (an
    /// under-damped spring's turns shrink by the same factor each half period, on alternate sides).
    var turnsInside = 0

    /// The search for one axis of a leg, or nil when it can find nothing: the destination outside the
    /// band on that axis (the toss leaves the container for good, it does not hit it).
    ///
    /// - Parameters:
    ///   - spring: The leg's spring.
    ///   - start, velocity, target: The axis's position and velocity at the leg's start, and its target.
    ///   - band: The centres that keep the layer inside the container on this axis.
    ///   - end: The leg's settling time (motion time).
    ///   - edges: The edge at the band's lower end and at its upper end.
    init?(spring: Spring, start: Double, velocity: Double, target: Double, band: ClosedRange<Double>,
          end: Double, edges: (lower: RectEdges, upper: RectEdges)) {
        guard band.contains(target), end > 0, start.isFinite, velocity.isFinite else { return nil }
        solution = SpringSolution(spring: spring, from: start, to: target, initialVelocity: velocity)
        self.band = band
        lowerEdge = edges.lower
        upperEdge = edges.upper
        self.end = end
        (firstTurn, turnSpacing) = _EdgeHitSearch.turns(spring: spring, offset: start - target, velocity: velocity)
    }

    /// The next hit after the last one found, or nil when the leg hits this edge no more.
    ///
    /// - Complexity: O(pieces searched) closed-form evaluations, each piece's bisection 64 at most.
    mutating func next() -> Hit? {
        while pieceStart < end, turnsInside < 2 {
            let turn = firstTurn + Double(piece) * turnSpacing
            let pieceEnd = piece > 0 && turnSpacing == .infinity ? end : Swift.min(turn.isNaN ? end : turn, end)
            let from = pieceStart
            piece += 1
            guard pieceEnd > from else { continue }
            pieceStart = pieceEnd
            let a = solution.value(at: from), b = solution.value(at: pieceEnd)
            if pieceEnd < end { turnsInside = band.contains(b) ? turnsInside + 1 : 0 }
            let limit: Double, edge: RectEdges
            if a <= band.upperBound, b > band.upperBound {
                (limit, edge) = (band.upperBound, upperEdge)
            } else if a >= band.lowerBound, b < band.lowerBound {
                (limit, edge) = (band.lowerBound, lowerEdge)
            } else {
                continue
            }
            let solution = self.solution
            let time = _crossingTime(from: from, to: pieceEnd, reaching: limit) { solution.value(at: $0) }
            return Hit(time: time, speed: Swift.abs(solution.velocity(at: time)), edge: edge)
        }
        return nil
    }

    /// The spring's turns for an offset x₀ and velocity v₀: the first instant after 0 at which the
    /// velocity is zero, and the spacing of the next ones.
    ///
    /// Under-damped, v(t) = e^{−αt}·(v₀·cos ω_d t − ((α·v₀ + ω₀²·x₀)/ω_d)·sin ω_d t), zero every π/ω_d;
    /// critically damped, v(t) = e^{−αt}·(v₀ − α(v₀ + α·x₀)·t); over-damped, v(t) = A·r₁·e^{r₁t} +
    /// B·r₂·e^{r₂t} with x₀ = A + B, v₀ = A·r₁ + B·r₂. (NaN or infinity: no turn.)
    static func turns(spring: Spring, offset x0: Double, velocity v0: Double) -> (first: Double, spacing: Double) {
        let omega0Squared = spring.stiffness / spring.mass
        let alpha = spring.damping / (2 * spring.mass)
        let discriminant = alpha * alpha - omega0Squared
        if discriminant < 0 {
            let omegaD = (-discriminant).squareRoot()
            // v ∝ R·cos(ω_d t + φ) with R cos φ = v₀, R sin φ = (α v₀ + ω₀² x₀)/ω_d: zero at ω_d t = π/2 − φ (mod π).
            let phi = Double.atan2((alpha * v0 + omega0Squared * x0) / omegaD, v0)
            var angle = (Double.pi / 2 - phi).truncatingRemainder(dividingBy: Double.pi)
            if angle <= 0 { angle += Double.pi }
            return (angle / omegaD, Double.pi / omegaD)
        }
        if discriminant == 0 {
            let turn = v0 / (alpha * (v0 + alpha * x0))
            return (turn > 0 ? turn : .infinity, .infinity)
        }
        let beta = discriminant.squareRoot()
        let r1 = -alpha + beta, r2 = -alpha - beta
        let a = (v0 - r2 * x0) / (r1 - r2), b = x0 - a
        let turn = Double.log(-(b * r2) / (a * r1)) / (r1 - r2)
        return (turn > 0 ? turn : .infinity, .infinity)
    }
}
