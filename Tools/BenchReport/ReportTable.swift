import BenchPlots

/// The report's bench table: how the numbers were obtained, and one row per scenario.
package struct ReportTable {
    /// One scenario's costs; a number the source did not give is shown as `n/a`.
    package struct Row {
        package let scenario: String
        /// What a frame does.
        package let summary: String
        package let nsPerFrameMedian: Double?
        package let nsPerFrameP99: Double?
        package let allocationsPerFrame: Double?
        package let instancesPerMillisecond: Double?

        package init(scenario: String, summary: String, nsPerFrameMedian: Double?, nsPerFrameP99: Double?,
                     allocationsPerFrame: Double?, instancesPerMillisecond: Double?) {
            self.scenario = scenario
            self.summary = summary
            self.nsPerFrameMedian = nsPerFrameMedian
            self.nsPerFrameP99 = nsPerFrameP99
            self.allocationsPerFrame = allocationsPerFrame
            self.instancesPerMillisecond = instancesPerMillisecond
        }

        /// The cells as shown: scenario, summary, median ns, p99 ns, allocations per frame, instances per ms.
        var cells: [String] {
            func number(_ value: Double?, _ digits: Int) -> String { value.map { format($0, digits: digits) } ?? "n/a" }
            return [scenario, summary, number(nsPerFrameMedian, 1), number(nsPerFrameP99, 1),
                    number(allocationsPerFrame, 2), number(instancesPerMillisecond, 0)]
        }
    }

    /// How the numbers were obtained, in one paragraph.
    package let method: String
    /// No rows leaves the table out (the paragraph says why).
    package let rows: [Row]

    package init(method: String, rows: [Row]) {
        self.method = method
        self.rows = rows
    }
}
