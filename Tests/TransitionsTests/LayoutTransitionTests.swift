import _MotionTestSupport
import Testing
import Transitions

@Suite struct LayoutTransitionTests {
    /// A 10 × 10 grid of 36-point cells into a one-column list of 80-point rows, with 10 items leaving
    /// and 10 arriving.
    private func layouts() -> (grid: [Int: LayerState], list: [Int: LayerState]) {
        var grid: [Int: LayerState] = [:]
        var list: [Int: LayerState] = [:]
        for item in 0..<100 {
            grid[item] = LayerState(frame: Rect(x: Double(item % 10) * 37.5, y: Double(item / 10) * 37.5, width: 36, height: 36))
        }
        for item in 10..<110 {
            list[item] = LayerState(frame: Rect(x: 0, y: Double(item - 10) * 81, width: 375, height: 80))
        }
        return (grid, list)
    }

    @Test func itemsInterpolateFadeAndScale() throws {
        let (grid, list) = layouts()
        var layout = try LayoutTransition(from: grid, to: list, gesture: .pan(try PanRecognizer(minimumDistance: 0)),
                                          source: .translation(.up, extent: 300))
        #expect(layout.identifiers.count == 110)
        layout.handle(PointerSample(pointer: 0, x: 200, y: 500, phase: .began, time: 0))
        let frame = layout.handle(PointerSample(pointer: 0, x: 200, y: 425, phase: .moved, time: 0.05))
        #expect(frame.percentComplete == 0.25 && frame.count == 110)
        // In both: linear by parts.
        let both = try #require(layout.layer(for: 42, in: frame))
        let start = try #require(grid[42]), end = try #require(list[42])
        #expect(isClose(both.position.x, start.position.x + 0.25 * (end.position.x - start.position.x), absolute: 1e-12))
        #expect(isClose(both.size.width, 36 + 0.25 * (375 - 36) as Double, absolute: 1e-12))
        #expect(both.alpha == 1)
        // Leaving: fades and shrinks where it was.
        let leaving = try #require(layout.layer(for: 3, in: frame))
        #expect(leaving.position == grid[3]?.position && isClose(leaving.alpha, 0.75, absolute: 1e-15))
        #expect(isClose(leaving.transform.scale.dx, 1 - 0.25 * 0.5, absolute: 1e-15))
        // Arriving: fades in and grows where it will be.
        let arriving = try #require(layout.layer(for: 105, in: frame))
        #expect(arriving.position == list[105]?.position && isClose(arriving.alpha, 0.25, absolute: 1e-15))
        #expect(isClose(arriving.transform.scale.dx, 0.5 + 0.25 * 0.5, absolute: 1e-15))
        #expect(layout.index(of: 1_000) == nil && layout.layer(for: 1_000, in: frame) == nil)
    }

    @Test func releasedItFinishesAtTheSecondLayoutExactly() throws {
        let (grid, list) = layouts()
        var layout = try LayoutTransition(from: grid, to: list, gesture: .pan(try PanRecognizer(minimumDistance: 0)),
                                          source: .translation(.up, extent: 300))
        layout.handle(PointerSample(pointer: 0, x: 200, y: 500, phase: .began, time: 0))
        layout.handle(PointerSample(pointer: 0, x: 200, y: 300, phase: .moved, time: 0.2))
        layout.handle(PointerSample(pointer: 0, x: 200, y: 300, phase: .ended, time: 0.3))
        var time = 0.3
        var reports: [Bool] = []
        var last = layout.tick(at: time)
        while !layout.isSettled {
            time += 1.0 / 120
            last = layout.tick(at: time)
            if let report = last.didComplete { reports.append(report) }
        }
        #expect(reports == [true] && layout.percentComplete == 1)
        for (id, layer) in list { #expect(layout.layer(for: id, in: last) == layer) }
        for id in 0..<10 { #expect(layout.layer(for: id, in: last)?.alpha == 0) }
    }

    @Test func aPinchDrivesIt() throws {
        let (grid, list) = layouts()
        var layout = try LayoutTransition(from: grid, to: list, gesture: .pinch(try PinchRecognizer(minimumSpanChange: 0)),
                                          source: .pinch(toScale: 2))
        layout.handle(PointerSample(pointer: 0, x: 100, y: 300, phase: .began, time: 0))
        layout.handle(PointerSample(pointer: 1, x: 200, y: 300, phase: .began, time: 0))
        layout.handle(PointerSample(pointer: 1, x: 250, y: 300, phase: .moved, time: 0.1))
        #expect(layout.percentComplete > 0.3 && layout.percentComplete <= 0.5)
    }

    @Test func badLayoutsAreRejected() throws {
        let bad: [Int: LayerState] = [1: LayerState(position: Point(x: .nan, y: 0))]
        #expect(throws: ConfigurationError.self) {
            try LayoutTransition(from: bad, to: [:], gesture: .pan(PanRecognizer()), source: .translation(.up, extent: 1))
        }
        #expect(throws: ConfigurationError.self) {
            try LayoutTransition(from: [Int: LayerState](), to: [:], gesture: .pan(PanRecognizer()),
                                 source: .translation(.up, extent: 1), appearingScale: 0)
        }
    }
}
