extension TransitionInteraction where Value == LayerState {
    /// The back swipe of a navigation stack: a pan from the left edge of the screen pops the top
    /// screen (UIKit's interactive pop, Flutter's Cupertino back gesture).
    ///
    /// ```swift
    /// import Transitions
    ///
    /// var pop = try TransitionInteraction.interactivePop(in: Rect(x: 0, y: 0, width: 375, height: 667))
    /// pop.handle(PointerSample(pointer: 0, x: 4, y: 300, phase: .began, time: 0))
    /// // ... moved samples; ticks show frame[0] (the top screen) and frame[1] (the one below)
    /// ```
    ///
    /// - The percentage is `translation.x / width` (a screen-edge pan from the left edge).
    /// - Frame layer 0 is the popped screen, sliding from the container to one width right (under
    ///   the finger: linear); layer 1 is the screen below, sliding in from `parallax` widths left.
    /// - On release: UIKit's projection rule decides (``TransitionDecision/projected(threshold:)``),
    ///   and the completion is velocity-aware (``CompletionTiming/velocityAware``) on ease-in-out.
    ///
    /// - Parameters:
    ///   - container: The screen; finite, with a positive size.
    ///   - duration: Seconds for the whole pop at completion speed 1; 0.5 by default.
    ///   - parallax: How far left the screen below starts, in widths, in 0...1 (0.3 by default,
    ///     observed on iOS; the exact value is not published).
    ///   - edgeWidth: How far from the left edge a touch starts a pop, positive; 20 points by default.
    /// - Throws: `ConfigurationError` naming the parameter.
    public static func interactivePop(in container: Rect, duration: Double = 0.5, parallax: Double = 0.3,
                                      edgeWidth: Double = 20) throws(ConfigurationError) -> TransitionInteraction {
        try ConfigurationError.validateContainer(container)
        try ConfigurationError.check(parallax, "parallax", .unitClosedInterval)
        let screen = LayerState(frame: container)
        var popped = screen
        popped.position.x += container.width
        var below = screen
        below.position.x -= container.width * parallax
        var transition = try InteractiveTransition(duration: duration, animations: [
            TransitionAnimation(from: screen, to: popped, curve: .linear),
            TransitionAnimation(from: below, to: screen, curve: .linear),
        ])
        transition.completionTiming = .velocityAware
        let gesture = try ScreenEdgePanRecognizer(edges: .left, bounds: container, edgeWidth: edgeWidth)
        return try TransitionInteraction(gesture: .screenEdgePan(gesture),
                                         source: .translation(.right, extent: container.width), transition: transition)
    }
}
