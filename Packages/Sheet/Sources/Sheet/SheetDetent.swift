/// A height a sheet rests at: a fraction of the container's height, a fixed height, or one the host
/// computes from the container's height. UIKit's `UISheetPresentationController.Detent`, SwiftUI's
/// `PresentationDetent`.
///
/// ```swift
/// import Sheet
///
/// let detents: [SheetDetent] = [.height(120), .medium, .large, .custom { container in container - 44 }]
/// print(detents.map { $0.resolvedHeight(in: 800)! })   // [120.0, 400.0, 800.0, 756.0]
/// ```
public struct SheetDetent: Sendable {
    enum Kind: Sendable {
        case fraction(Double)
        case height(Double)
        case custom(@Sendable (Double) -> Double?)
    }

    let kind: Kind

    /// A fraction of the container's height, in (0, 1] (SwiftUI's `.fraction`).
    public static func fraction(_ fraction: Double) -> SheetDetent { SheetDetent(kind: .fraction(fraction)) }
    /// A fixed height in points (SwiftUI's `.height`); a height taller than the container rests at the
    /// container's height.
    public static func height(_ height: Double) -> SheetDetent { SheetDetent(kind: .height(height)) }
    /// Half the container's height (UIKit's `.medium()`: "approximately half the height of the screen").
    public static let medium = SheetDetent(kind: .fraction(0.5))
    /// The whole container (UIKit's `.large()`).
    public static let large = SheetDetent(kind: .fraction(1))
    /// A height the host computes from the container's height (UIKit's `.custom(resolver:)` given the
    /// context's `maximumDetentValue`); `nil`, or a height that is not positive and finite, leaves the
    /// detent out, as UIKit does.
    ///
    /// The sheet calls it only from its initialiser, never from one of its mutating members, so the
    /// resolver may read the sheet its host keeps (in a class, say) without overlapping an access to it.
    /// Setting `containerSize` keeps a custom detent's last height (clamped to the container); to resolve
    /// it again the host calls it itself and hands the heights over:
    /// `sheet.setContainerSize(size, detentHeights: sheet.detents.map { $0.resolvedHeight(in: size.height) })`.
    public static func custom(_ resolve: @escaping @Sendable (_ containerHeight: Double) -> Double?) -> SheetDetent {
        SheetDetent(kind: .custom(resolve))
    }

    /// The height in a container `containerHeight` tall, at most that; `nil` for a detent left out (a
    /// fraction outside (0, 1], a height that is not positive and finite, a custom detent answering so).
    public func resolvedHeight(in containerHeight: Double) -> Double? {
        let height: Double?
        switch kind {
        case .fraction(let fraction): height = fraction > 0 && fraction <= 1 ? fraction * containerHeight : nil
        case .height(let points): height = points
        case .custom(let resolve): height = resolve(containerHeight)
        }
        guard let height, height.isFinite, height > 0 else { return nil }
        return Swift.min(height, containerHeight)
    }

    /// True for a detent the host's closure resolves (not re-resolved by a container change).
    var isCustom: Bool {
        if case .custom = kind { return true }
        return false
    }

    /// The requirement a detent that resolves to nothing failed, for its error.
    var requirement: String {
        switch kind {
        case .fraction: "must be a fraction in (0, 1]"
        case .height: "must be a positive, finite height"
        case .custom: "must resolve to a positive, finite height"
        }
    }

    /// The value given, for the error.
    var given: String {
        switch kind {
        case .fraction(let fraction): "fraction(\(fraction))"
        case .height(let points): "height(\(points))"
        case .custom: "custom"
        }
    }
}
