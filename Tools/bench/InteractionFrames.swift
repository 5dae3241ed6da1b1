import Gestures

/// The one workload shape for interactions: `count` independent instances driven through the
/// `Interaction` protocol, each frame an optional pointer sample per instance and then a tick at the
/// frame's time (120 Hz), in place (no copy of an instance, so no copy-on-write buffer is duplicated).
///
/// The frame loop is a closure formed inside ``make(count:make:sample:shown:)``, which the optimiser
/// specialises for each concrete interaction: the workload's frame runs the interaction's own code,
/// not the generic entry points (a generic class's method reached through `any FrameWorkload` would
/// stay unspecialised, and the bench would measure its own witness-table calls and value-witness copies).
enum InteractionFrames {
    static func time(ofFrame index: Int) -> Double { Double(index) / 120 }

    /// - Parameters:
    ///   - count: How many instances.
    ///   - make: Builds instance `i` (setup: allocation allowed).
    ///   - sample: The pointer sample instance `i` receives at a frame, or nil.
    ///   - shown: Reads the tick's output into a number (the harness sums it so that the work stays),
    ///     and may change the instance (a new destination when it arrives, say).
    static func make<I: Interaction>(
        count: Int, make: (Int) -> I,
        sample: @escaping (_ frame: Int, _ instance: Int, _ time: Double) -> PointerSample?,
        shown: @escaping (_ interaction: inout I, _ output: I.Output, _ frame: Int, _ instance: Int) -> Double
    ) -> any FrameWorkload {
        let storage = InstanceStorage((0..<count).map(make))
        return FrameLoop { index in
            let time = Self.time(ofFrame: index)
            var sum = 0.0
            let instances = storage.values
            for i in 0..<instances.count {
                if let sample = sample(index, i, time) { instances[i].handle(sample) }
                let output = instances[i].tick(at: time)
                sum += shown(&instances[i], output, index, i)
            }
            return sum
        }
    }
}

/// The instances a frame loop owns, in memory the loop mutates in place. A constant buffer, not an
/// array in a class's variable: a variable of a class is checked for exclusive access at run time on
/// every frame (about 190 instructions under callgrind), which is the harness's cost, not the scenario's.
/// Every workload that keeps instances (the scroll and sheet workloads too) keeps them here.
final class InstanceStorage<I> {
    let values: UnsafeMutableBufferPointer<I>

    init(_ values: [I]) {
        self.values = .allocate(capacity: values.count)
        _ = self.values.initialize(from: values)
    }

    deinit {
        values.deinitialize()
        values.deallocate()
    }
}
