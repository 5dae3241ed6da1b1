/// A named, self-contained per-frame workload on built-in inputs.
///
/// Each interaction contributes its scenarios from its own file (`Scenarios+<Interaction>.swift`);
/// `Scenario.all` lists those contributions and nothing else.
struct Scenario: Sendable {
    /// A dotted name, `<interaction>.<workload>`: what `--filter` matches.
    let name: String
    /// One line: what a frame of this scenario does.
    let summary: String
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

extension Scenario {
    /// Every registered scenario, in the order `bench run` prints them.
    static let all: [Scenario] = geometryScenarios + gesturesScenarios + dynamicsScenarios + relativePositionScenarios + tossableScenarios + parallaxScenarios
}
