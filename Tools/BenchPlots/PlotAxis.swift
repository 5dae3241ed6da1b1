import Foundation

/// One axis of a plot: its label with the unit, its extent widened to round ticks, and the ticks.
///
/// ```swift
/// let time = PlotAxis(label: "time (s)", values: [0, 0.37])   // 0 ... 0.4, ticks every 0.1
/// ```
package struct PlotAxis {
    /// The label, with the unit in parentheses: `position (pt)`.
    package let label: String
    /// The extent drawn.
    package let lower: Double
    package let upper: Double
    /// The distance between ticks (1, 2 or 5 times a power of ten).
    package let step: Double

    /// An axis covering the finite `values` (and `including`), widened to whole ticks, about five of them.
    ///
    /// - Parameters:
    ///   - label: The label with its unit.
    ///   - values: The data; non-finite values are skipped. Empty data gives 0...1.
    ///   - including: Values that must be inside the extent as well (0 for a velocity, say).
    ///   - targetTicks: About how many tick intervals to draw.
    package init(label: String, values: [Double], including: [Double] = [], targetTicks: Int = 5) {
        self.label = label
        var low = Double.infinity, high = -Double.infinity
        for value in values + including where value.isFinite {
            low = Swift.min(low, value)
            high = Swift.max(high, value)
        }
        if !low.isFinite || !high.isFinite { (low, high) = (0, 1) }
        // Halves keep every difference finite when the data spans ±1.8e308; the extent is clamped to
        // the finite range after rounding out to whole ticks.
        if high / 2 - low / 2 < 0.5e-9 * Swift.max(1, Swift.abs(high)) {
            let pad = Swift.max(Swift.abs(high) * 0.1, 1)
            (low, high) = (low - pad, high + pad)
            (low, high) = (Swift.max(low, -.greatestFiniteMagnitude), Swift.min(high, .greatestFiniteMagnitude))
        }
        let step = PlotAxis.niceStep((high / 2 - low / 2) / Double(Swift.max(targetTicks, 1)) * 2)
        self.step = step
        self.lower = Swift.max((low / step).rounded(.down) * step, -.greatestFiniteMagnitude)
        self.upper = Swift.min((high / step).rounded(.up) * step, .greatestFiniteMagnitude)
    }

    /// An axis with a given extent and step.
    package init(label: String, lower: Double, upper: Double, step: Double) {
        self.label = label
        self.lower = lower
        self.upper = upper
        self.step = step
    }

    /// 1, 2 or 5 times the power of ten at or below `rough`'s magnitude, the nearest above it.
    package static func niceStep(_ rough: Double) -> Double {
        guard rough.isFinite, rough > 0 else { return 1 }
        let power = pow(10, (log10(rough)).rounded(.down))
        let fraction = rough / power
        let nice: Double = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10
        return nice * power
    }

    /// The tick values from `lower` to `upper`.
    package var ticks: [Double] {
        let count = ((upper / 2 - lower / 2) / step * 2).rounded()
        guard count >= 0, count <= 1_000 else { return [lower, upper] }
        return (0...Int(count)).map { Swift.min(lower + Double($0) * step, upper) }
    }

    /// A tick's label with as many decimals as the step needs.
    package func tickLabel(_ value: Double) -> String {
        let digits = Swift.max(0, Int((-log10(step)).rounded(.up)))
        let text = format(value, digits: Swift.min(digits, 6))
        return text == "-0" || text.hasPrefix("-0.") && Double(text) == 0 ? String(text.dropFirst()) : text
    }

    /// Where `value` falls between `start` (at `lower`) and `end` (at `upper`), in pixels.
    package func map(_ value: Double, _ start: Double, _ end: Double) -> Double {
        start + (value / 2 - lower / 2) / (upper / 2 - lower / 2) * (end - start)
    }
}
