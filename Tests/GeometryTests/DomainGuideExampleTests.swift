import Geometry
import Testing

/// The "Domain" section of Packages/Geometry/README.md, compiled with only `import Geometry`.
@Suite struct DomainGuideExampleTests {
    @Test func domainSection() {
        let length = Vector(dx: 3e200, dy: 4e200).magnitude                          // 5e200: no overflow on the way
        let far = Point(x: -8e307, y: 0).distance(to: Point(x: 8e307, y: 0))          // 1.6e308
        let finite = Vector(dx: 1e200, dy: 0).isFinite                                // true, though magnitudeSquared is infinity
        let none = AffineTransform(a: 1, b: 0, c: 0, d: 1e-320, tx: 0, ty: 0).inverted()   // nil: an entry would be 1e320
        let flat = TimingCurve.easeIn.value(at: -.infinity)                           // 0: a flat tangent stays flat
        #expect(Swift.abs(length - 5e200) <= 5e200 * 1e-15)
        #expect(far == 1.6e308)
        #expect(finite)
        #expect(none == nil)
        #expect(flat == 0)
    }
}
