import Foundation
import Gestures
import Demos

/// A message from the page, decoded and checked. Anything else is a `MessageError` with a reason the
/// page shows; the session goes on.
///
/// ```json
/// {"type": "select", "interaction": "pip", "width": 390, "height": 700}
/// {"type": "pointer", "id": 1, "phase": "moved", "x": 120.5, "y": 300, "t": 12.345, "kind": "touch"}
/// {"type": "wheel", "deltaX": 0, "deltaY": 100, "deltaMode": 0, "ctrlKey": false, "momentum": true, "x": 120, "y": 300, "timeStamp": 12345.6}
/// {"type": "frame", "t": 12.350}
/// {"type": "record", "on": true}
/// {"type": "reset"}
/// ```
/// Times are seconds on the page's clock (`event.timeStamp / 1000`, the same clock as
/// `requestAnimationFrame`'s timestamp); positions are CSS pixels in the stage. A wheel message carries the DOM
/// `WheelEvent`'s own fields (`momentum` absent where the browser has none, `timeStamp` in milliseconds),
/// mapped by Gestures' one browser mapping, `WheelSample(domDeltaX:...)`.
public enum ClientMessage: Equatable, Sendable {
    case select(interaction: String, width: Double, height: Double)
    case pointer(PointerSample)
    case wheel(WheelSample)
    case frame(time: Double)
    case record(on: Bool)
    case reset

    /// Decodes one WebSocket text message.
    ///
    /// - Throws: `MessageError` naming what is wrong (not JSON, an unknown type, a missing or
    ///   non-finite field, an unknown phase).
    public static func decode(_ text: String) throws(MessageError) -> ClientMessage {
        guard text.utf8.count <= 65_536 else { throw MessageError("message longer than 64 KiB") }
        let object: [String: Field]
        do {
            object = try JSONDecoder().decode([String: Field].self, from: Data(text.utf8))
        } catch {
            throw MessageError("not a JSON object")
        }
        guard case .string(let type)? = object["type"] else { throw MessageError("missing \"type\"") }
        func number(_ key: String) throws(MessageError) -> Double {
            guard case .number(let value)? = object[key] else { throw MessageError("\(type): \"\(key)\" must be a number") }
            guard value.isFinite else { throw MessageError("\(type): \"\(key)\" must be finite") }
            return value
        }
        func string(_ key: String) -> String? {
            if case .string(let value)? = object[key] { return value }
            return nil
        }
        switch type {
        case "select":
            guard let name = string("interaction") else { throw MessageError("select: \"interaction\" must be a string") }
            let width = try number("width"), height = try number("height")
            guard width >= 50, height >= 50, width <= 10_000, height <= 10_000 else {
                throw MessageError("select: the stage must be 50...10000 pixels on each side")
            }
            return .select(interaction: name, width: width, height: height)
        case "pointer":
            let id = try number("id")
            guard id == id.rounded(), Swift.abs(id) < 1e9 else { throw MessageError("pointer: \"id\" must be an integer") }
            guard let phaseName = string("phase") else { throw MessageError("pointer: \"phase\" must be a string") }
            guard let phase = PointerPhase(rawValue: phaseName) else {
                throw MessageError("pointer: unknown phase \"\(phaseName)\" (began, moved, stationary, ended, cancelled)")
            }
            let x = try number("x"), y = try number("y"), t = try number("t")
            guard Swift.abs(x) < 1e7, Swift.abs(y) < 1e7 else { throw MessageError("pointer: x and y must be within 10⁷") }
            return .pointer(PointerSample(pointer: Int(id), x: x, y: y, phase: phase, time: t))
        case "wheel":
            let deltaX = try number("deltaX"), deltaY = try number("deltaY"), mode = try number("deltaMode")
            let x = try number("x"), y = try number("y"), timeStamp = try number("timeStamp")
            guard Swift.abs(x) < 1e7, Swift.abs(y) < 1e7 else { throw MessageError("wheel: x and y must be within 10⁷") }
            guard case .bool(let ctrlKey)? = object["ctrlKey"] else { throw MessageError("wheel: \"ctrlKey\" must be true or false") }
            var momentum: Bool?
            switch object["momentum"] {
            case nil: momentum = nil
            case .bool(let flag)?: momentum = flag
            default: throw MessageError("wheel: \"momentum\" must be true, false or absent")
            }
            guard mode == mode.rounded(), Swift.abs(mode) < 10,
                  let wheel = WheelSample(domDeltaX: deltaX, deltaY: deltaY, deltaMode: Int(mode), ctrlKey: ctrlKey, momentum: momentum,
                                          location: Point(x: x, y: y), timeStamp: timeStamp) else {
                throw MessageError("wheel: \"deltaMode\" must be 0, 1 or 2")
            }
            return .wheel(wheel)
        case "frame":
            return .frame(time: try number("t"))
        case "record":
            guard case .bool(let on)? = object["on"] else { throw MessageError("record: \"on\" must be true or false") }
            return .record(on: on)
        case "reset":
            return .reset
        default:
            throw MessageError("unknown message type \"\(type)\"")
        }
    }
}

/// Why a message from the page was refused.
public struct MessageError: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// One value of a message's object, told apart by JSON type (a boolean is not a number).
private enum Field: Decodable {
    case bool(Bool), number(Double), string(String), other

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else {
            self = .other
        }
    }
}
