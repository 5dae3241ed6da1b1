import Geometry

/// Where a scroll view may come to rest along one axis, and how far one swipe may go: SwiftUI's
/// `scrollTargetBehavior(.viewAligned(limitBehavior:))`, Compose's snapping.
///
/// ```swift
/// import Scroll
///
/// var cards = try ScrollBehavior(contentSize: Size(width: 300 * 20, height: 400),
///                                viewportSize: Size(width: 375, height: 400), axes: .horizontal)
/// cards.horizontalSnapping = try ScrollSnapping(interval: 300, limit: .alwaysByOne)
/// cards.handle(PointerSample(pointer: 0, x: 300, y: 200, phase: .began, time: 0))
/// cards.handle(PointerSample(pointer: 0, x: 200, y: 200, phase: .moved, time: 0.03))
/// cards.handle(PointerSample(pointer: 0, x: 100, y: 200, phase: .ended, time: 0.06))
/// print(cards.lastRelease!.target.x)    // 300.0: one card on, however fast the swipe
/// ```
///
/// The positions are content offsets: every multiple of an interval from the smallest offset, or a
/// sorted list the host supplies (the offsets of its items). The ends of the content are resting
/// places too, so a list whose length is not a multiple of its rows still reaches its end.
public struct ScrollSnapping: Hashable, Sendable {
    /// How many positions one swipe may pass, counted from where the drag began.
    public enum Limit: Hashable, Sendable {
        /// At most the positions within one viewport of where the drag began (and always the next
        /// one each way): a screenful per swipe, as SwiftUI's `.always` ("only allow a few views to
        /// be scrolled at a time").
        case always
        /// At most one position on (SwiftUI's `.alwaysByOne`).
        case alwaysByOne
        /// At most ``ScrollSnapping/fewPositions`` positions on (SwiftUI's `.alwaysByFew`).
        case alwaysByFew
        /// Any position the release's projection reaches (SwiftUI's `.never`).
        case never
        /// At most `n` positions on (Compose's `PagerSnapDistance.atMost(n)`); `n` below 1 is taken
        /// as 1 (a documented clamp).
        case atMost(Int)
    }

    /// The number of positions ``Limit/alwaysByFew`` allows: 3. SwiftUI leaves it "determined
    /// automatically"; three is one more than the neighbours a slow and a medium swipe reach, so a
    /// quick swipe visibly goes further without skipping more than a hand's width of cards.
    public static let fewPositions = 3

    /// The distance between positions (points), or 0 when ``positions`` lists them.
    public let interval: Double
    /// The positions the host listed (content offsets, ascending), or empty with an ``interval``.
    public let positions: [Double]
    /// How far one swipe may go.
    public var limit: Limit

    /// Positions every `interval` points from the smallest offset (rows of a fixed height, pages).
    ///
    /// - Throws: `ConfigurationError` naming `interval` unless it is positive and finite.
    public init(interval: Double, limit: Limit = .never) throws(ConfigurationError) {
        try ConfigurationError.check(interval, "interval", .positive)
        self.interval = interval
        self.positions = []
        self.limit = limit
    }

    /// The host's positions: content offsets in ascending order (equal neighbours are allowed).
    /// Positions outside the content's bounds rest at the nearer end.
    ///
    /// - Throws: `ConfigurationError` naming `positions` when it is empty, `positions[i]` when one is
    ///   not finite or is smaller than the one before it.
    public init(positions: [Double], limit: Limit = .never) throws(ConfigurationError) {
        guard !positions.isEmpty else {
            throw ConfigurationError(parameter: "positions", value: "[]", requirement: "must hold at least one offset")
        }
        for index in positions.indices {
            try ConfigurationError.check(positions[index], "positions[" + String(index) + "]", .finite)
            if index > 0 && positions[index] < positions[index - 1] {
                throw ConfigurationError(parameter: "positions[" + String(index) + "]", value: positions[index],
                                         requirement: "must not be smaller than positions[" + String(index - 1) + "] (sorted ascending)")
            }
        }
        self.interval = 0
        self.positions = positions
        self.limit = limit
    }

    /// The positions a swipe may pass, or nil for no limit.
    var steps: Int? {
        switch limit {
        case .always, .never: nil
        case .alwaysByOne: 1
        case .alwaysByFew: Self.fewPositions
        case .atMost(let count): Swift.max(count, 1)
        }
    }
}

/// The resting places along one axis within `low ... high`: `low`, the snapping's positions strictly
/// between, and `high`, numbered 0 ... `last`, without building the list.
///
/// The numbers are whole Doubles, not Ints: an interval of 1e-6 over a long content has billions of
/// positions, more than a 32-bit `Int` holds (WebAssembly), and a limit of `Int.max` positions must not
/// overflow when added to one. Doubles hold every whole number up to 2^53 exactly; the count is capped
/// below that (``_SnapGrid/maximumCount``), so that `index + 1` is always a different number.
struct _SnapGrid {
    /// The most interior positions an interval grid numbers: 2^50, far beyond any position a display
    /// can tell apart, with room below 2^53 for a limit's steps.
    static let maximumCount = 1_125_899_906_842_624.0

    let snapping: ScrollSnapping
    let low: Double
    let high: Double
    /// Interval: 1 (multiples k = 1 ... interior lie strictly inside). List: the first index strictly inside.
    let first: Int
    let interior: Double
    var last: Double { high > low ? interior + 1 : 0 }

    init(_ snapping: ScrollSnapping, low: Double, high: Double) {
        self.snapping = snapping
        self.low = low
        self.high = Swift.max(high, low)
        if snapping.positions.isEmpty {
            let span = (self.high - low) / snapping.interval
            let count = span.isFinite ? (span.rounded(.up) - 1) : 0
            first = 1
            interior = count > 0 ? Swift.min(count, Self.maximumCount) : 0
        } else {
            let list = snapping.positions
            var lower = 0, upper = list.count
            while lower < upper {           // first index with a position above low
                let middle = (lower + upper) / 2
                if list[middle] > low { upper = middle } else { lower = middle + 1 }
            }
            var end = lower, top = list.count
            while end < top {               // first index at or above high
                let middle = (end + top) / 2
                if list[middle] >= self.high { top = middle } else { end = middle + 1 }
            }
            first = lower
            interior = self.high > low ? Double(end - lower) : 0
        }
    }

    func position(_ index: Double) -> Double {
        if index <= 0 { return low }
        if index >= last { return high }
        if snapping.positions.isEmpty { return low + index * snapping.interval }
        return snapping.positions[first + Int(index) - 1]
    }

    /// The largest index whose position is at or below `value` (0 below `low`).
    func index(below value: Double) -> Double {
        if value >= high { return last }
        if value <= low || interior == 0 { return 0 }
        var guess: Double
        if snapping.positions.isEmpty {
            guess = Swift.min(Swift.max(((value - low) / snapping.interval).rounded(.down), 0), interior)
        } else {
            var lower = 0, upper = Int(interior)  // count of interior positions at or below value
            while lower < upper {
                let middle = (lower + upper) / 2
                if snapping.positions[first + middle] <= value { lower = middle + 1 } else { upper = middle }
            }
            guess = Double(lower)
        }
        while guess > 0 && position(guess) > value { guess -= 1 }
        while guess < last && position(guess + 1) <= value { guess += 1 }
        return guess
    }

    /// The index nearest to `value` (half way goes on, as UIKit's `floor(q + 0.5)`).
    func nearest(to value: Double) -> Double {
        let below = index(below: value)
        guard below < last else { return below }
        return position(below + 1) - value <= value - position(below) ? below + 1 : below
    }

    /// The resting place a release chooses: the one nearest the projection `projected`, within the
    /// limit counted from `origin` (where the drag began); `viewport` for ``ScrollSnapping/Limit/always``.
    func target(projected: Double, origin: Double, viewport: Double) -> Double {
        let chosen = nearest(to: projected)
        let start = Swift.min(Swift.max(origin, low), high)
        let below = index(below: start)
        let above = position(below) == start ? below : below + 1
        var lowest = 0.0, highest = last
        if let steps = snapping.steps {
            lowest = above - Double(steps)
            highest = below + Double(steps)
        } else if case .always = snapping.limit {
            var reach = index(below: start - viewport)
            if position(reach) < start - viewport { reach += 1 }
            lowest = Swift.min(above - 1, reach)
            highest = Swift.max(below + 1, index(below: start + viewport))
        }
        return position(Swift.min(Swift.max(chosen, Swift.max(lowest, 0)), Swift.min(highest, last)))
    }
}

extension ScrollBehavior {
    /// The snapping along `axis`, when that axis scrolls and paging is off (paging wins).
    func snapping(for axis: ScrollAxes) -> ScrollSnapping? {
        guard !isPagingEnabled else { return nil }
        return axis == .horizontal ? (scrollsHorizontally ? horizontalSnapping : nil)
                                   : (scrollsVertically ? verticalSnapping : nil)
    }

    func snapGrid(_ snapping: ScrollSnapping, axis: ScrollAxes) -> _SnapGrid {
        _SnapGrid(snapping, low: axis == .horizontal ? minimumContentOffset.x : minimumContentOffset.y,
                  high: axis == .horizontal ? maximumContentOffset.x : maximumContentOffset.y)
    }

    /// Whether motions along `axis` must end on a page or a snap position.
    func settlesOnPositions(_ axis: ScrollAxes) -> Bool {
        isPagingEnabled || snapping(for: axis) != nil
    }

    /// The page or snap position nearest `position` along `axis` (itself without either).
    func restingPlace(near position: Double, axis: ScrollAxes) -> Double {
        if isPagingEnabled { return nearestPage(to: position, axis: axis) }
        guard let snapping = snapping(for: axis) else { return position }
        let grid = snapGrid(snapping, axis: axis)
        return grid.position(grid.nearest(to: position))
    }

    /// A release's snap target along `axis`: the position nearest the profile's projection, within the
    /// limit from where the drag began; nil without snapping.
    func snapTarget(projected: Double, axis: ScrollAxes) -> Double? {
        guard let snapping = snapping(for: axis) else { return nil }
        let grid = snapGrid(snapping, axis: axis)
        return grid.target(projected: projected, origin: axis == .horizontal ? dragStartOffset.x : dragStartOffset.y,
                           viewport: axis == .horizontal ? viewportSize.width : viewportSize.height)
    }

    /// After the bounds changed under a snapping motion: the profile's own motion from what is shown,
    /// onto the resting place nearest where it would stop.
    func snapAfterResize(from position: Double, velocity: Double, axis: ScrollAxes, low: Double, high: Double) -> _AxisMotion {
        let natural = naturalMotion(from: position, velocity: velocity, low: low, high: high)
        let target = restingPlace(near: clamp(natural?.restPosition ?? position, low, high), axis: axis)
        return snapMotion(natural, from: position, velocity: velocity, to: target, axis: axis) ?? .none
    }

    /// The motion of a release along `axis` that lands on `target`: the profile's own when it already
    /// rests there, else UIKit's retuned deceleration or the Flutter profile's spring.
    func snapMotion(_ natural: _AxisMotion?, from position: Double, velocity: Double, to target: Double,
                    axis: ScrollAxes) -> _AxisMotion? {
        if let natural, natural.restPosition == target { return natural }
        if natural == nil && position == target { return nil }
        return landing(from: position, velocity: velocity, to: target, axis: axis, retuning: true)
    }
}
