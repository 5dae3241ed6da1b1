import Geometry
import Gestures
import Testing

/// `WheelSample(domDeltaX:...)`: the one mapping from a browser's `WheelEvent`.
@Suite struct BrowserWheelTests {
    @Test func theSignFlipsAndTheTimeStampBecomesSeconds() throws {
        let sample = try #require(WheelSample(domDeltaX: -30, deltaY: 100, deltaMode: 0, ctrlKey: false, momentum: nil,
                                              location: Point(x: 12, y: 34), timeStamp: 2_500))
        #expect(sample == WheelSample(delta: Vector(dx: 30, dy: -100), location: Point(x: 12, y: 34), time: 2.5))
        #expect(sample.isNotched && sample.phase == .none && sample.momentumPhase == .none)
    }

    @Test func deltaModesAreThePixelLineAndPageOfTheDOM() {
        let modes = (0...2).map { WheelSample(domDeltaX: 0, deltaY: 3, deltaMode: $0, ctrlKey: false, momentum: nil, timeStamp: 0)?.deltaMode }
        #expect(modes == [.pixel, .line, .page])
        #expect(WheelSample(domDeltaX: 0, deltaY: 3, deltaMode: 3, ctrlKey: false, momentum: nil, timeStamp: 0) == nil)
        #expect(WheelSample(domDeltaX: 0, deltaY: 3, deltaMode: -1, ctrlKey: false, momentum: nil, timeStamp: 0) == nil)
    }

    @Test func aMomentumFlaggedEventIsOSMomentumAndAnUnflaggedOneANotch() throws {
        let fling = try #require(WheelSample(domDeltaX: 0, deltaY: 4, deltaMode: 0, ctrlKey: false, momentum: true, timeStamp: 10))
        #expect(fling.momentumPhase == .changed && fling.phase == .none && !fling.isNotched)
        let flagOff = try #require(WheelSample(domDeltaX: 0, deltaY: 4, deltaMode: 0, ctrlKey: false, momentum: false, timeStamp: 10))
        #expect(flagOff.isNotched)
        let pinch = try #require(WheelSample(domDeltaX: 0, deltaY: -10, deltaMode: 0, ctrlKey: true, momentum: nil, timeStamp: 10))
        #expect(pinch.ctrlKey && pinch.delta.dy == 10)
    }

    @Test func nonFiniteNumbersAreKeptForTheConsumerToIgnore() throws {
        let sample = try #require(WheelSample(domDeltaX: .nan, deltaY: 1, deltaMode: 0, ctrlKey: false, momentum: nil, timeStamp: .infinity))
        #expect(!sample.isFinite)
        var trace = GestureTrace()
        #expect(throws: GestureTraceError.self) { try trace.append(sample) }
    }
}
