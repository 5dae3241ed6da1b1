/// A workload whose frame is a closure: how a generic builder hands the harness a frame loop that was
/// specialised for its concrete types (see `InteractionFrames`).
final class FrameLoop: FrameWorkload {
    private let body: (_ index: Int) -> Double

    init(_ body: @escaping (_ index: Int) -> Double) {
        self.body = body
    }

    func frame(_ index: Int) -> Double { body(index) }
}
