import Geometry

extension CarouselKeylines {
    /// An iOS view-aligned carousel's layout (SwiftUI's `.scrollTargetBehavior(.viewAligned)` over items of
    /// one width, `containerRelativeFrame` style): every item at full width, none masked, a resting item's
    /// leading edge on the container's.
    ///
    /// ```swift
    /// import Carousel
    ///
    /// let keylines = try CarouselKeylines.viewAligned(containerWidth: 390, itemWidth: 150, itemCount: 10)
    /// print(keylines.keylines.map(\.size))     // [150.0, 150.0, 150.0, 150.0, 150.0]
    /// print(keylines.keylines.map(\.offset))   // [-75.0, 75.0, 225.0, 375.0, 525.0]
    /// print(keylines.keylines.map(\.isFocal))  // [false, true, true, false, false]
    /// ```
    ///
    /// As keylines: as many focal keylines of `itemWidth` as fit whole in the container, from its leading
    /// edge, then anchor keylines of the same width up to one wholly past the trailing edge, and one wholly
    /// before the leading edge (so an item keeps its width as it leaves, and any item past the anchors is
    /// drawn outside the container).
    /// Every keyline's offset is its unadjusted offset: an item is drawn where the scroll puts it, and the
    /// focal range never shifts at the ends, so ``CarouselLayout`` rests item `i` at `i × itemWidth`
    /// (within the scroll range) and shows every item `itemWidth` wide at `i × itemWidth − offset`.
    ///
    /// - Parameters:
    ///   - containerWidth: The carousel's width, points; positive and finite.
    ///   - itemWidth: Every item's width, points; positive, at most `containerWidth`.
    ///   - itemCount: How many items; positive.
    /// - Throws: `ConfigurationError` naming `containerWidth`, `itemWidth` or `itemCount`.
    /// - Complexity: O(containerWidth / itemWidth).
    public static func viewAligned(containerWidth: Double, itemWidth: Double, itemCount: Int) throws(ConfigurationError) -> CarouselKeylines {
        try ConfigurationError.check(containerWidth, "containerWidth", .positive)
        try ConfigurationError.check(itemWidth, "itemWidth", .positive)
        guard itemWidth <= containerWidth else {
            throw ConfigurationError(parameter: "itemWidth", value: itemWidth, requirement: "must be at most containerWidth (\(containerWidth))")
        }
        guard itemCount > 0 else {
            throw ConfigurationError(parameter: "itemCount", value: String(itemCount), requirement: "must be positive")
        }
        let whole = Swift.max(1, Int((containerWidth / itemWidth).rounded(.down)))
        func keyline(_ slot: Int, focal: Bool) -> Keyline {
            let center = (Double(slot) + 0.5) * itemWidth, trailing = center + itemWidth / 2
            return Keyline(size: itemWidth, offset: center, unadjustedOffset: center, isFocal: focal, isAnchor: !focal, isPivot: slot == 0,
                           cutoff: center - itemWidth / 2 < containerWidth && trailing > containerWidth ? trailing - containerWidth : 0)
        }
        var keylines = [keyline(-1, focal: false)]
        for slot in 0..<whole { keylines.append(keyline(slot, focal: true)) }
        var slot = whole
        while Double(slot) * itemWidth < containerWidth {   // the item across the trailing edge, if any
            keylines.append(keyline(slot, focal: false))
            slot += 1
        }
        keylines.append(keyline(slot, focal: false))
        return CarouselKeylines(keylines: keylines)
    }
}
