// Generated from the guide, the DocC catalogue and the doc comments of SwipeActions (and the examples of
// README.md and docs/ that import it first) by `python3 Scripts/documentation-examples.py`; do not edit.
// Each example compiles here with only the imports it shows (the module's own when it shows none),
// as it would in a user's code, and runs; what a `print(...)  // comment` line states is expected.
import SwipeActions
import Testing

@Suite struct SwipeActionsDocumentationExamples {
    @Test func guide1() throws {

        // Mail's row: 375 points wide, Trash / Flag / More on the trailing edge (74 points each), Unread leading.
        var row = try SwipeRow(width: 375,
                              leading: SwipeActionsConfiguration(count: 1),
                              trailing: SwipeActionsConfiguration(actionWidths: [74, 74, 74]))

        // A slow drag left past half the actions' width (111 of 222 points), then the finger lifts.
        row.handle(PointerSample(pointer: 0, x: 300, y: 40, phase: .began, time: 0))
        row.handle(PointerSample(pointer: 0, x: 180, y: 40, phase: .moved, time: 0.4))
        row.handle(PointerSample(pointer: 0, x: 180, y: 40, phase: .ended, time: 0.6))
        var time = 0.6
        while !row.isSettled { time += 1.0 / 120; row.tick(at: time) }
        var printed1 = ""
        print(row.state, row.offset, to: &printed1)
        #expect(printed1 == "open(trailing) -222.0\n")

        // A tap on the open row's content closes it, as in UITableView.
        row.handle(PointerSample(pointer: 0, x: 100, y: 40, phase: .began, time: 2))
        row.handle(PointerSample(pointer: 0, x: 100, y: 40, phase: .ended, time: 2.1))
        while !row.isSettled { time += 1.0 / 120; row.tick(at: time) }
        var printed2 = ""
        print(row.state, row.offset, to: &printed2)
        #expect(printed2 == "closed 0.0\n")

        // A full swipe: past half the way from the actions (222) to the row's width (375), 298.5 points.
        row.handle(PointerSample(pointer: 0, x: 360, y: 40, phase: .began, time: 3))
        row.handle(PointerSample(pointer: 0, x: 160, y: 40, phase: .moved, time: 3.2))
        var printed3 = ""
        print(row.isFullSwipeArmed, to: &printed3)
        #expect(printed3 == "false\n")
        row.handle(PointerSample(pointer: 0, x: 40, y: 40, phase: .moved, time: 3.4))
        var printed4 = ""
        print(row.isFullSwipeArmed, to: &printed4)
        #expect(printed4 == "true\n")
        row.handle(PointerSample(pointer: 0, x: 40, y: 40, phase: .ended, time: 3.5))
        var printed5 = ""
        print(row.state == .committed(.trailing, action: 0), to: &printed5)
        #expect(printed5 == "true\n")
        // The host performs the first trailing action (Trash) now, and removes the row when it has slid out.
        time = 3.5
        while !row.isSettled { time += 1.0 / 120; row.tick(at: time) }
        var printed6 = ""
        print(row.offset, to: &printed6)
        #expect(printed6 == "-375.0\n")

        // Flutter's Dismissible: dismissed past 40 % of the width, or by a 700 px/s fling.
        var card = try SwipeRow(width: 375, dismissible: DismissibleConfiguration())
        card.handle(PointerSample(pointer: 0, x: 20, y: 40, phase: .began, time: 0))
        card.handle(PointerSample(pointer: 0, x: 200, y: 40, phase: .moved, time: 0.5))
        card.handle(PointerSample(pointer: 0, x: 200, y: 40, phase: .ended, time: 0.7))
        var printed7 = ""
        print(card.state, to: &printed7)
        #expect(printed7 == "dismissed(leading)\n")
    }

    @Test func guide2() throws {

        var row = try SwipeRow(width: 375, trailing: SwipeActionsConfiguration(count: 2))   // arms past 261.5 points
        row.handle(PointerSample(pointer: 0, x: 350, y: 40, phase: .began, time: 0))
        row.handle(PointerSample(pointer: 0, x: 80, y: 40, phase: .moved, time: 0.2))        // 270 points: armed
        row.handle(PointerSample(pointer: 0, x: 86, y: 40, phase: .moved, time: 0.25))       // 264: still armed
        row.handle(PointerSample(pointer: 0, x: 86, y: 40, phase: .ended, time: 0.3))
        var time = 0.3
        var felt: [String] = []
        while !row.isSettled {
           time += 1.0 / 120
           row.tick(at: time)
           for event in row.events { felt.append("\(event.kind.rawValue) \(event.time == row.drag.settledAt ? "at the rest" : "at \(event.time)")") }
        }
        var printed1 = ""
        print(felt, to: &printed1)
        #expect(printed1 == "[\"thresholdActivated at 0.2\", \"committed at the rest\"]\n")
    }

    @Test func doccswipeActions1() throws {
        var row = try SwipeRow(width: 320, trailing: SwipeActionsConfiguration(count: 1))
        row.handle(PointerSample(pointer: 0, x: 300, y: 20, phase: .began, time: 0))
        row.handle(PointerSample(pointer: 0, x: 250, y: 20, phase: .moved, time: 0.016))
        row.handle(PointerSample(pointer: 0, x: 240, y: 20, phase: .ended, time: 0.032))   // a quick flick left
        var time = 0.032
        while !row.isSettled { time += 1.0 / 60; row.tick(at: time) }
        var printed1 = ""
        print(row.state, row.offset, to: &printed1)
        #expect(printed1 == "open(trailing) -74.0\n")
    }

    @Test func dismissibleConfiguration1() throws {

        var printed1 = ""
        print(DismissDirection.endToStart.allows(.trailing), to: &printed1)
        #expect(printed1 == "true\n")
    }

    @Test func dismissibleConfiguration2() throws {

        let flutter = try DismissibleConfiguration()
        var printed1 = ""
        print(flutter.startToEndThreshold, DismissibleConfiguration.minimumFlingVelocity, flutter.movementDuration, to: &printed1)
        #expect(printed1 == "0.4 700.0 0.2\n")
        var printed2 = ""
        print(DismissibleConfiguration.resizeHeightFactor(progress: 0.4), DismissibleConfiguration.resizeHeightFactor(progress: 1), to: &printed2)
        #expect(printed2 == "1.0 0.0\n")
    }

    @Test func swipeActionsConfiguration1() throws {

        let mail = try SwipeActionsConfiguration(actionWidths: [74, 74, 74])   // Trash, Flag, More
        var printed1 = ""
        print(mail.revealedWidth, mail.performsFirstActionWithFullSwipe, to: &printed1)
        #expect(printed1 == "222.0 true\n")
    }

    @Test func swipeEdge1() throws {

        var printed1 = ""
        print(SwipeEdge.trailing, to: &printed1)
        #expect(printed1 == "trailing\n")
    }

    @Test func swipeRow1() throws {

        // A 375-point row with a Delete and an Archive button on the trailing edge.
        var row = try SwipeRow(width: 375, trailing: SwipeActionsConfiguration(count: 2))
        row.handle(PointerSample(pointer: 0, x: 300, y: 20, phase: .began, time: 0))
        row.handle(PointerSample(pointer: 0, x: 200, y: 20, phase: .moved, time: 0.05))
        row.handle(PointerSample(pointer: 0, x: 190, y: 20, phase: .ended, time: 0.06))
        var time = 0.06
        while !row.isSettled { time += 1.0 / 120; row.tick(at: time) }
        var printed1 = ""
        print(row.state, row.offset, to: &printed1)
        #expect(printed1 == "open(trailing) -148.0\n")
    }

    @Test func swipeRowDefaults1() throws {

        var printed1 = ""
        print(SwipeRowDefaults.fullSwipeFraction, SwipeRowDefaults.velocityThreshold, to: &printed1)
        #expect(printed1 == "0.5 125.0\n")
    }

    @Test func swipeRowState1() throws {

        let state = SwipeRowState.committed(.trailing, action: 0)
        var printed1 = ""
        print(state == .committed(.trailing, action: 0), SwipeRowState.open(.leading), to: &printed1)
        #expect(printed1 == "true open(leading)\n")
    }
}
