import Testing
import Geometry
@Suite struct Placeholder { @Test func builds() { #expect(lerp(0.0, 10.0, 0.5) == 5) } }
