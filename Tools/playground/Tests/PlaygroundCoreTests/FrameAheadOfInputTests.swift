import Foundation
import Testing
@testable import PlaygroundCore

/// Issue 30, item 10: one `frame` message stamped far ahead of the pointer clock kept a drag from ending
/// (the events after it were taken at the frame's time, which later frames never reached).
@Suite struct FrameAheadOfInputTests {
    func pointer(_ phase: String, _ x: Double, _ y: Double, _ t: Double) -> String {
        #"{"type":"pointer","id":1,"phase":"\#(phase)","x":\#(x),"y":\#(y),"t":\#(t)}"#
    }

    func frame(_ t: Double) -> String { #"{"type":"frame","t":\#(t)}"# }

    @Test(arguments: ["sheet", "drawer", "swipe-row", "photo", "flick"], [100.0, 1e300])
    func aFrameStampedFarAheadDoesNotKeepADragFromEnding(demo: String, ahead: Double) throws {
        var session = try PlaygroundSession(interaction: demo)
        _ = session.receive(pointer("began", 200, 300, 1))
        _ = session.receive(pointer("moved", 180, 320, 1.02))
        _ = session.receive(frame(1.02 + ahead))              // the bogus frame
        _ = session.receive(pointer("moved", 160, 340, 1.04))
        _ = session.receive(pointer("ended", 150, 350, 1.05))
        var t = 1.05
        while t < 12 && !session.demo.isSettled {
            t += 1.0 / 60
            _ = session.receive(frame(t))
        }
        let settled = session.demo.isSettled
        #expect(settled, "\(demo): still not settled at t = \(t)")
        // The drag ended with its last event; the motion after it takes a few seconds at most.
        #expect(t < 1.05 + PlaygroundSession.maximumFrameLead + 6, "\(demo): settled at \(t)")
    }
}
