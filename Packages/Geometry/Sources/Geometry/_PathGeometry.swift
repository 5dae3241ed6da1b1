/// What a path computed once from its end points: nothing (a line), a circle or a quarter ellipse.
enum _PathGeometry: Sendable {
    case line
    case circle(_MaterialArc)
    case ellipse(_QuarterEllipse)
}
