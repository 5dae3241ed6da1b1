import Foundation
import Gestures
import BenchReplay

/// Decodes trace JSON, mapping every failure to `InvalidInput` (``InputPath/trace()``): an invalid event named by its index ("event 3: time goes backwards (t=0.004 after t=0.008)"), or malformed JSON by its line and column.
func decodeTrace(_ data: Data, source: String = "trace") throws -> GestureTrace {
    do {
        return try JSONDecoder().decode(GestureTrace.self, from: data)
    } catch let error as GestureTraceError {
        throw InvalidInput("\(source): \(error.description)")
    } catch let error as DecodingError {
        if case .dataCorrupted(let context) = error, context.codingPath.isEmpty, let place = jsonErrorPlace(data) {
            throw InvalidInput("\(source): invalid JSON at \(place)")
        }
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

/// Where malformed JSON goes wrong, as "line L, column C" (1-based), from Foundation's parser's
/// character offset; nil when the parser accepts the data or gives no offset.
func jsonErrorPlace(_ data: Data) -> String? {
    do {
        _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        return nil
    } catch {
        let message = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? ""
        guard let range = message.range(of: "character "),
              let offset = Int(message[range.upperBound...].prefix(while: \.isNumber)) else { return nil }
        var line = 1, column = 1
        for byte in data.prefix(offset) {
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        return "line \(line), column \(column) (\(message))"
    }
}
