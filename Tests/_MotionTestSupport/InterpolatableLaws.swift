import Geometry

/// The vector-space laws every `Interpolatable` type keeps, checked on the values given (use values
/// with small integer components, for which the laws hold exactly in floating point):
/// identity (`a + .zero == a`), inverse (`a - a == .zero`, `a + (-a) == .zero`), commutativity,
/// distributivity (`a * 2 == a + a`, `(a + b) * 3 == a * 3 + b * 3`), the interpolation's ends and middle
/// (`a` at 0, `b` at 1, `(a + b) / 2` at 0.5), `magnitudeSquared` (0 for `.zero`, 4× for `a * 2`) and `isFinite`.
///
/// - Returns: one line per broken law (empty when every law holds).
public func interpolatableLawViolations<Value: Interpolatable>(_ values: [Value]) -> [String] {
    var broken: [String] = []
    func check(_ holds: Bool, _ law: String) { if !holds { broken.append(law) } }
    check(Value.zero.magnitudeSquared == 0, "zero.magnitudeSquared == 0")
    for a in values {
        check(a + .zero == a, "\(a) + zero == itself")
        check(a - a == .zero, "\(a) - itself == zero")
        check(a + (-a) == .zero, "\(a) + (-itself) == zero")
        check(a * 2 == a + a, "\(a) * 2 == itself + itself")
        check(a * 1 == a, "\(a) * 1 == itself")
        check((a * 2).magnitudeSquared == 4 * a.magnitudeSquared, "|\(a) * 2|² == 4 |itself|²")
        check(a.isFinite, "\(a) is finite")
        for b in values {
            check(a + b == b + a, "\(a) + \(b) commutes")
            check((a + b) * 3 == a * 3 + b * 3, "(\(a) + \(b)) * 3 distributes")
            check(a.interpolated(to: b, by: 0) == a, "\(a) → \(b) at 0 is the start")
            check(a.interpolated(to: b, by: 1) == b, "\(a) → \(b) at 1 is the end")
            check(a.interpolated(to: b, by: 0.5) == (a + b) * 0.5, "\(a) → \(b) at 0.5 is the middle")
        }
    }
    return broken
}
