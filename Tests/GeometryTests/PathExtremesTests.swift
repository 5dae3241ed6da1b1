import Testing
import Geometry

/// Paths between points and frames near the largest double (found by Fuzz's paths-keyframes target):
/// exact ends, finite frames, and frames whose far edge overflows refused.
@Suite struct PathExtremesTests {
    @Test func aPathWhoseMoveOverflowsIsStillExactlyItsEnds() throws {
        // The move's height is past the largest double: Compose's arc falls back to the line.
        let from = Point(x: 1e200, y: -1.321444037525107e305), to = Point(x: 1000.625, y: .greatestFiniteMagnitude)
        for kind in MotionPath.Kind.allCases {
            let path = try MotionPath(from: from, to: to, kind: kind)
            #expect(path.point(at: 0) == from && path.point(at: 1) == to, "\(kind)")
            #expect(path.point(at: 0.5).isFinite, "\(kind)")
        }
    }

    @Test func aFrameFarOutsideItsProgressSaturatesInsteadOfOverflowing() throws {
        let path = try RectPath(from: Rect(x: 1e154, y: 8e-263, width: 3205.875, height: -2991.75),
                                to: Rect(x: 3904, y: 627.125, width: 1e200, height: -3977.375), kind: .arcAbove)
        let frame = path.rect(at: .infinity), velocity = path.velocity(at: .infinity)
        #expect(frame.isFinite && velocity.isFinite)
        #expect(frame.size.width == .greatestFiniteMagnitude)
    }

    @Test func aFrameWhoseFarEdgeOverflowsIsRefusedByName() {
        let cell = Rect(x: 0, y: 0, width: 100, height: 100)
        #expect(throws: ConfigurationError.self) { try RectPath(from: Rect(x: 1e308, y: 0, width: 1e308, height: 1), to: cell) }
        do {
            _ = try RectPath(from: cell, to: Rect(x: 0, y: -1e308, width: 1, height: -1e308))
            Issue.record("accepted a frame whose top edge is past the largest double")
        } catch {
            #expect(error.parameter == "to")
        }
    }
}
