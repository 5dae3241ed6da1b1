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

    /// Runs the generator in check mode for `module`.
    ///
    /// - Returns: nil when the module's generated file is current, else what the generator says.
    /// - Throws: when `python3` cannot be started (it must be on the PATH, as for the script itself).
    public static func staleText(module: String) throws -> String? {
        let result = try Subprocess.run(URL(fileURLWithPath: "/usr/bin/env"),
                                        ["python3", "Scripts/documentation-examples.py", "--check", module], in: root)
        return result.status == 0 ? nil : result.standardError + result.standardOutput
    }
}
