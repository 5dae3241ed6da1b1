import Foundation

/// Every code example of a module (its guide `Packages/<M>/README.md`, its DocC catalogue, the examples
/// in its doc comments, and the examples of README.md and docs/ that import it) is compiled and run by
/// the module's generated `Tests/<M>Tests/DocumentationExamples.swift`, where each stated result (a
/// `print(...)  // text` line) is expected.
///
/// One generator writes those files, `Scripts/documentation-examples.py` (its docstring holds the fence
/// and stated-result conventions); each module's test runs it in check mode, so an example edited in a
/// guide or a doc comment without regenerating fails.
public enum DocumentationExamples {
    /// The package's root folder.
    public static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The generator run once in check mode for every module, shared by the modules' tests (one process
    /// for the whole test run instead of one per module: each start of python3, and of a version
    /// manager's shim in front of it, cost more than the check).
    private static let check = Result { try Subprocess.run(URL(fileURLWithPath: "/usr/bin/env"),
                                                           ["python3", "Scripts/documentation-examples.py", "--check"], in: root) }

    /// Whether `module`'s generated file is current, by the generator in check mode.
    ///
    /// - Returns: nil when the module's generated file is current, else what the generator says (which
    ///   names every stale file; anything else it says, a crash, concerns every module).
    /// - Throws: when `python3` cannot be started (it must be on the PATH, as for the script itself).
    public static func staleText(module: String) throws -> String? {
        let result = try check.get()
        guard result.status != 0 else { return nil }
        let text = result.standardError + result.standardOutput
        let prefix = "stale (run python3 Scripts/documentation-examples.py): "
        guard text.hasPrefix(prefix) else { return text }
        let stale = text.dropFirst(prefix.count).trimmingCharacters(in: .whitespacesAndNewlines).components(separatedBy: ", ")
        return stale.contains("Tests/\(module)Tests/DocumentationExamples.swift") ? text : nil
    }
}
