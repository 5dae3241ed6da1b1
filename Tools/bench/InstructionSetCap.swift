import BenchReplay
internal import _SpringKernels

/// `bench run --instruction-set NAME`: the widest vector instruction set `SpringBatch`'s C kernels may use
/// in this run, so that a machine with AVX-512 also measures what an AVX2-only machine (or one without
/// either) runs. The kernels give the same bits at every level, so the cap changes the times only.
///
/// `native` (the default) caps nothing: the kernels use the widest set the processor has. A cap above what
/// the processor has changes nothing either; on a processor other than x86-64 only the baseline exists.
struct InstructionSetCap: Sendable, Equatable {
    /// The name given on the command line.
    let name: String
    /// The kernels' level: 0 the baseline (SSE2 on x86-64), 2 AVX2, 3 AVX-512F.
    let level: Int32

    /// Every accepted name, widest first, with its level.
    static let names: [(name: String, level: Int32)] = [("native", 3), ("avx512", 3), ("avx2", 2), ("baseline", 0)]

    /// No cap: the widest set the processor has.
    static let uncapped = InstructionSetCap(name: "native", level: 3)

    /// The cap named `text`.
    ///
    /// - Throws: `InvalidInput` listing the accepted names.
    static func named(_ text: String) throws(InvalidInput) -> InstructionSetCap {
        guard let entry = names.first(where: { $0.name == text }) else {
            throw InvalidInput("must be one of \(names.map(\.name).joined(separator: ", "))")
        }
        return InstructionSetCap(name: entry.name, level: entry.level)
    }

    /// Applies the cap to every kernel call from now on (for the whole process).
    func apply() {
        spring_kernels_cap(level)
    }

    /// The level the kernels run at now, under the cap: what `bench run` prints in its footnote.
    static var activeLevel: Int32 { spring_kernels_active_level() }

    /// The name of a level, as the option spells it (`native` aside).
    static func name(ofLevel level: Int32) -> String {
        names.dropFirst().first(where: { $0.level == level })?.name ?? "baseline"
    }
}
