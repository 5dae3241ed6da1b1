import Geometry

/// A header at the top of the content that stretches when the list is pulled past its top and, pushed
/// up, moves slower than the content or collapses to a sticky bar.
///
/// ```swift
/// let header = try StretchyHeader(height: 200)                       // parallax at half speed
/// print(header.layout(at: -50))   // "HeaderLayout(y: -50.0, height: 250.0, imageScale: 1.25, stretch: 0.25)": pinned, stretched
/// print(header.layout(at: 100))   // "HeaderLayout(y: 50.0, height: 200.0, imageScale: 1.0, stretch: 0.0)": scrolled up 50 points on screen for 100 of content
/// let bar = try StretchyHeader(height: 200, collapse: .sticky(minimumHeight: 64))
/// print(bar.layout(at: 300))   // "HeaderLayout(y: 300.0, height: 64.0, imageScale: 1.0, stretch: 0.0)": pinned at the top as a 64-point bar
/// ```
///
/// With the header's height H at content y = 0 and `pull = top − offset` (how far the content is pulled
/// past its top, `top` being the resting offset, −inset.top):
/// - **Pulled down** (`pull = d > 0`): the header stays pinned to the top of the viewport (below the top
///   inset), y = −d, its height is H + d and its aspect-filled image is scaled (H + d)/H: no gap opens.
/// - **Pushed up** by u = offset − top: with ``Collapse/parallax(rate:)`` the header's top is at
///   u·(1 − rate) in content coordinates, so it moves up the screen at `rate` points per point; with
///   ``Collapse/sticky(minimumHeight:)`` it stays pinned with a height of max(minimum, H − u).
///
/// **Reduce Motion** (`MotionPreferences.reduceMotion`, the `motion` parameter of
/// ``layout(at:top:motion:)``) turns the decoration off: no stretch (a pull moves the header down with
/// the content, at its height, image scale 1) and no parallax (pushed up, it moves with the content); a
/// sticky header still pins and shrinks, which is layout rather than motion.
///
/// ```swift
/// import Parallax
///
/// let header = try StretchyHeader(height: 200)
/// let still = try MotionPreferences(reduceMotion: true)
/// print(header.layout(at: -50, motion: still))   // "HeaderLayout(y: 0.0, height: 200.0, imageScale: 1.0, stretch: 0.0)": moves with the content
/// ```
public struct StretchyHeader: Hashable, Sendable {
    /// What the header does when the content is pushed up.
    public enum Collapse: Hashable, Sendable {
        /// Moves up the screen at `rate` points per point of scrolling (0.5: half speed; 1: with the
        /// content; 0: stays).
        case parallax(rate: Double)
        /// Stays pinned to the top and shrinks to `minimumHeight`.
        case sticky(minimumHeight: Double)
    }

    /// The header's height at rest, H.
    public let height: Double
    /// What it does when pushed up.
    public let collapse: Collapse

    /// A header.
    ///
    /// - Parameters:
    ///   - height: H: positive and finite.
    ///   - collapse: Parallax at half speed by default.
    /// - Throws: `ConfigurationError` for a height that is not positive and finite, a rate that is not
    ///   finite, or a minimum height that is negative, not finite or above `height`.
    public init(height: Double, collapse: Collapse = .parallax(rate: 0.5)) throws(ConfigurationError) {
        try ConfigurationError.check(height, "height", .positive)
        switch collapse {
        case .parallax(let rate):
            try ConfigurationError.check(rate, "rate", .finite)
        case .sticky(let minimumHeight):
            try ConfigurationError.check(minimumHeight, "minimumHeight", .nonNegative)
            guard minimumHeight <= height else {
                throw ConfigurationError(parameter: "minimumHeight", value: minimumHeight, requirement: "must be at most height (\(height))")
            }
        }
        self.height = height
        self.collapse = collapse
    }

    /// The layout at a content offset. Every number is finite: a pull, push or product beyond the
    /// finite range (offsets ±1e308, a rate of 1e300, a height of 5e-324 stretched) saturates at
    /// ±`Double.greatestFiniteMagnitude`.
    ///
    /// - Parameters:
    ///   - offset: The content offset along the scroll axis; a non-finite one is taken as `top`.
    ///   - top: The resting offset at the top (−inset.top, `ScrollBehavior.minimumContentOffset`); 0 by
    ///     default.
    ///   - motion: The user's motion settings: Reduce Motion turns the stretch and the parallax off.
    ///     `.standard` by default.
    /// - Complexity: O(1), no allocation.
    @inlinable
    public func layout(at offset: Double, top: Double = 0, motion: MotionPreferences = .standard) -> HeaderLayout {
        let top = top.isFinite ? top : 0
        let scrolled = offset.isFinite ? _saturated(offset - top) : 0
        if motion.reduceMotion {
            // Reduce Motion: no stretch and no parallax; the header moves with the content (a sticky
            // header still sticks: that is layout, not decoration).
            if case .sticky(let minimumHeight) = collapse, scrolled > 0 {
                return HeaderLayout(y: scrolled, height: Swift.max(minimumHeight, height - scrolled), imageScale: 1, stretch: 0)
            }
            return HeaderLayout(y: 0, height: height, imageScale: 1, stretch: 0)
        }
        if scrolled < 0 {
            let pull = -scrolled
            let stretched = _saturated(height + pull)
            let scale = stretched / height
            return HeaderLayout(y: -pull, height: stretched, imageScale: scale.isFinite ? scale : _saturated(scale),
                                stretch: _saturated(pull / height))
        }
        switch collapse {
        case .parallax(let rate):
            return HeaderLayout(y: _saturated(scrolled * (1 - rate)), height: height, imageScale: 1, stretch: 0)
        case .sticky(let minimumHeight):
            return HeaderLayout(y: scrolled, height: Swift.max(minimumHeight, height - scrolled), imageScale: 1, stretch: 0)
        }
    }
}
