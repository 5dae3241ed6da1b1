import Carousel
import Geometry
import Gestures
import BenchReplay

/// A carousel's per-frame work: flicked one item at a time, every visible item masked and placed.
extension BenchModule {
    static let carousel = BenchModule(name: "Carousel", scenarios: [
        Scenario(
            name: "carousel.fling",
            summary: "one tick of a 1000-item multi-browse carousel (400 points, 220-point items) flicked every 1.5 s, and the mask and place of each of its visible items, per instance",
            make: { count in carouselFling(count: count) }),
    ], plotStyles: carouselPlotStyles)
}

/// A flick every 180 frames (1.5 s at 120 Hz): down, 15 frames moving 12 points each, up, alternating
/// direction; instances are offset by a frame.
private func carouselFling(count: Int) -> any FrameWorkload {
    InteractionFrames.make(count: count, make: { _ in
        do {
            return try Carousel(itemCount: 1000, preferredItemWidth: 220, containerSize: Size(width: 400, height: 200))
        } catch {
            preconditionFailure("\(error)")
        }
    }, sample: { frame, i, time in
        let phase = (frame + i) % 180
        guard phase <= 16 else { return nil }
        let direction = ((frame + i) / 180) % 4 < 2 ? -1.0 : 1.0
        let x = 200 + direction * 12 * Double(phase)
        return PointerSample(pointer: 0, x: x, y: 100, phase: phase == 0 ? .began : (phase == 16 ? .ended : .moved), time: time)
    }, shown: { carousel, frame, _, _ in
        var sum = frame.offset
        for index in carousel.visibleItems {
            let item = carousel.item(index)
            sum += item.center * item.width
        }
        return sum
    })
}
