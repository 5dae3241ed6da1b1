import ArgumentParser
import BenchPlots
import BenchReplay

/// `bench run`: every registered scenario, one row each.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run the registered scenarios and print ns per frame and allocations per frame.")

    @Option(parsing: .unconditional, help: "Run only scenarios whose name contains this substring (at least one must).",
            transform: ScenarioSelection.containing)
    var filter: ScenarioSelection?

    @Option(parsing: .unconditional, help: "Independent instances stepped in one frame (default: each scenario's own, 1 for most, 10000 for the spring peers).")
    var count: Int?

    @Option(parsing: .unconditional, help: "Frames to time per scenario, after a warm-up.")
    var frames: Int = 10_000

    @Option(parsing: .unconditional, help: "Run only the scenario with exactly this name (for one scenario under a profiler).",
            transform: ScenarioSelection.exact)
    var exact: ScenarioSelection?

    @Option(parsing: .unconditional, help: "Untimed warm-up frames before timing (a tenth of --frames, 1000 to 5000, when not given). With 0, exactly --frames frames run after setup.")
    var warmup: Int?

    @Option(parsing: .unconditional, help: "Also write the rows as JSON to this path (- for standard output).")
    var json: OutputPath?

    @Option(parsing: .unconditional,
            help: "The widest vector instruction set SpringBatch's kernels may use: native (the default, the widest this processor has), avx512, avx2 or baseline; avx2 measures an AVX2-only machine on a wider one. The results are the same bits at every level.",
            transform: InstructionSetCap.named)
    var instructionSet: InstructionSetCap?

    @Flag(help: "List the scenarios and exit.")
    var list = false

    func validate() throws {
        if let count, count < 1 { throw ValidationError("--count must be at least 1 (got \(count))") }
        guard frames >= 1 else { throw ValidationError("--frames must be at least 1 (got \(frames))") }
        if let warmup, warmup < 0 { throw ValidationError("--warmup must be at least 0 (got \(warmup))") }
    }

    func run() throws {
        let scenarios = Scenario.all.filter { scenario in
            (filter?.names.contains(scenario.name) ?? true) && (exact?.names.contains(scenario.name) ?? true)
        }
        guard !scenarios.isEmpty else {
            // Each was checked as it was read: only the two together can choose nothing.
            throw InvalidInput("--exact=\(exact?.text ?? ""): its name does not contain --filter=\(filter?.text ?? "")")
        }
        if list {
            for scenario in scenarios { BenchOutput.line("\(scenario.name)\t\(scenario.summary)") }
            return
        }
        // The output path is checked (opened) before any scenario runs.
        let jsonFile = try json.map { path throws(InvalidInput) in try path.open(flag: "json") }
        instructionSet?.apply()
        // The cap is the run's: a test that runs the command in process leaves the kernels as they were.
        defer { if instructionSet != nil { InstructionSetCap.uncapped.apply() } }
        var harness = Harness(frames: frames, warmUpFrames: warmup)
        var rows: [Measurement] = []
        printHeader()
        for scenario in scenarios {
            let row = harness.measure(scenario, count: count ?? scenario.defaultCount)
            rows.append(row)
            printRow(row)
            fflush(nil)
        }
        #if DEBUG
        BenchOutput.line("note: this is a debug build; measure with swift run -c release bench")
        #endif
        BenchOutput.line("""
            count: instances per frame; median / mean / p99 ns/frame: wall clock for one frame of all instances, over timed \
            batches after a warm-up; allocs/frame: malloc calls per frame (malloc-interposer; the rule is 0); \
            per 1 ms: instances that fit in 1 ms of frame budget at the median cost.
            """)
        if let note = meanAboveP99Note(rows) { BenchOutput.line(note) }
        if let instructionSet {
            BenchOutput.line("instruction set: \(instructionSet.name) (SpringBatch's kernels ran at \(InstructionSetCap.name(ofLevel: InstructionSetCap.activeLevel)))")
        }
        if !harness.checksum.isFinite { BenchOutput.line("warning: a scenario produced a non-finite output") }
        jsonFile?.write(JSON.array(rows.map(\.json)).text + "\n")
    }

    private func printHeader() {
        BenchOutput.line(pad("scenario", 28) + lpad("count", 7) + lpad("median ns/frame", 17) + lpad("mean ns/frame", 15)
              + lpad("p99 ns/frame", 14)
              + lpad("allocs/frame", 14) + lpad("per 1 ms", 12))
    }

    private func printRow(_ row: Measurement) {
        let allocations = row.allocationsPerFrame.map { format($0, digits: 2) } ?? "n/a"
        let mean = format(row.nsPerFrameMean, digits: 1) + (row.nsPerFrameMean > row.nsPerFrameP99 ? "*" : "")
        BenchOutput.line(pad(row.scenario, 28) + lpad(String(row.count), 7) + lpad(format(row.nsPerFrameMedian, digits: 1), 17)
              + lpad(mean, 15)
              + lpad(format(row.nsPerFrameP99, digits: 1), 14) + lpad(allocations, 14)
              + lpad(format(row.instancesPerMillisecond, digits: 0), 12))
    }
}

extension Measurement {
    var json: JSON {
        .object([
            ("scenario", .string(scenario)),
            ("count", .integer(count)),
            ("frames", .integer(frames)),
            ("nsPerFrameMedian", .number(nsPerFrameMedian)),
            ("nsPerFrameP99", .number(nsPerFrameP99)),
            ("nsPerFrameMean", .number(nsPerFrameMean)),
            ("nsPerFrameMin", .number(nsPerFrameMin)),
            ("nsPerInstanceMedian", .number(nsPerInstanceMedian)),
            ("allocationsPerFrame", .number(allocationsPerFrame)),
            ("instancesPer1ms", .number(instancesPerMillisecond)),
        ])
    }
}

func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
}

func lpad(_ text: String, _ width: Int) -> String {
    text.count >= width ? " " + text : String(repeating: " ", count: width - text.count) + text
}

/// The footnote for rows whose mean is above their p99 (marked `*` in the table), or nil when none is.
func meanAboveP99Note(_ rows: [Measurement]) -> String? {
    guard rows.contains(where: { $0.nsPerFrameMean > $0.nsPerFrameP99 }) else { return nil }
    return "* mean above the p99: the mean counts every timed frame, the slowest 1 % beyond the p99 included, "
        + "so a few long stalls (another process on the core, a page fault, a rare expensive frame) raise the mean "
        + "past the p99; the median is the typical frame."
}
