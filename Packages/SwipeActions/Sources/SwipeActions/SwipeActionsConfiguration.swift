import Geometry

/// One edge's swipe actions: UIKit's `UISwipeActionsConfiguration`, by the widths of its buttons (the
/// host draws them; a headless row needs only how far they reach).
///
/// ```swift
/// import SwipeActions
///
/// let mail = try SwipeActionsConfiguration(actionWidths: [74, 74, 74])   // Trash, Flag, More
/// print(mail.revealedWidth, mail.performsFirstActionWithFullSwipe)       // 222.0 true
/// ```
public struct SwipeActionsConfiguration: Hashable, Sendable {
    /// The buttons' widths in points, the first (the one a full swipe performs) at the row's edge.
    public let actionWidths: [Double]
    /// Whether a full swipe performs the first action (UIKit's default, `true`).
    public let performsFirstActionWithFullSwipe: Bool
    /// How far the row opens: the buttons' total width (summed once here: a frame reads it).
    public let revealedWidth: Double

    /// A width UIKit's text buttons commonly take, 74 points (a short title with its margins); UIKit
    /// sizes each to its title and publishes no number.
    public static let defaultActionWidth = 74.0
    /// The narrowest button, points: a thousandth of a point, far below a pixel. A narrower one (down to
    /// 5e-324) would make ``SwipeRow/revealedFraction``, an offset divided by the width, infinite.
    public static let minimumActionWidth = 0.001

    static func checkWidth(_ width: Double, _ parameter: String) throws(ConfigurationError) {
        try ConfigurationError.check(width, parameter, .positive)
        guard width >= minimumActionWidth else {
            throw ConfigurationError(parameter: parameter, value: width, requirement: "must be at least \(minimumActionWidth) points")
        }
    }

    /// Actions of the given widths.
    ///
    /// - Parameters:
    ///   - actionWidths: At least one; each finite and at least ``minimumActionWidth``.
    ///   - performsFirstActionWithFullSwipe: `true` by default, as UIKit's.
    /// - Throws: `ConfigurationError` naming `actionWidths` (empty) or `actionWidths[i]`.
    public init(actionWidths: [Double], performsFirstActionWithFullSwipe: Bool = true) throws(ConfigurationError) {
        guard !actionWidths.isEmpty else {
            throw ConfigurationError(parameter: "actionWidths", value: "[]", requirement: "must not be empty")
        }
        for index in actionWidths.indices {
            try Self.checkWidth(actionWidths[index], "actionWidths[\(index)]")
        }
        var total = 0.0
        for width in actionWidths { total += width }
        self.actionWidths = actionWidths
        self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
        self.revealedWidth = total
    }

    /// `count` actions of one width.
    ///
    /// - Throws: `ConfigurationError` naming `count` (not positive) or `actionWidth`.
    public init(count: Int, actionWidth: Double = SwipeActionsConfiguration.defaultActionWidth,
                performsFirstActionWithFullSwipe: Bool = true) throws(ConfigurationError) {
        guard count > 0, count <= 1000 else {
            throw ConfigurationError(parameter: "count", value: "\(count)", requirement: "must be in 1...1000")
        }
        try Self.checkWidth(actionWidth, "actionWidth")
        try self.init(actionWidths: [Double](repeating: actionWidth, count: count),
                      performsFirstActionWithFullSwipe: performsFirstActionWithFullSwipe)
    }
}
