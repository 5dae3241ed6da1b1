import Foundation
import BenchPlots

/// The report's bench table: rows measured now, rows read from `bench run --json`, or none.
enum ReportBench {
    case measured([Measurement], frames: Int)
    case read([[String: Any]], path: String)
    case omitted

    /// Every registered scenario, one instance each, `frames` timed frames.
    static func measure(frames: Int) -> ReportBench {
        var harness = Harness(frames: frames)
        return .measured(Scenario.all.map { harness.measure($0, count: 1) }, frames: frames)
    }

    /// The rows of a `bench run --json` file.
    ///
    /// - Throws: `InvalidInput` when the file cannot be read or is not an array of rows.
    static func read(path: String) throws -> ReportBench {
        guard let data = FileManager.default.contents(atPath: path) else { throw InvalidInput("cannot read --bench-json \(path)") }
        guard let rows = (try? JSONSerialization.jsonObject(with: data)) as? [[String: Any]],
              rows.allSatisfy({ $0["scenario"] is String }) else {
            throw InvalidInput("--bench-json \(path) is not the array of rows `bench run --json` writes")
        }
        return .read(rows, path: path)
    }

    /// The table's rows: scenario, summary, median ns, p99 ns, allocations per frame, instances per ms.
    var rows: [[String]] {
        func summary(_ name: String) -> String { Scenario.all.first { $0.name == name }?.summary ?? "" }
        switch self {
        case .measured(let measurements, _):
            return measurements.map { row in
                [row.scenario, summary(row.scenario), format(row.nsPerFrameMedian, digits: 1), format(row.nsPerFrameP99, digits: 1),
                 row.allocationsPerFrame.map { format($0, digits: 2) } ?? "n/a", format(row.instancesPerMillisecond, digits: 0)]
            }
        case .read(let rows, _):
            return rows.map { row in
                func number(_ key: String, _ digits: Int) -> String {
                    (row[key] as? NSNumber).map { format($0.doubleValue, digits: digits) } ?? "n/a"
                }
                let name = row["scenario"] as? String ?? ""
                return [name, summary(name), number("nsPerFrameMedian", 1), number("nsPerFrameP99", 1),
                        number("allocationsPerFrame", 2), number("instancesPer1ms", 0)]
            }
        case .omitted:
            return []
        }
    }

    /// How the numbers were obtained, in one paragraph.
    var method: String {
        #if DEBUG
        let build = "a debug build (measure with swift run -c release bench report for representative numbers)"
        #else
        let build = "a release build"
        #endif
        let machine = "\(ProcessInfo.processInfo.activeProcessorCount) cores, \(ProcessInfo.processInfo.operatingSystemVersionString)"
        switch self {
        case .measured(_, let frames):
            return "Measured while writing this page by \(build) on \(machine): one instance per scenario, "
                + "\(frames) timed frames after a warm-up of at least 1 000, in batches of about 20 µs; "
                + "ns is the wall clock per frame (median and 99th percentile over the batches); allocations are "
                + "malloc calls per frame counted by malloc-interposer over the same frames."
        case .read(_, let path):
            return "Read from \(path), written by bench run --json (its own build and machine); ns is the wall clock per "
                + "frame (median and 99th percentile over timed batches), allocations are malloc calls per frame."
        case .omitted:
            return "Not measured for this page (--no-bench)."
        }
    }
}
