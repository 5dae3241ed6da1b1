/// `--fling-acceleration`: the rule for repeated flicks (`ScrollBehavior.flingAcceleration`).
package enum ReplayFlingAcceleration: String, CaseIterable, Sendable {
    case momentum, accumulated, flywheel, boost, off
}
