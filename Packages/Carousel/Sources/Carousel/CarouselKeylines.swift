import Geometry

/// The keylines of a carousel at rest at its start: Material 3's arrangement of items (androidx's
/// `KeylineList`), from which ``CarouselLayout`` derives every scroll position's.
///
/// ```swift
/// import Carousel
///
/// // A 400-point carousel asking for 220-point items: one large, one medium, one small.
/// let keylines = try CarouselKeylines.multiBrowse(containerWidth: 400, preferredItemWidth: 220, itemCount: 10)
/// print(keylines.keylines.map { ($0.size * 100).rounded() / 100 })   // [10.0, 220.0, 138.0, 42.0, 10.0]
/// print(keylines.keylines.map(\.offset))   // [-5.0, 110.0, 289.0, 379.0, 405.0]
/// ```
public struct CarouselKeylines: Hashable, Sendable {
    /// The keylines, leading to trailing: an anchor, the items' sizes, an anchor.
    public let keylines: [Keyline]

    /// androidx's `CarouselDefaults.MinSmallItemSize` and `MaxSmallItemSize` (40 and 56 dp) and `AnchorSize`
    /// (10 dp), in points.
    public static let minimumSmallItemWidth = 40.0
    public static let maximumSmallItemWidth = 56.0
    public static let anchorWidth = 10.0

    init(keylines: [Keyline]) { self.keylines = keylines }

    /// Material 3's multi-browse arrangement (androidx's `multiBrowseKeylineList`): large items of about the
    /// preferred width, then one medium item or none, then one small item (40 to 56 points, a third of the
    /// large as near as that range allows), choosing the arrangement that changes the large width least;
    /// with fewer items than the arrangement has places, small places then medium ones are left out (one
    /// medium kept). Start-aligned: the first large item's leading edge on the container's.
    ///
    /// - Throws: `ConfigurationError` naming `containerWidth` or `preferredItemWidth` unless positive and
    ///   finite, `itemCount` unless positive.
    public static func multiBrowse(containerWidth: Double, preferredItemWidth: Double, itemCount: Int,
                                   minimumSmallItemWidth: Double = CarouselKeylines.minimumSmallItemWidth,
                                   maximumSmallItemWidth: Double = CarouselKeylines.maximumSmallItemWidth) throws(ConfigurationError) -> CarouselKeylines {
        try ConfigurationError.check(containerWidth, "containerWidth", .positive)
        try ConfigurationError.check(preferredItemWidth, "preferredItemWidth", .positive)
        try check(itemCount: itemCount, minimumSmallItemWidth: minimumSmallItemWidth, maximumSmallItemWidth: maximumSmallItemWidth)
        var smallCounts = [1]
        let mediumCounts = [1, 0]
        let targetLarge = Swift.min(preferredItemWidth, containerWidth)
        let targetSmall = Swift.min(Swift.max(targetLarge / 3, minimumSmallItemWidth), maximumSmallItemWidth)
        let targetMedium = (targetLarge + targetSmall) / 2
        if containerWidth < minimumSmallItemWidth * 2 { smallCounts = [0] }
        let minimumLargeSpace = containerWidth - targetMedium * 1 - maximumSmallItemWidth * Double(smallCounts.max() ?? 0)
        let minimumLargeCount = Swift.max(1, Int((minimumLargeSpace / targetLarge).rounded(.down)))
        let maximumLargeCount = Int((containerWidth / targetLarge).rounded(.up))
        let largeCounts = maximumLargeCount >= minimumLargeCount ? Array((minimumLargeCount...maximumLargeCount).reversed()) : []
        func lowest(_ small: [Int], _ medium: [Int]) -> _Arrangement? {
            _Arrangement.lowestCost(availableSpace: containerWidth, targetSmallSize: targetSmall, minimumSmallSize: minimumSmallItemWidth,
                                    maximumSmallSize: maximumSmallItemWidth, smallCounts: small, targetMediumSize: targetMedium,
                                    mediumCounts: medium, targetLargeSize: targetLarge, largeCounts: largeCounts)
        }
        guard var arrangement = lowest(smallCounts, mediumCounts) else {
            throw ConfigurationError(parameter: "containerWidth", value: containerWidth, requirement: "must leave room for an arrangement")
        }
        if arrangement.itemCount > itemCount {
            var surplus = arrangement.itemCount - itemCount
            var small = arrangement.smallCount, medium = arrangement.mediumCount
            while surplus > 0 {
                if small > 0 { small -= 1 } else if medium > 1 { medium -= 1 }
                surplus -= 1
            }
            guard let fewer = lowest([small], [medium]) else {
                throw ConfigurationError(parameter: "itemCount", value: String(itemCount), requirement: "must leave room for an arrangement")
            }
            arrangement = fewer
        }
        var sizes: [(Double, Bool)] = [(anchorWidth, true)]
        for _ in 0..<arrangement.largeCount { sizes.append((arrangement.largeSize, false)) }
        for _ in 0..<arrangement.mediumCount { sizes.append((arrangement.mediumSize, false)) }
        for _ in 0..<arrangement.smallCount { sizes.append((arrangement.smallSize, false)) }
        sizes.append((anchorWidth, true))
        return CarouselKeylines(keylines: aligned(sizes, containerWidth: containerWidth))
    }

    /// Material 3's centred hero arrangement (androidx's `heroKeylineList` with `centerAligned`, Compose's
    /// `HorizontalCenteredHeroCarousel`): large items as wide as `maximumItemWidth` allows (the container by
    /// default), with one small item (40 to 56 points) on each side, centred; with fewer than three items,
    /// or no room for the small ones, start-aligned with one small item or none.
    ///
    /// ```swift
    /// import Carousel
    ///
    /// let hero = try CarouselKeylines.hero(containerWidth: 588, itemCount: 7)
    /// print(hero.keylines.map(\.size), hero.keylines[2].offset)   // [10.0, 40.0, 508.0, 40.0, 10.0] 294.0
    /// ```
    ///
    /// - Throws: `ConfigurationError` naming `containerWidth` or `maximumItemWidth` unless positive and
    ///   finite, `itemCount` unless positive.
    public static func hero(containerWidth: Double, maximumItemWidth: Double? = nil, itemCount: Int,
                            minimumSmallItemWidth: Double = CarouselKeylines.minimumSmallItemWidth,
                            maximumSmallItemWidth: Double = CarouselKeylines.maximumSmallItemWidth) throws(ConfigurationError) -> CarouselKeylines {
        try ConfigurationError.check(containerWidth, "containerWidth", .positive)
        if let maximumItemWidth { try ConfigurationError.check(maximumItemWidth, "maximumItemWidth", .positive) }
        try check(itemCount: itemCount, minimumSmallItemWidth: minimumSmallItemWidth, maximumSmallItemWidth: maximumSmallItemWidth)
        let centered = itemCount >= 3
        var smallCount = itemCount <= 1 ? 0 : (centered ? 2 : 1)
        let targetLarge = Swift.min(maximumItemWidth ?? containerWidth, containerWidth)
        let targetSmall = Swift.min(Swift.max(targetLarge / 3, minimumSmallItemWidth), maximumSmallItemWidth)
        if containerWidth < Double(smallCount) * minimumSmallItemWidth + 1.25 * minimumSmallItemWidth { smallCount = 0 }
        let minimumLargeCount = Swift.max(1, Int(((containerWidth - Double(smallCount) * minimumSmallItemWidth) / targetLarge).rounded(.down)))
        let maximumLargeCount = Int((containerWidth / targetLarge).rounded(.up))
        let largeCounts = maximumLargeCount >= minimumLargeCount ? Array((minimumLargeCount...maximumLargeCount).reversed()) : []
        guard let arrangement = _Arrangement.lowestCost(
            availableSpace: containerWidth, targetSmallSize: targetSmall, minimumSmallSize: minimumSmallItemWidth,
            maximumSmallSize: maximumSmallItemWidth, smallCounts: [smallCount], targetMediumSize: 0, mediumCounts: [0],
            targetLargeSize: targetLarge, largeCounts: largeCounts) else {
            throw ConfigurationError(parameter: "containerWidth", value: containerWidth, requirement: "must leave room for an arrangement")
        }
        var sizes: [(Double, Bool)] = [(anchorWidth, true)]
        if centered && itemCount >= arrangement.itemCount {
            // createCenterAlignedKeylineList: half the small and medium items on each side of the large ones.
            for _ in 0..<(arrangement.smallCount / 2) { sizes.append((arrangement.smallSize, false)) }
            for _ in 0..<(arrangement.mediumCount / 2) { sizes.append((arrangement.mediumSize, false)) }
            for _ in 0..<arrangement.largeCount { sizes.append((arrangement.largeSize, false)) }
            for _ in 0..<(arrangement.mediumCount / 2) { sizes.append((arrangement.mediumSize, false)) }
            for _ in 0..<(arrangement.smallCount / 2) { sizes.append((arrangement.smallSize, false)) }
            sizes.append((anchorWidth, true))
            return CarouselKeylines(keylines: aligned(sizes, containerWidth: containerWidth, centered: true))
        }
        for _ in 0..<arrangement.largeCount { sizes.append((arrangement.largeSize, false)) }
        for _ in 0..<arrangement.mediumCount { sizes.append((arrangement.mediumSize, false)) }
        for _ in 0..<arrangement.smallCount { sizes.append((arrangement.smallSize, false)) }
        sizes.append((anchorWidth, true))
        return CarouselKeylines(keylines: aligned(sizes, containerWidth: containerWidth))
    }

    /// The rules both arrangements share: at least one item, a small item's range positive and ordered.
    static func check(itemCount: Int, minimumSmallItemWidth: Double, maximumSmallItemWidth: Double) throws(ConfigurationError) {
        guard itemCount > 0 else {
            throw ConfigurationError(parameter: "itemCount", value: String(itemCount), requirement: "must be positive")
        }
        try ConfigurationError.check(minimumSmallItemWidth, "minimumSmallItemWidth", .positive)
        guard maximumSmallItemWidth.isFinite && maximumSmallItemWidth >= minimumSmallItemWidth else {
            throw ConfigurationError(parameter: "maximumSmallItemWidth", value: maximumSmallItemWidth,
                                     requirement: "must be finite and at least minimumSmallItemWidth")
        }
    }

    /// androidx's `keylineListOf(..., CarouselAlignment.Start or .Center)`: the first focal keyline is the
    /// pivot, its item's leading edge at the container's, or the focal range centred.
    static func aligned(_ sizes: [(Double, Bool)], containerWidth: Double, centered: Bool = false) -> [Keyline] {
        let focal = firstFocalIndex(sizes)
        var last = focal
        while last < sizes.count - 1 && sizes[last + 1].0 == sizes[focal].0 { last += 1 }
        // Centre: half the container less half the focal size per focal item after the first (no spacing).
        let offset = centered ? containerWidth / 2 - sizes[focal].0 / 2 * Double(last - focal) : sizes[focal].0 / 2
        return pivoted(sizes, containerWidth: containerWidth, pivotIndex: focal, pivotOffset: offset)
    }

    /// The first of the largest sizes (androidx's scope keeps the first index of a strictly larger size).
    static func firstFocalIndex(_ sizes: [(Double, Bool)]) -> Int {
        var index = -1, largest = 0.0
        for (i, size) in sizes.enumerated() where size.0 > largest {
            index = i
            largest = size.0
        }
        return Swift.max(index, 0)
    }

    /// androidx's `createKeylinesWithPivot` (no spacing): offsets laid out from the pivot by each keyline's
    /// size, unadjusted offsets by the focal size; cutoffs where an item straddles an edge.
    static func pivoted(_ sizes: [(Double, Bool)], containerWidth: Double, pivotIndex: Int, pivotOffset: Double) -> [Keyline] {
        let first = firstFocalIndex(sizes)
        let focalSize = sizes[first].0
        var last = first
        while last < sizes.count - 1 && sizes[last + 1].0 == focalSize { last += 1 }
        func cutLeft(_ size: Double, _ offset: Double) -> Bool { offset - size / 2 < 0 && offset + size / 2 > 0 }
        func cutRight(_ size: Double, _ offset: Double) -> Bool {
            offset - size / 2 < containerWidth && offset + size / 2 > containerWidth
        }
        let pivot = sizes[pivotIndex]
        let pivotCutoff = cutLeft(pivot.0, pivotOffset) ? pivotOffset - pivot.0 / 2
            : (cutRight(pivot.0, pivotOffset) ? pivotOffset + pivot.0 / 2 - containerWidth : 0)
        var keylines = [Keyline](repeating: Keyline(size: 0, offset: 0, unadjustedOffset: 0, isFocal: false, isAnchor: false,
                                                    isPivot: false, cutoff: 0), count: sizes.count)
        keylines[pivotIndex] = Keyline(size: pivot.0, offset: pivotOffset, unadjustedOffset: pivotOffset,
                                       isFocal: (first...last).contains(pivotIndex), isAnchor: pivot.1, isPivot: true, cutoff: pivotCutoff)
        var offset = pivotOffset - focalSize / 2, unadjusted = pivotOffset - focalSize / 2
        var index = pivotIndex - 1
        while index >= 0 {
            let (size, anchor) = sizes[index]
            let center = offset - size / 2
            keylines[index] = Keyline(size: size, offset: center, unadjustedOffset: unadjusted - focalSize / 2,
                                      isFocal: (first...last).contains(index), isAnchor: anchor, isPivot: false,
                                      cutoff: cutLeft(size, center) ? Swift.abs(center - size / 2) : 0)
            offset -= size
            unadjusted -= focalSize
            index -= 1
        }
        offset = pivotOffset + focalSize / 2
        unadjusted = pivotOffset + focalSize / 2
        index = pivotIndex + 1
        while index < sizes.count {
            let (size, anchor) = sizes[index]
            let center = offset + size / 2
            keylines[index] = Keyline(size: size, offset: center, unadjustedOffset: unadjusted + focalSize / 2,
                                      isFocal: (first...last).contains(index), isAnchor: anchor, isPivot: false,
                                      cutoff: cutRight(size, center) ? center + size / 2 - containerWidth : 0)
            offset += size
            unadjusted += focalSize
            index += 1
        }
        return keylines
    }
}
