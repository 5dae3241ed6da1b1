import _MotionTestSupport
import Geometry
import Gestures
import Testing
import Tossable

/// Issue 19, item 1: containers and card sizes outside the dynamics world's domain (±1e15 points,
/// sizes 1e-15...1e15) are rejected by `FlickDismissBehavior.init` with an error naming the caller's
/// parameter, where the world's own check used to trap after the behaviour's checks had passed.
@Suite struct FlickDismissDomainTests {
    private let phone = Rect(x: 0, y: 0, width: 375, height: 667)

    private func rejection(container: Rect, cardSize: Size = Size(width: 300, height: 400)) -> String? {
        do {
            _ = try FlickDismissBehavior(container: container, cardSize: cardSize)
            return nil
        } catch {
            return error.parameter
        }
    }

    @Test(arguments: [
        (Rect(x: 2e15, y: 0, width: 375, height: 667), "container.x"),        // the reported one
        (Rect(x: -2e15, y: 0, width: 375, height: 667), "container.x"),
        (Rect(x: 0, y: 1e16, width: 375, height: 667), "container.y"),
        (Rect(x: 0, y: -1e300, width: 375, height: 667), "container.y"),
        (Rect(x: 1e15, y: 0, width: 375, height: 667), "container.width"),    // centre 1e15 + 187.5
        (Rect(x: 0, y: 0, width: 2.5e15, height: 667), "container.width"),   // centre 1.25e15
        (Rect(x: 0, y: 0, width: 375, height: 1e300), "container.height"),
        (Rect(x: 1e308, y: 0, width: 1e308, height: 667), "container.x"),
        (Rect(x: 9e14, y: 0, width: 1.7e308, height: 667), "container.width"), // the far edge at 1.7e308
        (Rect(x: 0, y: .nan, width: 375, height: 667), "container.y"),
        (Rect(x: 0, y: 0, width: .infinity, height: 667), "container.width"),
        (Rect(x: 0, y: 0, width: 375, height: 0), "container.height"),
    ])
    func aContainerBeyondTheWorldsDomainIsRejectedByName(container: Rect, parameter: String) {
        #expect(rejection(container: container) == parameter)
    }

    @Test(arguments: [
        (Size(width: 1e-16, height: 400), "cardSize.width"),                  // the reported ones
        (Size(width: 2e15, height: 400), "cardSize.width"),
        (Size(width: 300, height: Double.leastNonzeroMagnitude), "cardSize.height"),                // subnormal
        (Size(width: 300, height: 1.7e308), "cardSize.height"),
        (Size(width: 300, height: .leastNormalMagnitude), "cardSize.height"),
        (Size(width: -1, height: 400), "cardSize.width"),
        (Size(width: .nan, height: 400), "cardSize.width"),
    ])
    func aCardSizeBeyondTheWorldsDomainIsRejectedByName(size: Size, parameter: String) {
        #expect(rejection(container: phone, cardSize: size) == parameter)
    }

    /// The edges of the accepted region: everything inside it builds and runs to a settled end.
    @Test(arguments: [
        (Rect(x: -1e15, y: -1e15, width: 2e15, height: 2e15), Size(width: 1e15, height: 1e15)),
        (Rect(x: 1e15 - 375, y: -1e15, width: 375, height: 667), Size(width: 1e-15, height: 1e-15)),
        (Rect(x: 0, y: 0, width: Double.leastNonzeroMagnitude, height: Double.leastNonzeroMagnitude), Size(width: 300, height: 400)),     // subnormal container
        (Rect(x: 0, y: 0, width: 375, height: 667), Size(width: 1e15, height: 1e-15)),
    ])
    func theDomainsEdgesAreAcceptedAndEveryGestureEnds(container: Rect, size: Size) throws {
        for flickDistance in [300.0, 20.0] {          // a dismissal and a return
            var flick = try FlickDismissBehavior(container: container, cardSize: size)
            let start = container.center
            flick.tick(at: 0)
            flick.handle(PointerSample(pointer: 0, location: start, phase: .began, time: 0))
            for step in 1...10 {
                let time = Double(step) * 0.008
                flick.handle(PointerSample(pointer: 0, location: start + Vector(dx: flickDistance * Double(step) / 10, dy: 0),
                                           phase: step == 10 ? .ended : .moved, time: time))
                #expect(flick.tick(at: time).isFinite)
            }
            var time = 0.08
            while !flick.isSettled, time < 60 {
                time += 1.0 / 60
                #expect(flick.tick(at: time).isFinite)
            }
            // A card a billion points wide or more takes longer than a minute to leave (the far rule ends
            // it at 1e9 points); it is still on its way, finite.
            if max(size.width, size.height) < 1e9 || flickDistance < 60 {
                #expect(flick.isSettled, "\(container) \(size) \(flick.state)")
            }
        }
    }
}
