import Foundation
import BenchReport
import BenchReplay

/// The report's bench table: rows measured now, rows read from `bench run --json`, or none.
enum ReportBench {
    case measured([Measurement], frames: Int)
    case read([[String: Any]], path: String)
    case omitted

    /// Every registered scenario, one instance each, `frames` timed frames.
    static func measure(frames: Int, warmUpFrames: Int? = nil) -> ReportBench {
        var harness = Harness(frames: frames, warmUpFrames: warmUpFrames)
        return .measured(Scenario.all.map { harness.measure($0, count: 1) }, frames: frames)
    }

    /// The rows of a `bench run --json` file.
    ///
    /// - Throws: `InvalidInput` when the file cannot be read or is not an array of rows.
    static func read(_ file: InputPath) throws -> ReportBench {
        let data = try file.contents(flag: "bench-json"), path = file.path
        guard let rows = (try? JSONSerialization.jsonObject(with: data)) as? [[String: Any]],
              rows.allSatisfy({ $0["scenario"] is String }) else {
            throw InvalidInput("--bench-json \(path) is not the array of rows `bench run --json` writes")
        }
        return .read(rows, path: path)
    }

    /// The table's rows: scenario, summary, median ns, p99 ns, allocations per frame, instances per ms.
    var rows: [ReportTable.Row] {
        func summary(_ name: String) -> String { Scenario.all.first { $0.name == name }?.summary ?? "" }
        switch self {
        case .measured(let measurements, _):
            return measurements.map { row in
                ReportTable.Row(scenario: row.scenario, summary: summary(row.scenario), nsPerFrameMedian: row.nsPerFrameMedian,
                                nsPerFrameP99: row.nsPerFrameP99, allocationsPerFrame: row.allocationsPerFrame,
                                instancesPerMillisecond: row.instancesPerMillisecond)
            }
        case .read(let rows, _):
            return rows.map { row in
                func number(_ key: String) -> Double? { (row[key] as? NSNumber)?.doubleValue }
                let name = row["scenario"] as? String ?? ""
                return ReportTable.Row(scenario: name, summary: summary(name), nsPerFrameMedian: number("nsPerFrameMedian"),
                                       nsPerFrameP99: number("nsPerFrameP99"), allocationsPerFrame: number("allocationsPerFrame"),
                                       instancesPerMillisecond: number("instancesPer1ms"))
            }
        case .omitted:
            return []
        }
    }

    /// The table as the report shows it.
    var table: ReportTable { ReportTable(method: method, rows: rows) }

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
