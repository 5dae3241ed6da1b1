import Gestures

/// A pointer sample, written short: `touch(0, 100, 200, .began, 0)`.
public func touch(_ pointer: Int, _ x: Double, _ y: Double, _ phase: PointerPhase, _ t: Double) -> PointerSample {
    PointerSample(pointer: pointer, x: x, y: y, phase: phase, time: t)
}
