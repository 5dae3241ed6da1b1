import Foundation

/// Reads the public test vectors kept in `Tests/Vectors/` (see its README for their provenance).
public enum Vectors {
    /// Why a vectors file could not be read: names the file and where it was looked for.
    public struct MissingFile: Error, CustomStringConvertible {
        public let name: String
        public let directory: URL
        public let underlying: String
        public var description: String {
            "test vectors file \(name) could not be read from \(directory.path) (\(underlying)); " +
                "it ships in Tests/Vectors, or set MOTION_VECTORS to a folder holding it"
        }
    }

    /// The folder holding the vectors: `$MOTION_VECTORS` when set, else `Tests/Vectors` in this checkout.
    public static var directory: URL {
        if let override = ProcessInfo.processInfo.environment["MOTION_VECTORS"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        return URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Vectors")
    }

    /// The bytes of a vectors file, or ``MissingFile`` naming it.
    public static func data(_ name: String) throws -> Data {
        do {
            return try Data(contentsOf: directory.appendingPathComponent(name))
        } catch {
            throw MissingFile(name: name, directory: directory, underlying: "\(error.localizedDescription)")
        }
    }

    /// The parsed JSON of a vectors file (`name` with its extension).
    public static func load(_ name: String) throws -> Any {
        try JSONSerialization.jsonObject(with: data(name))
    }

    /// The decoded JSON of a vectors file.
    public static func decode<T: Decodable>(_ type: T.Type, from name: String) throws -> T {
        try JSONDecoder().decode(T.self, from: data(name))
    }

    /// The top-level object under `key` in a vectors file whose root is an object.
    public static func section(_ key: String, of name: String) throws -> [String: Any] {
        guard let root = try load(name) as? [String: Any], let section = root[key] as? [String: Any] else {
            throw MissingFile(name: name, directory: directory, underlying: "no object under \"\(key)\"")
        }
        return section
    }
}
