/// The playground's JSON: a small writer (numbers in Swift's shortest exact form, the form `bench
/// replay` prints, non-finite numbers as `null`, keys in the order given).
public enum PlaygroundJSON: Sendable, Equatable {
    case number(Double)
    case integer(Int)
    case string(String)
    case bool(Bool)
    case null
    case array([PlaygroundJSON])
    case object([(String, PlaygroundJSON)])

    public static func == (lhs: PlaygroundJSON, rhs: PlaygroundJSON) -> Bool { lhs.text == rhs.text }

    /// The JSON text.
    public var text: String {
        var output = ""
        write(to: &output)
        return output
    }

    private func write(to output: inout String) {
        switch self {
        case .number(let value):
            if !value.isFinite {
                output += "null"
            } else if value == value.rounded(), Swift.abs(value) < 1e15 {
                output += String(Int64(value))
            } else {
                output += "\(value)"
            }
        case .integer(let value): output += String(value)
        case .string(let value): PlaygroundJSON.quote(value, into: &output)
        case .bool(let value): output += value ? "true" : "false"
        case .null: output += "null"
        case .array(let values):
            output += "["
            for (index, value) in values.enumerated() {
                if index > 0 { output += "," }
                value.write(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                PlaygroundJSON.quote(member.0, into: &output)
                output += ":"
                member.1.write(to: &output)
            }
            output += "}"
        }
    }

    private static func quote(_ string: String, into output: inout String) {
        output += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "<": output += "\\u003c"      // safe inside an HTML <script>
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
