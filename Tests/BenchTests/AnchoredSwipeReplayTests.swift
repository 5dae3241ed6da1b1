import ArgumentParser
import _MotionTestSupport
import Anchored
import Foundation
import Geometry
import Gestures
import SwipeActions
import Testing
@testable import bench
@testable import BenchReplay

/// `bench replay anchored` and `bench replay swipe-row`: runs rest exactly on an anchor, 0, the revealed
/// width or committed; the thresholds are the platforms'; bad flags are named.
@Suite struct AnchoredSwipeReplayTests {
    /// A finger from x0 moving to x1 over `duration` (samples every 8 ms), held `hold` seconds, lifted.
    static func trace(from x0: Double, to x1: Double, duration: Double, hold: Double = 0) throws -> GestureTrace {
        var samples = [PointerSample(pointer: 0, x: x0, y: 300, phase: .began, time: 0)]
        let steps = Swift.max(1, Int((duration / 0.008).rounded()))
        for step in 1...steps {
            let fraction = Double(step) / Double(steps)
            samples.append(PointerSample(pointer: 0, x: x0 + (x1 - x0) * fraction, y: 300, phase: .moved, time: duration * fraction))
        }
        if hold > 0 { samples.append(PointerSample(pointer: 0, x: x1, y: 300, phase: .moved, time: duration + hold)) }
        samples.append(PointerSample(pointer: 0, x: x1, y: 300, phase: .ended, time: duration + hold + 0.004))
        return try GestureTrace(name: "test", container: Rect(x: 0, y: 0, width: 375, height: 667), samples: samples)
    }

    static func frames(_ replay: (GestureTrace, ReplayOptions) throws -> [JSON], _ interaction: String,
                       _ trace: GestureTrace, _ arguments: [String]) throws -> [[String: JSON]] {
        try replay(trace, ReplayOptions.parsing(arguments, interaction: interaction)).map { frame in
            guard case .object(let members) = frame else { return [:] }
            var fields: [String: JSON] = [:]
            for (key, value) in members { fields[key] = value }
            return fields
        }
    }

    static func number(_ value: JSON?) -> Double {
        switch value {
        case .number(let number)?: number
        case .integer(let number)?: Double(number)
        default: .nan
        }
    }

    static func string(_ value: JSON?) -> String {
        if case .string(let text)? = value { return text }
        return ""
    }

    func anchored(_ trace: GestureTrace, _ arguments: [String]) throws -> (state: String, offset: Double, target: Double) {
        let frames = try Self.frames(replayAnchored, "anchored", trace, arguments)
        let last = try #require(frames.last)
        return (Self.string(last["state"]), Self.number(last["offset"]), Self.number(last["target"]))
    }

    func row(_ trace: GestureTrace, _ arguments: [String]) throws -> (state: String, offset: Double) {
        let frames = try Self.frames(replaySwipeRow, "swipe-row", trace, arguments)
        let last = try #require(frames.last)
        return (Self.string(last["state"]), Self.number(last["offset"]))
    }

    @Test func anchoredRestsExactlyOnAnAnchorByComposesRule() throws {
        // Slow (held still at the lift): half the gap decides. 149 of 300 goes back, 151 goes on.
        #expect(try anchored(Self.trace(from: 0, to: 149, duration: 0.8, hold: 0.2), ["--anchors=0,300"]) == ("idle", 0, 0))
        #expect(try anchored(Self.trace(from: 0, to: 151, duration: 0.8, hold: 0.2), ["--anchors=0,300"]) == ("idle", 300, 1))
        // A flick of 40 points in 48 ms (far above 125 points per second) goes to the next anchor only.
        #expect(try anchored(Self.trace(from: 0, to: 40, duration: 0.048), ["--anchors=0,120,300"]) == ("idle", 120, 1))
        // Vertical, and the first anchor given is where it starts.
        var vertical = [PointerSample(pointer: 0, x: 100, y: 300, phase: .began, time: 0)]
        for step in 1...6 { vertical.append(PointerSample(pointer: 0, x: 100, y: 300 - 10 * Double(step), phase: .moved, time: 0.008 * Double(step))) }
        vertical.append(PointerSample(pointer: 0, x: 100, y: 240, phase: .ended, time: 0.052))
        let trace = try GestureTrace(name: "up", samples: vertical)
        #expect(try anchored(trace, ["--anchors=400,0", "--axis=y"]) == ("idle", 0, 1))
    }

    @Test func swipeRowRestsOnZeroTheRevealedWidthOrCommitted() throws {
        // Two 74-point actions: slow to 74 opens (half of 148), 73 does not.
        #expect(try row(Self.trace(from: 300, to: 226, duration: 0.8, hold: 0.2), ["--actions=2"]) == ("open(trailing)", -148))
        #expect(try row(Self.trace(from: 300, to: 227, duration: 0.8, hold: 0.2), ["--actions=2"]) == ("closed", 0))
        // A short flick opens; the leading edge too.
        #expect(try row(Self.trace(from: 100, to: 130, duration: 0.04), ["--actions=1"]) == ("open(leading)", 74))
        // A full swipe past 148 + (375 − 148)/2 = 261.5 commits, as the library does by default (and with
        // --full-swipe, which says so); with --no-full-swipe it opens.
        let far = try Self.trace(from: 340, to: 70, duration: 0.5, hold: 0.1)
        #expect(try row(far, ["--actions=2"]) == ("committed(trailing, action: 0)", -375))
        #expect(try row(far, ["--actions=2", "--full-swipe"]) == ("committed(trailing, action: 0)", -375))
        #expect(try row(far, ["--actions=2", "--no-full-swipe"]) == ("open(trailing)", -148))
        #expect(try row(far, ["--actions=2", "--action-width=60", "--width=300", "--full-swipe"])
                == ("committed(trailing, action: 0)", -300))
        // Flutter: past 40 % dismisses, short of it comes back.
        #expect(try row(Self.trace(from: 20, to: 171, duration: 0.6, hold: 0.2), ["--dismissible"]) == ("dismissed(leading)", 375))
        #expect(try row(Self.trace(from: 20, to: 169, duration: 0.6, hold: 0.2), ["--dismissible"]) == ("closed", 0))
    }

    /// The same trace through `--fps 60`, `120` and `144`: the same offsets at the instants they share, and
    /// the same resting place with `--jitter`.
    @Test func theSameTraceGivesTheSameMotionAtEveryRate() throws {
        let trace = try Self.trace(from: 300, to: 250, duration: 0.045)      // a flick released between frames
        for (interaction, arguments) in [("anchored", ["--anchors=300,0,-200"]), ("swipe-row", ["--actions=2"]),
                                         ("swipe-row", ["--dismissible"])] {
            let replayer = try #require(Replayer.registered.first { $0.interaction == interaction })
            let replay = replayer.replay
            func run(fps: Double) throws -> [Double: Double] {
                let options = try ReplayOptions.parsing(arguments, interaction: interaction, fps: fps)
                var offsets: [Double: Double] = [:]
                for frame in try replay(trace, options) {
                    guard case .object(let members) = frame else { continue }
                    var fields: [String: JSON] = [:]
                    for (key, value) in members { fields[key] = value }
                    offsets[Self.number(fields["t"])] = Self.number(fields["offset"])
                }
                return offsets
            }
            let at120 = try run(fps: 120)
            var compared = 0
            for other in [try run(fps: 60), try run(fps: 144)] {
                for (time, offset) in other {
                    guard let shared = at120[time] else { continue }
                    #expect(offset == shared, "\(interaction) \(arguments) at t = \(time)")
                    compared += 1
                }
            }
            #expect(compared > 10, "\(interaction)")
            let clock = try TraceReplay(fps: 120, jitterSeed: 7, secondsAfterLastSample: 10)
            let values = try ReplayOptions.parsing(arguments, interaction: interaction).values
            let jittered = try replay(trace, ReplayOptions(clock: clock, values: values, interaction: interaction,
                                                           allowed: replayer.optionNames))
            guard case .object(let last)? = jittered.last else { Issue.record("no frames"); continue }
            let restsAt = Self.number(last.first { $0.0 == "offset" }?.1)
            let steady = try #require(at120.max { $0.key < $1.key })
            #expect(restsAt == steady.value, "\(interaction) \(arguments)")
        }
    }

    @Test func badFlagsAreNamed() throws {
        let trace = try Self.trace(from: 0, to: 10, duration: 0.1)
        func message(_ replay: (GestureTrace, ReplayOptions) throws -> [JSON], _ interaction: String, _ arguments: [String]) -> String {
            do {
                _ = try replay(trace, ReplayOptions.parsing(arguments, interaction: interaction))
                return ""
            } catch let error as InvalidInput {
                return error.description
            } catch {
                return Replay.message(for: error)
            }
        }
        #expect(message(replayAnchored, "anchored", []).contains("--anchors"))
        #expect(message(replayAnchored, "anchored", ["--anchors=0,abc"]) == "The value '0,abc' is invalid for '--anchors <anchors>': abc is not a number")
        #expect(message(replayAnchored, "anchored", ["--anchors=0,100,100"]).hasPrefix("--anchors=0,100,100: anchors[2] = 100.0"))
        #expect(message(replayAnchored, "anchored", ["--anchors=0,2e15"]).hasPrefix("--anchors=0,2e15: anchors[1]"))
        #expect(message(replayAnchored, "anchored", ["--anchors=0,1", "--axis=z"]) == "The value 'z' is invalid for '--axis <axis>': must be x or y")
        #expect(message(replaySwipeRow, "swipe-row", []).contains("--actions"))
        #expect(message(replaySwipeRow, "swipe-row", ["--actions=0"]).hasPrefix("--actions=0 must be"))
        #expect(message(replaySwipeRow, "swipe-row", ["--actions=two"]) == "The value 'two' is invalid for '--actions <actions>': not a number")
        #expect(message(replaySwipeRow, "swipe-row", ["--actions=2", "--width=0"]).hasPrefix("--width: width = 0.0"))
        #expect(message(replaySwipeRow, "swipe-row", ["--actions=2", "--action-width=-5"]).hasPrefix("--action-width: actionWidth = -5.0"))
        #expect(message(replaySwipeRow, "swipe-row", ["--actions=3", "--width=200"]).hasPrefix("--actions × --action-width: leading.actionWidths = 222.0"))
        #expect(message(replaySwipeRow, "swipe-row", ["--dismissible", "--actions=2"]) == "--actions does not apply with --dismissible")
        #expect(message(replaySwipeRow, "swipe-row", ["--anchors=1"]).hasPrefix("--anchors does not apply to swipe-row"))
    }
}
