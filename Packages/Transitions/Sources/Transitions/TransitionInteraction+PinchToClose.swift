extension TransitionInteraction where Value == LayerState {
    /// Pinch a card closed: it shrinks with the fingers and fades; let go past halfway (or pinch in
    /// fast) and it closes, else it springs back open.
    ///
    /// ```swift
    /// import Transitions
    ///
    /// let photo = LayerState(position: Point(x: 187.5, y: 333.5), size: Size(width: 375, height: 500))
    /// let close = try TransitionInteraction.pinchToClose(card: photo)
    /// print(close.isTracking)   // false: until two fingers come down
    /// ```
    ///
    /// - The percentage is `(scale − 1)/(targetScale − 1)` (a pinch).
    /// - Frame layer 0 is the card, scaling from its scale to `targetScale` times it and fading out.
    /// - On release: ``TransitionDecision/projected(threshold:)``, velocity-aware completion.
    ///
    /// - Parameters:
    ///   - card: The card at rest.
    ///   - targetScale: The pinch scale that closes it, in (0, 1); 0.5 by default.
    ///   - duration: Seconds for the whole close at completion speed 1; 0.35 by default.
    /// - Throws: `ConfigurationError` naming the parameter.
    public static func pinchToClose(card: LayerState, targetScale: Double = 0.5,
                                    duration: Double = 0.35) throws(ConfigurationError) -> TransitionInteraction {
        try ConfigurationError.check(targetScale, "targetScale", .unitOpenInterval)
        var closed = card
        closed.transform.scale = card.transform.scale * targetScale
        closed.alpha = 0
        var transition = try InteractiveTransition(duration: duration, animations: [
            try .card(from: card, to: closed),
        ])
        transition.completionTiming = .velocityAware
        return try TransitionInteraction(gesture: .pinch(PinchRecognizer()), source: .pinch(toScale: targetScale),
                                         transition: transition)
    }
}
