import Geometry

/// A release velocity made safe to hand to a spring or a world: zero when not finite or subnormal, and no faster
/// than `limit` (computed without overflow, so a finite velocity whose length overflows is limited
/// too, in its own direction).
@usableFromInline
func _limitedVelocity(_ velocity: Vector, to limit: Double) -> Vector {
    guard velocity.isFinite else { return .zero }
    let largest = Swift.max(Swift.abs(velocity.dx), Swift.abs(velocity.dy))
    // A subnormal speed (below 2.2e-308 points per second) is no motion: and 1/largest would overflow.
    guard largest >= Double.leastNormalMagnitude else { return .zero }
    let direction = velocity * (1 / largest)          // components in -1...1
    let length = direction.magnitude                  // 1...√2
    guard largest > limit / length else { return velocity }
    return direction * (limit / length)
}
