import Foundation
import Gestures

/// Reads a gesture trace (BENCH.md's JSON format) from `path`.
///
/// Every failure becomes an `InvalidInput` with a one-line reason: an unreadable file, bad JSON, or
/// an invalid event, named by its index ("event 3: time goes backwards (t=0.004 after t=0.008)").
///
/// - Parameter path: The trace file.
/// - Returns: The validated trace.
func loadTrace(path: String) throws -> GestureTrace {
    let data: Data
    do {
        data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
        throw InvalidInput("cannot read trace \(path)")
    }
    return try decodeTrace(data, source: path)
}

/// Decodes trace JSON, mapping every failure to `InvalidInput` (see `loadTrace(path:)`).
func decodeTrace(_ data: Data, source: String = "trace") throws -> GestureTrace {
    do {
        return try JSONDecoder().decode(GestureTrace.self, from: data)
    } catch let error as GestureTraceError {
        throw InvalidInput("\(source): \(error.description)")
    } catch let error as DecodingError {
        throw InvalidInput("\(source): \(describe(error))")
    } catch {
        throw InvalidInput("\(source): \(error)")
    }
}

private func describe(_ error: DecodingError) -> String {
    let (path, detail): ([any CodingKey], String)
    switch error {
    case .dataCorrupted(let context): (path, detail) = (context.codingPath, context.debugDescription)
    case .keyNotFound(let key, let context): (path, detail) = (context.codingPath, "missing field \"\(key.stringValue)\"")
    case .typeMismatch(_, let context): (path, detail) = (context.codingPath, context.debugDescription)
    case .valueNotFound(_, let context): (path, detail) = (context.codingPath, context.debugDescription)
    @unknown default: return "invalid trace"
    }
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey].map { " (\($0))" } ?? ""
    let oneLine = (detail + underlying).split(separator: "\n").first.map(String.init) ?? detail
    if path.count >= 2, path[0].stringValue == "events", let index = path[1].intValue {
        return "event \(index): \(oneLine)"
    }
    if path.isEmpty { return "invalid JSON: \(oneLine)" }
    return "\(path.map(\.stringValue).joined(separator: ".")): \(oneLine)"
}
