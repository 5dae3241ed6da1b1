import Testing
@testable import SwipeActions

/// UIKit's profile: open past half the actions or on a 125 pt/s flick, a full swipe past half the way
/// from the actions to the row's width, rubber band past the actions without one, a tap closes.
@Suite struct SwipeRowUIKitTests {
    /// A 375-point row with two 74-point trailing actions (148 points revealed).
    func row(fullSwipe: Bool = true, leading: Bool = false) throws -> SwipeRow {
        try SwipeRow(width: 375, leading: leading ? SwipeActionsConfiguration(count: 1) : nil,
                     trailing: SwipeActionsConfiguration(count: 2, performsFirstActionWithFullSwipe: fullSwipe))
    }

    func release(_ row: inout SwipeRow, at offset: Double, velocity: Double, time: Double = 0.5) -> Double {
        row.update(with: pan(.began, 0, at: 0))
        row.update(with: pan(.changed, offset, velocity: velocity, at: time - 0.01))
        row.update(with: pan(.ended, offset, velocity: velocity, at: time))
        var t = time
        while !row.isSettled, t < time + 10 { t += 1.0 / 120; row.tick(at: t) }
        return t
    }

    @Test func aSlowReleaseOpensPastHalfTheActionsAndRestsExactlyOnTheirWidth() throws {
        var open = try row()
        _ = release(&open, at: -74, velocity: -10)
        #expect(open.state == .open(.trailing) && open.offset == -148)
        var closed = try row()
        _ = release(&closed, at: -73.99, velocity: -10)
        #expect(closed.state == .closed && closed.offset == 0)
    }

    @Test func aFlickOf125PointsPerSecondOpensOrCloses() throws {
        var flicked = try row()
        _ = release(&flicked, at: -20, velocity: -125)
        #expect(flicked.state == .open(.trailing) && flicked.offset == -148)
        var slower = try row()
        _ = release(&slower, at: -20, velocity: -124.9)
        #expect(slower.state == .closed)
        // From open, a flick back toward 0 closes it even short of half-way.
        flicked.update(with: pan(.began, 0, at: 20))
        flicked.update(with: pan(.changed, 30, velocity: 500, at: 20.05))
        flicked.update(with: pan(.ended, 30, velocity: 500, at: 20.06))
        #expect(flicked.state == .closed)
    }

    @Test func aFullSwipeCommitsTheFirstActionPastHalfWayToTheRowsWidth() throws {
        var row = try row()
        row.update(with: pan(.began, 0, at: 0))
        row.update(with: pan(.changed, -200, at: 0.2))
        #expect(row.offset == -200)                          // past the actions it follows the finger
        #expect(!row.isFullSwipeArmed)
        row.update(with: pan(.changed, -261.5, at: 0.3))     // 148 + (375 − 148)/2
        #expect(row.isFullSwipeArmed)
        row.update(with: pan(.ended, -261.5, at: 0.4))
        #expect(row.state == .committed(.trailing, action: 0))
        #expect(!row.isFullSwipeArmed)
        var t = 0.4
        while !row.isSettled { t += 1.0 / 120; row.tick(at: t) }
        #expect(row.offset == -375)
        // Just short of it, even flung outward: open, not committed (UIKit commits by position only).
        var short = try self.row()
        _ = release(&short, at: -261.4, velocity: -3000)
        #expect(short.state == .open(.trailing) && short.offset == -148)
    }

    @Test func withoutAFullSwipeTheRowRubberBandsPastItsActions() throws {
        var row = try row(fullSwipe: false)
        row.update(with: pan(.began, 0, at: 0))
        row.update(with: pan(.changed, -300, at: 0.2))
        #expect(row.offset == -148 - rubberBand(offset: 152, dimension: 375))
        #expect(!row.isFullSwipeArmed)
        row.update(with: pan(.ended, -300, at: 0.3))
        #expect(row.state == .open(.trailing))
    }

    @Test func aTapOnAnOpenRowClosesItAndCloseIsTheHostsCall() throws {
        var row = try row(leading: true)
        _ = release(&row, at: -100, velocity: 0)
        #expect(row.state == .open(.trailing))
        row.update(with: pan(.began, 0, at: 20))
        row.update(with: pan(.ended, 3, at: 20.1))            // moved 3 points: a tap
        #expect(row.state == .closed)
        var t = 20.1
        while !row.isSettled { t += 1.0 / 120; row.tick(at: t) }
        #expect(row.offset == 0)
        // The leading edge: one action, 74 points; another row was touched, the host closes this one.
        _ = release(&row, at: 50, velocity: 0, time: 30)
        #expect(row.state == .open(.leading) && row.offset == 74)
        row.close()
        #expect(row.state == .closed)
        t = 40
        while !row.isSettled { t += 1.0 / 120; row.tick(at: t) }
        #expect(row.offset == 0)
    }

    @Test func anEdgeWithoutActionsStaysShut() throws {
        var row = try row()                                     // trailing actions only
        row.update(with: pan(.began, 0, at: 0))
        row.update(with: pan(.changed, 100, at: 0.1))
        #expect(row.offset == rubberBand(offset: 100, dimension: 375))
        row.update(with: pan(.ended, 100, velocity: 2000, at: 0.2))
        #expect(row.state == .closed)
    }

    @Test func badConfigurationNamesTheParameter() {
        func parameter(_ make: () throws -> Void) -> String? {
            do { try make(); return nil } catch let error as ConfigurationError { return error.parameter } catch { return "\(error)" }
        }
        #expect(parameter { _ = try SwipeRow(width: 0) } == "width")
        #expect(parameter { _ = try SwipeRow(width: .nan) } == "width")
        #expect(parameter { _ = try SwipeRow(width: 2e15) } == "width")
        #expect(parameter { _ = try SwipeActionsConfiguration(actionWidths: []) } == "actionWidths")
        #expect(parameter { _ = try SwipeActionsConfiguration(actionWidths: [74, 0]) } == "actionWidths[1]")
        #expect(parameter { _ = try SwipeActionsConfiguration(actionWidths: [-.infinity]) } == "actionWidths[0]")
        #expect(parameter { _ = try SwipeActionsConfiguration(count: 0) } == "count")
        #expect(parameter { _ = try SwipeActionsConfiguration(count: 2, actionWidth: .nan) } == "actionWidth")
        #expect(parameter { _ = try SwipeRow(width: 148, trailing: SwipeActionsConfiguration(count: 2)) } == "trailing.actionWidths")
        #expect(parameter { _ = try SwipeRow(width: 100, leading: SwipeActionsConfiguration(count: 2)) } == "leading.actionWidths")
        #expect(parameter { _ = try SwipeRow(width: 375, spring: Spring(stiffness: 10, damping: 0)) } == "settleAnimation.spring.damping")
        #expect(parameter { _ = try DismissibleConfiguration(startToEndThreshold: -0.1) } == "startToEndThreshold")
        #expect(parameter { _ = try DismissibleConfiguration(endToStartThreshold: .nan) } == "endToStartThreshold")
        #expect(parameter { _ = try DismissibleConfiguration(movementDuration: .infinity) } == "movementDuration")
        #expect(parameter { _ = try DismissibleConfiguration(resizeDuration: -1) } == "resizeDuration")
    }
}
