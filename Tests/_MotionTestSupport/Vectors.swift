import Foundation

/// Reads the public test vectors in `../shared/vectors/` (beside the checkout, as CI has them).
public enum Vectors {
    /// The folder holding the vectors: `$MOTION_VECTORS` when set, else `../shared/vectors` from the
    /// package root.
    public static var directory: URL {
        if let override = ProcessInfo.processInfo.environment["MOTION_VECTORS"] {
            return URL(fileURLWithPath: override)
        }
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return packageRoot.deletingLastPathComponent().appendingPathComponent("shared/vectors")
    }

    /// The parsed JSON of a vectors file (`name` with its extension).
    public static func load(_ name: String) throws -> Any {
        let data = try Data(contentsOf: directory.appendingPathComponent(name))
        return try JSONSerialization.jsonObject(with: data)
    }

    /// The decoded JSON of a vectors file.
    public static func decode<T: Decodable>(_ type: T.Type, from name: String) throws -> T {
        let data = try Data(contentsOf: directory.appendingPathComponent(name))
        return try JSONDecoder().decode(T.self, from: data)
    }
}
