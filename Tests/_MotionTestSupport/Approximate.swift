import Geometry

/// |a − b| ≤ max(absolute, relative·max(|a|, |b|)), swift-numerics' definition of approximate equality.
public func isClose(_ a: Double, _ b: Double, absolute: Double = 0, relative: Double = 0) -> Bool {
    if a == b { return true }
    guard a.isFinite, b.isFinite else { return false }
    let scale = max(abs(a), abs(b))
    return abs(a - b) <= max(absolute, relative * scale)
}

public func isClose(_ a: Point, _ b: Point, absolute: Double) -> Bool {
    isClose(a.x, b.x, absolute: absolute) && isClose(a.y, b.y, absolute: absolute)
}

public func isClose(_ a: Vector, _ b: Vector, absolute: Double) -> Bool {
    isClose(a.dx, b.dx, absolute: absolute) && isClose(a.dy, b.dy, absolute: absolute)
}

public func isClose(_ a: AffineTransform, _ b: AffineTransform, absolute: Double) -> Bool {
    isClose(a.a, b.a, absolute: absolute) && isClose(a.b, b.b, absolute: absolute)
        && isClose(a.c, b.c, absolute: absolute) && isClose(a.d, b.d, absolute: absolute)
        && isClose(a.tx, b.tx, absolute: absolute) && isClose(a.ty, b.ty, absolute: absolute)
}
