extension PercentSource {
    /// What a source reads: its ``PercentSource/reading``.
    ///
    /// ```swift
    /// import Transitions
    ///
    /// let source = try PercentSource.translation(.right, extent: 375)
    /// print(source.reading == .translation(.right))      // true
    /// ```
    public enum Reading: Hashable, Sendable {
        /// A pan's translation along the axis of the direction.
        case translation(TransitionDirection)
        /// A pan's location along the axis of the direction.
        case location(TransitionDirection)
        /// A pinch's scale.
        case scale
        /// A rotation's angle, radians.
        case rotation
        /// A scroll offset, points.
        case offset
    }
}
