import BenchReplay
import Geometry
import Gestures
import Navigation

/// The navigation transitions' per-frame work: shared elements re-aimed while they fly, the zoom
/// transition dragged and flown home, back gestures and the predictive-back preview they drive.
extension BenchModule {
    static let navigation = BenchModule(name: "Navigation", scenarios: navigationScenarios,
                                        probes: [BackProgressCommand.self],
                                        plotStyles: navigationPlotStyles)
}

private let navigationScenarios: [Scenario] = [
    Scenario(
        name: "navigation.shared-element",
        summary: "one tick of a shared element flying on Flutter's material arc with Compose's bounds spring, its source moved (a retarget) every 8th frame and sent back when it lands, per instance",
        make: { count in SharedElementFrames(count: count) }),
    Scenario(
        name: "navigation.zoom-dismiss",
        summary: "one pointer sample and one tick of a zoom transition dragged (one scale about the touch), released every 40th frame, flown into its moving source or back, and presented again, per instance",
        make: { count in ZoomDismissFrames(count: count) }),
    Scenario(
        name: "navigation.back-progress",
        summary: "one edge-swipe sample and one tick of an Android back gesture (AOSP's progress, smoothed by its spring), committed or cancelled every 30th frame, per instance",
        make: { count in BackProgressFrames(count: count) }),
    Scenario(
        name: "navigation.predictive-back",
        summary: "the back-progress frame plus Material's predictive-back transform of the container and a shared element following the same progress, per instance",
        make: { count in PredictiveBackFrames(count: count) }),
]

private let benchScreen = Rect(x: 0, y: 0, width: 390, height: 844)
private let benchCell = Rect(x: 145, y: 300, width: 100, height: 100)

private final class SharedElementFrames: FrameWorkload {
    var elements: [SharedElementTransition]

    init(count: Int) {
        elements = (0..<count).map { i in
            do {
                var hero = try SharedElementTransition(from: LayerState(frame: benchCell, cornerRadius: 12),
                                                       to: LayerState(frame: benchScreen), path: .material)
                hero.animate(at: -Double(i % 30) / 120)
                return hero
            } catch {
                preconditionFailure("\(error)")
            }
        }
    }

    func frame(_ index: Int) -> Double {
        let time = Double(index) / 120
        var sum = 0.0
        elements.withUnsafeMutableBufferPointer { elements in
            for i in 0..<elements.count {
                if (index + i) % 8 == 0 {
                    let scroll = Double((index + i) % 50)
                    elements[i].moveSource(to: LayerState(frame: benchCell.offsetBy(Vector(dx: 0, dy: -scroll)), cornerRadius: 12), at: time)
                }
                let layer = elements[i].tick(at: time)
                if elements[i].isSettled { elements[i].animate(toDestination: elements[i].progress == 0, at: time) }
                sum += layer.position.y + layer.size.width
            }
        }
        return sum
    }
}

private final class ZoomDismissFrames: FrameWorkload {
    var zooms: [ZoomTransition]

    init(count: Int) {
        zooms = (0..<count).map { _ in
            do { return try ZoomTransition(container: benchScreen, source: benchCell, sourceCornerRadius: 12) } catch {
                preconditionFailure("\(error)")
            }
        }
    }

    func frame(_ index: Int) -> Double {
        let time = Double(index) / 120
        var sum = 0.0
        zooms.withUnsafeMutableBufferPointer { zooms in
            for i in 0..<zooms.count {
                let phase = (index + i * 7) % 120
                var frame: ZoomFrame
                switch zooms[i].state {
                case .presented where phase == 0:
                    frame = zooms[i].handle(PointerSample(pointer: 0, x: 200, y: 300, phase: .began, time: time))
                case .dragging:
                    // Down 6 points a frame (720 pt/s) for 40 frames, then let go: long drags dismiss.
                    let y = 300 + 6 * Double(phase)
                    frame = zooms[i].handle(PointerSample(pointer: 0, x: 200 + Double(phase % 9), y: y,
                                                          phase: phase >= 40 ? .ended : .moved, time: time))
                case .dismissing where phase % 10 == 0:
                    zooms[i].moveSource(to: benchCell.offsetBy(Vector(dx: 0, dy: -Double(phase))), at: time)
                    frame = zooms[i].tick(at: time)
                case .dismissed:
                    zooms[i].reset()
                    frame = zooms[i].tick(at: time)
                default:
                    frame = zooms[i].tick(at: time)
                }
                sum += frame.frame.origin.y + frame.progress
            }
        }
        return sum
    }
}

/// One edge-swipe frame of `back` at frame `index` (instance `i`): touch down, 30 frames of travel at
/// a speed that varies by instance, release.
private func swipeBack(_ back: inout BackGesture, index: Int, i: Int) -> BackGestureFrame {
    let time = Double(index) / 120
    let phase = (index + i * 5) % 60
    let speed = 2 + Double(i % 7)
    switch phase {
    case 0:
        return back.handle(PointerSample(pointer: 0, x: 0, y: 500, phase: .began, time: time))
    case 1...30:
        return back.handle(PointerSample(pointer: 0, x: speed * Double(phase), y: 500 + Double(phase),
                                         phase: phase == 30 ? .ended : .moved, time: time))
    default:
        return back.tick(at: time)
    }
}

private final class BackProgressFrames: FrameWorkload {
    var gestures: [BackGesture]

    init(count: Int) {
        gestures = (0..<count).map { _ in
            do { return try BackGesture(width: 390) } catch { preconditionFailure("\(error)") }
        }
    }

    func frame(_ index: Int) -> Double {
        var sum = 0.0
        gestures.withUnsafeMutableBufferPointer { gestures in
            for i in 0..<gestures.count {
                _ = swipeBack(&gestures[i], index: index, i: i)
                sum += gestures[i].tick(at: Double(index) / 120).progress
            }
        }
        return sum
    }
}

private final class PredictiveBackFrames: FrameWorkload {
    var gestures: [BackGesture]
    var elements: [SharedElementTransition]
    let transform: PredictiveBackTransform

    init(count: Int) {
        do {
            gestures = try (0..<count).map { _ in try BackGesture(width: 390) }
            let element = try SharedElementTransition(from: LayerState(frame: benchScreen), to: LayerState(frame: benchCell, cornerRadius: 12))
            elements = Array(repeating: element, count: count)
            transform = try PredictiveBackTransform(container: benchScreen.size)
        } catch {
            preconditionFailure("\(error)")
        }
    }

    func frame(_ index: Int) -> Double {
        let time = Double(index) / 120
        var sum = 0.0
        gestures.withUnsafeMutableBufferPointer { gestures in
            elements.withUnsafeMutableBufferPointer { elements in
                for i in 0..<gestures.count {
                    _ = swipeBack(&gestures[i], index: index, i: i)
                    let frame = gestures[i].tick(at: time)
                    let layer = transform.layer(progress: frame.progress, edge: frame.edge, verticalDrag: frame.touchY - gestures[i].touchDown.y)
                    elements[i].follow(progress: frame.progress, velocity: gestures[i].progressVelocity, at: time)
                    sum += layer.frame.origin.x + elements[i].value.position.y
                }
            }
        }
        return sum
    }
}
