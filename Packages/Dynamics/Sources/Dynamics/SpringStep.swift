import Geometry

/// The exact state-transition map of a spring over a time step `dt`.
///
/// A damped spring is linear, so the offset from the target `x = value − target` and the velocity
/// `v` after `dt` are a fixed linear map of their values before:
///
///     x(t + dt) = a·x + b·v
///     v(t + dt) = c·x + d·v
///
/// The four coefficients depend only on the spring and `dt`. Compute them once and a frame costs
/// four multiply-adds per component, with no error accumulated beyond rounding: stepping 120 times by
/// 1/120 s lands where ``SpringSolution`` says the spring is at 1 s, to about 1e-14 relative.
///
/// ```swift
/// let step = SpringStep(spring: .default, duration: 1.0 / 120)
/// var (offset, velocity) = (Point(x: -300, y: 0), Point.zero)
/// (offset, velocity) = step.apply(offset: offset, velocity: velocity)
/// ```
///
/// The coefficients are computed in a form that stays accurate for every damping ratio, including
/// ratios a hair either side of 1 (sin(ωt)/ω and (1 − e^{−2βt})/(2β) are evaluated without
/// cancellation), and never overflow or turn NaN, however long the duration: once the envelope
/// e^{−αt} underflows the map is exactly zero (the spring is at rest on its target), and an undamped
/// spring's phase is reduced modulo its period when ω·t would overflow.
///
/// ``SpringAnimation`` caches one per frame duration; ``SpringBatch`` shares one across all its springs.
@frozen
public struct SpringStep: Hashable, Sendable {
    /// ∂x(t+dt)/∂x(t).
    public let a: Double
    /// ∂x(t+dt)/∂v(t).
    public let b: Double
    /// ∂v(t+dt)/∂x(t).
    public let c: Double
    /// ∂v(t+dt)/∂v(t).
    public let d: Double

    /// The map of `spring` over `duration` seconds.
    ///
    /// - Parameters:
    ///   - spring: The constants.
    ///   - duration: Seconds. Negative and NaN durations give the identity; any positive duration,
    ///     up to infinity, gives a finite map (zero once the motion has fully decayed).
    /// - Complexity: a few exponentials and trigonometric calls; compute once per (spring, dt).
    public init(spring: Spring, duration: Double) {
        // NaN and negative give the identity; infinity the longest finite duration (a finite map).
        let t = duration > 0 ? Swift.min(duration, .greatestFiniteMagnitude) : 0
        let omega0Squared = spring.stiffness / spring.mass
        let alpha = spring.damping / (2 * spring.mass)      // ζ·ω₀
        let discriminant = alpha * alpha - omega0Squared    // (ζ² − 1)·ω₀²
        // With E(t) = e^{−αt} and S(t), K(t) the "sinc" and "cosine" parts of the regime:
        //   x(t) = E(K + α S) x0 + E S v0
        //   v(t) = −E ω₀² S x0 + E(K − α S) v0
        // under-damped: K = cos ωd t,  S = Double.sin(ωd t)/ωd
        // critical:     K = 1,         S = t
        // over-damped:  K = cosh βt,   S = Double.sinh(βt)/β  (evaluated through the slow root, no overflow)
        let decayedK: Double, decayedS: Double
        if t == 0 {
            decayedK = 1
            decayedS = 0
        } else if discriminant < 0 {
            let omegaD = (-discriminant).squareRoot()
            let envelope = Double.exp(-alpha * t)
            if envelope == 0 {
                // Fully decayed. Tested first: the phase may have overflowed, and 0 × NaN is NaN.
                decayedK = 0
                decayedS = 0
            } else {
                var phase = omegaD * t
                if !phase.isFinite {
                    // Only an undamped (or all but undamped) spring gets here, after more than
                    // 10^300 radians: take the phase modulo the period.
                    phase = omegaD * Double.remainder(t, 2 * Double.pi / omegaD)
                }
                decayedK = envelope * Double.cos(phase)
                decayedS = envelope * (phase == 0 ? t : Double.sin(phase) / omegaD)
            }
        } else if discriminant == 0 {
            let envelope = Double.exp(-alpha * t)
            decayedK = envelope
            decayedS = envelope * t
        } else {
            let beta = discriminant.squareRoot()
            // The slow root r1 = −α + β, written as −ω₀²/(α + β) to avoid cancellation when ζ ≫ 1.
            let slowRoot = -omega0Squared / (alpha + beta)
            let slow = Double.exp(slowRoot * t)                       // e^{r1 t} = e^{−αt}·e^{βt}
            let fastOverSlow = -Double.expm1(-2 * beta * t)           // 1 − e^{−2βt}, accurate for small βt
            decayedK = slow * (2 - fastOverSlow) / 2           // e^{−αt} cosh βt
            decayedS = slow * (beta * t < 1e-300 ? t : fastOverSlow / (2 * beta))   // e^{−αt} Double.sinh(βt)/β
        }
        self.a = decayedK + alpha * decayedS
        self.b = decayedS
        self.c = -omega0Squared * decayedS
        if t > 0 && discriminant > 0 && 4 * discriminant >= alpha * alpha {
            // Strongly over-damped: K − αS cancels (α ≈ β). With the roots, d = (r1·e^{r1 t} − r2·e^{r2 t})/(2β),
            // both terms computed without subtraction of near-equal numbers.
            let beta = discriminant.squareRoot()
            let slowRoot = -omega0Squared / (alpha + beta)
            let slow = Double.exp(slowRoot * t)
            self.d = slow * (slowRoot + Double.exp(-2 * beta * t) * (alpha + beta)) / (2 * beta)
        } else {
            self.d = decayedK - alpha * decayedS
        }
    }

    /// The identity map (a step of zero seconds).
    public static let identity = SpringStep(a: 1, b: 0, c: 0, d: 1)

    @usableFromInline
    init(a: Double, b: Double, c: Double, d: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
    }

    /// The offset from the target and the velocity after the step.
    ///
    /// - Complexity: four multiply-adds per component; no allocation.
    @inlinable
    public func apply<Value: Interpolatable>(offset: Value, velocity: Value) -> (offset: Value, velocity: Value) {
        (offset * a + velocity * b, offset * c + velocity * d)
    }

    /// The scalar form of ``apply(offset:velocity:)``.
    @inlinable
    public func apply(offset: Double, velocity: Double) -> (offset: Double, velocity: Double) {
        (a * offset + b * velocity, c * offset + d * velocity)
    }

    /// The 2-D SIMD form, for stepping many points per frame.
    @inlinable
    public func apply(offset: SIMD2<Double>, velocity: SIMD2<Double>) -> (offset: SIMD2<Double>, velocity: SIMD2<Double>) {
        (offset * a + velocity * b, offset * c + velocity * d)
    }
}

/// The former name of ``SpringStep``.
@available(*, deprecated, renamed: "SpringStep")
public typealias SpringTransition = SpringStep
