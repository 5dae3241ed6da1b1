/// Android's predictive-back preview of a full-screen container: as the back progress grows, the screen
/// shrinks toward 0.9, shifts away from the swiped edge, follows the finger vertically a little and
/// rounds its corners.
///
/// ```swift
/// import Navigation
///
/// let material = try PredictiveBackTransform(container: Size(width: 400, height: 800))
/// let shown = material.layer(progress: 1, edge: .left, verticalDrag: 0)
/// print(shown.transform.scale.dx, shown.position)   // 0.9 (212.0, 400.0): 12 points right of the centre
/// print(shown.cornerRadius)                        // 32.0
/// ```
///
/// **Material** (`MaterialMainContainerBackHelper`, Material Components for Android), with p′ the progress
/// through `PathInterpolator(0.1, 0.1, 0, 1)` (the curve of SystemUI's back animations, which the
/// Android design guidance asks for):
/// - scale `s = lerp(1, 0.9, p′)`, about the centre;
/// - x shift `lerp(0, max(0, (W − 0.9·W)/2 − gap), p′)`, away from the swiped edge (right for the left edge);
/// - y shift `min(max(0, (H − s·H)/2 − gap), maxVerticalShift)·|Δy|/H`, signed by Δy, the finger's
///   vertical travel (|Δy|/H at most 1);
/// - corner radius `lerp(0, cornerRadius, p′)` (MDC goes from the window's rounded corners, 0 on a
///   square display, to the container's own corner size).
///
/// gap is 8 points, the 8 dp margin of the Android guidance's motion spec (MDC reads its own dimension,
/// `m3_back_progress_main_container_min_edge_gap`); MDC also caps the y shift with a dimension, which
/// `maxVerticalShift` is (nil: no cap beyond the gap).
///
/// **Flutter** (`PredictiveBackPageTransitionsBuilder`'s shared-element transition, "constants as per the
/// motion specs"): scale `1 − 0.1·p` (linear), x shift `(W/20 − 8)·p` inside the scale (Flutter translates
/// the child of its `Transform.scale`, so the shift shows scaled), y shift `easeOut(|Δy|/H)·(H/20 − 8)`
/// signed by Δy, corner radius `cornerRadius·p` (Flutter's `_kDeviceBorderRadius`, 32).
public struct PredictiveBackTransform: Hashable, Sendable {
    /// The two sets of constants.
    public enum Profile: String, Hashable, Sendable, CaseIterable {
        case material, flutter
    }

    /// The container's size at rest (the frame's origin is 0, 0).
    public let container: Size
    /// Material's or Flutter's constants.
    public let profile: Profile
    /// The corner radius at full progress: 32 by default (Flutter's `_kDeviceBorderRadius`).
    public let cornerRadius: Double
    /// Material: a cap on the y shift, or nil.
    public let maxVerticalShift: Double?

    /// The smallest scale, at full progress: 0.9 (MDC's `MIN_SCALE`, Flutter's `_kMinScale`).
    public static let minimumScale = 0.9
    /// The gap kept to the screen's edges, in points: 8.
    public static let edgeGap = 8.0
    /// Material's progress curve: `PathInterpolator(0.1, 0.1, 0, 1)`.
    public static let materialCurve: TimingCurve = {
        do throws(ConfigurationError) { return try TimingCurve(controlPoints: 0.1, 0.1, 0, 1) } catch { preconditionFailure("\(error)") }
    }()

    /// A transform.
    ///
    /// - Parameters:
    ///   - container: The container's size; finite and positive.
    ///   - profile: Material (the default) or Flutter.
    ///   - cornerRadius: The corner radius at full progress; finite, not negative; 32 by default.
    ///   - maxVerticalShift: Material: a cap on the y shift, finite and not negative, or nil.
    /// - Throws: `ConfigurationError` naming the parameter.
    public init(container: Size, profile: Profile = .material, cornerRadius: Double = 32,
                maxVerticalShift: Double? = nil) throws(ConfigurationError) {
        try ConfigurationError.checkPositive(container, "container")
        try ConfigurationError.check(cornerRadius, "cornerRadius", .nonNegative)
        if let maxVerticalShift { try ConfigurationError.check(maxVerticalShift, "maxVerticalShift", .nonNegative) }
        self.container = container
        self.profile = profile
        self.cornerRadius = cornerRadius
        self.maxVerticalShift = maxVerticalShift
    }

    /// The container as shown at a back progress.
    ///
    /// - Parameters:
    ///   - progress: The back progress, clamped to 0...1 (NaN is 0).
    ///   - edge: The edge the gesture started from.
    ///   - verticalDrag: The finger's vertical travel since it touched down, in points (NaN is 0).
    /// - Returns: The container's layer: its centre shifted, its size, the uniform scale as its transform
    /// (about the centre: `frame` is what shows) and the corner radius (before the scale, as both
    /// platforms clip inside it).
    /// - Complexity: O(1); a cubic-Bézier solve for Material.
    public func layer(progress: Double, edge: BackEdge, verticalDrag: Double) -> LayerState {
        let p = progress.isNaN ? 0 : Swift.min(Swift.max(progress, 0), 1)
        let dy = verticalDrag.isFinite ? verticalDrag : 0
        let width = container.width, height = container.height
        let away: Double = edge == .left ? 1 : -1
        let drag = Swift.min(Swift.abs(dy) / height, 1)
        let sign: Double = dy > 0 ? 1 : (dy < 0 ? -1 : 0)
        let scale: Double, shiftX: Double, shiftY: Double, radius: Double
        switch profile {
        case .material:
            let eased = PredictiveBackTransform.materialCurve.value(at: p)
            scale = 1 + (PredictiveBackTransform.minimumScale - 1) * eased
            shiftX = eased * Swift.max(0, (width - PredictiveBackTransform.minimumScale * width) / 2 - PredictiveBackTransform.edgeGap) * away
            var reach = Swift.max(0, (height - scale * height) / 2 - PredictiveBackTransform.edgeGap)
            if let maxVerticalShift { reach = Swift.min(reach, maxVerticalShift) }
            shiftY = reach * drag * sign
            radius = cornerRadius * eased
        case .flutter:
            scale = 1 - (1 - PredictiveBackTransform.minimumScale) * p
            // Flutter translates inside its scale: the shift shows multiplied by the scale.
            shiftX = scale * (width / 20 - PredictiveBackTransform.edgeGap) * p * away
            let reach = height / 20 - PredictiveBackTransform.edgeGap
            shiftY = scale * Swift.min(Swift.max(TimingCurve.easeOut.value(at: drag) * sign * reach, -reach), reach)
            radius = cornerRadius * p
        }
        return LayerState(position: Point(x: width / 2 + shiftX, y: height / 2 + shiftY), size: container,
                          transform: DecomposedTransform(uniformScale: scale), cornerRadius: radius)
    }
}
