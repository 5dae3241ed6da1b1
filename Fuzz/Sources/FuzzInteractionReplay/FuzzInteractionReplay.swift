import Anchored
import Carousel
import CFuzzDriver
import Foundation
import FuzzSupport
import Geometry
import Gestures
import Host
import Navigation
import Parallax
import PullToRefresh
import PickerWheel
import RelativePosition
import Reorderable
import Scroll
import Sheet
import SwipeActions
import Tossable
import Transitions

/// The interactions, in the order the first byte picks them.
let interactionNames = ["pan", "toss", "flick", "position", "dock", "binding", "pop", "scroll", "anchored", "swipe-row",
                        "zoom", "sheet", "dismissible", "zoom-dismiss", "back", "back-ios", "refresh", "refresh-material",
                        "refresh-cupertino", "stretch", "picker", "picker-flutter", "carousel", "reorder", "swipe-list"]

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
            let toss = TossBehavior(layer: LayerState(position: Point(x: 187.5, y: 333.5), size: Size(width: 120, height: 80)),
                                    destination: Point(x: 187.5, y: 333.5), container: container)
            fuzzInteraction({ toss }, data: program) { $0.isFinite }
        case 2:
            let flick = try FlickDismissBehavior(container: container)
            fuzzInteraction({ flick }, data: program) { $0.isFinite }
        case 3:
            let tracker = try PositionTracker(container: container)
            fuzzInteraction({ tracker }, data: program) { event in
                guard let event else { return true }
                let p = event.position
                return p.isFinite && p.x > 0 && p.x < 1 && p.y > 0 && p.y < 1 && event.location.isFinite && event.velocity.isFinite
            }
        case 4:
            let dock = try DockRow(count: 5, layerSize: Size(width: 50, height: 50), spacing: 10, in: container)
            fuzzInteraction({ dock }, data: program) { layers in layers.allSatisfy(\.isFinite) }
        case 5:
            let binding = try ScrollBinding(scrollableLength: 5000, track: Rect(x: 360, y: 0, width: 15, height: 667),
                                            indicator: LayerState(size: Size(width: 6, height: 40)))
            fuzzInteraction({ binding }, data: program) { $0.indicator.isFinite && $0.offset.isFinite }
        case 6:
            let pop = try TransitionInteraction<LayerState>.interactivePop(in: container)
            fuzzInteraction({ pop }, data: program) { frame in
                frame.percentComplete.isFinite && frame.allSatisfy(\.isFinite)
            }
        case 7:
            let list = try ScrollBehavior(contentSize: Size(width: 375, height: 3000), viewportSize: container.size)
            fuzzInteraction({ list }, data: program) { $0.contentOffset.isFinite && $0.velocity.isFinite }
        case 8:
            let drawer = try AnchoredDraggable(anchors: DraggableAnchors(keys: [0, 1, 2], positions: [0, 120, 300]),
                                               initialValue: 0, overscroll: .rubberBand(dimension: 300))
            fuzzInteraction({ drawer }, data: program) { $0.isFinite }
        case 9:
            let row = try SwipeRow(width: 375, leading: SwipeActionsConfiguration(count: 1),
                                   trailing: SwipeActionsConfiguration(count: 3))
            fuzzInteraction({ row }, data: program) { $0.isFinite }
        case 10:
            // Two axes, pinch to zoom, the directional lock, snapping and the profile's repeated flicks.
            var canvas = try ScrollBehavior(contentSize: Size(width: 1200, height: 2400), viewportSize: container.size)
            try canvas.setZoomScaleLimits(minimum: 0.5, maximum: 3)
            canvas.isDirectionalLockEnabled = true
            canvas.verticalSnapping = try ScrollSnapping(interval: 88, limit: .alwaysByFew)
            fuzzInteraction({ canvas }, data: program) { frame in
                frame.contentOffset.isFinite && frame.velocity.isFinite && frame.zoomScale.isFinite && frame.zoomScale > 0
            }
        case 11:
            // A sheet sharing its drag with the list inside it (NestedScroll).
            let sheet = try SheetBehavior(containerSize: container.size, detents: [.fraction(0.25), .medium, .large],
                                          contentSize: Size(width: 375, height: 3000))
            fuzzInteraction({ sheet }, data: program) { frame in
                frame.height.isFinite && frame.innerOffset.isFinite && frame.dimming.isFinite
            }
        case 12:
            let row = try SwipeRow(width: 375, dismissible: DismissibleConfiguration())
            fuzzInteraction({ row }, data: program) { $0.isFinite }
        case 13:
            // iOS 18's zoom transition: dragged, flown into its source or back; the progress stays in 0...1.
            let zoom = try ZoomTransition(container: container, source: Rect(x: 137, y: 300, width: 100, height: 100),
                                          sourceCornerRadius: 12)
            fuzzInteraction({ zoom }, data: program) { frame in
                frame.frame.isFinite && frame.cornerRadius.isFinite && frame.progress >= 0 && frame.progress <= 1
            }
        case 16, 17, 18:
            // Pull to refresh, each profile, its host ending every refresh at the first frame it sees it.
            let profiles: [RefreshProfile] = [.compose, .material, .cupertino]
            let list = try ScrollBehavior(contentSize: Size(width: 375, height: 3000), viewportSize: container.size)
            let control = try RefreshControl(scrollView: list, profile: profiles[enabledInteractions[Int(data[0]) % enabledInteractions.count] - 16])
            fuzzInteraction({ RefreshHost(control: control) }, data: program) { frame in
                frame.pull.isFinite && frame.pull >= 0 && frame.offset.isFinite && frame.offset >= 0 && frame.progress.isFinite
                    && frame.indicatorScale >= 0 && frame.indicatorScale <= 1 && frame.scroll.contentOffset.isFinite
                    && (frame.state != .idle || control.profile.platform == .cupertino || frame.offset == 0)
            }
        case 19:
            // Android's list with the stretch: the offset never passes an end, the stretch stays in -1...1.
            var list = try ScrollBehavior(contentSize: Size(width: 375, height: 3000), viewportSize: container.size,
                                          physics: .flutterClamping)
            list.stretchesOverscroll = true
            fuzzInteraction({ StretchingList(list: list) }, data: program) { shown in
                shown.frame.contentOffset.isFinite && shown.frame.contentOffset.y >= 0 && shown.frame.contentOffset.y <= 3000 - 667
                    && shown.stretch >= -1 && shown.stretch <= 1
            }
        case 20, 21:
            // A picker wheel, UIKit's or Flutter's landing: finite, the selected item always one of its items.
            let flutter = enabledInteractions[Int(data[0]) % enabledInteractions.count] == 21
            let wheel = try PickerWheel(itemCount: 40, itemExtent: 32, profile: flutter ? .flutter() : .uikit, selectedItem: 20)
            fuzzInteraction({ wheel }, data: program) { frame in
                frame.offset.isFinite && frame.velocity.isFinite && frame.selectedItem >= 0 && frame.selectedItem < 40
            }
        case 22:
            // A Material 3 carousel: finite, the focused item always one of its items.
            let carousel = try Carousel(itemCount: 12, preferredItemWidth: 220, containerSize: Size(width: 400, height: 200))
            fuzzInteraction({ carousel }, data: program) { frame in
                frame.offset.isFinite && frame.velocity.isFinite && frame.focusedItem >= 0 && frame.focusedItem < 12
            }
        case 23:
            // A reorderable list: a long press lifts, the drag auto-scrolls; every output finite, the lift in bounds.
            let list = try ReorderableList(itemCount: 30, itemHeight: 44, viewportSize: Size(width: 375, height: 667))
            fuzzInteraction({ list }, data: program) { frame in
                frame.contentOffset.isFinite && frame.draggedTop.isFinite && frame.liftProgress.isFinite
                    && frame.liftScale.isFinite && frame.liftElevation >= 0 && frame.liftElevation.isFinite
            }
        case 24:
            // A list of swipe rows sharing the finger (the host layer's arbitration): the list's frames finite,
            // every gesture ended and the list and its rows settled (fuzzInteraction's own checks).
            let list = try SwipeList(rowCount: 40, rowHeight: 72, viewport: container.size,
                                     leading: SwipeActionsConfiguration(count: 1), trailing: SwipeActionsConfiguration(count: 3))
            fuzzInteraction({ list }, data: program) { frame in
                frame.offset.isFinite && frame.velocity.isFinite
            }
        default:
            // A back gesture, Android's smoothed progress or iOS's pop: always in 0...1, ends exactly.
            let back = try BackGesture(width: 375, profile: enabledInteractions[Int(data[0]) % enabledInteractions.count] == 14 ? .android : .iOS)
            fuzzInteraction({ back }, data: program) { frame in
                frame.progress >= 0 && frame.progress <= 1 && frame.touchX.isFinite && frame.touchY.isFinite
                    && (frame.state != .committed || frame.progress == 1) && (frame.state != .cancelled || frame.progress == 0)
            }
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
