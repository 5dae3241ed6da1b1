/// The way a frame travels from one rectangle to another as a progress runs from 0 to 1: linear,
/// Flutter's `MaterialRectArcTween`, or Compose's arcs applied to a `Rect`.
///
/// - ``MotionPath/Kind/linear``: every edge moves in a straight line (Flutter's `RectTween`).
/// - ``MotionPath/Kind/material``: Flutter's `MaterialRectArcTween`: of the two diagonals, the one whose
///   direction (either way round) is closest to the move of the centres is chosen, and its two corners
///   each follow a `MaterialPointArcTween`; the frame is the rectangle spanned by those two corners.
/// - ``MotionPath/Kind/arcAbove``, ``MotionPath/Kind/arcBelow``: Compose's `ArcAnimationSpec` on a `Rect`
///   (`AnimationVector4D` of left, top, right, bottom): the top-left and the bottom-right corners each
///   follow the arc.
///
/// ```swift
/// let cell = Rect(x: 180, y: 100, width: 150, height: 100)
/// let screen = Rect(x: 32, y: 275, width: 100, height: 150)
/// let path = try RectPath(from: cell, to: screen, kind: .material)
/// let frame = path.rect(at: 0.25)
/// print(frame.minX, frame.minY, frame.maxX, frame.maxY)   // 119.5411... 112.9236... 259.3613... 237.2846...
/// ```
///
/// - Complexity: `init` builds two point paths (see ``MotionPath``); `rect(at:)` and `velocity(at:)` are
///   O(1) and allocation-free.
public struct RectPath: Hashable, Sendable {
    /// The frame at progress 0.
    public let from: Rect
    /// The frame at progress 1.
    public let to: Rect
    /// The shape the corners travel on.
    public let kind: MotionPath.Kind
    /// The paths of the two opposite corners that define the frame.
    let leading: MotionPath, trailing: MotionPath

    /// A path from the frame `from` to the frame `to`.
    ///
    /// - Parameters:
    ///   - from: the frame at progress 0 (standardised: a negative size counts from the other edge).
    ///   - to: the frame at progress 1.
    ///   - kind: the shape; ``MotionPath/Kind/linear`` by default.
    /// - Throws: ``ConfigurationError`` naming `from` or `to` when a coordinate is not finite, or an edge
    ///   is not (a negative size counted from an origin near the largest double).
    public init(from: Rect, to: Rect, kind: MotionPath.Kind = .linear) throws(ConfigurationError) {
        // Every edge: a size counted from an origin near the largest double can put one past it.
        guard Self.edgesAreFinite(from) else {
            throw ConfigurationError(parameter: "from", describing: from, requirement: "must be finite, with its far edges")
        }
        guard Self.edgesAreFinite(to) else {
            throw ConfigurationError(parameter: "to", describing: to, requirement: "must be finite, with its far edges")
        }
        let from = from.standardized, to = to.standardized
        self.from = from
        self.to = to
        self.kind = kind
        let corners: (Corner, Corner)
        if kind == .material {
            corners = Self.materialDiagonal(from: from, to: to)
        } else {
            corners = (.topLeft, .bottomRight)
        }
        leading = MotionPath(checkedFrom: corners.0.of(from), to: corners.0.of(to), kind: kind)
        trailing = MotionPath(checkedFrom: corners.1.of(from), to: corners.1.of(to), kind: kind)
    }

    /// The frame at `progress`: `from` at 0, `to` at 1 (exactly), the rectangle spanned by the two
    /// corners' paths between. Outside 0...1 the corners continue as ``MotionPath`` describes.
    ///
    /// - Returns: a finite frame (a size past the largest double, from corners that saturated at a
    ///   progress far outside 0...1, saturates too).
    /// - Complexity: O(1), allocation-free.
    public func rect(at progress: Double) -> Rect {
        if progress == 0 { return from }
        if progress == 1 { return to }
        let frame = Rect(corner: leading.point(at: progress), corner: trailing.point(at: progress))
        return Rect(x: frame.origin.x, y: frame.origin.y, width: _saturated(frame.size.width), height: _saturated(frame.size.height))
    }

    /// How fast the frame changes per unit of progress: the origin's velocity and the size's rate of
    /// change, as a `Rect` (the vector a spring on a `Rect` takes).
    ///
    /// - Complexity: O(1), allocation-free.
    public func velocity(at progress: Double) -> Rect {
        let a = leading.point(at: progress), b = trailing.point(at: progress)
        let va = leading.velocity(at: progress), vb = trailing.velocity(at: progress)
        // The frame's left edge is whichever corner is further left (the same rule as `rect(at:)`).
        let left = a.x <= b.x ? va.dx : vb.dx, right = a.x <= b.x ? vb.dx : va.dx
        let top = a.y <= b.y ? va.dy : vb.dy, bottom = a.y <= b.y ? vb.dy : va.dy
        return Rect(x: left, y: top, width: _saturated(right - left), height: _saturated(bottom - top))
    }

    /// True when the frame's four edges are finite numbers.
    static func edgesAreFinite(_ frame: Rect) -> Bool {
        frame.isFinite && frame.minX.isFinite && frame.maxX.isFinite && frame.minY.isFinite && frame.maxY.isFinite
    }

    /// Flutter's choice of diagonal: of top-left→bottom-right, bottom-right→top-left, top-right→bottom-left
    /// and bottom-left→top-right, the first whose unit direction (measured on `from`) has the largest
    /// projection of the move of the centres.
    static func materialDiagonal(from: Rect, to: Rect) -> (Corner, Corner) {
        let move: Vector = to.center - from.center
        var best: (Corner, Corner) = (.topLeft, .bottomRight), bestSupport = -Double.infinity
        for index in 0..<4 {
            let diagonal: (Corner, Corner) = switch index {
            case 0: (.topLeft, .bottomRight)
            case 1: (.bottomRight, .topLeft)
            case 2: (.topRight, .bottomLeft)
            default: (.bottomLeft, .topRight)
            }
            let delta: Vector = diagonal.1.of(from) - diagonal.0.of(from)
            let length = (delta.dx * delta.dx + delta.dy * delta.dy).squareRoot()
            let support = move.dx * delta.dx / length + move.dy * delta.dy / length
            // Strictly greater: the first of equals wins, and a NaN support (an empty rectangle) never does.
            if index == 0 || support > bestSupport {
                best = diagonal
                bestSupport = support
            }
        }
        return best
    }

    /// A corner of a rectangle, in y-down coordinates.
    enum Corner: Sendable {
        case topLeft, topRight, bottomLeft, bottomRight

        func of(_ rect: Rect) -> Point {
            switch self {
            case .topLeft: Point(x: rect.minX, y: rect.minY)
            case .topRight: Point(x: rect.maxX, y: rect.minY)
            case .bottomLeft: Point(x: rect.minX, y: rect.maxY)
            case .bottomRight: Point(x: rect.maxX, y: rect.maxY)
            }
        }
    }
}
