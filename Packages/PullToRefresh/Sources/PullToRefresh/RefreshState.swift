/// Where a pull to refresh is: what the host polls to show its indicator and to start and end loading.
///
/// ```swift
/// import PullToRefresh
///
/// print(RefreshState.armed, RefreshState.refreshing == .refreshing)   // armed true
/// ```
///
/// The cycle is `idle → pulling → armed → refreshing → finishing → idle`; a release short of the
/// threshold goes from `pulling` to `finishing` (the indicator returns) and never refreshes.
public enum RefreshState: String, Hashable, Sendable, CustomStringConvertible {
    /// Nothing is pulled and nothing moves.
    case idle
    /// Pulled past the top, not yet far enough to refresh.
    case pulling
    /// Pulled far enough: a release refreshes (Cupertino's control has already asked for the refresh).
    case armed
    /// Refreshing: the indicator holds at the profile's resting offset until the host calls
    /// ``RefreshControl/endRefreshing(at:)``.
    case refreshing
    /// Returning to rest: after a refresh ended, or after a release short of the threshold.
    case finishing

    public var description: String { rawValue }
}
