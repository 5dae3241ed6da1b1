import _MotionTestSupport
import Gestures
import Testing
@testable import Sheet

/// `detentReached` and `dismissed` at the motion's exact end, and the motion preferences.
@Suite struct SheetFeedbackTests {
    let container = Size(width: 390, height: 800)

    func reading(_ state: GestureState, _ dy: Double, velocity: Double = 0, time: Double) -> GestureReading {
        SheetBehaviorTests().reading(state, dy, velocity: velocity, time: time)
    }

    func sheet(_ profile: SheetProfile = .uikit, detents: [SheetDetent] = [.medium, .large], selected: Int = 0,
               preferences: MotionPreferences = .standard) throws -> SheetBehavior {
        var sheet = try SheetBehavior(containerSize: container, detents: detents, selectedDetent: selected, profile: profile)
        sheet.motionPreferences = preferences
        return sheet
    }

    /// Drags by `dy` from `start` and releases with the finger's `velocity` at `start + 0.1`.
    func release(_ sheet: inout SheetBehavior, by dy: Double, velocity: Double, at start: Double = 0) {
        sheet.update(with: reading(.began, 0, time: start))
        sheet.update(with: reading(.changed, dy, velocity: velocity, time: start + 0.05))
        sheet.update(with: reading(.ended, dy, velocity: velocity, time: start + 0.1))
    }

    @Test func flutterReachesItsDetentAtTheHandComputedEnd() throws {
        // Large then medium (index 1): dragged up from 400 to 500 and released at rest at 0.1 s, it snaps to
        // the nearer, 400, in a straight line at 1600 pt/s: 100/1600 = 0.0625 s, so at 0.1625 s.
        for (scale, end) in [(1.0, 0.1625), (2.0, 0.225), (0.5, 0.13125), (0.0, 0.1)] {
            var sheet = try sheet(.flutter, detents: [.large, .medium], selected: 1, preferences: try MotionPreferences(durationScale: scale))
            release(&sheet, by: -100, velocity: 0)
            let events = eventsUntilSettled(&sheet, from: 0.1)
            #expect(events.count == 1 && events.first?.kind == .detentReached && events.first?.index == 1, "\(scale): \(events)")
            // Measured: within 2.8e-17 s.
            #expect(Swift.abs((events.first?.time ?? 0) - end) <= 1e-12, "\(scale): \(events)")
            #expect(sheet.height == 400 && sheet.state == .resting)
        }
    }

    @Test func aReleaseOnADetentAtRestReachesItAtTheRelease() throws {
        var sheet = try sheet()
        release(&sheet, by: 0, velocity: 0, at: 2)
        sheet.tick(at: 2.1)
        #expect(sheet.events == [FeedbackEvent(.detentReached, at: 2.1, index: 0)])
        // A programmatic move reaches its detent once, at the motion's end; a no-op call reports nothing.
        try sheet.animate(to: 0, at: 3)
        sheet.tick(at: 3)
        #expect(sheet.events.isEmpty)
        try sheet.animate(to: 1, at: 3)
        let events = eventsUntilSettled(&sheet, from: 3)
        #expect(events.map(\.kind) == [.detentReached] && events.first?.index == 1 && sheet.height == 800)
        let end = try #require(events.first?.time)
        #expect(end > 3 && end < 3 + 2)
    }

    @Test func theSameEventsAtTheSameInstantsAtEveryRate() throws {
        // Up to the large detent with a flick, then (after the rest, even at 2.5 times the duration) a flick down.
        var samples: [PointerSample] = [PointerSample(pointer: 0, x: 200, y: 500, phase: .began, time: 1)]
        for step in 1...5 { samples.append(PointerSample(pointer: 0, x: 200, y: 500 - 20 * Double(step), phase: .moved, time: 1 + 0.01 * Double(step))) }
        samples.append(PointerSample(pointer: 0, x: 200, y: 400, phase: .ended, time: 1.055))
        samples.append(PointerSample(pointer: 1, x: 200, y: 100, phase: .began, time: 5))
        for step in 1...6 { samples.append(PointerSample(pointer: 1, x: 200, y: 100 + 40 * Double(step), phase: .moved, time: 5 + 0.01 * Double(step))) }
        samples.append(PointerSample(pointer: 1, x: 200, y: 340, phase: .ended, time: 5.065))
        for profile in [SheetProfile.uikit, .flutter] {
            for preferences in [MotionPreferences.standard, try MotionPreferences(durationScale: 2.5), try MotionPreferences(reduceMotion: true)] {
                let result = try eventsAtEveryRate(try sheet(profile, preferences: preferences), samples: samples)
                #expect(result.mismatch == nil, "\(profile): \(result.mismatch ?? "")")
                // Measured: 0 to 4.4e-16 s.
                #expect(result.largestDifference <= 1e-9, "\(profile)")
                // UIKit projects the flick down past 0: dismissed; Flutter goes to the next size down, medium.
                let expected: [FeedbackEvent.Kind] = profile == .uikit ? [.detentReached, .dismissed] : [.detentReached, .detentReached]
                #expect(result.events.map(\.kind) == expected && result.events.first?.index == 1, "\(profile) \(preferences): \(result.events)")
            }
        }
    }

    @Test func aDurationScaleOfZeroRestsOnTheReleasesFrameInTheSamePlace() throws {
        for profile in [SheetProfile.uikit, .flutter] {
            for (dy, velocity) in [(-150.0, 0.0), (-50, -900), (100, 2000), (20, 40)] {
                var normal = try sheet(profile)
                var none = try sheet(profile, preferences: try MotionPreferences(durationScale: 0))
                release(&normal, by: dy, velocity: velocity)
                release(&none, by: dy, velocity: velocity)
                let normalEvents = eventsUntilSettled(&normal, from: 0.1)
                none.tick(at: 0.1 + 1.0 / 240)
                #expect(none.isSettled && none.frame == normal.frame, "\(profile) \(dy) \(velocity)")
                #expect(none.events.map(\.kind) == normalEvents.map(\.kind) && none.events.allSatisfy { $0.time == 0.1 })
                #expect(none.events.map(\.index) == normalEvents.map(\.index))
            }
        }
    }

    @Test func aScaleOfTwoShowsAtTwiceTheTimeWhatOneShowsAtTheTime() throws {
        for profile in [SheetProfile.uikit, .flutter] {
            var normal = try sheet(profile)
            var slow = try sheet(profile, preferences: try MotionPreferences(durationScale: 2))
            // Released at 0, so that a tick at 2t is exactly twice the motion's time.
            for sheet in [0, 1] {
                var shown = sheet == 0 ? normal : slow
                shown.update(with: reading(.began, 0, time: -0.1))
                shown.update(with: reading(.changed, -120, velocity: -700, time: -0.05))
                shown.update(with: reading(.ended, -120, velocity: -700, time: 0))
                if sheet == 0 { normal = shown } else { slow = shown }
            }
            var worst = 0.0
            for step in 1...240 {
                let t = Double(step) / 240
                worst = Swift.max(worst, Swift.abs(slow.tick(at: 2 * t).height - normal.tick(at: t).height))
            }
            #expect(worst <= 1e-9, "\(profile)")
            #expect(normal.isSettled && slow.isSettled && normal.frame == slow.frame)
        }
    }

    @Test func reduceMotionReachesTheDetentWithoutPassingItAndEndsInTheSamePlace() throws {
        // From 400 dragged to 600 and flung up at 5000 pt/s: `.smooth` from 200 points away passes the
        // large detent by about 26 points (it would need no more than 2π/0.5·200 = 2513 pt/s not to).
        var normal = try sheet()
        var calm = try sheet(preferences: try MotionPreferences(reduceMotion: true))
        release(&normal, by: -200, velocity: -5000)
        release(&calm, by: -200, velocity: -5000)
        var highestNormal = 0.0, highestCalm = 0.0
        var time = 0.1
        while !(normal.isSettled && calm.isSettled) && time < 5 {
            time += 1.0 / 240
            highestNormal = Swift.max(highestNormal, normal.tick(at: time).height)
            highestCalm = Swift.max(highestCalm, calm.tick(at: time).height)
        }
        #expect(highestNormal > 820, "\(highestNormal)")
        #expect(highestCalm == 800, "\(highestCalm)")
        #expect(calm.frame == normal.frame && calm.state == .resting && calm.selectedDetent == 1)
    }
}

/// The sheet's rubber-band inverse is Geometry's: the same numbers as the hand-written one it replaced.
@Suite struct SheetBandInverseTests {
    @Test func theInverseIsTheBandsFormulaWithGeometrysCap() {
        let position = _SheetPosition(heights: [200, 400, 700], order: [0, 1, 2], containerHeight: 800, profile: .uikit,
                                      isDismissible: false, resting: 1)
        for shown in [0.0, 100, 199.5, 200, 450, 700, 700.25, 900, 1499, 1600] {
            let high = 700.0, low = 200.0
            let beyond = shown > high ? shown - high : (shown < low ? low - shown : 0)
            let banded = Swift.min(beyond, 800 * 0.999)
            let pulled = 800 * banded / (0.55 * (800 - banded))
            let expected = beyond > 0 ? (shown > high ? high + pulled : low - pulled) : shown
            #expect(position.unbanded(shown) == expected, "\(shown)")
        }
    }
}
