import Scroll

/// A 375 × 667 phone viewport over a 3000-point-tall list.
func phoneList(physics: ScrollPhysics = .uikit, paging: Bool = false) throws -> ScrollBehavior {
    try ScrollBehavior(contentSize: Size(width: 375, height: 3000), viewportSize: Size(width: 375, height: 667),
                       physics: physics, isPagingEnabled: paging)
}

/// A finger that lands at `start`, moves by `step` every 8 ms `moves` times, then lifts there (or is
/// cancelled). Returns the release time.
@discardableResult
func swipe(_ scroll: inout ScrollBehavior, from start: Point, step: Vector, moves: Int, at time: Double = 0,
           lift: PointerPhase = .ended, pointer: Int = 0) -> Double {
    scroll.handle(PointerSample(pointer: pointer, location: start, phase: .began, time: time))
    var location = start
    for index in 1...max(moves, 1) where moves > 0 {
        location = start + step * Double(index)
        scroll.handle(PointerSample(pointer: pointer, location: location, phase: .moved, time: time + Double(index) * 0.008))
    }
    let end = time + Double(moves + 1) * 0.008
    scroll.handle(PointerSample(pointer: pointer, location: location, phase: lift, time: end))
    return end
}

/// Ticks at `fps` from `start` until the scroll view is idle (at most `seconds`), returning every frame.
func run(_ scroll: inout ScrollBehavior, from start: Double, fps: Double = 120, seconds: Double = 20) -> [(time: Double, frame: ScrollFrame)] {
    var frames: [(Double, ScrollFrame)] = []
    var index = 0
    while Double(index) / fps <= seconds {
        let time = start + Double(index) / fps
        frames.append((time, scroll.tick(at: time)))
        if scroll.state == .idle { break }
        index += 1
    }
    return frames
}
