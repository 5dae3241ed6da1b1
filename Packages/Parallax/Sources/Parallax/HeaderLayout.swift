import Geometry

/// Where a stretchy header is at one scroll offset: its top in content coordinates, its height, and the
/// scale of its image.
///
/// ```swift
/// import Parallax
///
/// let header = try StretchyHeader(height: 200)
/// let layout = header.layout(at: -50)      // pulled 50 points past the top
/// print(layout.y)                          // -50.0: pinned to the top of the viewport
/// print(layout.height)                     // 250.0
/// print(layout.imageScale)                 // 1.25
/// ```
@frozen
public struct HeaderLayout: Hashable, Sendable {
    /// The header's top, in content coordinates (the content's top is 0).
    public var y: Double
    /// The header's height, points.
    public var height: Double
    /// The scale of an aspect-filled image, (H + d)/H when pulled down by d; 1 otherwise.
    public var imageScale: Double
    /// How far the header is stretched, as a fraction of its height (d/H; 0 when not pulled down).
    public var stretch: Double

    /// A layout.
    @inlinable
    public init(y: Double, height: Double, imageScale: Double, stretch: Double) {
        self.y = y
        self.height = height
        self.imageScale = imageScale
        self.stretch = stretch
    }

    /// The header's frame in content coordinates, `width` wide at x = 0.
    @inlinable
    public func frame(width: Double) -> Rect {
        Rect(x: 0, y: y, width: width, height: height)
    }
}
