import CFuzzDriver
import Foundation
import FuzzSupport
import Geometry
import Gestures

/// libFuzzer entry point: trace decoding, velocity tracking and every recogniser.
///
/// An input that starts with `{` is decoded as a JSON trace (the bench's trace format); a decoded
/// trace must replay without a single sample rejected. Any other input is read as a binary stream
/// of samples (pointer, phase, x, y, time step; see `FuzzInput`), numbers from the whole range, NaN
/// and infinities included. Either way the samples go through a `GestureTrace`, two
/// `VelocityTracker`s (least squares and impulse), every recogniser and a coordinator; the fuzzer
/// stops on the first broken promise:
/// - a sample the trace accepts is accepted by the trackers;
/// - a velocity is finite or nil;
/// - every recogniser's readings are finite, and each gesture that began ends exactly once.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTraceVelocity(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    if size > 0, data[0] == UInt8(ascii: "{") {
        guard let trace = try? JSONDecoder().decode(GestureTrace.self, from: Data(bytes)) else { return 0 }
        var replay = RecognizerStream()
        for sample in trace.samples {
            require(replay.feed(sample), "a decoded trace's sample was rejected: \(sample)")
        }
        replay.finish()
    } else {
        var input = FuzzInput(bytes)
        var replay = RecognizerStream()
        var time = 0.0
        while !input.isExhausted {
            if input.choice(8) == 0 {
                time += input.interval()
                replay.tick(at: time)
                continue
            }
            let pointer = input.choice(4) - 1          // -1...2: negative ids are ids too
            let phase = PointerPhase.allCases[input.choice(PointerPhase.allCases.count)]
            let x = input.coordinate(), y = input.coordinate()
            let step = input.interval()
            // Mostly forward in time, finite; the interval itself may be NaN, negative or huge.
            let next = time + step
            let sampleTime = input.choice(16) == 0 ? step : next
            if next.isFinite { time = next }
            _ = replay.feed(PointerSample(pointer: pointer, x: x, y: y, phase: phase, time: sampleTime))
        }
        replay.finish()
    }
    return 0
}

/// The entry point SwiftPM links `main` to: libFuzzer's driver over `fuzzTraceVelocity`.
@_cdecl("FuzzTraceVelocity_main")
public func fuzzTraceVelocityMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    motion_run_fuzzer(argc, argv)
}
