import Gestures

/// The one workload shape for interactions: `count` independent instances driven through the
/// `Interaction` protocol, each frame an optional pointer sample per instance and then a tick at the
/// frame's time (120 Hz), in place (no copy of an instance, so no copy-on-write buffer is duplicated).
final class InteractionFrames<I: Interaction>: FrameWorkload {
    private var instances: [I]
    private let sample: (_ frame: Int, _ instance: Int, _ time: Double) -> PointerSample?
    private let shown: (_ interaction: inout I, _ output: I.Output, _ frame: Int, _ instance: Int) -> Double

    /// - Parameters:
    ///   - count: How many instances.
    ///   - make: Builds instance `i` (setup: allocation allowed).
    ///   - sample: The pointer sample instance `i` receives at a frame, or nil.
    ///   - shown: Reads the tick's output into a number (the harness sums it so that the work stays),
    ///     and may change the instance (a new destination when it arrives, say).
    init(count: Int, make: (Int) -> I,
         sample: @escaping (_ frame: Int, _ instance: Int, _ time: Double) -> PointerSample?,
         shown: @escaping (_ interaction: inout I, _ output: I.Output, _ frame: Int, _ instance: Int) -> Double) {
        instances = (0..<count).map(make)
        self.sample = sample
        self.shown = shown
    }

    static func time(ofFrame index: Int) -> Double { Double(index) / 120 }

    func frame(_ index: Int) -> Double {
        let time = Self.time(ofFrame: index)
        var sum = 0.0
        instances.withUnsafeMutableBufferPointer { instances in
            for i in 0..<instances.count {
                if let sample = sample(index, i, time) { instances[i].handle(sample) }
                let output = instances[i].tick(at: time)
                sum += shown(&instances[i], output, index, i)
            }
        }
        return sum
    }
}
