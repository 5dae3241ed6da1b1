/// Maps a gesture's reading (a pan's translation or location, a pinch's scale, a rotation, a scroll
/// offset) to a transition's percentage, relative to where the gesture began.
///
/// ```swift
/// import Transitions
///
/// var source = try PercentSource.translation(.right, extent: 375)   // an interactive pop
/// source.begin(at: 0.4, reading: 0)          // a paused transition at 0.4 is grabbed
/// print(source.percent(for: 75))             // 0.6000000000000001: 75 points is a fifth of the width further
/// print(source.velocity(for: 750))           // 2.0: percent per second
///
/// let pinch = try PercentSource.pinch(toScale: 0.5)   // pinching in to half closes
/// print(pinch.percent(for: 0.75))            // 0.5
/// ```
///
/// Each source is linear: `percent = startPercent + (reading − startReading) / span`, where the
/// span is the reading's change over one whole transition:
///
/// | source | reading | span | before ``begin(at:reading:)`` |
/// |---|---|---|---|
/// | ``translation(_:extent:)`` | the pan's translation along the direction's axis | ±extent | 0 at translation 0 |
/// | ``location(_:in:)`` | the pan's location along the axis | ±container length | 0 at the container's edge the direction leaves |
/// | ``pinch(toScale:)`` | the pinch's scale | target − 1 | `(scale − 1)/(target − 1)` |
/// | ``rotation(toAngle:)`` | the rotation in radians | the target angle | `rotation / target` |
/// | ``scroll(from:to:)`` | the scroll offset | to − from | `(offset − from)/(to − from)` |
///
/// ``begin(at:reading:)`` anchors the current percentage to the gesture's reading when it begins,
/// so resuming a paused transition continues from where it is instead of jumping. The percentage is
/// not clamped here (the transition clamps or rubber-bands it).
public struct PercentSource: Hashable, Sendable {
    /// What this source reads.
    public let reading: Reading
    /// The change of the reading over one whole transition (signed; never 0).
    public let span: Double
    /// The percentage when the gesture began (0 before any).
    public private(set) var startPercent = 0.0
    /// The reading when the gesture began (before any, the reading that means percentage 0).
    public private(set) var startReading: Double

    init(reading: Reading, origin: Double, span: Double) {
        self.reading = reading
        self.startReading = origin
        self.span = span
    }

    /// A pan's translation along `direction`, over `extent` points for the whole transition
    /// (`translation.x / width` for a pop).
    ///
    /// - Parameters:
    ///   - direction: The direction that moves the transition forward.
    ///   - extent: Points of translation for the whole transition; positive and finite.
    /// - Throws: `ConfigurationError` for a bad extent.
    public static func translation(_ direction: TransitionDirection, extent: Double) throws(ConfigurationError) -> PercentSource {
        try ConfigurationError.check(extent, "extent", .positive)
        return PercentSource(reading: .translation(direction), origin: 0, span: direction.sign * extent)
    }

    /// A pan's location in `container` along `direction`: crossing the whole container is the whole
    /// transition (before a gesture begins, the container's edge the direction leaves is 0).
    ///
    /// - Parameters:
    ///   - direction: The direction that moves the transition forward.
    ///   - container: The container; finite, with a positive size.
    /// - Throws: `ConfigurationError` for a bad container.
    public static func location(_ direction: TransitionDirection, in container: Rect) throws(ConfigurationError) -> PercentSource {
        try ConfigurationError.validateContainer(container)
        let origin: Double
        switch direction {
        case .right: origin = container.minX
        case .left: origin = container.maxX
        case .down: origin = container.minY
        case .up: origin = container.maxY
        }
        let length = direction.isHorizontal ? container.width : container.height
        return PercentSource(reading: .location(direction), origin: origin, span: direction.sign * length)
    }

    /// A pinch's scale: `(scale − 1)/(target − 1)`, so a pinch from 1 to `target` is the whole
    /// transition (below 1 pinches in to close, above 1 spreads to open).
    ///
    /// - Parameter target: The scale that completes the transition; positive, finite, not 1.
    /// - Throws: `ConfigurationError` for a bad target.
    public static func pinch(toScale target: Double) throws(ConfigurationError) -> PercentSource {
        try ConfigurationError.check(target, "target", .positive)
        guard target != 1 else { throw ConfigurationError(parameter: "target", value: target, requirement: "must not be 1") }
        return PercentSource(reading: .scale, origin: 1, span: target - 1)
    }

    /// A rotation: `rotation / target`.
    ///
    /// - Parameter target: The angle in radians that completes the transition (negative for
    ///   counter-clockwise); finite and not 0.
    /// - Throws: `ConfigurationError` for a bad angle.
    public static func rotation(toAngle target: Double) throws(ConfigurationError) -> PercentSource {
        try ConfigurationError.check(target, "target", .finite)
        guard target != 0 else { throw ConfigurationError(parameter: "target", value: target, requirement: "must not be 0") }
        return PercentSource(reading: .rotation, origin: 0, span: target)
    }

    /// A scroll offset between two offsets: `(offset − from)/(to − from)`.
    ///
    /// - Parameters:
    ///   - from: The offset at percentage 0.
    ///   - to: The offset at percentage 1; finite and different from `from`.
    /// - Throws: `ConfigurationError` for non-finite or equal offsets.
    public static func scroll(from: Double, to: Double) throws(ConfigurationError) -> PercentSource {
        try ConfigurationError.check(from, "from", .finite)
        try ConfigurationError.check(to, "to", .finite)
        let span = to - from
        guard span != 0, span.isFinite else {
            throw ConfigurationError(parameter: "to", value: to, requirement: "must differ from `from` by a finite amount")
        }
        return PercentSource(reading: .offset, origin: from, span: span)
    }

    /// Anchors the mapping where a gesture begins: from now on, `reading` means `percent`.
    ///
    /// - Parameters:
    ///   - percent: The transition's percentage now (its ``InteractiveTransition/rawPercentComplete``).
    ///   - reading: The gesture's reading now. Non-finite values are ignored.
    public mutating func begin(at percent: Double, reading: Double) {
        guard percent.isFinite, reading.isFinite else { return }
        startPercent = percent
        startReading = reading
    }

    /// The percentage for a reading (unclamped; NaN for a NaN reading, which a transition ignores).
    ///
    /// - Complexity: O(1).
    @inlinable
    public func percent(for reading: Double) -> Double {
        startPercent + (reading - startReading) / span
    }

    /// A reading's velocity (units per second) in percent per second.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func velocity(for readingVelocity: Double) -> Double {
        readingVelocity / span
    }

    /// The reading of a pan for this source: its translation or location along the axis (0 for the
    /// sources that do not read pans).
    public func reading(of pan: PanSnapshot) -> Double {
        switch reading {
        case .translation(let direction): return direction.isHorizontal ? pan.translation.dx : pan.translation.dy
        case .location(let direction): return direction.isHorizontal ? pan.location.x : pan.location.y
        case .scale, .rotation, .offset: return 0
        }
    }

    /// A pan's velocity along this source's axis, in points per second (0 for the sources that do
    /// not read pans).
    public func readingVelocity(of pan: PanSnapshot) -> Double {
        switch reading {
        case .translation(let direction), .location(let direction):
            return direction.isHorizontal ? pan.velocity.dx : pan.velocity.dy
        case .scale, .rotation, .offset: return 0
        }
    }

    /// True for the sources that read a pan (translation and location).
    public var readsPan: Bool {
        switch reading {
        case .translation, .location: return true
        case .scale, .rotation, .offset: return false
        }
    }
}
