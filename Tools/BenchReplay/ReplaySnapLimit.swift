/// `--snap-limit`: how far one swipe may snap (`ScrollSnapping.Limit`: always, alwaysByOne, alwaysByFew, never).
package enum ReplaySnapLimit: String, CaseIterable, Sendable {
    case always, one, few, never
}
