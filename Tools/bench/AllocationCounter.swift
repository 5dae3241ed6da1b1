import MallocInterposerSwift

/// Counts heap allocations (malloc-family calls) through ordo-one's malloc-interposer.
///
/// The bench links the interposer's shared library, which the loader places ahead of the C library,
/// so its `malloc` and `free` see every allocation the Swift runtime makes; no `LD_PRELOAD` is needed.
/// `isActive` checks that with a real allocation at start-up: when counting does not work on some
/// platform, the counts are reported as unavailable (`n/a`, `null`), never as a false zero.
enum AllocationCounter {
    static let isActive: Bool = {
        MallocInterposerSwift.initialize()
        MallocInterposerSwift.hook()
        // Kept in a global so that the optimiser can neither elide nor stack-promote it.
        allocationProbe = [UInt8](repeating: 1, count: 64 + allocationProbe.count)
        MallocInterposerSwift.unhook()
        return MallocInterposerSwift.getStatistics().mallocCount > 0
    }()

    /// Runs `body` and returns how many allocations it made, or `nil` when counting is unavailable.
    static func count(_ body: () -> Void) -> Int? {
        guard isActive else {
            body()
            return nil
        }
        MallocInterposerSwift.initialize()
        MallocInterposerSwift.hook()
        body()
        MallocInterposerSwift.unhook()
        return Int(MallocInterposerSwift.getStatistics().mallocCount)
    }
}

nonisolated(unsafe) private var allocationProbe: [UInt8] = []
