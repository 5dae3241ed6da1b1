import _MotionTestSupport
import Geometry
import Gestures
import Navigation
import Testing

/// Issue 31, the zoom transition: one scale about the touch, which stays under the finger; the release
/// lands exactly on the (moving) source or back on the container; the time rule.
@Suite struct ZoomTransitionTests {
    static let screen = Rect(x: 0, y: 0, width: 390, height: 844)
    static let cell = Rect(x: 145, y: 300, width: 100, height: 100)

    static func drag(from start: Point, by total: Vector, over duration: Double, release: Bool = true) -> [PointerSample] {
        var samples = [touch(0, start.x, start.y, .began, 0)]
        let count = Int((duration / 0.008).rounded())
        for index in 1...count {
            let f = Double(index) / Double(count)
            samples.append(touch(0, start.x + total.dx * f, start.y + total.dy * f * f, .moved, 0.008 * Double(index)))
        }
        if release { samples.append(touch(0, samples.last!.location.x, samples.last!.location.y, .ended, duration + 0.004)) }
        return samples
    }

    @Test func draggingScalesUniformlyAboutTheTouchWhichStaysUnderTheFinger() throws {
        var zoom = try ZoomTransition(container: Self.screen, source: Self.cell, sourceCornerRadius: 12)
        let start = Point(x: 300, y: 200)
        for sample in Self.drag(from: start, by: Vector(dx: -80, dy: 300), over: 0.3, release: false) {
            let frame = zoom.handle(sample)
            #expect(frame.state == .dragging)
            let scale = frame.frame.width / Self.screen.width
            #expect(isClose(frame.frame.height / Self.screen.height, scale, absolute: 1e-12))
            // The touched point of the view at rest shows exactly under the finger.
            let touched = Point(x: frame.frame.origin.x + (start.x - Self.screen.origin.x) * scale,
                                y: frame.frame.origin.y + (start.y - Self.screen.origin.y) * scale)
            #expect(isClose(touched, sample.location, absolute: 1e-9))
            let p = Swift.max(0, sample.location.y - start.y) / Self.screen.height
            #expect(isClose(scale, 1 - 0.5 * p, absolute: 1e-12))
            #expect(isClose(frame.cornerRadius, 12 * p, absolute: 1e-12) && isClose(frame.progress, p, absolute: 1e-12))
        }
    }

    static func settle(_ zoom: inout ZoomTransition, from time: Double, fps: Double = 120,
                       moves: [(Double, Rect)] = []) -> [ZoomFrame] {
        var frames: [ZoomFrame] = []
        var t = time
        var pending = moves
        while !zoom.isSettled && t < time + 5 {
            t += 1 / fps
            while let move = pending.first, move.0 <= t { zoom.moveSource(to: move.1, at: move.0); pending.removeFirst() }
            frames.append(zoom.tick(at: t))
        }
        return frames
    }

    @Test func aFlickDownDismissesExactlyIntoTheSource() throws {
        var zoom = try ZoomTransition(container: Self.screen, source: Self.cell, sourceCornerRadius: 12)
        for sample in Self.drag(from: Point(x: 200, y: 300), by: Vector(dx: 20, dy: 250), over: 0.2) { zoom.handle(sample) }
        #expect(zoom.state == .dismissing)
        let frames = Self.settle(&zoom, from: 0.204)
        #expect(frames.last == ZoomFrame(state: .dismissed, frame: Self.cell, cornerRadius: 12, progress: 1))
        #expect(frames.allSatisfy { $0.frame.isFinite && $0.progress >= 0 && $0.progress <= 1 })
    }

    @Test func aShortSlowDragRestoresExactly() throws {
        var zoom = try ZoomTransition(container: Self.screen, source: Self.cell)
        var samples = Self.drag(from: Point(x: 200, y: 300), by: Vector(dx: 0, dy: 60), over: 0.4, release: false)
        samples.append(touch(0, 200, 360, .moved, 0.6))
        samples.append(touch(0, 200, 360, .ended, 0.7))
        for sample in samples { zoom.handle(sample) }
        #expect(zoom.state == .restoring)
        let frames = Self.settle(&zoom, from: 0.7)
        #expect(frames.last == ZoomFrame(state: .presented, frame: Self.screen, cornerRadius: 0, progress: 0))
    }

    @Test func theReleaseKeepsTheFingersVelocity() throws {
        var zoom = try ZoomTransition(container: Self.screen, source: Self.cell)
        let samples = Self.drag(from: Point(x: 200, y: 300), by: Vector(dx: 0, dy: 250), over: 0.2)
        for sample in samples.dropLast() { zoom.handle(sample) }
        let atRelease = zoom.handle(samples.last!)
        let later = zoom.tick(at: samples.last!.time + 1e-5)
        // The finger moved at about 2500 pt/s at the end (y ∝ f², 250 points over 0.2 s): the view
        // leaves at the finger's pace, not from rest.
        let speed = (later.frame.midY - atRelease.frame.midY) / 1e-5
        #expect(speed > 1000)
    }

    @Test func aSourceThatMovesDuringTheDismissalIsReachedExactlyWithNoJump() throws {
        var zoom = try ZoomTransition(container: Self.screen, source: Self.cell, sourceCornerRadius: 8)
        for sample in Self.drag(from: Point(x: 200, y: 300), by: Vector(dx: 0, dy: 250), over: 0.2) { zoom.handle(sample) }
        let moved = Self.cell.offsetBy(Vector(dx: 0, dy: -120))
        var before = zoom
        before.tick(at: 0.3)
        var after = before
        after.moveSource(to: moved, at: 0.3)
        #expect(after.frame.frame == before.frame.frame)                   // no jump at the retarget
        var a = before, b = after
        let h = 1e-5
        let slopeBefore = (a.tick(at: 0.3 + h).frame.origin.y - before.frame.frame.origin.y) / h
        let slopeAfter = (b.tick(at: 0.3 + h).frame.origin.y - after.frame.frame.origin.y) / h
        #expect(isClose(slopeBefore, slopeAfter, absolute: 1))             // nor a kink (points per second)
        let frames = Self.settle(&after, from: 0.3)
        #expect(frames.last == ZoomFrame(state: .dismissed, frame: moved, cornerRadius: 8, progress: 1))
    }

    @Test func theDismissalIsTheSameAtEveryRate() throws {
        let zoom = try ZoomTransition(container: Self.screen, source: Self.cell, sourceCornerRadius: 12)
        for samples in [Self.drag(from: Point(x: 200, y: 300), by: Vector(dx: 30, dy: 260), over: 0.2),
                        Self.drag(from: Point(x: 100, y: 600), by: Vector(dx: -30, dy: 50), over: 0.5)] {
            let worst = try largestRateDifference(zoom, samples: samples, jitterSeeds: [1, 2, 3]) { frame, _ in
                [frame.frame.origin.x, frame.frame.origin.y, frame.frame.width, frame.frame.height, frame.cornerRadius, frame.progress]
            }
            #expect(worst.difference <= 1e-7, "\(worst.difference) at t = \(worst.at), \(worst.rates)")
        }
    }

    static func parameter(_ make: () throws(ConfigurationError) -> ZoomTransition) -> String? {
        do {
            _ = try make()
            return nil
        } catch {
            return error.parameter
        }
    }

    @Test func badConfigurationNamesItsParameter() {
        #expect(Self.parameter { () throws(ConfigurationError) in try ZoomTransition(container: Rect(x: 0, y: 0, width: 0, height: 10), source: Self.cell) }?.hasPrefix("container.") == true)
        #expect(Self.parameter { () throws(ConfigurationError) in try ZoomTransition(container: Self.screen, source: Rect(x: .nan, y: 0, width: 10, height: 10)) }?.hasPrefix("source.") == true)
        #expect(Self.parameter { () throws(ConfigurationError) in try ZoomTransition(container: Self.screen, source: Self.cell, minimumScale: 1.5) } == "minimumScale")
        #expect(Self.parameter { () throws(ConfigurationError) in try ZoomTransition(container: Self.screen, source: Self.cell, sourceCornerRadius: -1) } == "sourceCornerRadius")
    }
}

/// Issue 31, the predictive-back container transform: Material's and Flutter's formulas.
@Suite struct PredictiveBackTransformTests {
    @Test func materialFollowsTheCurveOfTheProgress() throws {
        let transform = try PredictiveBackTransform(container: Size(width: 400, height: 800))
        #expect(transform.layer(progress: 0, edge: .left, verticalDrag: 0) == LayerState(frame: Rect(x: 0, y: 0, width: 400, height: 800)))
        let curve = try TimingCurve(controlPoints: 0.1, 0.1, 0, 1)
        for p in stride(from: 0.05, through: 1, by: 0.05) {
            let eased = curve.value(at: p)
            let scale = 1 - 0.1 * eased
            let shown = transform.layer(progress: p, edge: .right, verticalDrag: 80)
            #expect(isClose(shown.frame.width, 400 * scale, absolute: 1e-9) && isClose(shown.frame.height, 800 * scale, absolute: 1e-9))
            #expect(shown.transform.scale.dx == shown.transform.scale.dy)
            // Away from the right edge: left, by up to (400 − 360)/2 − 8 = 12 points.
            #expect(isClose(shown.frame.midX, 200 - 12 * eased, absolute: 1e-9))
            #expect(isClose(shown.frame.midY, 400 + Swift.max(0, (800 - 800 * scale) / 2 - 8) * 0.1, absolute: 1e-9))
            #expect(isClose(shown.cornerRadius, 32 * eased, absolute: 1e-9))
        }
    }

    @Test func flutterShiftsInsideItsScale() throws {
        let transform = try PredictiveBackTransform(container: Size(width: 400, height: 800), profile: .flutter)
        let shown = transform.layer(progress: 0.5, edge: .left, verticalDrag: -800)
        #expect(shown.transform.scale.dx == 0.95 && shown.size == Size(width: 400, height: 800))
        let shiftX: Double = 0.95 * 12 * 0.5          // inside the scale: (400/20 − 8)·p, times 0.95
        let shiftY: Double = 0.95 * 32                // easeOut(1)·(800/20 − 8), times 0.95, upward
        #expect(isClose(shown.position.x, 200 + shiftX, absolute: 1e-9))
        #expect(isClose(shown.position.y, 400 - shiftY, absolute: 1e-9))
        #expect(shown.cornerRadius == 16)
    }

    @Test func badInputIsClampedOrNamed() throws {
        let transform = try PredictiveBackTransform(container: Size(width: 400, height: 800))
        #expect(transform.layer(progress: .nan, edge: .left, verticalDrag: .infinity) == transform.layer(progress: 0, edge: .left, verticalDrag: 0))
        #expect(transform.layer(progress: 7, edge: .left, verticalDrag: 0) == transform.layer(progress: 1, edge: .left, verticalDrag: 0))
        do {
            _ = try PredictiveBackTransform(container: Size(width: 400, height: 800), maxVerticalShift: -1)
            Issue.record("accepted a negative cap")
        } catch {
            #expect(error.parameter == "maxVerticalShift")
        }
    }
}

/// Readings a host should never send still give finite frames (found by the fuzzed interaction replay).
@Suite struct NavigationHostileReadingTests {
    @Test func anAbsurdReadingMovesTheViewFarButFinitely() throws {
        var zoom = try ZoomTransition(container: Rect(x: 0, y: 0, width: 375, height: 667), source: Rect(x: 137, y: 300, width: 100, height: 100))
        let frame = zoom.update(with: PanSnapshot(state: .began, location: Point(x: 15.25, y: 3920.375),
                                                  translation: Vector(dx: -5e-324, dy: 1e300),
                                                  velocity: Vector(dx: -.greatestFiniteMagnitude, dy: 256), numberOfTouches: 0, time: 0))
        #expect(frame.frame.isFinite && frame.progress == 1)
        let released = zoom.update(with: PanSnapshot(state: .ended, location: Point(x: 1e308, y: -1e308), translation: Vector(dx: 1e308, dy: 1e308),
                                                     velocity: Vector(dx: 1e308, dy: -1e308), numberOfTouches: 0, time: 0.1))
        #expect(released.frame.isFinite)
        var time = 0.1
        while !zoom.isSettled && time < 30 { time += 1.0 / 60; #expect(zoom.tick(at: time).frame.isFinite) }
        #expect(zoom.isSettled)

        var back = try BackGesture(width: 375)
        back.update(with: PanSnapshot(state: .began, location: Point(x: 1e308, y: 0), translation: Vector(dx: -1e308, dy: 0),
                                      velocity: Vector(dx: 0, dy: 0), numberOfTouches: 1, time: 0))
        let ended = back.update(with: PanSnapshot(state: .ended, location: Point(x: 1e308, y: 1e308), translation: Vector(dx: 1e308, dy: 0),
                                                  velocity: Vector(dx: .greatestFiniteMagnitude, dy: 0), numberOfTouches: 0, time: 0.1))
        #expect(ended.touchX.isFinite && ended.progress >= 0 && ended.progress <= 1)
    }
}
