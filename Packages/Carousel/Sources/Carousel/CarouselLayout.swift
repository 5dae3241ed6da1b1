import Geometry

/// Where every item of a Material 3 carousel is, and how wide it is shown, at any scroll offset: androidx's
/// carousel `Strategy` (the keylines shifted one by one at the start and end, so that every item becomes
/// large, and interpolated in between) and `Modifier.carouselItem` (each item masked and moved by the
/// keyline its centre is between).
///
/// ```swift
/// import Carousel
///
/// let layout = try CarouselLayout(keylines: .multiBrowse(containerWidth: 400, preferredItemWidth: 220, itemCount: 10),
///                                 itemCount: 10, containerWidth: 400)
/// print(layout.itemWidth, layout.maximumScrollOffset)   // 220.0 1800.0
/// let second = layout.item(1, scrollOffset: 0)
/// print((second.width * 100).rounded() / 100, second.center)   // 138.0 289.0
/// print(layout.item(1, scrollOffset: 220).width)   // 220.0: one item on, it is the large one
/// ```
///
/// Items are laid out end to end at the focal width (`itemWidth`): item `i`'s centre is
/// `i × itemWidth + itemWidth / 2 − scrollOffset` (its unadjusted centre). Between the keylines before and
/// after that point, the item takes the interpolated keyline's size as its mask and is drawn centred on its
/// offset. The keylines are the default ones between the start and end shift ranges; within them, the
/// start steps (or end steps) interpolated at the scroll offset's point. Pure geometry: nothing allocates.
public struct CarouselLayout: Hashable, Sendable {
    /// The keylines at rest (`Strategy.defaultKeylines`).
    public let keylines: CarouselKeylines
    /// The steps moving the focal range to the container's start and end, each from the default list.
    let startSteps: [[Keyline]]
    let endSteps: [[Keyline]]
    let startShiftDistance: Double
    let endShiftDistance: Double
    let startShiftPoints: [Double]
    let endShiftPoints: [Double]
    /// How many items.
    public let itemCount: Int
    /// The container's width, points.
    public let containerWidth: Double
    /// Every item's laid-out (focal) width: the first focal keyline's size.
    public let itemWidth: Double

    /// A layout for `itemCount` items.
    ///
    /// - Throws: `ConfigurationError` naming `itemCount` unless positive, `containerWidth` unless positive
    ///   and finite, `keylines` without a focal keyline.
    public init(keylines: CarouselKeylines, itemCount: Int, containerWidth: Double) throws(ConfigurationError) {
        guard itemCount > 0 else {
            throw ConfigurationError(parameter: "itemCount", value: String(itemCount), requirement: "must be positive")
        }
        try ConfigurationError.check(containerWidth, "containerWidth", .positive)
        let list = keylines.keylines
        guard let focal = list.firstIndex(where: { $0.isFocal }), list[focal].size > 0 else {
            throw ConfigurationError(parameter: "keylines", value: "", requirement: "must have a focal keyline")
        }
        self.keylines = keylines
        self.itemCount = itemCount
        self.containerWidth = containerWidth
        itemWidth = list[focal].size
        startSteps = Self.startSteps(list, containerWidth: containerWidth)
        endSteps = Self.endSteps(list, containerWidth: containerWidth)
        // getStartShiftDistance, getEndShiftDistance: at least the content padding, 0 here.
        startShiftDistance = Swift.max(startSteps[startSteps.count - 1][0].unadjustedOffset - startSteps[0][0].unadjustedOffset, 0)
        endShiftDistance = Swift.max(endSteps[0][list.count - 1].unadjustedOffset - endSteps[endSteps.count - 1][list.count - 1].unadjustedOffset, 0)
        startShiftPoints = Self.points(startShiftDistance, startSteps, leading: true)
        endShiftPoints = Self.points(endShiftDistance, endSteps, leading: false)
    }

    /// The largest scroll offset: every item end to end, less the container (`calculateMaxScrollOffset`).
    public var maximumScrollOffset: Double { Swift.max(Double(itemCount) * itemWidth - containerWidth, 0) }

    // MARK: Steps (androidx `getStartKeylineSteps`, `getEndKeylineSteps`)

    static func sizes(_ list: [Keyline]) -> [(Double, Bool)] { list.map { ($0.size, $0.isAnchor) } }

    /// `moveKeylineAndCreateShiftedKeylineList`: the keyline at `source` moved to `destination`, the pivot
    /// moved one place toward it by that keyline's visible size.
    static func moved(_ list: [Keyline], from source: Int, to destination: Int, containerWidth: Double) -> [Keyline] {
        let direction = source > destination ? 1.0 : -1.0
        let delta = (list[source].size - list[source].cutoff) * direction
        let pivot = list.firstIndex(where: { $0.isPivot }) ?? 0
        var sizes = Self.sizes(list)
        let keyline = sizes.remove(at: source)
        sizes.insert(keyline, at: destination)
        return CarouselKeylines.pivoted(sizes, containerWidth: containerWidth, pivotIndex: pivot + Int(direction),
                                        pivotOffset: list[pivot].offset + delta)
    }

    static func startSteps(_ list: [Keyline], containerWidth: Double) -> [[Keyline]] {
        var steps = [list]
        let firstFocal = list.firstIndex(where: { $0.isFocal })!
        let firstNonAnchor = list.firstIndex(where: { !$0.isAnchor }) ?? 0
        if list[firstFocal].offset - list[firstFocal].size / 2 >= 0 && firstFocal == firstNonAnchor { return steps }
        let count = firstFocal - firstNonAnchor
        if count <= 0 && list[firstFocal].cutoff > 0 {
            steps.append(moved(list, from: 0, to: 0, containerWidth: containerWidth))
            return steps
        }
        for i in 0..<Swift.max(count, 0) {
            let previous = steps[steps.count - 1]
            let original = firstNonAnchor + i
            var destination = list.count - 1
            if original > 0 {
                let neighbour = list[original - 1].size
                let lastFocal = previous.lastIndex(where: { $0.isFocal }) ?? 0
                destination = ((lastFocal...(previous.count - 1)).first { previous[$0].size == neighbour } ?? previous.count - 1) - 1
            }
            steps.append(moved(previous, from: firstNonAnchor, to: destination, containerWidth: containerWidth))
        }
        return steps
    }

    static func endSteps(_ list: [Keyline], containerWidth: Double) -> [[Keyline]] {
        var steps = [list]
        let lastFocal = list.lastIndex(where: { $0.isFocal })!
        let lastNonAnchor = list.lastIndex(where: { !$0.isAnchor }) ?? list.count - 1
        if list[lastFocal].offset + list[lastFocal].size / 2 <= containerWidth && lastFocal == lastNonAnchor { return steps }
        let count = lastNonAnchor - lastFocal
        if count <= 0 && list[lastFocal].cutoff > 0 {
            steps.append(moved(list, from: 0, to: 0, containerWidth: containerWidth))
            return steps
        }
        for i in 0..<Swift.max(count, 0) {
            let previous = steps[steps.count - 1]
            let original = lastNonAnchor - i
            var destination = 0
            if original < list.count - 1 {
                let neighbour = list[original + 1].size
                let firstFocal = previous.firstIndex(where: { $0.isFocal }) ?? 0
                destination = (stride(from: firstFocal - 1, through: 0, by: -1).first { previous[$0].size == neighbour } ?? 0) + 1
            }
            steps.append(moved(previous, from: lastNonAnchor, to: destination, containerWidth: containerWidth))
        }
        return steps
    }

    /// `getStepInterpolationPoints`: where in 0...1 of the shift each step is reached.
    static func points(_ distance: Double, _ steps: [[Keyline]], leading: Bool) -> [Double] {
        var points = [0.0]
        guard distance != 0, !steps.isEmpty else { return points }
        for i in 1..<steps.count {
            let previous = steps[i - 1], current = steps[i]
            let shifted = leading ? current[0].unadjustedOffset - previous[0].unadjustedOffset
                : previous[previous.count - 1].unadjustedOffset - current[current.count - 1].unadjustedOffset
            points.append(i == steps.count - 1 ? 1 : points[i - 1] + shifted / distance)
        }
        return points
    }

    // MARK: Keylines at a scroll offset (androidx `getKeylineListForScrollOffset`)

    /// The two steps the keylines are between at `scrollOffset` and how far between: `(steps, from, to,
    /// fraction)`, where `steps` is 0 for the default list, 1 for the start steps, 2 for the end steps.
    func stepRange(at scrollOffset: Double) -> (steps: Int, from: Int, to: Int, fraction: Double) {
        let offset = Swift.max(0, scrollOffset.isNaN ? 0 : scrollOffset)
        let startShift = startShiftDistance, endShift = Swift.max(0, maximumScrollOffset - endShiftDistance)
        if offset >= startShift && offset <= endShift { return (0, 0, 0, 0) }
        var interpolation = Self.lerp(1, 0, 0, startShift, offset)
        var points = startShiftPoints, which = 1, count = startSteps.count
        if offset > endShift {
            interpolation = Self.lerp(0, 1, endShift, maximumScrollOffset, offset)
            points = endShiftPoints
            which = 2
            count = endSteps.count
        }
        var lower = points[0]
        var i = 1
        while i < count && i < points.count {
            let upper = points[i]
            if interpolation <= upper { return (which, i - 1, i, Self.lerp(0, 1, lower, upper, interpolation)) }
            lower = upper
            i += 1
        }
        return (which, 0, 0, 0)
    }

    /// androidx's clamped `lerp(outputMin, outputMax, inputMin, inputMax, value)`.
    static func lerp(_ outputMin: Double, _ outputMax: Double, _ inputMin: Double, _ inputMax: Double, _ value: Double) -> Double {
        if value <= inputMin { return outputMin }
        if value >= inputMax { return outputMax }
        return outputMin + (outputMax - outputMin) * ((value - inputMin) / (inputMax - inputMin))
    }

    /// Keyline `index` of the list at `range`.
    func keyline(_ index: Int, _ range: (steps: Int, from: Int, to: Int, fraction: Double)) -> Keyline {
        switch range.steps {
        case 1: return Keyline.lerp(startSteps[range.from][index], startSteps[range.to][index], range.fraction)
        case 2: return Keyline.lerp(endSteps[range.from][index], endSteps[range.to][index], range.fraction)
        default: return keylines.keylines[index]
        }
    }

    /// The keylines at `scrollOffset` (allocates the array: for inspection; ``item(_:scrollOffset:)`` does not).
    public func keylines(at scrollOffset: Double) -> [Keyline] {
        let range = stepRange(at: scrollOffset)
        return (0..<keylines.keylines.count).map { keyline($0, range) }
    }

    // MARK: Items (androidx `Modifier.carouselItem`)

    /// Item `index` at `scrollOffset`: its mask's width and centre in the container, and how far its
    /// laid-out box (`itemWidth` wide, at `index × itemWidth − scrollOffset`) moves to put the mask there.
    ///
    /// - Complexity: O(keylines), no allocation.
    public func item(_ index: Int, scrollOffset: Double) -> CarouselItem {
        let range = stepRange(at: scrollOffset)
        let count = keylines.keylines.count
        let center = Double(index) * itemWidth + itemWidth / 2 - scrollOffset
        var before = 0, after = count - 1
        var i = count - 1
        while i >= 0 {
            if keyline(i, range).unadjustedOffset < center { before = i; break }
            i -= 1
        }
        if i < 0 { before = 0 }
        i = 0
        while i < count {
            if keyline(i, range).unadjustedOffset >= center { after = i; break }
            i += 1
        }
        let low = keyline(before, range), high = keyline(after, range)
        let outside = low == high
        let progress = outside ? 1 : (center - low.unadjustedOffset) / (high.unadjustedOffset - low.unadjustedOffset)
        let interpolated = Keyline.lerp(low, high, progress)
        var translation = interpolated.offset - center
        if outside { translation += (center - interpolated.unadjustedOffset) / interpolated.size }
        return CarouselItem(index: index, width: interpolated.size, center: center + translation, translation: translation,
                            isFocal: interpolated.isFocal)
    }

    /// The items between the first and last keylines at `scrollOffset` (the others are out of the container).
    public func visibleItems(scrollOffset: Double) -> Range<Int> {
        let range = stepRange(at: scrollOffset)
        let first = keyline(0, range).unadjustedOffset, last = keyline(keylines.keylines.count - 1, range).unadjustedOffset
        let low = ((first + scrollOffset - itemWidth / 2) / itemWidth).rounded(.down)
        let high = ((last + scrollOffset - itemWidth / 2) / itemWidth).rounded(.up)
        let from = Swift.max(low, 0), to = Swift.min(high, Double(itemCount - 1))
        guard from.isFinite, to.isFinite, from <= to else { return 0..<0 }
        return Int(from)..<(Int(to) + 1)
    }

    // MARK: Resting places (androidx `getSnapPositionOffset`)

    /// Where item `index`'s leading edge rests in the container when it is the current page: the first
    /// focal keyline's, in the start or end step that belongs to it near the ends.
    public func snapPosition(ofItem index: Int) -> Double {
        func leading(_ list: [Keyline]) -> Double {
            let focal = list.first { $0.isFocal }!
            return focal.unadjustedOffset - itemWidth / 2
        }
        var offset = leading(keylines.keylines)
        if index <= startSteps.count - 1 {
            offset = leading(startSteps[Swift.min(Swift.max(startSteps.count - 1 - index, 0), startSteps.count - 1)])
        }
        let last = itemCount - 1, focalCount = keylines.keylines.filter { $0.isFocal }.count
        if index >= last - (endSteps.count - 1) && itemCount > focalCount {
            offset = leading(endSteps[Swift.min(Swift.max(endSteps.count - 1 - (last - index), 0), endSteps.count - 1)])
        }
        return offset
    }

    /// The scroll offset at which item `index` rests: its place end to end less its snap position, within
    /// the scroll range.
    public func restingOffset(ofItem index: Int) -> Double {
        Swift.min(Swift.max(Double(index) * itemWidth - snapPosition(ofItem: index), 0), maximumScrollOffset)
    }
}
