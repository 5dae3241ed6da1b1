import Foundation
import Geometry
import Gestures
import Testing

/// Wheel and trackpad events in traces (`"kind": "wheel"`): read, validated, written back and replayed.
@Suite struct WheelTraceTests {
    // The decoding helpers of GestureTraceTests.
    static func decode(_ json: String) throws -> GestureTrace { try GestureTraceTests.decode(json) }
    static func error(_ json: String) -> GestureTraceError? { GestureTraceTests.error(json) }

    @Test func wheelEventsAreReadWithTheirDefaults() throws {
        let trace = try Self.decode("""
            {"events": [
             {"t": 0, "kind": "wheel", "dx": 0, "dy": -100},
             {"t": 0.1, "kind": "wheel", "dx": 1.5, "dy": 2, "phase": "began", "momentumPhase": "none",
              "deltaMode": "line", "ctrlKey": true, "x": 10, "y": 20},
             {"t": 0.2, "kind": "pointer", "pointer": 0, "phase": "began", "x": 5, "y": 5},
             {"t": 0.3, "pointer": 0, "phase": "ended", "x": 5, "y": 5}]}
            """)
        #expect(trace.samples.count == 2)
        #expect(trace.wheelSamples == [
            WheelSample(delta: Vector(dx: 0, dy: -100), time: 0),
            WheelSample(delta: Vector(dx: 1.5, dy: 2), phase: .began, deltaMode: .line, ctrlKey: true,
                        location: Point(x: 10, y: 20), time: 0.1),
        ])
        #expect(trace.eventCount == 4)
        #expect(trace.duration == 0.3)
        // Written back and read again: the same trace.
        let again = try JSONDecoder().decode(GestureTrace.self, from: JSONEncoder().encode(trace))
        #expect(again.samples == trace.samples)
        #expect(again.wheelSamples == trace.wheelSamples)
    }

    @Test func aPointerTraceReadsAsBefore() throws {
        let trace = try Self.decode(#"{"events": [{"t": 0, "pointer": 0, "phase": "began", "x": 1, "y": 2}]}"#)
        #expect(trace.wheelSamples.isEmpty)
        #expect(trace.samples == [PointerSample(pointer: 0, x: 1, y: 2, phase: .began, time: 0)])
    }

    @Test func badWheelEventsAreNamed() {
        let cases: [(String, GestureTraceError)] = [
            (#"{"t": 0, "kind": "mouse", "dx": 0, "dy": 0}"#, GestureTraceError(eventIndex: 0, problem: .unknownKind("mouse"))),
            (#"{"t": 0, "kind": 3, "dx": 0, "dy": 0}"#, GestureTraceError(eventIndex: 0, problem: .wrongType(field: "kind"))),
            (#"{"t": 0, "kind": "wheel", "dy": 0}"#, GestureTraceError(eventIndex: 0, problem: .missingField("dx"))),
            (#"{"t": 0, "kind": "wheel", "dx": "NaN", "dy": 0}"#,
             GestureTraceError(eventIndex: 0, problem: .invalidSample(.nonFinite(field: "dx")))),
            (#"{"t": 0, "kind": "wheel", "dx": 0, "dy": 1e999}"#,
             GestureTraceError(eventIndex: 0, problem: .invalidSample(.nonFinite(field: "dy")))),
            (#"{"t": 0, "kind": "wheel", "dx": 0, "dy": 0, "phase": "moved"}"#,
             GestureTraceError(eventIndex: 0, problem: .unknownValue(field: "phase", "moved"))),
            (#"{"t": 0, "kind": "wheel", "dx": 0, "dy": 0, "deltaMode": 1}"#,
             GestureTraceError(eventIndex: 0, problem: .wrongType(field: "deltaMode"))),
            (#"{"t": 0, "kind": "wheel", "dx": 0, "dy": 0, "deltaMode": "screen"}"#,
             GestureTraceError(eventIndex: 0, problem: .unknownValue(field: "deltaMode", "screen"))),
            (#"{"t": 0, "kind": "wheel", "dx": 0, "dy": 0, "ctrlKey": "yes"}"#,
             GestureTraceError(eventIndex: 0, problem: .wrongType(field: "ctrlKey"))),
            (#"{"t": 0, "kind": "wheel", "dx": 0, "dy": 0, "x": 4}"#, GestureTraceError(eventIndex: 0, problem: .missingField("y"))),
        ]
        for (event, expected) in cases {
            #expect(Self.error(#"{"events": ["# + event + "]}") == expected, "\(event)")
        }
        #expect(GestureTraceError(eventIndex: 0, problem: .unknownValue(field: "deltaMode", "screen")).description
            == #"event 0: unknown deltaMode "screen" (expected pixel, line or page)"#)
    }

    @Test func timeNeverGoesBackwardsAcrossKinds() throws {
        var trace = GestureTrace()
        try trace.append(WheelSample(delta: Vector(dx: 0, dy: 1), time: 1))
        #expect(throws: GestureTraceError(eventIndex: 1, problem: .invalidSample(.timeWentBackwards(previous: 1, time: 0.5)))) {
            try trace.append(PointerSample(pointer: 0, x: 0, y: 0, phase: .began, time: 0.5))
        }
        try trace.append(PointerSample(pointer: 0, x: 0, y: 0, phase: .began, time: 2))
        #expect(throws: GestureTraceError(eventIndex: 2, problem: .invalidSample(.timeWentBackwards(previous: 2, time: 1.5)))) {
            try trace.append(WheelSample(delta: Vector(dx: 0, dy: 1), time: 1.5))
        }
        #expect(throws: GestureTraceError(eventIndex: 2, problem: .invalidSample(.nonFinite(field: "dy")))) {
            try trace.append(WheelSample(delta: Vector(dx: 0, dy: .nan), time: 3))
        }
        #expect(trace.eventCount == 2)
    }

    /// Replayed with the pointer samples, in time order, relative to the first event of either kind.
    @Test func theReplayInterleavesBothKinds() throws {
        struct Log: Interaction {
            var seen: [String] = []
            mutating func handle(_ sample: PointerSample) -> Int { seen.append("p\(sample.time)"); return seen.count }
            mutating func update(with reading: GestureReading) -> Int { seen.count }
            mutating func tick(at time: Double) -> Int { seen.count }
            var isSettled: Bool { true }
            mutating func reset() { seen = [] }
        }
        var log = Log()
        let samples = [PointerSample(pointer: 0, x: 0, y: 0, phase: .began, time: 10.5),
                       PointerSample(pointer: 0, x: 0, y: 0, phase: .ended, time: 11)]
        let wheel = [WheelSample(delta: .zero, time: 10), WheelSample(delta: .zero, time: 10.5)]
        var frames = 0
        try TraceReplay(fps: 4).run(&log, samples: samples, wheel: wheel,
                                    handleWheel: { log, event in log.seen.append("w\(event.time)") }) { _, _, _ in frames += 1 }
        #expect(log.seen == ["w0.0", "p0.5", "w0.5", "p1.0"])
        #expect(frames == 5)
    }
}
