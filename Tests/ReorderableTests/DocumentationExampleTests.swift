import Testing
import _MotionTestSupport

/// The guide's, the DocC catalogue's and the doc comments' examples are the ones compiled and run in
/// DocumentationExamples.swift (regenerate it with python3 Scripts/documentation-examples.py).
@Suite struct DocumentationExampleTests {
    @Test func theCompiledExamplesAreTheDocumentedOnes() throws {
        let stale = try DocumentationExamples.staleText(module: "Reorderable")
        #expect(stale == nil, "\(stale ?? "")")
    }
}
