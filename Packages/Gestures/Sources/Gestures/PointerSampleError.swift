/// Why a pointer sample was rejected at the boundary (a trace being decoded or appended to, a velocity
/// tracker being fed, a host's session): the rules are ``PointerStream``'s.
///
/// ```swift
/// import Gestures
///
/// var trace = GestureTrace()
/// do {
///     try trace.append(PointerSample(pointer: 0, x: 0, y: 0, phase: .moved, time: 0))
/// } catch {
///     print(error)   // "event 0: moved for pointer 0, which is not down"
/// }
/// ```
public enum PointerSampleError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A coordinate or the time is NaN or infinite; `field` is `"t"`, `"x"` or `"y"`.
    case nonFinite(field: String)
    /// The sample's time is earlier than the previous sample's (equal times are allowed).
    case timeWentBackwards(previous: Double, time: Double)
    /// A `moved`, `stationary` or `ended` sample for a pointer that is not down. (A `cancelled` one is
    /// accepted: a cancel ends the whole stream and a stray one is harmless; see
    /// ``GestureTrace/append(_:)-(PointerSample)``.)
    case unknownPointer(Int, phase: PointerPhase)
    /// A `began` sample for a pointer that is already down.
    case pointerAlreadyDown(Int)
    /// A `began` sample while ``PointerStream/maximumPointers`` pointers are down.
    case tooManyPointers(Int)

    public var description: String {
        switch self {
        case .nonFinite(let field): return "\(field) is not a finite number"
        case .timeWentBackwards(let previous, let time): return "time goes backwards (t=\(time) after t=\(previous))"
        case .unknownPointer(let pointer, let phase): return "\(phase) for pointer \(pointer), which is not down"
        case .pointerAlreadyDown(let pointer): return "began for pointer \(pointer), which is already down"
        case .tooManyPointers(let pointer): return "began for pointer \(pointer) with \(PointerStream.maximumPointers) pointers already down"
        }
    }
}
