#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

@inlinable func _sin(_ x: Double) -> Double { sin(x) }
@inlinable func _cos(_ x: Double) -> Double { cos(x) }
