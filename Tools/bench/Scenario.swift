/// A named, self-contained per-frame workload on built-in inputs.
///
/// Each module contributes its scenarios in its `BenchModule` value, from its own file
/// (`Scenarios+<Module>.swift`); `Scenario.all` lists those contributions and nothing else.
struct Scenario: Sendable {
    /// A dotted name, `<interaction>.<workload>`: what `--filter` matches.
    let name: String
    /// One line: what a frame of this scenario does.
    let summary: String
    /// Instances per frame when `--count` is not given: 1, or the count at which the workload means
    /// something (the spring peers' 10,000, where a batch pays off).
    var defaultCount = 1
    /// Builds `count` independent instances (setup, where allocation is allowed) and returns the
    /// workload that advances all of them by one frame per call.
    let make: @Sendable (_ count: Int) -> any FrameWorkload
}

/// One frame of work over preallocated state. A frame must not allocate.
protocol FrameWorkload: AnyObject {
    /// Advances every instance by frame `index` (0, 1, 2, ... across the whole run) and returns a
    /// number derived from what it produced, which the harness accumulates so that the optimiser
    /// cannot remove the work.
    func frame(_ index: Int) -> Double
}
