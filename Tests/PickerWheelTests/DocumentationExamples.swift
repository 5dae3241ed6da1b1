// Generated from the guide, the DocC catalogue and the doc comments of PickerWheel (and the examples of
// README.md and docs/ that import it first) by `python3 Scripts/documentation-examples.py`; do not edit.
// Each example compiles here with only the imports it shows (the module's own when it shows none),
// as it would in a user's code, and runs; what a `print(...)  // comment` line states is expected.
import PickerWheel
import Testing

@Suite struct PickerWheelDocumentationExamples {
    @Test func guide1() throws {

        // A minutes column: 60 items 32 points tall (UIPickerView's rows), 15 selected, Flutter's physics.
        var minutes = try PickerWheel(itemCount: 60, itemExtent: 32, profile: .flutter(), selectedItem: 15)

        // A flick up: 80 points in 0.1 s, then the finger lifts.
        minutes.handle(PointerSample(pointer: 0, x: 160, y: 150, phase: .began, time: 0))
        minutes.handle(PointerSample(pointer: 0, x: 160, y: 110, phase: .moved, time: 0.05))
        minutes.handle(PointerSample(pointer: 0, x: 160, y: 70, phase: .ended, time: 0.1))
        var printed1 = ""
        print(minutes.state, to: &printed1)
        #expect(printed1 == "decelerating\n")

        // The display link: draw every visible item where the cylinder puts it.
        var time = 0.1
        while !minutes.isSettled {
           time += 1.0 / 120
           minutes.tick(at: time)
           for index in minutes.visibleItems {
               guard let layer = minutes.layer(forItem: index) else { continue }
               _ = layer   // label.center = layer.position; label.transform = layer.transform; label.alpha = layer.alpha
           }
        }
        var printed2 = ""
        print(minutes.selectedItem, minutes.offset, to: &printed2)
        #expect(printed2 == "18 576.0\n")
        var printed3 = ""
        print(minutes.offset == Double(minutes.selectedItem) * 32, to: &printed3)
        #expect(printed3 == "true\n")

        // The centred item is flat and full size; the next one is turned away, moved and squeezed.
        let centre = minutes.layer(forItem: 18)!
        var printed4 = ""
        print(centre.position, centre.transform.scale, to: &printed4)
        #expect(printed4 == "(160.0, 108.0) (1.0, 1.0)\n")
        let next = minutes.layer(forItem: 19)!
        var printed5 = ""
        print(next.position.y > 108, next.position.y < 108 + 32, next.transform.scale.dy < 1, to: &printed5)
        #expect(printed5 == "true true true\n")
    }

    @Test func guide2() throws {

        var wheel = try PickerWheel(itemCount: 24, itemExtent: 32, profile: .flutter())
        wheel.handle(PointerSample(pointer: 0, x: 160, y: 150, phase: .began, time: 0))
        wheel.handle(PointerSample(pointer: 0, x: 160, y: 110, phase: .moved, time: 0.1))   // 40 points: past 16
        wheel.handle(PointerSample(pointer: 0, x: 160, y: 110, phase: .ended, time: 0.5))
        var time = 0.5
        var ticks: [String] = []
        while !wheel.isSettled {
           time += 1.0 / 60
           wheel.tick(at: time)
           ticks += wheel.events.map { "\($0.kind.rawValue) \($0.index ?? -1)" }
        }
        var printed1 = ""
        print(ticks, to: &printed1)
        #expect(printed1 == "[\"itemTicked 1\", \"snapped 1\"]\n")
    }

    @Test func doccpickerWheel1() throws {
        var wheel = try PickerWheel(itemCount: 12, itemExtent: 32, selectedItem: 4)
        wheel.handle(PointerSample(pointer: 0, x: 160, y: 100, phase: .began, time: 0))
        wheel.handle(PointerSample(pointer: 0, x: 160, y: 80, phase: .moved, time: 0.3))
        wheel.handle(PointerSample(pointer: 0, x: 160, y: 80, phase: .ended, time: 0.5))   // a slow drag of 20 points
        var time = 0.5
        while !wheel.isSettled { time += 1.0 / 60; wheel.tick(at: time) }
        var printed1 = ""
        print(wheel.selectedItem, wheel.offset, to: &printed1)
        #expect(printed1 == "5 160.0\n")
    }

    @Test func pickerWheel1() throws {

        // An hour column: 24 items 32 points tall, 13 selected.
        var hours = try PickerWheel(itemCount: 24, itemExtent: 32, selectedItem: 13)
        hours.handle(PointerSample(pointer: 0, x: 160, y: 150, phase: .began, time: 0))
        hours.handle(PointerSample(pointer: 0, x: 160, y: 110, phase: .moved, time: 0.05))
        hours.handle(PointerSample(pointer: 0, x: 160, y: 70, phase: .ended, time: 0.1))
        var time = 0.1
        while !hours.isSettled { time += 1.0 / 120; hours.tick(at: time) }
        var printed1 = ""
        print(hours.selectedItem, hours.offset, to: &printed1)
        #expect(printed1 == "16 512.0\n")
    }

    @Test func pickerWheel2() throws {

        var months = try PickerWheel(itemCount: 12, itemExtent: 32)
        months.selectItem(10, animated: true, at: 1.0)
        var time = 1.0
        while !months.isSettled { time += 1.0 / 120; months.tick(at: time) }
        var printed1 = ""
        print(months.selectedItem, months.offset, to: &printed1)
        #expect(printed1 == "10 320.0\n")
    }

    @Test func pickerWheelFrame1() throws {

        var wheel = try PickerWheel(itemCount: 24, itemExtent: 32, selectedItem: 7)
        let frame = wheel.tick(at: 0)
        var printed1 = ""
        print(frame.offset, frame.selectedItem, to: &printed1)
        #expect(printed1 == "224.0 7\n")
    }

    @Test func pickerWheelProfile1() throws {

        let wheel = try PickerWheel(itemCount: 60, itemExtent: 32, profile: .flutter())
        var printed1 = ""
        print(wheel.physics, to: &printed1)
        #expect(printed1 == "flutterBouncing\n")
    }

    @Test func wheelProjection1() throws {

        let wheel = WheelProjection.cupertino
        let viewport = Size(width: 320, height: 216)
        var printed1 = ""
        print(wheel.layer(distance: 0, itemExtent: 32, viewport: viewport)!.position, to: &printed1)
        #expect(printed1 == "(160.0, 108.0)\n")
        let next = wheel.layer(distance: 32, itemExtent: 32, viewport: viewport)!
        var printed2 = ""
        print(next.position.y > 108, next.position.y < 108 + 32, next.transform.scale.dy < 1, to: &printed2)
        #expect(printed2 == "true true true\n")
        var printed3 = ""
        print(wheel.layer(distance: 400, itemExtent: 32, viewport: viewport) == nil, to: &printed3)
        #expect(printed3 == "true\n")
    }
}
