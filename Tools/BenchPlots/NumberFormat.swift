/// `value` with `digits` decimals (at most 6). Beyond 1e15 a double has no fraction to show and the
/// scaled value would not fit an Int64 (or would overflow to infinity near 1.8e308): it is written in
/// Swift's shortest form, `1e+20`, which a table, JSON and SVG all read.
package func format(_ value: Double, digits: Int) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : "inf" }
    guard Swift.abs(value) < 1e15 else { return "\(value.rounded())" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    if digits == 0 { return String(Int64(rounded)) }
    let whole = Int64(rounded.magnitude)
    let fraction = Int64(((rounded.magnitude - Double(whole)) * scale).rounded())
    let fractionText = String(fraction)
    return (rounded < 0 ? "-" : "") + String(whole) + "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
}
