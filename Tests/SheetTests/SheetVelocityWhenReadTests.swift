import Gestures
import Testing
@testable import Sheet

/// A sheet fed pointer samples estimates the finger's velocity at the release (or at every sample while its
/// list watches it, after a touch caught the list's fling), not at every sample: every frame, every release
/// and every event are the same as a host's readings of the same pan give.
@Suite struct SheetVelocityWhenReadTests {
    func makeSheet() throws -> SheetBehavior {
        try SheetBehavior(containerSize: Size(width: 390, height: 844), detents: [.fraction(0.25), .medium, .large],
                          selectedDetent: 1, contentSize: Size(width: 390, height: 3000), isDismissible: false)
    }

    @Test func pointerSamplesShowWhatAHostsReadingsOfTheSamePanShow() throws {
        var sheet = try makeSheet(), twin = try makeSheet()
        var pan = try PanRecognizer(minimumDistance: 0)
        var time = 0.0, listFlung = false
        // Up 600 points (the sheet to its largest detent, then the list), flung; the list caught and flung up
        // again; then down, the list back to its top and the sheet down.
        for (gesture, step) in [-50.0, -50, 40].enumerated() {
            var samples = [PointerSample(pointer: 0, x: 200, y: 700, phase: .began, time: time)]
            for index in 1...12 {
                samples.append(PointerSample(pointer: 0, x: 200, y: 700 + step * Double(index), phase: .moved,
                                             time: time + 0.016 * Double(index) + (index % 4 == 0 ? 0.002 : 0)))
            }
            samples.append(PointerSample(pointer: 0, x: 200, y: 700 + step * 12, phase: .ended, time: time + 0.2))
            for sample in samples {
                let frame = sheet.handle(sample)
                pan.handle(sample)
                #expect(frame == twin.update(with: pan.snapshot), "\(gesture) \(sample)")
                #expect(sheet.events == twin.events)
                let tick = sample.time + 0.004
                #expect(sheet.tick(at: tick) == twin.tick(at: tick), "\(gesture) \(sample)")
            }
            #expect(sheet.lastRelease == twin.lastRelease && sheet.content.velocity == twin.content.velocity)
            if gesture == 0 { listFlung = sheet.lastRelease?.flingOwner == .inner && sheet.content.state == .decelerating }
            for frame in 1...36 {
                let tick = time + 0.2 + Double(frame) / 120
                #expect(sheet.tick(at: tick) == twin.tick(at: tick) && sheet.events == twin.events)
            }
            time += 0.5
        }
        #expect(listFlung)
    }
}
