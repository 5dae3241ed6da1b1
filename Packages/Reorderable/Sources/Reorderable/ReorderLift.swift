import Dynamics
import Geometry

/// How a lifted item rises and comes back down: its scale and elevation as functions of a lift progress
/// (0 resting, 1 lifted).
public enum ReorderLift: Hashable, Sendable {
    /// The progress springs to 1 at the lift and back to 0 at the drop, from where it is and how fast
    /// it moves, landing exactly: scale = 1 + (`scale` − 1)·progress, elevation = `elevation`·progress.
    case spring(scale: Double, elevation: Double, spring: Spring)
    /// Flutter's `ReorderableListView` default proxy decorator: a 250 ms linear controller drives the
    /// progress forward at the lift and back at the drop (`_DragInfo.startDrag`, `_proxyAnimation`), and the
    /// elevation is lerp(0, 6, easeInOut(progress)) (`_defaultProxyDecorator`); no scale.
    case flutter

    /// This library's default: 1.03 times larger, elevation 6 (Flutter's), on SwiftUI's `.snappy` spring.
    /// UIKit does not publish its lift; the scale is this library's choice.
    public static let standard = ReorderLift.spring(scale: 1.03, elevation: 6, spring: .snappy)

    /// Flutter's controller duration, seconds (250 ms).
    public static let flutterDuration = 0.25
    /// Flutter's lifted elevation (6).
    public static let flutterElevation = 6.0

    /// The scale shown at a progress.
    public func scale(progress: Double) -> Double {
        switch self {
        case .spring(let scale, _, _): 1 + (scale - 1) * progress
        case .flutter: 1
        }
    }

    /// The elevation shown at a progress, never negative.
    public func elevation(progress: Double) -> Double {
        switch self {
        case .spring(_, let elevation, _): Swift.max(0, elevation * progress)
        case .flutter: ReorderLift.flutterElevation * TimingCurve.easeInOut.value(at: Swift.min(Swift.max(progress, 0), 1))
        }
    }
}
