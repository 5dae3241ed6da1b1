import Foundation
import Testing
@testable import PlaygroundCore
@testable import Demos

/// Issue 19, items 15 to 17 and the property test of the message handling: whatever the messages and
/// their numbers, every message is answered after bounded work, and memory stays bounded.
@Suite struct SessionLimitTests {
    func pointer(_ id: Int, _ phase: String, _ x: Double, _ y: Double, _ t: Double) -> String {
        #"{"type":"pointer","id":\#(id),"phase":"\#(phase)","x":\#(x),"y":\#(y),"t":\#(t)}"#
    }

    func frame(_ t: Double) -> String { #"{"type":"frame","t":\#(t)}"# }

    func type(_ reply: String) -> String? {
        (try? JSONSerialization.jsonObject(with: Data(reply.utf8)) as? [String: Any])?["type"] as? String
    }

    @Test(arguments: [1e300, 1e308, Double.greatestFiniteMagnitude, 1e17])
    func aFrameAtAHugeTimeAfterABeganIsAnsweredAfterBoundedWork(time: Double) throws {
        for demo in PlaygroundDemos.all {
            var session = try PlaygroundSession(interaction: demo.name)
            #expect(session.receive(pointer(1, "began", 200, 300, 1)).isEmpty)
            let replies = session.receive(frame(time))
            #expect(replies.count == 1 && type(replies[0]) == "frame", "\(demo.name)")
            #expect(session.ticksInLastMessage <= PlaygroundSession.maximumTicksPerFrame)
            // The session goes on answering.
            _ = session.receive(pointer(1, "ended", 210, 300, 1.1))
            #expect(session.receive(frame(time)).count == 1)
            #expect(session.receive(frame(2)).count == 1)
            #expect(session.ticksInLastMessage <= PlaygroundSession.maximumTicksPerFrame)
        }
    }

    @Test func aRecordingStopsGrowingAtItsLimitAndSaysSoOnce() throws {
        var session = try PlaygroundSession(interaction: "flick")
        _ = session.receive(#"{"type":"record","on":true}"#)
        _ = session.receive(pointer(1, "began", 200, 300, 0))
        var errors: [String] = []
        for index in 1...200 {
            for reply in session.receive(frame(Double(index) * 2)) where type(reply) == "error" { errors.append(reply) }
        }
        #expect(errors.count == 1)
        #expect(errors.first?.contains("reached its limit of 36000 frames") == true)
        #expect(session.recordedFrameCount == PlaygroundSession.maximumRecordedFrames)
        #expect(session.recordedByteCount <= PlaygroundSession.maximumRecordedBytes)
        let download = session.receive(#"{"type":"record","on":false}"#)
        #expect(download.count == 1 && type(download[0]) == "trace")
        #expect(download[0].utf8.count < 30_000_000)
        // A new recording starts empty and may grow again.
        _ = session.receive(#"{"type":"record","on":true}"#)
        #expect(session.recordedFrameCount == 0)
    }

    @Test func aRecordingHoldsAtMostItsLimitOfPointerSamples() throws {
        var session = try PlaygroundSession(interaction: "pip")
        _ = session.receive(#"{"type":"record","on":true}"#)
        _ = session.receive(pointer(1, "began", 200, 300, 0))
        var errors = 0
        for index in 0..<(PlaygroundSession.maximumRecordedSamples + 10) {
            let t = Double(index) * 0.0001
            let replies = session.receive(pointer(1, "moved", 200, 300, t))
            errors += replies.filter { type($0) == "error" }.count
            if index % 1_000 == 0 { _ = session.receive(frame(t)) }
        }
        #expect(errors == 1)
        #expect(session.recordedSampleCount == PlaygroundSession.maximumRecordedSamples)
    }

    @Test(arguments: [16_385, 40_000, 65_536, 65_537])
    func aLongMessageGetsItsErrorReply(length: Int) throws {
        var session = try PlaygroundSession()
        let text = #"{"type":"frame","t":1,"pad":""# + String(repeating: "x", count: length - 31) + #""}"#
        #expect(text.utf8.count == length)
        let replies = session.receive(text)
        #expect(replies.count == 1)
        if length <= 65_536 {
            #expect(type(replies[0]) == "frame", "a valid message up to 64 KiB is read")
        } else {
            #expect(type(replies[0]) == "error")
        }
        #expect(session.receive(frame(2)).count == 1, "the session goes on")
    }

    /// A small seeded generator (xorshift64*), so a failure names its seed.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            return state &* 2_685_821_657_736_338_717
        }
        mutating func int(_ range: Range<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
        mutating func number() -> Double {
            let special: [Double] = [0, -0.0, 1, -1, .leastNonzeroMagnitude, 1e-9, 0.5, 2, 120, 1e9, 1e17, 1e150, 1e300, 1e308,
                                     -1e308, .greatestFiniteMagnitude, 16.7, 1_000_000]
            if int(0..<3) == 0 { return special[int(0..<special.count)] }
            return Double(int(0..<20_000)) / 10
        }
    }

    @Test func anySequenceOfMessagesIsAnsweredAfterBoundedWorkInBoundedMemory() throws {
        let phases = ["began", "moved", "stationary", "ended", "cancelled"]
        for seed in UInt64(1)...40 {
            var random = Generator(state: seed &* 0x9E37_79B9_7F4A_7C15 | 1)
            var session = try PlaygroundSession(interaction: PlaygroundDemos.all[random.int(0..<PlaygroundDemos.all.count)].name)
            var clock = random.number()
            for _ in 0..<400 {
                if random.int(0..<4) == 0 { clock = random.number() } else { clock += Double(random.int(0..<40)) / 1000 }
                let message: String
                switch random.int(0..<12) {
                case 0..<5:
                    message = pointer(random.int(0..<4), phases[random.int(0..<phases.count)], random.number(), random.number(), clock)
                case 5..<10: message = frame(clock)
                case 10:
                    message = [#"{"type":"record","on":true}"#, #"{"type":"record","on":false}"#, #"{"type":"reset"}"#][random.int(0..<3)]
                default:
                    let name = PlaygroundDemos.all[random.int(0..<PlaygroundDemos.all.count)].name
                    message = #"{"type":"select","interaction":"\#(name)","width":\#(random.number()),"height":\#(random.number())}"#
                }
                let replies = session.receive(message)
                #expect(!replies.isEmpty || message.contains("pointer"), "seed \(seed): \(message)")
                for reply in replies {
                    #expect(type(reply) != nil, "seed \(seed): \(message) → \(reply.prefix(200))")
                    #expect(!reply.contains("nan") && !reply.contains("inf"), "seed \(seed): \(message)")
                }
                #expect(session.ticksInLastMessage <= PlaygroundSession.maximumTicksPerFrame)
                #expect(session.pendingCount <= 10_000)
                #expect(session.recordedFrameCount <= PlaygroundSession.maximumRecordedFrames)
                #expect(session.recordedSampleCount <= PlaygroundSession.maximumRecordedSamples)
                #expect(session.recordedByteCount <= PlaygroundSession.maximumRecordedBytes)
            }
        }
    }
}
