/// A small JSON writer for the probes and `--json`: numbers in Swift's shortest round-trip form,
/// keys in the order given, non-finite numbers as `null`. Part of the replay core (Replayer.swift), so
/// compiled for WebAssembly too: `bench replay`'s text comes from here in both builds.
package enum JSON {
    case number(Double)
    case integer(Int)
    case string(String)
    case bool(Bool)
    case null
    case array([JSON])
    case object([(String, JSON)])

    package static func number(_ value: Double?) -> JSON {
        value.map { JSON.number($0) } ?? .null
    }

    package var text: String {
        switch self {
        case .number(let value):
            guard value.isFinite else { return "null" }
            if value == value.rounded(), Swift.abs(value) < 1e15 {
                return String(Int64(value))
            }
            return "\(value)"
        case .integer(let value): return String(value)
        case .string(let value): return JSON.quote(value)
        case .bool(let value): return value ? "true" : "false"
        case .null: return "null"
        case .array(let values): return "[" + values.map { $0.text }.joined(separator: ", ") + "]"
        case .object(let members):
            return "{" + members.map { JSON.quote($0.0) + ": " + $0.1.text }.joined(separator: ", ") + "}"
        }
    }

    /// True when no number in it is NaN or infinite: what a probe checks before printing, so that an
    /// input whose motion overflows exits 2 by name instead of printing `null` where a number is promised.
    package var isFinite: Bool {
        switch self {
        case .number(let value): value.isFinite
        case .integer, .string, .bool, .null: true
        case .array(let values): values.allSatisfy { $0.isFinite }
        case .object(let members): members.allSatisfy { $0.1.isFinite }
        }
    }

    private static func quote(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
