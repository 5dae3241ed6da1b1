import Geometry
import Gestures
import Host
import SwipeActions
import Testing
import _MotionTestSupport

/// The list's events: each row's, with the row's index, the same at every rate; and its motion preferences.
@Suite struct SwipeListFeedbackTests {
    func list(_ preferences: MotionPreferences = .standard) throws -> SwipeList {
        let actions = try SwipeActionsConfiguration(count: 2)
        var list = try SwipeList(rowCount: 40, rowHeight: 80, viewport: Size(width: 390, height: 700), leading: actions, trailing: actions)
        list.motionPreferences = preferences
        return list
    }

    /// A horizontal swipe of `dx` on the row at `y`, starting at `time`, released at `time + 0.21`.
    func swipe(y: Double, dx: Double, at time: Double) -> [PointerSample] {
        var samples = [PointerSample(pointer: 0, x: 200, y: y, phase: .began, time: time)]
        for step in 1...10 {
            samples.append(PointerSample(pointer: 0, x: 200 + dx * Double(step) / 10, y: y + 1, phase: .moved, time: time + 0.02 * Double(step)))
        }
        samples.append(PointerSample(pointer: 0, x: 200 + dx, y: y + 1, phase: .ended, time: time + 0.21))
        return samples
    }

    @Test func theRowsEventsCarryTheirIndexAtTheSameInstantsAtEveryRate() throws {
        // Row 2 opened (trailing), then row 4 swiped fully left: row 2 closes, row 4 arms and commits.
        let samples = swipe(y: 200, dx: -100, at: 1) + swipe(y: 360, dx: -330, at: 2)
        for preferences in [MotionPreferences.standard, try MotionPreferences(durationScale: 2.5), try MotionPreferences(reduceMotion: true)] {
            let result = try eventsAtEveryRate(try list(preferences), samples: samples)
            #expect(result.mismatch == nil, "\(result.mismatch ?? "")")
            // Measured: 0 to 4.4e-16 s.
            #expect(result.largestDifference <= 1e-9)
            let seen = result.events.map { "\($0.kind) \($0.index ?? -1)" }
            // At 2.5 times the duration row 2 is still opening when row 4 takes the touch: it closes from there.
            let expected = preferences.durationScale == 1 ? ["snapped 2", "thresholdActivated 4", "snapped 2", "committed 4"]
                : ["thresholdActivated 4", "committed 4", "snapped 2"]
            #expect(seen == expected, "\(preferences): \(result.events)")
            // The threshold is crossed by the sample that passed 148 + (390 − 148)/2 = 269 points (times from
            // the first sample's).
            let armed = try #require(result.events.first { $0.kind == .thresholdActivated })
            let crossing: Double = 2 + 0.02 * 9
            #expect(armed.time == crossing - 1, "\(armed)")
        }
    }

    @Test func aDurationScaleOfZeroRestsEveryRowOnTheReleasesFrame() throws {
        let samples = swipe(y: 200, dx: -100, at: 0) + swipe(y: 360, dx: 100, at: 1)
        var normal = try list()
        var none = try list(try MotionPreferences(durationScale: 0))
        let replay = try TraceReplay(fps: 120)
        replay.run(&normal, samples: samples) { _, _, _ in }
        var shownOnRelease = false
        replay.run(&none, samples: samples) { time, list, _ in
            // The first frame at or after the last release shows every row at rest.
            if time >= 1.21, !shownOnRelease {
                shownOnRelease = true
                #expect(list.activeRows.allSatisfy { $0.row.isSettled } && list.row(2).offset == 0 && list.row(4).offset == 148)
            }
        }
        #expect(shownOnRelease)
        #expect(none.row(2).offset == normal.row(2).offset && none.row(4).offset == normal.row(4).offset)
        #expect(none.row(4).state == normal.row(4).state && none.offset == normal.offset && none.isSettled)
    }
}
