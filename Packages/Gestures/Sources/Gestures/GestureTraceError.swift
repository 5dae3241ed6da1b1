/// Why a gesture trace was rejected, naming the event at fault.
///
/// ```swift
/// import Foundation
/// import Gestures
///
/// let json = #"{"events": [{"t": 0.008, "pointer": 0, "phase": "began", "x": 0, "y": 0},"#
///     + #"{"t": 0.004, "pointer": 0, "phase": "moved", "x": 1, "y": 0}]}"#
/// do { _ = try JSONDecoder().decode(GestureTrace.self, from: Data(json.utf8)) }
/// catch let error as GestureTraceError { print(error) }   // "event 1: time goes backwards (t=0.004 after t=0.008)"
/// ```
public struct GestureTraceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public enum Problem: Hashable, Sendable, CustomStringConvertible {
        /// The event is well formed but breaks the stream's rules (non-finite value, time going
        /// backwards, a pointer that is not down).
        case invalidSample(PointerSampleError)
        /// `phase` is not one of began, moved, stationary, ended, cancelled.
        case unknownPhase(String)
        /// A required field is absent.
        case missingField(String)
        /// `kind` is neither `pointer` nor `wheel`.
        case unknownKind(String)
        /// A wheel event's `phase`, `momentumPhase` or `deltaMode` is not one of its names.
        case unknownValue(field: String, String)
        /// A field has the wrong type (a string where a number belongs, a fractional pointer id).
        case wrongType(field: String)

        public var description: String {
            switch self {
            case .invalidSample(let error): return error.description
            case .unknownPhase(let phase): return "unknown phase \"\(phase)\" (expected began, moved, stationary, ended or cancelled)"
            case .unknownKind(let kind): return "unknown kind \"\(kind)\" (expected pointer or wheel)"
            case .unknownValue(let field, let value):
                let names = field == "deltaMode" ? "pixel, line or page" : "none, began, changed or ended"
                return "unknown \(field) \"\(value)\" (expected \(names))"
            case .missingField(let field): return "missing field \"\(field)\""
            case .wrongType(let field): return "field \"\(field)\" has the wrong type"
            }
        }
    }

    /// The index of the offending event in `events`, or nil for a problem with the trace itself
    /// (for example a missing `events` array).
    public let eventIndex: Int?
    /// What was wrong.
    public let problem: Problem

    /// An error.
    public init(eventIndex: Int?, problem: Problem) {
        self.eventIndex = eventIndex
        self.problem = problem
    }

    public var description: String {
        if let eventIndex { return "event \(eventIndex): \(problem)" }
        return "trace: \(problem)"
    }
}
