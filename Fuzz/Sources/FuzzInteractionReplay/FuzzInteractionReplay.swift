import CFuzzDriver
import Foundation
import FuzzSupport
import Geometry
import Gestures
import RelativePosition
import Tossable

/// The interactions, in the order the first byte picks them.
let interactionNames = ["pan", "toss", "flick", "position", "dock", "scroll"]

/// The interactions to fuzz: `FUZZ_INTERACTIONS` (a comma-separated subset of `interactionNames`,
/// for a long run on one of them), or all.
let enabledInteractions: [Int] = {
    guard let list = ProcessInfo.processInfo.environment["FUZZ_INTERACTIONS"], !list.isEmpty else {
        return Array(interactionNames.indices)
    }
    let names = list.split(separator: ",").map(String.init)
    let chosen = interactionNames.indices.filter { names.contains(interactionNames[$0]) }
    return chosen.isEmpty ? Array(interactionNames.indices) : chosen
}()

/// libFuzzer entry point: the first byte picks an interaction, the rest is its replay (see
/// `fuzzInteraction(_:data:check:)`). Outputs must be finite; every interaction must settle.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInteractionReplay(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let program = UnsafeRawBufferPointer(start: data + 1, count: size - 1)
    let container = Rect(x: 0, y: 0, width: 375, height: 667)
    do {
        switch enabledInteractions[Int(data[0]) % enabledInteractions.count] {
        case 0:
            fuzzInteraction({ PanInteraction() }, data: program) { snapshot in
                snapshot.location.isFinite && snapshot.translation.isFinite && snapshot.velocity.isFinite
            }
        case 1:
            fuzzInteraction({
                TossInteraction {
                    TossBehavior(layer: LayerState(position: Point(x: 187.5, y: 333.5), size: Size(width: 120, height: 80)),
                                 destination: Point(x: 187.5, y: 333.5), container: container)
                }
            }, data: program) { $0.isFinite }
        case 2:
            let flick = try FlickDismissBehavior(container: container)
            fuzzInteraction({ FlickInteraction(flick: flick) }, data: program) { $0.isFinite }
        case 3:
            let tracker = try PositionTracker(container: container)
            fuzzInteraction({ PositionInteraction(tracker: tracker) }, data: program) { position in
                position.isFinite && position.x > 0 && position.x < 1 && position.y > 0 && position.y < 1
            }
        case 4:
            let tracker = try PositionTracker(container: container)
            let dock = try DockRow(count: 5, layerSize: Size(width: 50, height: 50), spacing: 10, in: container)
            fuzzInteraction({ DockInteraction(tracker: tracker, dock: dock) }, data: program) { layers in
                layers.allSatisfy(\.isFinite)
            }
        default:
            let tracker = try PositionTracker(container: Rect(x: 360, y: 0, width: 15, height: 667))
            let binding = try ScrollBinding(contentHeight: 5000, track: Rect(x: 360, y: 0, width: 15, height: 667),
                                            indicator: LayerState(size: Size(width: 6, height: 40)))
            fuzzInteraction({ ScrollInteraction(tracker: tracker, binding: binding) }, data: program) { $0.isFinite }
        }
    } catch {
        fatalError("fixed configuration rejected: \(error)")
    }
    return 0
}

/// The entry point SwiftPM links `main` to: libFuzzer's driver over `fuzzInteractionReplay`.
@_cdecl("FuzzInteractionReplay_main")
public func fuzzInteractionReplayMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    motion_run_fuzzer(argc, argv)
}
