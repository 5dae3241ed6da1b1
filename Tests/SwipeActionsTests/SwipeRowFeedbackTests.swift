import _MotionTestSupport
import Testing
@testable import SwipeActions

/// The row's events (full-swipe thresholds with their hysteresis, commits, dismissals, rests) and its
/// motion preferences.
@Suite struct SwipeRowFeedbackTests {
    /// A 375-point row with one 74-point leading action and two trailing ones (148 points revealed): the
    /// trailing full swipe arms at 148 + (375 − 148)/2 = 261.5 points and disarms below 251.5.
    func row(_ preferences: MotionPreferences = .standard) throws -> SwipeRow {
        var row = try SwipeRow(width: 375, leading: SwipeActionsConfiguration(count: 1), trailing: SwipeActionsConfiguration(count: 2))
        row.motionPreferences = preferences
        return row
    }

    @Test func theFullSwipeThresholdReportsOneCrossingDespiteJitterInsideItsBand() throws {
        var row = try row()
        row.update(with: pan(.began, 0, at: 0))
        row.update(with: pan(.changed, -200, at: 0.1))
        row.update(with: pan(.changed, -262, at: 0.2))          // past 261.5: armed
        for (step, x) in [-255.0, -263, -252, -261, -251.6].enumerated() {
            row.update(with: pan(.changed, x, at: 0.21 + 0.01 * Double(step)))   // jitter within 10 points back
            #expect(row.isFullSwipeArmed)
        }
        row.update(with: pan(.changed, -251, at: 0.3))          // past the band: disarmed
        #expect(!row.isFullSwipeArmed)
        row.update(with: pan(.changed, -258, at: 0.35))         // not yet back at the threshold
        row.update(with: pan(.changed, -261.5, at: 0.4))        // at it: armed again
        row.tick(at: 0.4)
        #expect(row.events == [FeedbackEvent(.thresholdActivated, at: 0.2), FeedbackEvent(.thresholdDeactivated, at: 0.3),
                               FeedbackEvent(.thresholdActivated, at: 0.4)])
        // Released inside the band, still armed: the full swipe is performed, and committed as the
        // content arrives at the row's width, at the settle's exact end.
        row.update(with: pan(.ended, -253, at: 0.45))
        #expect(row.state == .committed(.trailing, action: 0) && !row.isFullSwipeArmed)
        let events = eventsUntilSettled(&row, from: 0.45)
        #expect(events.map(\.kind) == [.committed] && events.first?.time == row.drag.settledAt && events.first?.index == nil)
        #expect(row.offset == -375)
    }

    @Test func aCancelledArmedDragDeactivatesAtTheCancel() throws {
        var row = try row()
        row.update(with: pan(.began, 0, at: 0))
        row.update(with: pan(.changed, 300, at: 0.2))           // leading: 74 + (375 − 74)/2 = 224.5
        row.update(with: pan(.cancelled, 300, at: 0.3))
        row.tick(at: 0.3)
        #expect(row.events == [FeedbackEvent(.thresholdActivated, at: 0.2), FeedbackEvent(.thresholdDeactivated, at: 0.3)])
        let events = eventsUntilSettled(&row, from: 0.3)
        #expect(events.map(\.kind) == [.snapped] && row.state == .open(.leading))
    }

    @Test func anOffsetThatJumpsAcrossReportsTheEdgeLeftBeforeTheEdgeReached() throws {
        var row = try row()
        row.update(with: pan(.began, 0, at: 0))
        row.update(with: pan(.changed, 300, at: 0.1))
        row.update(with: pan(.changed, -300, at: 0.2))
        row.tick(at: 0.2)
        #expect(row.events.map(\.kind) == [.thresholdActivated, .thresholdDeactivated, .thresholdActivated])
        #expect(row.events.map(\.time) == [0.1, 0.2, 0.2])
    }

    @Test func aFlutterDismissalIsReportedAtTheSlidesHandComputedEnd() throws {
        // 400 points wide, released at rest at 200 (past 40 %) at t = 1: the rest, 200 points, at 200 ms for
        // the width: 0.1 s. Dismissed at 1.1 s.
        for (scale, end) in [(1.0, 1.1), (2.0, 1.2), (0.0, 1.0)] {
            var row = try SwipeRow(width: 400, dismissible: DismissibleConfiguration())
            row.motionPreferences = try MotionPreferences(durationScale: scale)
            row.update(with: pan(.began, 0, at: 0.5))
            row.update(with: pan(.changed, 200, at: 0.9))
            row.update(with: pan(.ended, 200, at: 1.0))
            let events = eventsUntilSettled(&row, from: 1.0)
            #expect(events.count == 1 && events.first?.kind == .dismissed, "scale \(scale): \(events)")
            // Measured: within 2.2e-16 s.
            #expect(Swift.abs((events.first?.time ?? 0) - end) <= 1e-12, "scale \(scale): \(events)")
            #expect(row.state == .dismissed(.leading) && row.offset == 400 && row.heightFactor == 0)
        }
    }

    @Test func aDurationScaleOfZeroRestsOnTheReleasesFrameInTheSamePlace() throws {
        var normal = try row()
        var none = try row(try MotionPreferences(durationScale: 0))
        var dismissible = try SwipeRow(width: 375, dismissible: DismissibleConfiguration())
        dismissible.motionPreferences = try MotionPreferences(durationScale: 0)
        for x in [-100.0, -262, -300] {
            for (index, drag) in [(0, normal), (1, none), (2, dismissible)] {
                var drag = drag
                drag.update(with: pan(.began, 0, at: 0))
                drag.update(with: pan(.changed, x, velocity: -800, at: 0.1))
                drag.update(with: pan(.ended, x, velocity: -800, at: 0.12))
                if index == 0 { normal = drag } else if index == 1 { none = drag } else { dismissible = drag }
            }
            let normalEvents = eventsUntilSettled(&normal, from: 0.12)
            none.tick(at: 0.125)
            #expect(none.isSettled && none.offset == normal.offset && none.state == normal.state, "\(x)")
            // The same events; the rest's at the release.
            #expect(none.events.map(\.kind) == normalEvents.map(\.kind), "\(x): \(none.events) against \(normalEvents)")
            #expect(none.events.allSatisfy { $0.time == 0.12 || $0.kind == .thresholdActivated }, "\(x): \(none.events)")
            dismissible.tick(at: 0.125)
            #expect(dismissible.isSettled && dismissible.heightFactor == 0 && dismissible.offset == -375)
            // Back to rest for the next drag.
            normal = try row()
            none = try row(try MotionPreferences(durationScale: 0))
            dismissible = try SwipeRow(width: 375, dismissible: DismissibleConfiguration())
            dismissible.motionPreferences = try MotionPreferences(durationScale: 0)
        }
    }

    @Test func theSameEventsAtTheSameInstantsAtEveryRate() throws {
        // A full swipe left, held past the threshold with jitter, released: armed once, committed once.
        var samples = [PointerSample(pointer: 0, x: 350, y: 20, phase: .began, time: 3)]
        for step in 1...30 {
            let x = 350 - 10 * Double(step) + (step % 2 == 0 ? 3 : -3)
            samples.append(PointerSample(pointer: 0, x: x, y: 20, phase: .moved, time: 3 + 0.011 * Double(step)))
        }
        samples.append(PointerSample(pointer: 0, x: 50, y: 20, phase: .ended, time: 3.34))
        for preferences in [MotionPreferences.standard, try MotionPreferences(durationScale: 2.5), try MotionPreferences(reduceMotion: true)] {
            let result = try eventsAtEveryRate(try row(preferences), samples: samples)
            #expect(result.mismatch == nil, "\(result.mismatch ?? "")")
            #expect(result.largestDifference <= 1e-9)
            #expect(result.events.map(\.kind) == [.thresholdActivated, .committed], "\(result.events)")
        }
    }
}

