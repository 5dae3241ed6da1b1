extension NestedScrollable {
    /// Becomes `saved` by assignment: its buffers are shared with `saved` until the next change copies them.
    public mutating func restore(_ saved: Self) {
        self = saved
    }
}
