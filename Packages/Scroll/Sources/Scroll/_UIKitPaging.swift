import Dynamics

/// UIScrollView's paging motion as a continuous spring. UIKit steps a damped spring every millisecond,
/// v ← (v + (T − x)·pull)·friction, x ← x + v, with pull and friction depending on the page width
/// (from the public decompilation of UIKitCore): continuously, stiffness pull·10⁶ per s² and damping
/// −1000·ln(friction) per s (mass 1). For a 375-point page: ω ≈ 17.0 rad/s, damping ratio ≈ 0.88.
enum _UIKitPaging {
    static func spring(pageLength: Double) -> Spring {
        let width = pageLength.isFinite && pageLength > 0 ? pageLength : 375
        let pull = width > 1024 ? 0.00017 : 0.000359090909 - 0.000000184659091 * width
        let friction = 0.966818182 + 0.00000994318182 * Swift.min(width, 1024)
        do {
            return try Spring(mass: 1, stiffness: pull * 1e6, damping: -1000 * Double.log(friction))
        } catch {
            return BouncingScrollPhysics.spring
        }
    }

    /// Snaps onto the page once within half a point and slower than 10 points per second.
    static let tolerance = (try? SimulationTolerance(distance: 0.5, velocity: 10)) ?? .default
}
