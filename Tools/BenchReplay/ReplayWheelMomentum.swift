/// `--wheel-momentum`: after a trackpad's lift, `os` follows the OS momentum events, `own` flings with the
/// scroll physics from the velocity at lift.
package enum ReplayWheelMomentum: String, CaseIterable, Sendable {
    case os, own
}
