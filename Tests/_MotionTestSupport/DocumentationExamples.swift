import Foundation

/// Every code example of a module (its guide `Packages/<M>/README.md`, its DocC catalogue and the
/// examples in its doc comments), turned into a test file that imports only what the examples show.
///
/// Each module's test target holds the generated `DocumentationExamples.swift` (every example a test
/// function, so the examples compile the way a user's code would, with only the module's import, and
/// run) and a test that regenerates the text and compares: an example edited in a guide but not here
/// fails that test. `python3 Scripts/documentation-examples.py` writes the files (the same text: keep
/// the two in step).
public enum DocumentationExamples {
    /// The package's root folder.
    public static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Where a module's generated examples live.
    public static func testFile(module: String) -> URL {
        root.appendingPathComponent("Tests/\(module)Tests/DocumentationExamples.swift")
    }

    /// One example: where it comes from and its lines.
    struct Example {
        let name: String
        let lines: [String]
    }

    /// The generated test file for `module`.
    public static func generatedText(module: String) throws -> String {
        let examples = try collect(module: module)
        var imports: Set<String> = ["import \(module)"]
        var functions: [String] = []
        for example in examples {
            var body: [String] = []
            for line in example.lines {
                if line.hasPrefix("import ") { imports.insert(line.trimmingCharacters(in: .whitespaces)); continue }
                body.append(line.isEmpty ? "" : "        " + line)
            }
            functions.append("    @Test func \(example.name)() throws {\n" + body.joined(separator: "\n") + "\n    }")
        }
        return """
            // Generated from the guide, the DocC catalogue and the doc comments of \(module) by
            // `python3 Scripts/documentation-examples.py`; do not edit.
            // Each example compiles here with only the imports it shows (the module's own when it shows none),
            // as it would in a user's code, and runs.
            \(imports.sorted().joined(separator: "\n"))
            import Testing

            @Suite struct \(module)DocumentationExamples {
            \(functions.joined(separator: "\n\n"))
            }

            """
    }

    /// Compares the generated text with the file.
    ///
    /// - Returns: nil when the file is current, else what it should be.
    public static func staleText(module: String) throws -> String? {
        let expected = try generatedText(module: module)
        let actual = try? String(contentsOf: testFile(module: module), encoding: .utf8)
        return actual == expected ? nil : expected
    }

    static func collect(module: String) throws -> [Example] {
        let package = root.appendingPathComponent("Packages/\(module)")
        var examples: [Example] = []
        let guide = package.appendingPathComponent("README.md")
        if let text = try? String(contentsOf: guide, encoding: .utf8) {
            examples += blocks(in: text, prefix: "", name: "guide")
        }
        let sources = package.appendingPathComponent("Sources/\(module)")
        // The DocC catalogue's Guide.md is a link to the README, read once above.
        let files = (FileManager.default.enumerator(at: sources, includingPropertiesForKeys: [.isSymbolicLinkKey])?.allObjects as? [URL] ?? [])
            .filter { (try? $0.resourceValues(forKeys: [.isSymbolicLinkKey]).isSymbolicLink) != true }
            .sorted { $0.path < $1.path }
        for file in files where file.pathExtension == "md" {
            examples += blocks(in: try String(contentsOf: file, encoding: .utf8), prefix: "",
                               name: "docc" + identifier(file.deletingPathExtension().lastPathComponent))
        }
        for file in files where file.pathExtension == "swift" {
            examples += blocks(in: try String(contentsOf: file, encoding: .utf8), prefix: "///",
                               name: identifier(file.deletingPathExtension().lastPathComponent))
        }
        return examples
    }

    /// The ```swift blocks of a text whose lines start (after indentation) with `prefix`.
    static func blocks(in text: String, prefix: String, name: String) -> [Example] {
        var examples: [Example] = []
        var current: [String]?
        for raw in text.components(separatedBy: "\n") {
            var line = prefix.isEmpty ? Substring(raw) : Substring(raw).drop(while: { $0 == " " })
            guard line.hasPrefix(prefix) else { continue }
            line = line.dropFirst(prefix.count)
            if line.hasPrefix(" ") { line = line.dropFirst() }
            if current == nil {
                if line.hasPrefix("```swift") {
                    current = []
                }
                continue
            }
            if line.hasPrefix("```") {
                examples.append(Example(name: "\(name)\(examples.count + 1)", lines: current ?? []))
                current = nil
                continue
            }
            current?.append(String(line))
        }
        return examples
    }

    static func identifier(_ text: String) -> String {
        let cleaned = text.map { $0.isLetter || $0.isNumber ? $0 : "_" }
        guard let first = cleaned.first else { return "example" }
        return String(first).lowercased() + String(cleaned.dropFirst())
    }
}
