/// Reads a fuzzer's bytes as the numbers and choices a replay needs. Every read succeeds: past the
/// end it answers zeros, so any byte string is a valid program.
///
/// Numbers are drawn so that the fuzzer reaches the interesting ones quickly: ordinary screen
/// coordinates and frame times most of the time, a table of extremes (denormals, 1e150, 1e308, the
/// largest double, NaN, ±infinity) and raw bit patterns the rest.
public struct FuzzInput {
    private let bytes: UnsafeRawBufferPointer
    private var offset = 0

    /// The values every replay should meet.
    public static let extremes: [Double] = [
        0, -0.0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude, 1e-300, 1e-9, 1, -1, 1e9, 1e15, 1e17, 1e150, -1e150,
        1.1e150, 1e154, 1e200, -1e200, 1e300, 1e308, -1e308, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        .nan, .infinity, -.infinity,
    ]

    /// The ordinary frame and sample intervals, in seconds.
    public static let intervals: [Double] = [0, 1.0 / 240, 1.0 / 120, 1.0 / 60, 0.008, 0.05, 0.3, 0.6]

    public init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// True when every byte has been read.
    public var isExhausted: Bool { offset >= bytes.count }

    /// The next byte, 0 past the end.
    public mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// A choice among `count` options.
    public mutating func choice(_ count: Int) -> Int { Int(byte()) % max(count, 1) }

    /// Eight bytes as a double: any bit pattern, NaN and infinities included.
    public mutating func rawDouble() -> Double {
        var bits: UInt64 = 0
        for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
        return Double(bitPattern: bits)
    }

    /// A coordinate: usually within ±4096 points in eighths, sometimes an extreme or raw bits.
    public mutating func coordinate() -> Double {
        switch choice(8) {
        case 0..<5:
            let high = UInt16(byte()), low = UInt16(byte())
            return Double(Int16(bitPattern: high << 8 | low)) / 8
        case 5, 6: return Self.extremes[choice(Self.extremes.count)]
        default: return rawDouble()
        }
    }

    /// A time interval: usually a frame or a pause, sometimes negative, extreme or raw bits.
    public mutating func interval() -> Double {
        switch choice(8) {
        case 0..<5: return Self.intervals[choice(Self.intervals.count)]
        case 5: return Double(byte()) / 1000
        case 6: return Self.extremes[choice(Self.extremes.count)]
        default: return rawDouble()
        }
    }
}
