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

    /// The largest position, in points (10¹⁵), like every coordinate a motion of the library springs to.
    public static var maximumPosition: Double { 1e15 }

    /// Anchors from key–position pairs, in any order.
    ///
    /// - Parameter anchors: At least one pair; every position finite and within ±``maximumPosition``,
    ///   no key and no position twice.
    /// - Throws: `ConfigurationError` naming `anchors` (empty, or a key twice) or `anchors[i]` (the
    ///   offending position, by its index in the list given).
    public init(_ anchors: KeyValuePairs<Key, Double>) throws(ConfigurationError) {
        guard !anchors.isEmpty else {
            throw ConfigurationError(parameter: "anchors", value: "[]", requirement: "must not be empty")
        }
        var order: [Int] = []
        order.reserveCapacity(anchors.count)
        for index in 0..<anchors.count {
            let position = anchors[index].value
            guard position.isFinite, Swift.abs(position) <= DraggableAnchors.maximumPosition else {
                throw ConfigurationError(parameter: "anchors[\(index)]", value: position,
                                         requirement: "must be finite, within ±1e15 points")
            }
            for earlier in 0..<index {
                if anchors[earlier].key == anchors[index].key {
                    throw ConfigurationError(parameter: "anchors[\(index)]", value: position,
                                             requirement: "must not repeat the key of anchors[\(earlier)]")
                }
                if anchors[earlier].value == position {
                    throw ConfigurationError(parameter: "anchors[\(index)]", value: position,
                                             requirement: "must not repeat the position of anchors[\(earlier)]")
                }
            }
            order.append(index)
        }
        order.sort { anchors[$0].value < anchors[$1].value }
        var keys: [Key] = []
        var positions: [Double] = []
        keys.reserveCapacity(order.count)
        positions.reserveCapacity(order.count)
        for index in order {
            keys.append(anchors[index].key)
            positions.append(anchors[index].value)
        }
        self.keys = keys
        self.positions = positions
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

    /// The key whose position is closest to `offset` (the lower one of two equally close).
    public func closest(to offset: Double) -> Key {
        keys[closestIndex(to: offset)]
    }

    /// Compose's `closestAnchor(position, searchUpwards)`: the closest anchor at or above `offset`
    /// (`upwards`) or at or below it; past the outermost anchor in that direction, the outermost.
    public func closest(to offset: Double, searchingUpwards upwards: Bool) -> Key {
        keys[closestIndex(to: offset, upwards: upwards)]
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
            if distance < bestDistance {
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
