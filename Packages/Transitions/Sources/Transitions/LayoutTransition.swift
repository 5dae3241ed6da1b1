/// An interactive change from one layout to another: UIKit's `UICollectionViewTransitionLayout`,
/// driven by a pan or a pinch and finished or cancelled like any interactive transition.
///
/// ```swift
/// import Transitions
///
/// // A 2-column grid pinched into a list, items keyed by their identifiers.
/// let grid: [Int: LayerState] = [1: LayerState(frame: Rect(x: 0, y: 0, width: 180, height: 180)),
///                                2: LayerState(frame: Rect(x: 190, y: 0, width: 180, height: 180))]
/// let list: [Int: LayerState] = [1: LayerState(frame: Rect(x: 0, y: 0, width: 375, height: 80)),
///                                3: LayerState(frame: Rect(x: 0, y: 90, width: 375, height: 80))]
/// var layout = try LayoutTransition(from: grid, to: list, gesture: .pinch(PinchRecognizer()),
///                                   source: .pinch(toScale: 2))
/// let frame = layout.tick(at: 0)
/// print(layout.layer(for: 1, in: frame) == grid[1])   // true: item 1 in the grid until the pinch begins
/// ```
///
/// - Items in both layouts interpolate by parts (position, size, alpha, transform, z), linearly in
///   the percentage, as UIKit's `transitionProgress` does.
/// - Items only in the first layout fade out and shrink to `appearingScale` where they were; items
///   only in the second fade in and grow from that scale where they will be.
/// - Frames list the items in ``identifiers``' order; ``index(of:)`` and ``layer(for:in:)`` look one
///   up by identifier. A frame of a hundred items allocates nothing and evaluates only what you read.
public struct LayoutTransition<ID: Hashable & Sendable>: Interaction {
    public typealias Output = TransitionFrame<LayerState>

    /// The interaction driving the items' transition (its gesture, source and transition).
    public var interaction: TransitionInteraction<LayerState>
    /// The items, in the order frames list them: the first layout's, then those only in the second.
    public let identifiers: [ID]
    let positions: [ID: Int]

    /// A layout transition.
    ///
    /// - Parameters:
    ///   - from: The layout at percentage 0: each item's layer by identifier.
    ///   - to: The layout at percentage 1.
    ///   - gesture: The recogniser that drives it (a pan, a pinch...).
    ///   - source: How its reading maps to the percentage.
    ///   - duration: Seconds for the whole change at completion speed 1; 0.35 by default.
    ///   - appearingScale: The scale, in (0, 1], items appear from and disappear to; 0.5 by default.
    /// - Throws: `ConfigurationError` for a bad duration, scale or gesture/source pair, or a
    ///   layer that is not finite (named `from[id]` or `to[id]`).
    public init(from: [ID: LayerState], to: [ID: LayerState], gesture: TransitionGesture, source: PercentSource,
                duration: Double = 0.35, appearingScale: Double = 0.5) throws(ConfigurationError) {
        try ConfigurationError.check(appearingScale, "appearingScale", .positive)
        guard appearingScale <= 1 else {
            throw ConfigurationError(parameter: "appearingScale", value: appearingScale, requirement: "must be in (0, 1]")
        }
        var identifiers: [ID] = []
        var animations: [TransitionAnimation<LayerState>] = []
        func hidden(_ layer: LayerState) -> LayerState {
            var layer = layer
            layer.alpha = 0
            layer.transform.scale = layer.transform.scale * appearingScale
            return layer
        }
        for (id, start) in from {
            guard start.isFinite else { throw ConfigurationError(parameter: "from[\(id)]", describing: start, requirement: "must be finite") }
            let end = to[id] ?? hidden(start)
            guard end.isFinite else { throw ConfigurationError(parameter: "to[\(id)]", describing: end, requirement: "must be finite") }
            identifiers.append(id)
            animations.append(try TransitionAnimation(from: start, to: end, curve: .linear))
        }
        for (id, end) in to where from[id] == nil {
            guard end.isFinite else { throw ConfigurationError(parameter: "to[\(id)]", describing: end, requirement: "must be finite") }
            identifiers.append(id)
            animations.append(try TransitionAnimation(from: hidden(end), to: end, curve: .linear))
        }
        let transition = try InteractiveTransition(duration: duration, animations: animations)
        self.interaction = try TransitionInteraction(gesture: gesture, source: source, transition: transition)
        self.identifiers = identifiers
        var positions: [ID: Int] = [:]
        for (index, id) in identifiers.enumerated() { positions[id] = index }
        self.positions = positions
    }

    /// The position of item `id` in every frame, or nil when neither layout has it.
    ///
    /// - Complexity: O(1) (a hash lookup).
    public func index(of id: ID) -> Int? { positions[id] }

    /// Item `id`'s layer in `frame`, or nil when neither layout has it.
    ///
    /// - Complexity: O(1): a hash lookup, one interpolation.
    public func layer(for id: ID, in frame: TransitionFrame<LayerState>) -> LayerState? {
        guard let index = positions[id], index < frame.count else { return nil }
        return frame[index]
    }

    /// The transition's percentage: 0 shows the first layout, 1 the second.
    public var percentComplete: Double { interaction.transition.percentComplete }

    public var isSettled: Bool { interaction.isSettled }

    /// What happened since the previous tick: ``TransitionInteraction``'s events (the decision's
    /// threshold crossed by the finger, `committed` at the exact end of a finishing completion).
    public var events: [FeedbackEvent] { interaction.events }

    /// The user's motion settings, as ``TransitionInteraction`` reads them (the duration scale stretches
    /// the completion, 0 ends it on the release's frame; Reduce Motion removes a spring's bounce). Prefer
    /// Cross-Fade changes nothing: UIKit's collection-view layout transitions keep their motion with it.
    public var motionPreferences: MotionPreferences {
        get { interaction.motionPreferences }
        set { interaction.motionPreferences = newValue }
    }

    /// Feeds one pointer sample (see ``TransitionInteraction/handle(_:)``).
    ///
    /// - Complexity: the recogniser's plus O(1); no allocation.
    @discardableResult
    public mutating func handle(_ sample: PointerSample) -> TransitionFrame<LayerState> { interaction.handle(sample) }

    /// Follows a host recogniser's pan reading (see ``TransitionInteraction/update(with:)``).
    @discardableResult
    public mutating func update(with reading: GestureReading) -> TransitionFrame<LayerState> { interaction.update(with: reading) }

    /// Advances to the frame's time and returns the frame: every item's layer, evaluated when read.
    ///
    /// - Complexity: O(1) to make; O(1) per item read. No allocation.
    @discardableResult
    public mutating func tick(at time: Double) -> TransitionFrame<LayerState> { interaction.tick(at: time) }

    /// Cancels what is in progress (see ``TransitionInteraction/reset()``).
    public mutating func reset() { interaction.reset() }
}
