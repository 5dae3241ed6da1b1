/// `--axis`: the axis a transition, a scroll view or an anchored drag follows.
package enum ReplayAxis: String, CaseIterable, Sendable {
    case x, y
}
