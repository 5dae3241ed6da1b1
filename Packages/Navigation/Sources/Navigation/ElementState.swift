/// What a shared element shows at one instant: its frame, its corner radius and its opacity.
///
/// The value a ``SharedElementTransition`` moves between a source and a destination (a thumbnail's cell
/// and the full-screen photo, a card and the screen it opens into). It interpolates by parts and is
/// `Interpolatable`, so a spring can carry it.
///
/// ```swift
/// import Navigation
///
/// let cell = ElementState(frame: Rect(x: 20, y: 300, width: 100, height: 100), cornerRadius: 12)
/// let screen = ElementState(frame: Rect(x: 0, y: 0, width: 390, height: 844))
/// print(cell.interpolated(to: screen, by: 0.5).cornerRadius)   // 6.0
/// ```
@frozen
public struct ElementState: Hashable, Sendable {
    /// The frame in the container's coordinates (y down).
    public var frame: Rect
    /// The radius of the four corners, in points.
    public var cornerRadius: Double
    /// The opacity, 0 (invisible) to 1.
    public var opacity: Double

    /// A state.
    ///
    /// - Parameters:
    ///   - frame: The frame.
    ///   - cornerRadius: The corners' radius, 0 by default.
    ///   - opacity: The opacity, 1 by default.
    @inlinable
    public init(frame: Rect, cornerRadius: Double = 0, opacity: Double = 1) {
        self.frame = frame
        self.cornerRadius = cornerRadius
        self.opacity = opacity
    }

    /// True when every part is finite.
    @inlinable
    public var isFinite: Bool { frame.isFinite && cornerRadius.isFinite && opacity.isFinite }
}

extension ElementState: Interpolatable {
    public static let zero = ElementState(frame: .zero, cornerRadius: 0, opacity: 0)

    @inlinable
    public static func + (lhs: ElementState, rhs: ElementState) -> ElementState {
        ElementState(frame: lhs.frame + rhs.frame, cornerRadius: lhs.cornerRadius + rhs.cornerRadius,
                     opacity: lhs.opacity + rhs.opacity)
    }

    @inlinable
    public static func - (lhs: ElementState, rhs: ElementState) -> ElementState {
        ElementState(frame: lhs.frame - rhs.frame, cornerRadius: lhs.cornerRadius - rhs.cornerRadius,
                     opacity: lhs.opacity - rhs.opacity)
    }

    @inlinable
    public static func * (lhs: ElementState, rhs: Double) -> ElementState {
        ElementState(frame: lhs.frame * rhs, cornerRadius: lhs.cornerRadius * rhs, opacity: lhs.opacity * rhs)
    }

    @inlinable
    public var magnitudeSquared: Double {
        frame.magnitudeSquared + cornerRadius * cornerRadius + opacity * opacity
    }
}
