import ArgumentParser
import Foundation
import Geometry
import Gestures
import Testing
import _MotionTestSupport
@testable import bench
@testable import BenchReplay

/// `bench replay sheet` on the shipped traces: each rests exactly on a detent (or is dismissed), and
/// the finger's travel is conserved at every frame through the hand-off between the sheet and its list.
@Suite struct SheetReplayTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    struct Frame {
        let t: Double, state: String, height: Double, detent: Int?, innerOffset: Double
    }

    func replay(_ name: String, _ arguments: [String]) throws -> (GestureTrace, [Frame]) {
        let trace = try InputPath(Self.root.appendingPathComponent("Tools/bench/Traces/sheet/\(name).json").path).trace()
        let json = try replaySheet(trace: trace, options: ReplayOptions.parsing(arguments, interaction: "sheet"))
        let frames = json.compactMap { frame -> Frame? in
            guard case .object(let members) = frame else { return nil }
            func value(_ key: String) -> JSON? { members.first { $0.0 == key }?.1 }
            guard case .number(let t)? = value("t"), case .string(let state)? = value("state"),
                  case .number(let height)? = value("height"), case .number(let offset)? = value("innerOffset") else { return nil }
            var detent: Int?
            if case .integer(let index)? = value("detent") { detent = index }
            return Frame(t: t, state: state, height: height, detent: detent, innerOffset: offset)
        }
        #expect(frames.count == json.count)
        return (trace, frames)
    }

    /// The finger's y at each dragging frame against the sheet's height and the list's offset: the
    /// height's rise plus the offset's rise is the finger's climb.
    func worstTravel(_ trace: GestureTrace, _ frames: [Frame]) -> Double {
        let samples = trace.samples
        let origin = samples[0].time
        var worst = 0.0
        for frame in frames where frame.state == "dragging" {
            let shown = samples.last { $0.time - origin <= frame.t }!
            let climb = samples[0].location.y - shown.location.y
            let moved = (frame.height - frames[0].height) + (frame.innerOffset - frames[0].innerOffset)
            worst = Swift.max(worst, Swift.abs(moved - climb))
        }
        return worst
    }

    @Test func aDragUpToTheLargestContinuesIntoTheList() throws {
        let (trace, frames) = try replay("drag-up-into-list", ["--detents", "0.5,0.25,1", "--inner-content", "2000"])
        #expect(frames[0].height == 333.5 && frames[0].state == "dragging" && frames[0].detent == nil)
        // Measured: 5.7e-14 pt (the contract is 0.5 pt).
        #expect(worstTravel(trace, frames) <= 1e-9)
        #expect(frames.contains { $0.state == "dragging" && $0.height == 667 && $0.innerOffset > 200 })
        let last = try #require(frames.last)
        #expect(last.state == "resting" && last.detent == 2 && last.height == 667)
        #expect(last.innerOffset > 206.5)   // the list coasted on from the release
    }

    @Test func aListPulledDownAtItsTopHandsOverToTheSheet() throws {
        let (trace, frames) = try replay("list-to-sheet", ["--detents", "1,0.5", "--inner-content", "2000"])
        // Measured: 5.7e-14 pt (the contract is 0.5 pt).
        #expect(worstTravel(trace, frames) <= 1e-9)
        #expect(frames.contains { $0.state == "dragging" && $0.innerOffset == 200 && $0.height == 667 })
        #expect(frames.contains { $0.state == "dragging" && $0.innerOffset == 0 && $0.height == 417 })
        let last = try #require(frames.last)
        #expect(last.state == "resting" && last.detent == 1 && last.height == 333.5 && last.innerOffset == 0)
    }

    @Test func aFastFlickDownDismisses() throws {
        let (_, frames) = try replay("flick-dismiss", ["--detents", "0.5,1", "--inner-content", "2000"])
        let last = try #require(frames.last)
        #expect(last.state == "dismissed" && last.height == 0 && last.detent == nil)
    }

    @Test func badFlagsAreNamed() throws {
        let trace = try GestureTrace(samples: [PointerSample(pointer: 0, x: 10, y: 10, phase: .began, time: 0)])
        func message(_ arguments: [String]) -> String {
            do {
                _ = try replaySheet(trace: trace, options: ReplayOptions.parsing(arguments, interaction: "sheet"))
                return "no error"
            } catch let error as InvalidInput {
                return error.description
            } catch {
                return Replay.message(for: error)
            }
        }
        #expect(message([]) == "replay sheet needs --detents=D1,D2,..., fractions of the container's height")
        #expect(message(["--detents", "0.5,nan"]) == "The value '0.5,nan' is invalid for '--detents <detents>': nan must be finite")
        #expect(message(["--detents", "0.5,1.5"]) == "--detents=0.5,1.5: detents[1] = fraction(1.5): must be a fraction in (0, 1]")
        #expect(message(["--detents", "0.5", "--container", "375,0"]) == "--container=375,0: containerSize.height = 0.0: must be positive and finite")
        #expect(message(["--detents", "0.5", "--inner-content", "-4"]) == "--inner-content=-4: contentSize.height = -4.0: must be non-negative and finite")
        // `--profile` is one flag shared with the picker and refresh replays: a name none of them takes is refused
        // by its type, another replay's name by the sheet.
        #expect(message(["--detents", "0.5", "--profile", "android"])
                == "The value 'android' is invalid for '--profile <profile>': must be uikit, flutter, compose, material or cupertino")
        #expect(message(["--detents", "0.5", "--profile", "compose"]) == "--profile=compose must be uikit or flutter for a sheet")
    }
}
