import Geometry


@inlinable func _sin(_ x: Double) -> Double { Double.sin(x) }
@inlinable func _cos(_ x: Double) -> Double { Double.cos(x) }
