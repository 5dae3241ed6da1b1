// Generated from the guide, the DocC catalogue and the doc comments of SwipeActions (and the examples of
// README.md and docs/ that import it first) by `python3 Scripts/documentation-examples.py`; do not edit.
// Each example compiles here with only the imports it shows (the module's own when it shows none),
// as it would in a user's code, and runs; what a `print(...)  // comment` line states is expected.
import SwipeActions
import Testing

@Suite struct SwipeActionsDocumentationExamples {
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
