/// `--overscroll`: what a scroll view does past its ends on Android's list: `stretch` (Android 12's) or `none`.
package enum ReplayOverscroll: String, CaseIterable, Sendable {
    case stretch, none
}
