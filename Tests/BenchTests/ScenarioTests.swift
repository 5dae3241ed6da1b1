import Testing
@testable import bench
@Suite struct BenchPlaceholder { @Test func scenariosRegistered() { #expect(!Scenario.all.isEmpty) } }
