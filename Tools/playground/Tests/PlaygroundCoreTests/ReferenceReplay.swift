import Gestures

/// `bench replay`'s loop, written out for the tests that check a recording against it: time since the
/// trace's first event, a frame every 1/120 s, every sample up to a frame's time handled before the frame
/// is ticked, until every sample is handled and the interaction has settled (2,000 frames at most).
func referenceReplay<I: Interaction, Frame>(_ interaction: inout I, trace: GestureTrace,
                                            frame: (_ interaction: inout I, _ output: I.Output, _ time: Double) -> Frame) -> [Frame] {
    guard let first = trace.samples.first?.time else { return [] }
    var next = 0
    var frames: [Frame] = []
    for index in 0..<2_000 {
        let time = Double(index) * (1.0 / 120)
        while next < trace.samples.count, trace.samples[next].time - first <= time {
            var sample = trace.samples[next]
            sample.time -= first
            interaction.handle(sample)
            next += 1
        }
        let output = interaction.tick(at: time)
        frames.append(frame(&interaction, output, time))
        if next == trace.samples.count, interaction.isSettled { break }
    }
    return frames
}
