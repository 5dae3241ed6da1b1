import Geometry

/// The paths a shared element travels on (Geometry's `MotionPath` and `RectPath`): one point or frame
/// and its velocity per instance per frame, at a progress that sweeps 0...1.
let pathScenarios: [Scenario] = [
    Scenario(
        name: "geometry.path-material",
        summary: "a point and its velocity on Flutter's MaterialPointArcTween, per instance",
        make: { count in PathSweep(count: count, kind: .material) }),
    Scenario(
        name: "geometry.path-arc-above",
        summary: "a point and its velocity on Compose's ArcAbove (its arc-length table), per instance",
        make: { count in PathSweep(count: count, kind: .arcAbove) }),
    Scenario(
        name: "geometry.rect-path-material",
        summary: "a frame and its velocity on Flutter's MaterialRectArcTween (a cell zooming to the screen), per instance",
        make: { count in RectPathSweep(count: count) }),
]

private final class PathSweep: FrameWorkload {
    let paths: [MotionPath]

    init(count: Int, kind: MotionPath.Kind) {
        // Each instance its own move (a grid cell's centre to the screen's), built once.
        paths = (0..<count).map { (i: Int) -> MotionPath in
            let column = Double(i % 4), row = Double(i / 4 % 8), wobble = Double(i % 3)
            let cell = Point(x: 47 + column * 94, y: 120 + row * 94)
            return try! MotionPath(from: cell, to: Point(x: 187.5, y: 333.5 + wobble), kind: kind)
        }
    }

    func frame(_ index: Int) -> Double {
        var sum = 0.0
        for i in paths.indices {
            let progress = Double((index + i) % 241) / 240
            let point = paths[i].point(at: progress), velocity = paths[i].velocity(at: progress)
            sum += point.x + point.y + velocity.dx
        }
        return sum
    }
}

private final class RectPathSweep: FrameWorkload {
    let paths: [RectPath]

    init(count: Int) {
        let screen = Rect(x: 0, y: 0, width: 375, height: 667)
        paths = (0..<count).map { (i: Int) -> RectPath in
            let column = Double(i % 4), row = Double(i / 4 % 8)
            let cell = Rect(x: 4 + column * 94, y: 80 + row * 94, width: 90, height: 90)
            return try! RectPath(from: cell, to: screen, kind: .material)
        }
    }

    func frame(_ index: Int) -> Double {
        var sum = 0.0
        for i in paths.indices {
            let progress = Double((index + i) % 241) / 240
            let frame = paths[i].rect(at: progress), velocity = paths[i].velocity(at: progress)
            sum += frame.origin.x + frame.size.height + velocity.origin.y
        }
        return sum
    }
}
