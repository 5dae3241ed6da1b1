import Geometry

/// Why a container rectangle was rejected: a relative position needs a finite rectangle with a
/// positive width and height.
///
/// ```swift
/// do { _ = try PositionTracker(container: Rect(x: 0, y: 0, width: 0, height: 667)) }
/// catch { print(error) }   // "container (0.0, 0.0, 0.0, 667.0): width must be positive"
/// ```
public struct ContainerError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the rectangle.
    public enum Problem: Hashable, Sendable {
        /// The origin or the size has a NaN or infinite component (named: `x`, `y`, `width`, `height`).
        case notFinite(field: String)
        /// The width is zero or negative.
        case nonPositiveWidth
        /// The height is zero or negative.
        case nonPositiveHeight
    }

    /// The rejected rectangle.
    public let container: Rect
    /// What is wrong with it.
    public let problem: Problem

    /// An error.
    public init(container: Rect, problem: Problem) {
        self.container = container
        self.problem = problem
    }

    public var description: String {
        let reason: String
        switch problem {
        case .notFinite(let field): reason = "\(field) must be finite"
        case .nonPositiveWidth: reason = "width must be positive"
        case .nonPositiveHeight: reason = "height must be positive"
        }
        return "container \(container): \(reason)"
    }

    /// Throws unless `container` is finite with a positive width and height.
    ///
    /// - Parameter container: The rectangle to check.
    /// - Throws: ``ContainerError`` naming the first problem found.
    public static func validate(_ container: Rect) throws(ContainerError) {
        let fields = [("x", container.origin.x), ("y", container.origin.y),
                      ("width", container.size.width), ("height", container.size.height)]
        for (name, value) in fields where !value.isFinite {
            throw ContainerError(container: container, problem: .notFinite(field: name))
        }
        guard container.size.width > 0 else { throw ContainerError(container: container, problem: .nonPositiveWidth) }
        guard container.size.height > 0 else { throw ContainerError(container: container, problem: .nonPositiveHeight) }
    }
}
