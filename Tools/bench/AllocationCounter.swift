import MallocInterposerSwift
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Counts heap allocations (malloc-family calls) through ordo-one's malloc-interposer.
///
/// The interposer only sees allocations when its shared library is preloaded. `swift run` does not
/// do that, so at start-up the bench re-executes itself once with the library (built beside the
/// executable) in `LD_PRELOAD` / `DYLD_INSERT_LIBRARIES`. When that is impossible, counts are
/// reported as unavailable (`null`), never as a false zero: `isActive` checks with a real allocation.
enum AllocationCounter {
    static let isActive: Bool = {
        MallocInterposerSwift.initialize()
        MallocInterposerSwift.hook()
        let probe = malloc(64)
        free(probe)
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

    #if os(Linux)
    static let preloadVariable = "LD_PRELOAD"
    static let libraryName = "libMallocInterposerSwift.so"
    #else
    static let preloadVariable = "DYLD_INSERT_LIBRARIES"
    static let libraryName = "libMallocInterposerSwift.dylib"
    #endif
    static let markerVariable = "MOTION_BENCH_PRELOADED"

    /// Re-executes the process with the interposer preloaded, once, if it is not already active.
    static func preloadInterposerIfNeeded() {
        guard !isActive, getenv(markerVariable) == nil else { return }
        guard let executable = executablePath() else { return }
        let directory = executable.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let library = directory + "/" + libraryName
        guard access(library, R_OK) == 0 else { return }
        var preload = library
        if let existing = getenv(preloadVariable) { preload += ":" + String(cString: existing) }
        setenv(preloadVariable, preload, 1)
        setenv(markerVariable, "1", 1)
        var arguments = CommandLine.arguments
        arguments[0] = executable
        let cArguments = arguments.map { strdup($0) } + [nil]
        execv(executable, cArguments)
        // execv returned: it failed. Carry on without allocation counts.
    }

    private static func executablePath() -> String? {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
        let path = CommandLine.arguments[0]
        return path.hasPrefix("/") ? path : nil
        #endif
    }
}
