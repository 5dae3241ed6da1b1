import Geometry
import Gestures

/// The trace reader of the WebAssembly replay, where Codable does not exist: a small JSON reader and the
/// trace format's rules, giving the text `InputPath.trace()` gives (Foundation's `JSONDecoder` and
/// `GestureTrace`'s `Decodable` conformance) for the same bytes: the same trace, or the same one-line
/// reason. It follows the decoder where the decoder is lenient (a trailing comma, the first of two equal
/// keys, any escape) and where it is strict (a number is checked when a field is read, so `01` and `1.`
/// are not finite numbers and `1e999` is none either). Malformed JSON is placed by line and column as
/// the native reader places it, with Foundation's reason for an unexpected character (`Invalid value
/// around character N.`) and its general one otherwise. A test compares the two readers on the same
/// bytes (`TraceReaderTests`).
package enum TraceReader {
    /// A JSON value as read; a number keeps its text (checked when a field is read, as the decoder does).
    package indirect enum Value {
        case number(String)
        case string(String)
        /// A string the decoder cannot decode as one (an unpaired surrogate, a raw control character).
        case unreadableString
        case bool(Bool)
        case null
        case array([Value])
        case object([(String, Value)])

        /// The first member named `key` (the decoder keeps the first of two).
        package func member(_ key: String) -> Value? {
            guard case .object(let members) = self else { return nil }
            return members.first { $0.0 == key }?.1
        }
    }

    /// Why the bytes are not JSON: a character where none fits (at its byte offset), or anything else.
    package enum SyntaxError: Error {
        case unexpected(offset: Int)
        case invalid
    }

    /// The trace in `bytes`, validated as `GestureTrace` validates it.
    ///
    /// - Throws: `InvalidInput` with `source: reason`, as the native reader words it.
    package static func trace(_ bytes: [UInt8], source: String) throws(InvalidInput) -> GestureTrace {
        let root: Value
        do throws(SyntaxError) {
            root = try parse(bytes)
        } catch {
            switch error {
            case .unexpected(let offset):
                var line = 1, column = 1
                for byte in bytes.prefix(offset) {
                    if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
                }
                throw InvalidInput("\(source): invalid JSON at line \(line), column \(column) (Invalid value around character \(offset).)")
            case .invalid:
                throw InvalidInput("\(source): invalid JSON: The given data was not valid JSON.")
            }
        }
        let found: String
        switch root {
        case .object: found = ""
        case .array: found = "an array"
        case .string, .unreadableString: found = "a string"
        case .number: found = "number"
        case .bool: found = "bool"
        case .null: throw InvalidInput("\(source): invalid JSON: Cannot get keyed decoding container -- found null value instead")
        }
        if !found.isEmpty {
            throw InvalidInput("\(source): invalid JSON: Expected to decode Dictionary<String, Any> but found \(found) instead.")
        }
        do throws(GestureTraceError) {
            return try decode(root)
        } catch {
            throw InvalidInput("\(source): \(error.description)")
        }
    }

    /// `GestureTrace`'s decoding rules on a read value (GestureTrace+Codable.swift).
    package static func decode(_ root: Value) throws(GestureTraceError) -> GestureTrace {
        var trace = GestureTrace()
        // A name that is not a string is left out, as the decoder leaves it.
        if case .string(let name)? = root.member("name") { trace.name = name }
        if let container = root.member("container") {
            if case .null = container {} else { trace.container = try rect(container) }
        }
        guard let events = root.member("events") else { throw GestureTraceError(eventIndex: nil, problem: .missingField("events")) }
        guard case .array(let list) = events else { throw GestureTraceError(eventIndex: nil, problem: .wrongType(field: "events")) }
        for (index, event) in list.enumerated() {
            guard case .object = event else { throw GestureTraceError(eventIndex: index, problem: .wrongType(field: "event")) }
            if try isWheel(event, index: index) {
                try trace.append(wheel(event, index: index))
                continue
            }
            let time = try number(event, "t", index: index)
            let pointer = try pointer(event, index: index)
            let phase = try phase(event, index: index)
            let x = try number(event, "x", index: index)
            let y = try number(event, "y", index: index)
            try trace.append(PointerSample(pointer: pointer, x: x, y: y, phase: phase, time: time))
        }
        return trace
    }

    /// Whether the event is wheel input (`"kind": "wheel"`), as the decoder reads `kind`.
    private static func isWheel(_ event: Value, index: Int) throws(GestureTraceError) -> Bool {
        guard let value = event.member("kind") else { return false }
        guard case .string(let kind) = value else { throw GestureTraceError(eventIndex: index, problem: .wrongType(field: "kind")) }
        switch kind {
        case "pointer": return false
        case "wheel": return true
        default: throw GestureTraceError(eventIndex: index, problem: .unknownKind(kind))
        }
    }

    /// A wheel event, by the decoder's rules (GestureTrace+Codable.swift).
    private static func wheel(_ event: Value, index: Int) throws(GestureTraceError) -> WheelSample {
        let time = try number(event, "t", index: index)
        let dx = try number(event, "dx", index: index)
        let dy = try number(event, "dy", index: index)
        func text(_ key: String) throws(GestureTraceError) -> String? {
            guard let value = event.member(key) else { return nil }
            guard case .string(let text) = value else { throw GestureTraceError(eventIndex: index, problem: .wrongType(field: key)) }
            return text
        }
        func wheelPhase(_ key: String) throws(GestureTraceError) -> WheelSample.Phase {
            guard let name = try text(key) else { return .none }
            guard let phase = WheelSample.Phase(rawValue: name) else {
                throw GestureTraceError(eventIndex: index, problem: .unknownValue(field: key, name))
            }
            return phase
        }
        var mode = WheelSample.DeltaMode.pixel
        if let name = try text("deltaMode") {
            guard let given = WheelSample.DeltaMode(rawValue: name) else {
                throw GestureTraceError(eventIndex: index, problem: .unknownValue(field: "deltaMode", name))
            }
            mode = given
        }
        var ctrlKey = false
        if let value = event.member("ctrlKey") {
            guard case .bool(let given) = value else { throw GestureTraceError(eventIndex: index, problem: .wrongType(field: "ctrlKey")) }
            ctrlKey = given
        }
        var location: Point?
        if event.member("x") != nil || event.member("y") != nil {
            location = Point(x: try number(event, "x", index: index), y: try number(event, "y", index: index))
        }
        return WheelSample(delta: Vector(dx: dx, dy: dy), phase: try wheelPhase("phase"), momentumPhase: try wheelPhase("momentumPhase"),
                           deltaMode: mode, ctrlKey: ctrlKey, location: location, time: time)
    }

    private static func number(_ event: Value, _ key: String, index: Int) throws(GestureTraceError) -> Double {
        guard let value = event.member(key) else { throw GestureTraceError(eventIndex: index, problem: .missingField(key)) }
        let nonFinite = GestureTraceError(eventIndex: index, problem: .invalidSample(.nonFinite(field: key)))
        switch value {
        case .number(let text):
            guard let number = double(text), number.isFinite else { throw nonFinite }
            return number
        case .string(let text):
            if let number = Double(text), !number.isFinite { throw nonFinite }
            throw GestureTraceError(eventIndex: index, problem: .wrongType(field: key))
        case .unreadableString: throw nonFinite
        case .bool, .null, .array, .object: throw GestureTraceError(eventIndex: index, problem: .wrongType(field: key))
        }
    }

    private static func pointer(_ event: Value, index: Int) throws(GestureTraceError) -> Int {
        guard let value = event.member("pointer") else { throw GestureTraceError(eventIndex: index, problem: .missingField("pointer")) }
        guard case .number(let text) = value, let pointer = integer(text) else {
            throw GestureTraceError(eventIndex: index, problem: .wrongType(field: "pointer"))
        }
        return pointer
    }

    private static func phase(_ event: Value, index: Int) throws(GestureTraceError) -> PointerPhase {
        guard let value = event.member("phase") else { throw GestureTraceError(eventIndex: index, problem: .missingField("phase")) }
        guard case .string(let text) = value else { throw GestureTraceError(eventIndex: index, problem: .wrongType(field: "phase")) }
        guard let phase = PointerPhase(rawValue: text) else { throw GestureTraceError(eventIndex: index, problem: .unknownPhase(text)) }
        return phase
    }

    private static func rect(_ value: Value) throws(GestureTraceError) -> Rect {
        let wrong = GestureTraceError(eventIndex: nil, problem: .wrongType(field: "container"))
        guard case .object = value else { throw wrong }
        var values: [Double] = []
        for key in ["x", "y", "width", "height"] {
            guard let field = value.member(key) else {
                throw GestureTraceError(eventIndex: nil, problem: .missingField("container.\(key)"))
            }
            guard case .number(let text) = field, let number = double(text), number.isFinite else { throw wrong }
            values.append(number)
        }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// A JSON number's value: nil for text that is not one (`01`, `1.`, `-`, `1-2`).
    package static func double(_ text: String) -> Double? {
        let bytes = Array(text.utf8)
        var index = 0
        func digits() -> Int {
            let start = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
            return index - start
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        let integerDigits = digits()
        guard integerDigits > 0, integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") else { return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { return nil }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { return nil }
        }
        guard index == bytes.count else { return nil }
        return Double(text)
    }

    /// A JSON number as an `Int`, as the decoder reads one: a whole number in range (`1.0` and `1e2` are).
    package static func integer(_ text: String) -> Int? {
        if let value = Int(text) { return value }
        guard let value = double(text), value.isFinite, value == value.rounded(),
              value >= -9.223372036854775808e18, value < 9.223372036854775808e18 else { return nil }
        return Int(value)
    }

    /// Reads one JSON document.
    package static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> Value {
        var reader = Reader(bytes: bytes)
        let value = try reader.value()
        reader.skipSpace()
        if reader.index < bytes.count { throw .unexpected(offset: reader.index) }
        return value
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        mutating func value() throws(SyntaxError) -> Value {
            skipSpace()
            guard index < bytes.count else { throw .invalid }
            switch bytes[index] {
            case UInt8(ascii: "{"): return try object()
            case UInt8(ascii: "["): return try array()
            case UInt8(ascii: "\""): return try string()
            case UInt8(ascii: "t"): return try literal("true", .bool(true))
            case UInt8(ascii: "f"): return try literal("false", .bool(false))
            case UInt8(ascii: "n"): return try literal("null", .null)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let start = index
                while index < bytes.count, isNumberByte(bytes[index]) { index += 1 }
                return .number(String(decoding: bytes[start..<index], as: UTF8.self))
            default: throw .unexpected(offset: index)
            }
        }

        private func isNumberByte(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
        }

        private mutating func literal(_ word: String, _ value: Value) throws(SyntaxError) -> Value {
            for byte in word.utf8 {
                guard index < bytes.count, bytes[index] == byte else { throw .invalid }
                index += 1
            }
            return value
        }

        private mutating func object() throws(SyntaxError) -> Value {
            index += 1
            var members: [(String, Value)] = []
            while true {
                skipSpace()
                guard index < bytes.count else { throw .invalid }
                if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
                if !members.isEmpty {
                    guard bytes[index] == UInt8(ascii: ",") else { throw .unexpected(offset: index) }
                    index += 1
                    skipSpace()
                    guard index < bytes.count else { throw .invalid }
                    // A trailing comma is accepted, as the decoder accepts it.
                    if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
                }
                guard bytes[index] == UInt8(ascii: "\"") else { throw .unexpected(offset: index) }
                let key: String
                switch try string() {
                case .string(let text): key = text
                default: key = ""
                }
                skipSpace()
                guard index < bytes.count else { throw .invalid }
                guard bytes[index] == UInt8(ascii: ":") else { throw .unexpected(offset: index) }
                index += 1
                members.append((key, try value()))
            }
        }

        private mutating func array() throws(SyntaxError) -> Value {
            index += 1
            var values: [Value] = []
            while true {
                skipSpace()
                guard index < bytes.count else { throw .invalid }
                if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(values) }
                if !values.isEmpty {
                    guard bytes[index] == UInt8(ascii: ",") else { throw .unexpected(offset: index) }
                    index += 1
                    skipSpace()
                    guard index < bytes.count else { throw .invalid }
                    if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(values) }
                }
                values.append(try value())
            }
        }

        /// A string from its opening quote: its text, or `.unreadableString` for one the decoder
        /// cannot decode (a raw control character, an unpaired surrogate, bytes that are not UTF-8).
        private mutating func string() throws(SyntaxError) -> Value {
            index += 1
            var scalars = String.UnicodeScalarView()
            var readable = true
            var plain: [UInt8] = []
            func flush() {
                guard !plain.isEmpty else { return }
                if let text = String(validating: plain, as: UTF8.self) { scalars.append(contentsOf: text.unicodeScalars) } else { readable = false }
                plain.removeAll()
            }
            while true {
                guard index < bytes.count else { throw .invalid }
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "\"") { break }
                if byte < 0x20 { readable = false; continue }
                guard byte == UInt8(ascii: "\\") else { plain.append(byte); continue }
                flush()
                guard index < bytes.count else { throw .invalid }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    guard let high = hex4() else { readable = false; continue }
                    if (0xD800..<0xDC00).contains(high) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                            readable = false
                            continue
                        }
                        index += 2
                        guard let low = hex4(), (0xDC00..<0xE000).contains(low),
                              let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) else {
                            readable = false
                            continue
                        }
                        scalars.append(scalar)
                    } else if let scalar = Unicode.Scalar(high) {
                        scalars.append(scalar)
                    } else {
                        readable = false
                    }
                default:
                    // `\"`, `\\`, `\/`, and any other character the decoder passes through as itself.
                    plain.append(escape)
                }
            }
            flush()
            return readable ? .string(String(scalars)) : .unreadableString
        }

        private mutating func hex4() -> UInt32? {
            guard index + 4 <= bytes.count else { return nil }
            var value: UInt32 = 0
            for byte in bytes[index..<index + 4] {
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: return nil
                }
                value = value << 4 | UInt32(digit)
            }
            index += 4
            return value
        }
    }
}
