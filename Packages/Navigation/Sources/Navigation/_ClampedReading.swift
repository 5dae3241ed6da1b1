extension PanSnapshot {
    /// The fastest release a navigation interaction takes, in points per second (the library's release
    /// limit, as Anchored's and the scroll physics'): a faster one is clamped, so that a flight's offsets
    /// stay finite.
    static let _maximumReleaseSpeed = 100_000.0

    /// The reading with its location and translation clamped to ±`PointerSample.coordinateLimit` (the
    /// recognisers' clamp) and its velocity to ±``_maximumReleaseSpeed`` per axis (NaN velocity: 0), so
    /// that a host's absurd reading moves the view to a far but finite place.
    var _clamped: PanSnapshot {
        func clamp(_ value: Double, _ limit: Double) -> Double { value.isNaN ? 0 : Swift.min(Swift.max(value, -limit), limit) }
        let place = PointerSample.coordinateLimit, speed = PanSnapshot._maximumReleaseSpeed
        var reading = self
        reading.location = Point(x: clamp(location.x, place), y: clamp(location.y, place))
        reading.translation = Vector(dx: clamp(translation.dx, place), dy: clamp(translation.dy, place))
        reading.velocity = Vector(dx: clamp(velocity.dx, speed), dy: clamp(velocity.dy, speed))
        return reading
    }
}

extension LayerState {
    /// True when the layer is finite and its position and size lie within ±`PointerSample.coordinateLimit`
    /// (1e150): the domain in which a path and its springs stay finite.
    var _isWithinCoordinateLimit: Bool {
        let limit = PointerSample.coordinateLimit
        return isFinite && Swift.abs(position.x) <= limit && Swift.abs(position.y) <= limit
            && Swift.abs(size.width) <= limit && Swift.abs(size.height) <= limit && Swift.abs(cornerRadius) <= limit
    }
}
