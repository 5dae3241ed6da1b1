/// `--axes`: which axes a two-axis scroll view scrolls.
package enum ReplayAxes: String, CaseIterable, Sendable {
    case x, y, both
}
