import Foundation
import Geometry
import Testing
@testable import Demos

/// The messages the demo suites send a session and read back: a reply as JSON, a pointer message, a
/// frame's reading by name.
protocol DemoSessionMessages {}

extension DemoSessionMessages {
    func object(_ reply: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(reply.utf8)) as? [String: Any])
    }

    func pointer(_ id: Int, _ phase: String, _ point: Point, _ t: Double) -> String {
        #"{"type":"pointer","id":\#(id),"phase":"\#(phase)","x":\#(point.x),"y":\#(point.y),"t":\#(t)}"#
    }

    func reading(_ frame: [String: Any], _ name: String) -> Double? {
        (frame["readings"] as? [[Any]])?.first { $0.first as? String == name }.flatMap { $0.last as? Double }
    }
}
