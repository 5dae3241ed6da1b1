import Geometry

extension ScrollBehavior {
    /// UIScrollView's `scrollsToTop` (a tap on the status bar): an animated scroll to the smallest
    /// vertical offset, landing exactly on it.
    ///
    /// ```swift
    /// import Scroll
    ///
    /// var feed = try ScrollBehavior(contentSize: Size(width: 375, height: 10_000),
    ///                               viewportSize: Size(width: 375, height: 667),
    ///                               contentOffset: Point(x: 0, y: 4000))
    /// feed.scrollToTop(at: 0)                  // the host's status-bar tap, at its timestamp
    /// var time = 0.0
    /// while !feed.isSettled { time += 1.0 / 120; feed.tick(at: time) }
    /// print(feed.contentOffset.y)              // 0.0
    /// ```
    ///
    /// The motion starts at `time`, the tap's timestamp (the last frame's time without one), from the
    /// offset and velocity the content has then (a deceleration in progress hands its velocity over),
    /// with the spring of ``scroll(to:animated:at:)``; a horizontal
    /// motion stops within the bounds. A touch catches it as it catches any motion. While it runs,
    /// a change of the insets, the content or the viewport re-aims it at the new top. Does nothing
    /// during a drag, without ``scrollsToTop``, or when the content already rests at the top.
    ///
    /// - Parameter time: The timestamp of the input that caused the call; `nil` (or not finite): the
    ///   last tick's time.
    /// - Returns: Whether a scroll to the top started.
    @discardableResult
    public mutating func scrollToTop(at time: Double? = nil) -> Bool {
        guard scrollsToTop, state != .dragging else { return false }
        let time = programmaticStart(at: time)
        let top = minimumContentOffset.y
        let x = clampedToBounds(contentOffset).x
        let resting = state == .idle && contentOffset.y == top && contentOffset.x == x
        guard !resting else { return false }
        scroll(to: Point(x: x, y: top), animated: true, at: time)
        scrollToTopTarget = state == .decelerating ? top : nil
        return state == .decelerating
    }

    /// During a scroll to the top whose target is no longer the top (the top inset changed): aims it
    /// at the new top from what is shown. Returns whether it did.
    mutating func retargetScrollToTop() -> Bool {
        guard let target = scrollToTopTarget else { return false }
        guard state == .decelerating, motionY.isMotion, motionY.restPosition == target else {
            scrollToTopTarget = nil
            return false
        }
        let top = minimumContentOffset.y
        guard top != target else { return false }
        let low = minimumContentOffset.x, high = maximumContentOffset.x
        if motionX.isMotion {
            motionX = settleMotion(from: contentOffset.x, velocity: velocity.dx, to: clamp(motionX.restPosition, low, high),
                                   length: viewportSize.width, retuning: false) ?? .none
        }
        motionY = settleMotion(from: contentOffset.y, velocity: velocity.dy, to: top, length: viewportSize.height,
                               retuning: false) ?? .none
        scrollToTopTarget = top
        startMotion(at: clock.time)
        return true
    }
}
