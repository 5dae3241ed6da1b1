extension TransitionInteraction where Value == LayerState {
    /// Pull a card down to dismiss it: the card follows the finger down and shrinks, the backdrop
    /// fades; let go past the projection's halfway mark (or flick down) and it goes, else it springs
    /// back.
    ///
    /// ```swift
    /// import Transitions
    ///
    /// let screen = Rect(x: 0, y: 0, width: 375, height: 667)
    /// let dismiss = try TransitionInteraction.pullDownToDismiss(card: LayerState(frame: screen), in: screen)
    /// print(dismiss.isTracking)   // false: until a finger pulls down
    /// ```
    ///
    /// - The percentage is `translation.y / height` (a pan, 10 points of slop).
    /// - Frame layer 0 is the card: its position moves down by the container's height (under the
    ///   finger: linear) while it scales to `minimumScale`; layer 1 is the backdrop (the container,
    ///   alpha 1 to 0).
    /// - On release: ``TransitionDecision/projected(threshold:)``, velocity-aware completion.
    ///
    /// - Parameters:
    ///   - card: The card at rest.
    ///   - container: The screen; finite, with a positive size.
    ///   - duration: Seconds for the whole dismissal at completion speed 1; 0.4 by default.
    ///   - minimumScale: The card's scale when dismissed, in (0, 1]; 0.8 by default.
    /// - Throws: `ConfigurationError` naming the parameter.
    public static func pullDownToDismiss(card: LayerState, in container: Rect, duration: Double = 0.4,
                                         minimumScale: Double = 0.8) throws(ConfigurationError) -> TransitionInteraction {
        try ConfigurationError.validateContainer(container)
        try ConfigurationError.check(minimumScale, "minimumScale", .positive)
        guard minimumScale <= 1 else {
            throw ConfigurationError(parameter: "minimumScale", value: minimumScale, requirement: "must be in (0, 1]")
        }
        var gone = card
        gone.position.y += container.height
        gone.transform.scale = card.transform.scale * minimumScale
        let backdrop = LayerState(frame: container)
        var clear = backdrop
        clear.alpha = 0
        var transition = try InteractiveTransition(duration: duration, animations: [
            try .card(from: card, to: gone),
            TransitionAnimation(from: backdrop, to: clear, curve: .linear),
        ])
        transition.completionTiming = .velocityAware
        return try TransitionInteraction(gesture: .pan(PanRecognizer()), source: .translation(.down, extent: container.height),
                                         transition: transition)
    }
}
