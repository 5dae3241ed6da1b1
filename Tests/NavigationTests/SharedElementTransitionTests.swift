import _MotionTestSupport
import Dynamics
import Geometry
import Navigation
import Testing

/// Issue 31, shared elements: Compose's bounds spring, exact landing, and retargets with the value and
/// the velocity continuous.
@Suite struct SharedElementTransitionTests {
    static let cell = LayerState(frame: Rect(x: 20, y: 300, width: 100, height: 100), cornerRadius: 12)
    static let screen = LayerState(frame: Rect(x: 0, y: 0, width: 390, height: 844))

    static func components(_ e: LayerState) -> [Double] {
        [e.position.x, e.position.y, e.size.width, e.size.height, e.cornerRadius, e.alpha]
    }

    @Test func theDefaultSpringIsComposesBoundsSpring() {
        let spring = SharedElementTransition.composeBoundsSpring
        #expect(spring.stiffness == 400 && spring.mass == 1 && spring.dampingRatio == 1)
    }

    @Test(arguments: [MotionPath.Kind.material, .arcAbove, .arcBelow])
    func theFrameFollowsTheChosenPath(path: MotionPath.Kind) throws {
        var hero = try SharedElementTransition(from: Self.cell, to: Self.screen, path: path)
        let rects = try RectPath(from: Rect(x: 20, y: 300, width: 100, height: 100), to: Rect(x: 0, y: 0, width: 390, height: 844), kind: path)
        for p in [0.1, 0.35, 0.8] {
            hero.follow(progress: p, at: p)
            let expected = rects.rect(at: p)
            #expect(isClose(hero.value.position, expected.center, absolute: 1e-9))
            #expect(isClose(hero.value.size.width, expected.width, absolute: 1e-9) && isClose(hero.value.size.height, expected.height, absolute: 1e-9))
            #expect(isClose(hero.value.cornerRadius, 12 * (1 - p), absolute: 1e-12))
        }
        hero.animate(at: 1)
        var t = 1.0
        while !hero.isSettled { t += 1.0 / 240; hero.tick(at: t) }
        #expect(hero.value == Self.screen)
    }

    @Test func animatingFollowsTheSpringOnThePathAndLandsExactly() throws {
        var hero = try SharedElementTransition(from: Self.cell, to: Self.screen)
        #expect(hero.value == Self.cell && hero.isSettled)
        hero.animate(at: 2)
        let solution = SpringSolution<Double>(spring: SharedElementTransition.composeBoundsSpring, from: 0, to: 1)
        let shown = hero.tick(at: 2.1)
        let p = solution.value(at: 0.1)
        #expect(isClose(hero.progress, p, absolute: 1e-12))
        let expected = Self.cell.interpolated(to: Self.screen, by: p)
        for (a, b) in zip(Self.components(shown), Self.components(expected)) { #expect(isClose(a, b, absolute: 1e-9)) }
        var time = 2.1
        while !hero.isSettled { time += 1.0 / 120; hero.tick(at: time) }
        #expect(hero.value == Self.screen)
        #expect(time < 3)
    }

    /// The value and the velocity just before and just after a retarget at `time`.
    static func aroundRetarget(_ hero: SharedElementTransition, at time: Double,
                               change: (inout SharedElementTransition) -> Void) -> (before: [Double], after: [Double], vBefore: [Double], vAfter: [Double], slopeAfter: [Double]) {
        var before = hero
        before.tick(at: time)
        var after = before
        change(&after)
        var later = after
        let h = 1e-8   // the spring's acceleration (up to ~3e5 pt/s²) bends a forward difference by a·h/2
        later.tick(at: time + h)
        let slope = zip(Self.components(later.value), Self.components(after.value)).map { ($0 - $1) / h }
        return (Self.components(before.value), Self.components(after.value), Self.components(before.velocity),
                Self.components(after.velocity), slope)
    }

    @Test(arguments: [0.02, 0.1, 0.25], MotionPath.Kind.allCases)
    func aMovingSourceReplansWithNoJumpInValueOrVelocity(at time: Double, path: MotionPath.Kind) throws {
        var hero = try SharedElementTransition(from: Self.screen, to: Self.cell, path: path)   // dismissing into the cell
        hero.animate(at: 0)
        hero.tick(at: time / 2)
        let moved = LayerState(frame: Rect(x: 20, y: 180, width: 100, height: 100), cornerRadius: 12)
        let r = Self.aroundRetarget(hero, at: time) { $0.moveDestination(to: moved, at: time) }
        for (a, b) in zip(r.before, r.after) { #expect(a == b || isClose(a, b, absolute: 1e-9)) }
        for (a, b) in zip(r.vBefore, r.vAfter) { #expect(isClose(a, b, absolute: 1e-6)) }
        // The motion's own slope after the retarget is the velocity before it (finite difference). Not
        // on Compose's arcs: they read their arc-length table linearly, so their own slope steps at each
        // of its 100 entries (Compose's shape), a few percent off the smooth velocity the path reports.
        if path == .linear || path == .material {
            for (a, b) in zip(r.vBefore, r.slopeAfter) { #expect(isClose(a, b, absolute: 2e-2)) }
        }
        var landing = hero
        landing.moveDestination(to: moved, at: time)
        var t = time
        while !landing.isSettled { t += 1.0 / 60; landing.tick(at: t) }
        #expect(landing.value == moved)
    }

    @Test func retargetsAddUpAndTheSourceMayMoveToo() throws {
        var hero = try SharedElementTransition(from: Self.cell, to: Self.screen)
        hero.animate(at: 0)
        var time = 0.0
        var shown: [LayerState] = []
        for index in 1...40 {
            time = Double(index) / 120
            if index % 5 == 0 {
                hero.moveSource(to: LayerState(frame: Rect(x: 20, y: 300 - Double(index), width: 100, height: 100), cornerRadius: 12), at: time)
                hero.moveDestination(to: LayerState(frame: Rect(x: 0, y: Double(index) / 4, width: 390, height: 844)), at: time)
            }
            shown.append(hero.tick(at: time))
        }
        // No frame-to-frame step larger than the spring's own pace allows (no jump anywhere).
        for (a, b) in zip(shown, shown.dropFirst()) {
            #expect(Swift.abs(a.position.y - b.position.y) < 30)
        }
        reverseAndLand(&hero, from: time)
    }

    func reverseAndLand(_ hero: inout SharedElementTransition, from time: Double) {
        hero.animate(toDestination: false, at: time)
        var t = time
        while !hero.isSettled { t += 1.0 / 90; hero.tick(at: t) }
        #expect(hero.value == hero.source && hero.progress == 0)
    }

    @Test func aFollowedProgressIsShownAsGivenAndTheReleaseContinuesIt() throws {
        var hero = try SharedElementTransition(from: Self.screen, to: Self.cell)
        hero.follow(progress: 0.3, velocity: 2, at: 0)
        #expect(hero.value == Self.screen.interpolated(to: Self.cell, by: 0.3))
        hero.tick(at: 0.5)
        #expect(hero.progress == 0.3 && !hero.isSettled)   // a followed progress waits for its source
        hero.animate(at: 0.5)
        #expect(hero.progressVelocity == 2)               // the spring starts with the source's velocity
        var t = 0.5
        while !hero.isSettled { t += 1.0 / 144; hero.tick(at: t) }
        #expect(hero.value == Self.cell)
    }

    @Test func aReleaseVelocityIsKeptWhateverItsDirection() throws {
        var hero = try SharedElementTransition(from: Self.screen, to: Self.cell)
        var sideways = LayerState.zero
        sideways.position = Point(x: 900, y: -300)
        hero.animate(velocity: sideways, at: 1)
        for (a, b) in zip(Self.components(hero.velocity), Self.components(sideways)) { #expect(isClose(a, b, absolute: 1e-9)) }
    }

    @Test func aBackGestureDrivesTheElementWithoutFighting() throws {
        var back = try BackGesture(width: 390)
        var hero = try SharedElementTransition(from: Self.screen, to: Self.cell)
        let samples = BackGestureTests.swipe(to: 300, over: 0.25, width: 390)
        var next = 0
        var time = 0.0
        while next < samples.count || !back.isSettled {
            while next < samples.count, samples[next].time <= time { back.handle(samples[next]); next += 1 }
            let frame = back.tick(at: time)
            hero.follow(progress: frame.progress, velocity: back.progressVelocity, at: time)
            let expected = Self.screen.interpolated(to: Self.cell, by: frame.progress)
            if frame.progress == 1 {
                #expect(hero.value == Self.cell)
            } else {
                for (a, b) in zip(Self.components(hero.tick(at: time)), Self.components(expected)) { #expect(isClose(a, b, absolute: 1e-9)) }
            }
            time += 1.0 / 120
        }
        #expect(back.frame.state == .committed && hero.value == Self.cell)
    }

    @Test func badInputHasADefinedAnswer() throws {
        do {
            _ = try SharedElementTransition(from: LayerState(position: Point(x: .nan, y: 0)), to: Self.cell)
            Issue.record("accepted a NaN source")
        } catch {
            #expect(error.parameter == "source")
        }
        var hero = try SharedElementTransition(from: Self.cell, to: Self.screen)
        hero.follow(progress: .nan, at: 0)
        hero.moveSource(to: LayerState(position: Point(x: .infinity, y: 0)), at: 0)
        #expect(hero.value == Self.cell && hero.value.isFinite)
    }
}
