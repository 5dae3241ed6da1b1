// The C ABI of `bench replay` in the module (Tools/web/replay.mjs calls it under node; Scripts/wasm-replay).
// The replay itself is the bench's replay core (the BenchReplay target, Tools/BenchReplay, compiled as its
// own module by Scripts/wasm-build and imported here): the same
// replayers, options, messages and JSON text as the native `bench replay`.
//
// Protocol: the host writes the command line's words after `replay`, each followed by a NUL byte, into
// the buffer `motion_input(length)` returns, and calls `motion_replay_begin(length)`. A result of 0
// or 2 is final: the exit status, with stdout's text (0) or stderr's line (2) at `motion_output()`,
// `motion_output_length()` bytes long. A result of 1 asks for the trace: the text at `motion_output()`
// is the trace's path; the host writes the file's bytes into `motion_input(length)` and calls
// `motion_replay_trace(length)` (or `motion_replay_trace(-1)` when the file cannot be read), which
// returns 0 or 2 as above.
import BenchReplay

nonisolated(unsafe) private var input: [UInt8] = []
nonisolated(unsafe) private var pending: ReplayCommandLine.Replay?

/// A buffer of `length` bytes for the host to write the next input into (valid until the next call).
@_expose(wasm, "motion_input")
@_cdecl("motion_input")
func motionInput(_ length: Int32) -> UnsafeMutablePointer<UInt8>? {
    input = [UInt8](repeating: 0, count: max(Int(length), 1))
    return input.withUnsafeMutableBufferPointer { $0.baseAddress }
}

/// The length in bytes of the last text (`motion_output()`'s).
@_expose(wasm, "motion_output_length")
@_cdecl("motion_output_length")
func motionOutputLength() -> Int32 {
    Int32(output.count)
}

/// Reads the words in the input (`length` bytes, each word ended by NUL) as `bench replay`'s command
/// line: 0 (`--list`'s text), 2 (the one-line reason) or 1 (the trace path, asked for).
@_expose(wasm, "motion_replay_begin")
@_cdecl("motion_replay_begin")
func motionReplayBegin(_ length: Int32) -> Int32 {
    pending = nil
    var words: [String] = []
    var word: [UInt8] = []
    for byte in input.prefix(Int(length)) {
        if byte == 0 {
            words.append(String(decoding: word, as: UTF8.self))
            word.removeAll()
        } else {
            word.append(byte)
        }
    }
    do throws(InvalidInput) {
        switch try ReplayCommandLine.request(words) {
        case .list(let text):
            output = Array(text.utf8)
            return 0
        case .replay(let replay):
            pending = replay
            output = Array(replay.tracePath.utf8)
            return 1
        }
    } catch {
        return fail(error)
    }
}

/// Replays the trace in the input (`length` bytes; -1 when the file could not be read): 0 with the
/// frames' text, or 2 with the one-line reason.
@_expose(wasm, "motion_replay_trace")
@_cdecl("motion_replay_trace")
func motionReplayTrace(_ length: Int32) -> Int32 {
    guard let replay = pending else { return fail(InvalidInput("no replay was begun")) }
    pending = nil
    do throws(InvalidInput) {
        let text = try replay.run(trace: length < 0 ? nil : Array(input.prefix(Int(length))))
        output = Array(text.utf8)
        input = []
        return 0
    } catch {
        return fail(error)
    }
}

/// The bench's line for a rejected input, and status 2.
private func fail(_ error: InvalidInput) -> Int32 {
    output = Array(error.standardErrorLine.utf8)
    return 2
}
