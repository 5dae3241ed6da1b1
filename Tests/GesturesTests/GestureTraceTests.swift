import Foundation
import Geometry
import Gestures
import Testing
import _MotionTestSupport

@Suite struct GestureTraceTests {
    static func decode(_ json: String) throws -> GestureTrace {
        try JSONDecoder().decode(GestureTrace.self, from: Data(json.utf8))
    }

    static func error(_ json: String) -> GestureTraceError? {
        do {
            _ = try decode(json)
            return nil
        } catch let error as GestureTraceError {
            return error
        } catch {
            Issue.record("unexpected error \(error)")
            return nil
        }
    }

    /// A stray cancel (a pointer that is not down) is accepted and changes nothing; a stray move is not.
    @Test func aStrayCancelIsAcceptedAndHarmless() throws {
        var trace = GestureTrace()
        try trace.append(PointerSample(pointer: 0, x: 0, y: 0, phase: .began, time: 0))
        try trace.append(PointerSample(pointer: 7, x: 0, y: 0, phase: .cancelled, time: 0.01))
        #expect(trace.pointersDown == [0])
        #expect(trace.samples.count == 2)
        try trace.append(PointerSample(pointer: 0, x: 10, y: 0, phase: .moved, time: 0.02))
        try trace.append(PointerSample(pointer: 0, x: 10, y: 0, phase: .ended, time: 0.03))
        try trace.append(PointerSample(pointer: 0, x: 10, y: 0, phase: .cancelled, time: 0.04))
        #expect(trace.pointersDown.isEmpty)
        #expect(throws: GestureTraceError(eventIndex: 5, problem: .invalidSample(.unknownPointer(7, phase: .moved)))) {
            try trace.append(PointerSample(pointer: 7, x: 0, y: 0, phase: .moved, time: 0.05))
        }
        // The tracker agrees: the stray cancel neither throws nor touches pointer 0's history.
        var tracker = VelocityTracker()
        try tracker.add(PointerSample(pointer: 0, x: 0, y: 0, phase: .began, time: 0))
        try tracker.add(PointerSample(pointer: 0, x: 10, y: 0, phase: .moved, time: 0.01))
        try tracker.add(PointerSample(pointer: 7, x: 0, y: 0, phase: .cancelled, time: 0.015))
        try tracker.add(PointerSample(pointer: 0, x: 20, y: 0, phase: .moved, time: 0.02))
        let velocity = try #require(tracker.velocity(of: 0))
        #expect(isClose(velocity.dx, 1000, relative: 1e-9) && abs(velocity.dy) < 1e-9)
        #expect(tracker.velocity(of: 7) == nil)
    }

    @Test func decodesTheBenchExample() throws {
        let trace = try Self.decode("""
            { "name": "fling-up",
              "container": { "x": 0, "y": 0, "width": 375, "height": 667 },
              "events": [
                { "t": 0.000, "pointer": 0, "phase": "began",   "x": 180.0, "y": 500.0 },
                { "t": 0.008, "pointer": 0, "phase": "moved",   "x": 180.5, "y": 480.0 },
                { "t": 0.016, "pointer": 0, "phase": "ended",   "x": 181.0, "y": 455.0 } ] }
            """)
        #expect(trace.name == "fling-up")
        #expect(trace.container == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(trace.samples == [
            PointerSample(pointer: 0, x: 180, y: 500, phase: .began, time: 0),
            PointerSample(pointer: 0, x: 180.5, y: 480, phase: .moved, time: 0.008),
            PointerSample(pointer: 0, x: 181, y: 455, phase: .ended, time: 0.016),
        ])
        #expect(trace.pointersDown.isEmpty)
        #expect(abs(trace.duration - 0.016) < 1e-15)
    }

    @Test func nameAndContainerAreOptional() throws {
        let trace = try Self.decode(#"{"events": [{"t": 1, "pointer": 3, "phase": "began", "x": 1, "y": 2}]}"#)
        #expect(trace.name == nil)
        #expect(trace.container == nil)
        #expect(trace.pointersDown == [3])
    }

    @Test func timeGoingBackwardsNamesTheEvent() {
        let error = Self.error(#"{"events": [{"t": 0.01, "pointer": 0, "phase": "began", "x": 0, "y": 0}, {"t": 0.005, "pointer": 0, "phase": "moved", "x": 0, "y": 0}]}"#)
        #expect(error == GestureTraceError(eventIndex: 1, problem: .invalidSample(.timeWentBackwards(previous: 0.01, time: 0.005))))
        #expect(error?.description.hasPrefix("event 1: time goes backwards") == true)
    }

    @Test func equalTimesAreAccepted() throws {
        let trace = try Self.decode(#"{"events": [{"t": 0, "pointer": 0, "phase": "began", "x": 0, "y": 0}, {"t": 0, "pointer": 0, "phase": "moved", "x": 1, "y": 0}]}"#)
        #expect(trace.samples.count == 2)
    }

    @Test func unknownPhase() {
        let error = Self.error(#"{"events": [{"t": 0, "pointer": 0, "phase": "hover", "x": 0, "y": 0}]}"#)
        #expect(error == GestureTraceError(eventIndex: 0, problem: .unknownPhase("hover")))
    }

    @Test(arguments: ["t", "pointer", "phase", "x", "y"])
    func missingField(_ field: String) {
        var event = ["\"t\": 0", "\"pointer\": 0", "\"phase\": \"began\"", "\"x\": 0", "\"y\": 0"]
        event.removeAll { $0.hasPrefix("\"\(field)\"") }
        let json = #"{"events": [{"t": 0, "pointer": 0, "phase": "began", "x": 0, "y": 0}, {"# + event.joined(separator: ", ") + "}]}"
        let error = Self.error(json)
        #expect(error == GestureTraceError(eventIndex: 1, problem: .missingField(field)))
    }

    @Test func nonFiniteNumbers() {
        #expect(Self.error(#"{"events": [{"t": 0, "pointer": 0, "phase": "began", "x": 1e999, "y": 0}]}"#)
            == GestureTraceError(eventIndex: 0, problem: .invalidSample(.nonFinite(field: "x"))))
        #expect(Self.error(#"{"events": [{"t": 0, "pointer": 0, "phase": "began", "x": 0, "y": "NaN"}]}"#)
            == GestureTraceError(eventIndex: 0, problem: .invalidSample(.nonFinite(field: "y"))))
        #expect(Self.error(#"{"events": [{"t": "inf", "pointer": 0, "phase": "began", "x": 0, "y": 0}]}"#)
            == GestureTraceError(eventIndex: 0, problem: .invalidSample(.nonFinite(field: "t"))))
    }

    @Test func wrongTypes() {
        #expect(Self.error(#"{"events": [{"t": 0, "pointer": 0, "phase": "began", "x": "left", "y": 0}]}"#)
            == GestureTraceError(eventIndex: 0, problem: .wrongType(field: "x")))
        #expect(Self.error(#"{"events": [{"t": 0, "pointer": 0.5, "phase": "began", "x": 0, "y": 0}]}"#)
            == GestureTraceError(eventIndex: 0, problem: .wrongType(field: "pointer")))
        #expect(Self.error(#"{"events": {}}"#) == GestureTraceError(eventIndex: nil, problem: .wrongType(field: "events")))
        #expect(Self.error(#"{"name": "x"}"#) == GestureTraceError(eventIndex: nil, problem: .missingField("events")))
    }

    @Test func unknownPointerMoved() {
        let error = Self.error(#"{"events": [{"t": 0, "pointer": 0, "phase": "began", "x": 0, "y": 0}, {"t": 1, "pointer": 7, "phase": "moved", "x": 0, "y": 0}]}"#)
        #expect(error == GestureTraceError(eventIndex: 1, problem: .invalidSample(.unknownPointer(7, phase: .moved))))
    }

    @Test func appendValidatesAndLeavesTheTraceUnchanged() throws {
        var trace = GestureTrace(name: "t")
        try trace.append(PointerSample(pointer: 0, x: 0, y: 0, phase: .began, time: 1))
        #expect(throws: GestureTraceError(eventIndex: 1, problem: .invalidSample(.pointerAlreadyDown(0)))) {
            try trace.append(PointerSample(pointer: 0, x: 0, y: 0, phase: .began, time: 1))
        }
        #expect(throws: GestureTraceError(eventIndex: 1, problem: .invalidSample(.nonFinite(field: "x")))) {
            try trace.append(PointerSample(pointer: 0, x: .nan, y: 0, phase: .moved, time: 1))
        }
        #expect(throws: GestureTraceError(eventIndex: 1, problem: .invalidSample(.nonFinite(field: "t")))) {
            try trace.append(PointerSample(pointer: 0, x: 0, y: 0, phase: .moved, time: .infinity))
        }
        #expect(trace.samples.count == 1)
        try trace.append(PointerSample(pointer: 0, x: 0, y: 0, phase: .ended, time: 2))
        #expect(throws: GestureTraceError(eventIndex: 2, problem: .invalidSample(.unknownPointer(0, phase: .ended)))) {
            try trace.append(PointerSample(pointer: 0, x: 0, y: 0, phase: .ended, time: 3))
        }
    }
}
