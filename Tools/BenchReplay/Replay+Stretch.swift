import Dynamics
import Scroll

/// `--overscroll=stretch|none` of `bench replay scroll` (one-axis form): Android 12's stretch instead of the
/// clamping list's dead stop, which needs Android's list (`--physics=flutter-clamping`, the default with
/// it); frames gain `stretch`. `none` (the default) is the profile's own edge.
///
/// - Throws: `InvalidInput` naming `--overscroll` and its value, or the profile it cannot apply to.
package func scrollStretches(_ options: ReplayOptions, physics: ScrollPhysics) throws(InvalidInput) -> Bool {
    guard let text = options.string("overscroll") else { return false }
    switch text {
    case "none": return false
    case "stretch":
        guard physics == .flutterClamping else {
            throw InvalidInput("--overscroll=stretch is Android's: it needs --physics=flutter-clamping (got --physics=" + physics.rawValue + ")")
        }
        return true
    default:
        throw InvalidInput("--overscroll=" + text + " must be stretch or none")
    }
}
