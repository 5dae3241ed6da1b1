import Dynamics
import Geometry
import RelativePosition
import Testing
import _MotionTestSupport

private let container = Rect(x: 0, y: 0, width: 400, height: 100)

/// An event at relative x `p` (y in the middle).
private func event(_ phase: TrackingPhase, _ p: Double, _ t: Double) -> TrackingEvent {
    TrackingEvent(phase: phase, position: Point(x: p, y: 0.5), velocity: .zero, location: Point(x: p * 400, y: 50),
                  pointVelocity: .zero, time: t)
}

private func makeDock() throws -> DockRow {
    try DockRow(count: 5, layerSize: Size(width: 50, height: 50), spacing: 10, in: container)
}

private func expectLayer(_ layer: LayerState, y: Double, scale: Double, alpha: Double,
                         sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(isClose(layer.position.y, y, absolute: 1e-9), "y \(layer.position.y) ≠ \(y)", sourceLocation: sourceLocation)
    #expect(isClose(layer.transform.scale.dx, scale, absolute: 1e-9), "scale \(layer.transform.scale.dx) ≠ \(scale)",
            sourceLocation: sourceLocation)
    #expect(layer.transform.scale.dx == layer.transform.scale.dy, sourceLocation: sourceLocation)
    #expect(isClose(layer.alpha, alpha, absolute: 1e-9), "alpha \(layer.alpha) ≠ \(alpha)", sourceLocation: sourceLocation)
}

@Suite struct DockRowTests {
    @Test func rowIsCentred() throws {
        let dock = try makeDock()
        #expect(dock.layers.map(\.position.x) == [80, 140, 200, 260, 320])
        #expect(dock.layers.allSatisfy { $0.position.y == 50 && $0.size == Size(width: 50, height: 50) })
        #expect(dock.isSettled && !dock.isAnimating)
    }

    /// Finger over the middle layer; its neighbours are 60 pt away (influence smoothstep(0.5) = 0.5),
    /// the outer ones 120 pt away (out of reach).
    @Test func animatesInFollowsAndAnimatesOut() throws {
        var dock = try makeDock()
        dock.tick(at: -1)
        dock.follow(event(.began, 0.5, 0))
        #expect(dock.layers == dock.restingLayers)       // engagement 0 at the instant of began
        #expect(dock.isAnimating && !dock.isSettled)

        dock.tick(at: 0.1)                                 // halfway: ease-in-out(0.5) = 0.5
        #expect(isClose(dock.engagementLevel, 0.5, absolute: 1e-9))
        expectLayer(dock.layers[2], y: 38, scale: 1.4, alpha: 1)
        expectLayer(dock.layers[1], y: 44, scale: 1.2, alpha: 0.875)
        expectLayer(dock.layers[0], y: 50, scale: 1, alpha: 0.75)

        dock.tick(at: 0.2)                                 // fully reacting
        #expect(dock.engagementLevel == 1 && !dock.isAnimating)
        expectLayer(dock.layers[2], y: 26, scale: 1.8, alpha: 1)
        expectLayer(dock.layers[3], y: 38, scale: 1.4, alpha: 0.75)
        expectLayer(dock.layers[4], y: 50, scale: 1, alpha: 0.5)

        // Following directly: the finger 30 pt right of the middle layer, no animation.
        dock.follow(event(.moved, 0.575, 0.25))            // x = 230
        let near = 0.75 * 0.75 * (3 - 2 * 0.75)            // smoothstep(1 − 30/120)
        let far = 0.25 * 0.25 * (3 - 2 * 0.25)             // smoothstep(1 − 90/120)
        expectLayer(dock.layers[2], y: 50 - 24 * near, scale: 1 + 0.8 * near, alpha: 1 - 0.5 * (1 - near))
        expectLayer(dock.layers[3], y: 50 - 24 * near, scale: 1 + 0.8 * near, alpha: 1 - 0.5 * (1 - near))
        expectLayer(dock.layers[1], y: 50 - 24 * far, scale: 1 + 0.8 * far, alpha: 1 - 0.5 * (1 - far))
        expectLayer(dock.layers[0], y: 50, scale: 1, alpha: 0.5)

        dock.follow(event(.ended, 0.5, 0.3))
        #expect(dock.isAnimating && !dock.isTouching)
        dock.tick(at: 0.4)
        expectLayer(dock.layers[2], y: 38, scale: 1.4, alpha: 1)
        dock.tick(at: 0.5)
        #expect(dock.layers == dock.restingLayers && dock.isSettled)
    }

    @Test func beganDuringTheWayBackStartsFromWhereTheRowIs() throws {
        var dock = try makeDock()
        dock.follow(event(.began, 0.5, 0))
        dock.tick(at: 0.2)
        dock.follow(event(.cancelled, 0.5, 0.3))
        dock.tick(at: 0.4)
        #expect(isClose(dock.engagementLevel, 0.5, absolute: 1e-9))
        dock.follow(event(.began, 0.5, 0.4))
        #expect(isClose(dock.engagementLevel, 0.5, absolute: 1e-9))   // continuous
        dock.tick(at: 0.5)
        #expect(dock.engagementLevel > 0.5 && dock.engagementLevel < 1)
        dock.tick(at: 0.6)
        #expect(dock.engagementLevel == 1)
    }

    @Test func clockGoingBackIsIgnored() throws {
        var dock = try makeDock()
        dock.follow(event(.began, 0.5, 1))
        dock.tick(at: 1.1)
        let level = dock.engagementLevel
        dock.tick(at: 0.5)
        dock.tick(at: .nan)
        #expect(dock.engagementLevel == level)
    }

    @Test func fiftyLayersStayFinite() throws {
        var dock = try DockRow(count: 50, layerSize: Size(width: 40, height: 40), spacing: 4,
                               in: Rect(x: 0, y: 0, width: 2200, height: 100))
        for frame in 0...60 {
            let t = Double(frame) / 120
            if frame == 0 { dock.follow(event(.began, 0.0001, t)) }
            dock.follow(event(.moved, Double(frame) / 60.1, t))
            dock.tick(at: t)
            let finite = dock.layers.allSatisfy { $0.isFinite }
            #expect(finite)
        }
    }

    @Test func rejectsBadConfiguration() {
        #expect(throws: ConfigurationError.self) { try DockResponse(radius: 0) }
        #expect(throws: ConfigurationError.self) { try DockResponse(scale: -1) }
        #expect(throws: ConfigurationError.self) { try DockResponse(alpha: 1.5) }
        #expect(throws: ConfigurationError.self) { try DockResponse(duration: .nan) }
        #expect(throws: ConfigurationError.self) { try DockResponse(lift: .infinity) }
        #expect(throws: ConfigurationError.self) { try DockRow(count: 3, layerSize: Size(width: 1, height: 1), spacing: 0, in: .zero) }
        #expect(throws: ConfigurationError.self) { try DockRow(count: -1, layerSize: Size(width: 1, height: 1), spacing: 0, in: container) }
        #expect(throws: ConfigurationError.self) {
            try DockRow(layers: [LayerState(position: Point(x: .nan, y: 0))], in: container)
        }
    }

    @Test func standardResponseIsTheDefaults() throws {
        #expect(try DockResponse() == DockResponse.standard)
        #expect(DockResponse.standard.duration == 0.2)
        #expect(DockResponse.standard.influence(atDistance: 0) == 1)
        #expect(DockResponse.standard.influence(atDistance: -60) == 0.5)
        #expect(DockResponse.standard.influence(atDistance: 500) == 0)
    }
}
