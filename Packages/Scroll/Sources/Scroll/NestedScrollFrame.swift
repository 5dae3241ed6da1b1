/// What a ``NestedScroll`` shows at a frame: each side's frame, and how the finger's travel is split.
public struct NestedScrollFrame<Outer: Sendable, Inner: Sendable>: Sendable {
    /// The outer side's frame.
    public var outer: Outer
    /// The inner side's frame.
    public var inner: Inner
    /// The finger's travel the outer side took in the current (or last) drag, points.
    public var outerTravel: Double
    /// The finger's travel the inner side took, points.
    public var innerTravel: Double
    /// Travel neither side could take (both at an edge that does not give), points.
    public var unconsumedTravel: Double

    @inlinable
    public init(outer: Outer, inner: Inner, outerTravel: Double, innerTravel: Double, unconsumedTravel: Double) {
        self.outer = outer
        self.inner = inner
        self.outerTravel = outerTravel
        self.innerTravel = innerTravel
        self.unconsumedTravel = unconsumedTravel
    }
}
