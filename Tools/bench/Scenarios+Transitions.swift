import BenchReplay
import Foundation
import Geometry
import Gestures
import Transitions

/// Transitions' per-frame work: a percent-driven transition with four layers, a property animator,
/// and a hundred-item layout transition driven by a pan.
extension BenchModule {
    static let transitions = BenchModule(name: "Transitions", scenarios: transitionsScenarios, probes: [TransitionProbe.self],
                                         plotStyles: transitionsPlotStyles)
}

private let transitionsScenarios: [Scenario] = [
    Scenario(
        name: "transitions.interactive",
        summary: "one frame of a 4-layer percent-driven transition (scrubbed, released, completing, restarted), per instance",
        make: { count in InteractiveFrames(count: count) }),
    Scenario(
        name: "transitions.animator",
        summary: "one frame of a 2-animation property animator (run, paused, scrubbed, continued with a spring), per instance",
        make: { count in AnimatorFrames(count: count) }),
    Scenario(
        name: "transitions.layout",
        summary: "one pan sample and one frame of a 100-item layout transition, every item read, per instance",
        make: { count in LayoutFrames(count: count) }),
]

private let screen = Rect(x: 0, y: 0, width: 375, height: 667)

/// Four layers of a push: the incoming screen, the outgoing one, a dimming view and a title that
/// cross-fades in the second half.
private func pushTransition() -> InteractiveTransition<LayerState> {
    let center = LayerState(frame: screen)
    var right = center
    right.position.x += 375
    var left = center
    left.position.x -= 112.5
    var dimmed = center
    dimmed.alpha = 0.1
    var title = LayerState(position: Point(x: 187.5, y: 44), size: Size(width: 200, height: 44), alpha: 0)
    var shown = title
    shown.alpha = 1
    title.transform.scale = Vector(dx: 0.9, dy: 0.9)
    do {
        var transition = try InteractiveTransition(duration: 0.5, animations: [
            TransitionAnimation(from: right, to: center, curve: .linear),
            TransitionAnimation(from: center, to: left, curve: .easeOut),
            TransitionAnimation(from: center, to: dimmed, curve: .easeInOut, delay: 0.1, duration: 0.3),
            TransitionAnimation(from: title, to: shown, curve: .easeIn, delay: 0.25),
        ])
        transition.completionTiming = .velocityAware
        return transition
    } catch {
        preconditionFailure("\(error)")
    }
}

private final class InteractiveFrames: FrameWorkload {
    var transitions: [InteractiveTransition<LayerState>]

    init(count: Int) {
        transitions = Array(repeating: pushTransition(), count: count)
    }

    /// A cycle of 120 frames: 50 frames of scrubbing, a release, the completion, a restart.
    func frame(_ index: Int) -> Double {
        var sum = 0.0
        transitions.withUnsafeMutableBufferPointer { transitions in
            for i in transitions.indices {
                let phase = (index + i * 13) % 120
                if phase < 50 {
                    transitions[i].update(Double(phase) * 0.015 + 0.1 * sin(Double(phase)))
                } else if phase == 50 {
                    transitions[i].complete(velocity: phase % 2 == 0 ? 1.5 : -0.5)
                } else if phase == 119 {
                    transitions[i].reset()
                }
                let frame = transitions[i].step(by: 1.0 / 120)
                for layer in frame { sum += layer.position.x + layer.alpha }
            }
        }
        return sum
    }
}

private final class AnimatorFrames: FrameWorkload {
    var animators: [PropertyAnimator<LayerState>]
    let spring: AnimatorTiming

    init(count: Int) {
        do {
            var animator = try PropertyAnimator(duration: 0.4, timing: .easeInOut,
                                                from: LayerState(position: Point(x: 187.5, y: 800), size: Size(width: 375, height: 300)),
                                                to: LayerState(position: Point(x: 187.5, y: 517), size: Size(width: 375, height: 300)))
            try animator.addAnimations(from: LayerState(alpha: 0), to: LayerState(alpha: 0.4), delayFactor: 0.3)
            animators = Array(repeating: animator, count: count)
            spring = try .spring(dampingRatio: 0.8, initialVelocity: 1.2)
        } catch {
            preconditionFailure("\(error)")
        }
    }

    /// A cycle of 160 frames: start, run 20 frames, pause, scrub back for 20, continue with a spring,
    /// run to the end, reverse back to the start.
    func frame(_ index: Int) -> Double {
        var sum = 0.0
        animators.withUnsafeMutableBufferPointer { animators in
            for i in animators.indices {
                let phase = (index + i * 7) % 160
                switch phase {
                case 0:
                    animators[i].stop(withoutFinishing: true)
                    animators[i].isReversed = false
                    animators[i].start()
                case 20:
                    animators[i].pause()
                case 21..<40:
                    animators[i].fractionComplete -= 0.005
                case 40:
                    animators[i].continueAnimation(timing: spring, durationFactor: 1)
                case 110:
                    animators[i].isReversed = true
                    animators[i].start()
                default:
                    break
                }
                animators[i].step(by: 1.0 / 120)
                sum += animators[i].presentationValue(of: 0).position.y + animators[i].presentationValue(of: 1).alpha
            }
        }
        return sum
    }
}

private final class LayoutFrames: FrameWorkload {
    var layouts: [LayoutTransition<Int>]

    init(count: Int) {
        var grid: [Int: LayerState] = [:]
        var list: [Int: LayerState] = [:]
        for item in 0..<100 {
            grid[item] = LayerState(frame: Rect(x: Double(item % 4) * 94, y: Double(item / 4) * 94, width: 90, height: 90))
            list[item] = LayerState(frame: Rect(x: 0, y: Double(item) * 61, width: 375, height: 60))
        }
        do {
            let layout = try LayoutTransition(from: grid, to: list, gesture: .pan(try PanRecognizer(minimumDistance: 0)),
                                              source: .translation(.up, extent: 400))
            layouts = Array(repeating: layout, count: count)
        } catch {
            preconditionFailure("\(error)")
        }
    }

    /// A cycle of 100 frames (1/120 s each): touch down, 40 samples of a pan up, lift, the completion.
    func frame(_ index: Int) -> Double {
        let time = Double(index) / 120
        var sum = 0.0
        layouts.withUnsafeMutableBufferPointer { layouts in
            for i in layouts.indices {
                let phase = (index + i * 11) % 100
                let y = 600 - Double(min(phase, 41)) * 6
                switch phase {
                case 0: layouts[i].handle(PointerSample(pointer: 0, x: 200, y: y, phase: .began, time: time))
                case 1...40: layouts[i].handle(PointerSample(pointer: 0, x: 200, y: y, phase: .moved, time: time))
                case 41: layouts[i].handle(PointerSample(pointer: 0, x: 200, y: y, phase: .ended, time: time))
                default: break
                }
                let frame = layouts[i].tick(at: time)
                for layer in frame { sum += layer.position.y + layer.size.width }
            }
        }
        return sum
    }
}
