import Geometry

/// What a ``DragAxis`` does when the finger takes its offset past the ends of its range: the
/// resistance between the finger's position (the drag position) and the offset shown.
///
/// ```swift
/// import Dynamics
///
/// print(DragResistance.rubberBand(dimension: 300).offset(forDrag: 360, in: 0...300))   // 329.7297...
/// print(DragResistance.pinned.offset(forDrag: 360, in: 0...300))                       // 300.0
/// ```
///
/// A struct of a rule and its constants rather than an enum with a payload, so that a drag sample tells the
/// rules apart with one byte's comparison.
@usableFromInline
package struct DragResistance: Hashable, Sendable {
    /// The rule.
    @usableFromInline
    package enum Rule: UInt8, Hashable, Sendable {
        case clamped, pinned, rubberBand
    }

    @usableFromInline package let rule: Rule
    /// The band's dimension, points (rubber band only).
    @usableFromInline package let dimension: Double
    /// The band's stiffness (rubber band only).
    @usableFromInline package let constant: Double

    /// The offset stops at the ends and so does the drag position, step by step: moving back moves the
    /// offset at once (Compose's `anchoredDraggable`).
    package static let clamped = DragResistance(rule: .clamped, dimension: 0, constant: 0)
    /// The offset stops at the ends, the drag position goes on: the finger must come back as far as it
    /// went past before the offset moves inward (Flutter's `Dismissible`).
    package static let pinned = DragResistance(rule: .pinned, dimension: 0, constant: 0)

    /// Geometry's `rubberBand` past the ends against `dimension` points with stiffness `constant`
    /// (UIScrollView's 0.55 by default); its inverse (with Geometry's one cap) catches a banded offset.
    package static func rubberBand(dimension: Double, constant: Double = 0.55) -> DragResistance {
        DragResistance(rule: .rubberBand, dimension: dimension, constant: constant)
    }

    /// The offset a drag position shows when the ends are `range`.
    ///
    /// - Complexity: O(1).
    @inlinable
    package func offset(forDrag position: Double, in range: ClosedRange<Double>) -> Double {
        guard rule == .rubberBand else { return Swift.min(Swift.max(position, range.lowerBound), range.upperBound) }
        return Geometry.rubberBand(value: position, in: range, dimension: dimension, constant: constant)
    }

    /// The drag position whose offset is `shown`: the inverse of ``offset(forDrag:in:)`` (Geometry's
    /// `rubberBandInverse`, capped at `rubberBandInverseCap` of the band's reach), so that grabbing an offset
    /// past an end (a spring overshooting it) does not make it jump. Clamped and pinned: `shown` itself.
    ///
    /// - Complexity: O(1).
    @inlinable
    package func dragPosition(showing shown: Double, in range: ClosedRange<Double>) -> Double {
        guard rule == .rubberBand else { return shown }
        return rubberBandInverse(value: shown, in: range, dimension: dimension, constant: constant)
    }
}
