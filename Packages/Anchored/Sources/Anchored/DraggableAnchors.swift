import Geometry

/// The positions a drag may come to rest at, each keyed by one of the host's states: Compose's
/// `DraggableAnchors` (a closed and an open drawer, a toggle's off and on, a card stack's cards).
///
/// ```swift
/// import Anchored
///
/// enum Drawer: Hashable, Sendable { case closed, peek, open }
/// let anchors = try DraggableAnchors<Drawer>([.closed: 0, .peek: 120, .open: 300])
/// print(anchors.position(of: .peek) ?? .nan, anchors.closest(to: 220) == .open)   // 120.0 true
/// ```
///
/// Positions are offsets along the drag's axis, in points, in any order; they are kept sorted.
/// Every position must be finite and within ±``maximumPosition``, and neither a key nor a position may
/// appear twice: two states at one place could never be told apart by a drag.
public struct DraggableAnchors<Key: Hashable & Sendable>: Sendable {
    /// The keys, in increasing order of position.
    public let keys: [Key]
    /// The positions, increasing, in points.
    public let positions: [Double]
    /// The order each anchor was declared in (`declaredOrder[i]` for `keys[i]`): of two anchors equally
    /// close to an offset, the one declared later wins, as in Compose.
    let declaredOrder: [Int]

    /// The largest position, in points (10¹⁵), like every coordinate a motion of the library springs to.
    public static var maximumPosition: Double { 1e15 }

    /// Anchors from key–position pairs, in any order.
    ///
    /// - Parameter anchors: At least one pair; every position finite and within ±``maximumPosition``,
    ///   no key and no position twice.
    /// - Throws: `ConfigurationError` naming `anchors` (empty, or a key twice) or `anchors[i]` (the
    ///   offending position, by its index in the list given).
    public init(_ anchors: KeyValuePairs<Key, Double>) throws(ConfigurationError) {
        var keys: [Key] = []
        var positions: [Double] = []
        keys.reserveCapacity(anchors.count)
        positions.reserveCapacity(anchors.count)
        for (key, position) in anchors {
            keys.append(key)
            positions.append(position)
        }
        try self.init(keys: keys, positions: positions)
    }

    /// Anchors from parallel lists, in any order: `keys[i]` rests at `positions[i]`.
    ///
    /// - Throws: `ConfigurationError` as ``init(_:)`` does, or naming `positions` when the lists' lengths differ.
    public init(keys: [Key], positions: [Double]) throws(ConfigurationError) {
        guard !keys.isEmpty else {
            throw ConfigurationError(parameter: "anchors", value: "[]", requirement: "must not be empty")
        }
        guard positions.count == keys.count else {
            throw ConfigurationError(parameter: "positions", value: "\(positions.count) positions",
                                     requirement: "must have one position per key (\(keys.count))")
        }
        for index in positions.indices {
            let position = positions[index]
            guard position.isFinite, Swift.abs(position) <= DraggableAnchors.maximumPosition else {
                throw ConfigurationError(parameter: "anchors[\(index)]", value: position,
                                         requirement: "must be finite, within ±1e15 points")
            }
            for earlier in 0..<index {
                if keys[earlier] == keys[index] {
                    throw ConfigurationError(parameter: "anchors[\(index)]", value: position,
                                             requirement: "must not repeat the key of anchors[\(earlier)]")
                }
                if positions[earlier] == position {
                    throw ConfigurationError(parameter: "anchors[\(index)]", value: position,
                                             requirement: "must not repeat the position of anchors[\(earlier)]")
                }
            }
        }
        var order = Array(positions.indices)
        order.sort { positions[$0] < positions[$1] }
        var sortedKeys: [Key] = []
        var sortedPositions: [Double] = []
        sortedKeys.reserveCapacity(order.count)
        sortedPositions.reserveCapacity(order.count)
        for index in order {
            sortedKeys.append(keys[index])
            sortedPositions.append(positions[index])
        }
        self.keys = sortedKeys
        self.positions = sortedPositions
        self.declaredOrder = order
    }

    /// How many anchors there are (at least one).
    @inlinable
    public var count: Int { keys.count }

    /// The lowest position.
    @inlinable
    public var minPosition: Double { positions[0] }

    /// The highest position.
    @inlinable
    public var maxPosition: Double { positions[positions.count - 1] }

    /// The position of `key`, or nil when it is not one of the anchors (Compose's `positionOf`, which
    /// answers NaN instead).
    public func position(of key: Key) -> Double? {
        index(of: key).map { positions[$0] }
    }

    /// True when `key` is one of the anchors.
    public func hasAnchor(for key: Key) -> Bool { index(of: key) != nil }

    /// The key whose position is closest to `offset`; of two equally close, the one declared later
    /// (Compose's `closestAnchor`, which keeps the last of equal distances).
    public func closest(to offset: Double) -> Key {
        keys[closestIndex(to: offset)]
    }

    /// Compose's `closestAnchor(position, searchUpwards)`: the closest anchor at or above `offset`
    /// (`upwards`) or at or below it; past the outermost anchor in that direction, the outermost.
    public func closest(to offset: Double, searchingUpwards upwards: Bool) -> Key {
        keys[closestIndex(to: offset, upwards: upwards)]
    }

    /// The anchor Compose's rule (foundation 1.8's `computeTarget`) chooses for a release at `offset`
    /// moving at `velocity` points per second: at rest (or NaN), the closest anchor (exactly between
    /// two, the one declared later, as Compose); at least
    /// `velocityThreshold` fast, the closest anchor at or beyond the offset in the velocity's direction;
    /// slower, forward when the offset has passed `positionalThreshold` of the gap from the anchor behind
    /// it, else back.
    ///
    /// ```swift
    /// import Anchored
    ///
    /// let anchors = try DraggableAnchors(["closed": 0, "open": 300])
    /// print(anchors.target(forOffset: 140, velocity: 200, positionalThreshold: .fraction(0.5), velocityThreshold: 125))   // open
    /// print(anchors.target(forOffset: 140, velocity: 100, positionalThreshold: .fraction(0.5), velocityThreshold: 125))   // closed
    /// ```
    ///
    /// - Complexity: O(anchors), no allocation.
    public func target(forOffset offset: Double, velocity: Double, positionalThreshold: PositionalThreshold,
                       velocityThreshold: Double) -> Key {
        guard velocity != 0, !velocity.isNaN else { return closest(to: offset) }
        let forward = velocity > 0
        if Swift.abs(velocity) >= velocityThreshold {
            return closest(to: offset, searchingUpwards: forward)
        }
        let lower = closestIndex(to: offset, upwards: false)
        let upper = closestIndex(to: offset, upwards: true)
        let threshold = Swift.abs(positionalThreshold.distance(between: positions[lower], and: positions[upper]))
        let behind = forward ? positions[lower] : positions[upper]
        let passed = Swift.abs(behind - offset) >= threshold
        return keys[passed == forward ? upper : lower]
    }

    @usableFromInline
    func index(of key: Key) -> Int? {
        for index in keys.indices where keys[index] == key { return index }
        return nil
    }

    @usableFromInline
    func closestIndex(to offset: Double) -> Int {
        var best = 0
        var bestDistance = Double.infinity
        for index in positions.indices {
            let distance = Swift.abs(positions[index] - offset)
            if distance < bestDistance || (distance == bestDistance && declaredOrder[index] > declaredOrder[best]) {
                best = index
                bestDistance = distance
            }
        }
        return best
    }

    @usableFromInline
    func closestIndex(to offset: Double, upwards: Bool) -> Int {
        if upwards {
            for index in positions.indices where positions[index] >= offset { return index }
            return positions.count - 1
        }
        var index = positions.count - 1
        while index > 0, positions[index] > offset { index -= 1 }
        return index
    }
}
