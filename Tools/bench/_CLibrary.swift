// The bench's one import of the platform's C library (its clock, stdio), for every file of the
// executable: exported so that no other file names a C library (Scripts/platform-imports checks it).
// The library modules have their own, Geometry's _Math.swift.
#if canImport(Darwin)
@_exported import Darwin
#elseif canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#elseif canImport(Android)
@_exported import Android
#elseif canImport(WASILibc)
@_exported import WASILibc
#elseif canImport(ucrt)
@_exported import ucrt
#else
#error("bench: no C library for this platform; add its module to this chain (Scripts/platform-imports)")
#endif
