import Gestures
@testable import Demos

/// `bench replay`'s frames for a trace, for the tests that check a recording against them: the library's
/// one replay loop (`TraceReplay`) at the playground's 120 Hz grid, wheel events included.
func referenceReplay<I: Interaction, Frame>(_ interaction: inout I, trace: GestureTrace,
                                            frame: (_ interaction: inout I, _ output: I.Output, _ time: Double) -> Frame) -> [Frame] {
    var frames: [Frame] = []
    do {
        try TraceReplay(fps: 120).run(&interaction, samples: trace.samples, wheel: trace.wheelSamples,
                                      handleWheel: { interaction, wheel in interaction.handleWheel(wheel) }) { time, interaction, output in
            frames.append(frame(&interaction, output, time))
        }
    } catch {
        preconditionFailure("120 Hz is a valid rate: \(error)")
    }
    return frames
}
