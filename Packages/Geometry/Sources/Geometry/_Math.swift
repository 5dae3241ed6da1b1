#if hasFeature(Embedded)
// Embedded Swift (Scripts/wasm-build, Scripts/embedded-build) has no C library module to import: the
// same functions are declared below and come from the C library the program is linked with.
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#elseif canImport(WASILibc)
import WASILibc
#elseif canImport(ucrt)
import ucrt
#else
#error("Geometry/_Math.swift: no C library for this platform; add its module to this chain (Scripts/platform-imports)")
#endif

// The platform's C maths, in one place for every module of the package (as swift-numerics routes
// `Double.exp` through its shims): `Double.exp(x)`, `Double.sin(x)`, ... Package access: not API.
extension Double {
    @inlinable package static func exp(_ x: Double) -> Double { _exp(x) }
    @inlinable package static func expm1(_ x: Double) -> Double { _expm1(x) }
    @inlinable package static func log(_ x: Double) -> Double { _log(x) }
    @inlinable package static func log1p(_ x: Double) -> Double { _log1p(x) }
    @inlinable package static func sin(_ x: Double) -> Double { _sin(x) }
    @inlinable package static func cos(_ x: Double) -> Double { _cos(x) }
    @inlinable package static func sinh(_ x: Double) -> Double { _sinh(x) }
    @inlinable package static func asin(_ x: Double) -> Double { _asin(x) }
    @inlinable package static func atan2(_ y: Double, _ x: Double) -> Double { _atan2(y, x) }
    @inlinable package static func pow(_ x: Double, _ y: Double) -> Double { _pow(x, y) }
    @inlinable package static func hypot(_ x: Double, _ y: Double) -> Double { _hypot(x, y) }
    @inlinable package static func remainder(_ x: Double, _ y: Double) -> Double { _remainder(x, y) }
}

// The C functions, under names no other module sees (inside the extension, `exp` would be the member).
//
// Native and WebAssembly need not agree to the last bit: glibc (on x86-64 it picks FMA variants of exp,
// log, pow, sin, cos and atan2 at run time) and musl (fdlibm and ARM's optimized-routines, no FMA) each
// stay within an ulp or two of the true value but round differently for some inputs (Scripts/wasm-maths
// counts them: 1 ulp apart for a few percent of sin, cos, hypot and atan2 inputs, 2 at most for sinh),
// so a frame computed through them may differ in its last bits. Scripts/wasm-compare checks whole replays.
#if hasFeature(Embedded)
@_extern(c, "exp") @usableFromInline func _exp(_ x: Double) -> Double
@_extern(c, "expm1") @usableFromInline func _expm1(_ x: Double) -> Double
@_extern(c, "log") @usableFromInline func _log(_ x: Double) -> Double
@_extern(c, "log1p") @usableFromInline func _log1p(_ x: Double) -> Double
@_extern(c, "sin") @usableFromInline func _sin(_ x: Double) -> Double
@_extern(c, "cos") @usableFromInline func _cos(_ x: Double) -> Double
@_extern(c, "sinh") @usableFromInline func _sinh(_ x: Double) -> Double
@_extern(c, "asin") @usableFromInline func _asin(_ x: Double) -> Double
@_extern(c, "atan2") @usableFromInline func _atan2(_ y: Double, _ x: Double) -> Double
@_extern(c, "pow") @usableFromInline func _pow(_ x: Double, _ y: Double) -> Double
@_extern(c, "hypot") @usableFromInline func _hypot(_ x: Double, _ y: Double) -> Double
@_extern(c, "remainder") @usableFromInline func _remainder(_ x: Double, _ y: Double) -> Double
#else
@inlinable func _exp(_ x: Double) -> Double { exp(x) }
@inlinable func _expm1(_ x: Double) -> Double { expm1(x) }
@inlinable func _log(_ x: Double) -> Double { log(x) }
@inlinable func _log1p(_ x: Double) -> Double { log1p(x) }
@inlinable func _sin(_ x: Double) -> Double { sin(x) }
@inlinable func _cos(_ x: Double) -> Double { cos(x) }
@inlinable func _sinh(_ x: Double) -> Double { sinh(x) }
@inlinable func _asin(_ x: Double) -> Double { asin(x) }
@inlinable func _atan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
@inlinable func _pow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
@inlinable func _hypot(_ x: Double, _ y: Double) -> Double { hypot(x, y) }
@inlinable func _remainder(_ x: Double, _ y: Double) -> Double { remainder(x, y) }
#endif
