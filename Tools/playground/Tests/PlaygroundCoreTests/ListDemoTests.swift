import Carousel
import Geometry
import Gestures
import PickerWheel
import PullToRefresh
import Scroll
import Testing
@testable import Demos

/// Pull to refresh, the picker wheel and the carousel, each driven through a trace by the library's one
/// replay loop (`TraceReplay`, the playground's 120 Hz grid): exact rests, and the frames `bench replay`
/// computes for the same trace with the interaction set up as the demo's `replay` says.
@Suite struct ListDemoTests {
    let stage = Rect(x: 0, y: 0, width: 390, height: 700)

    func trace(_ samples: [PointerSample]) throws -> GestureTrace {
        var trace = GestureTrace(container: stage)
        for sample in samples { try trace.append(sample) }
        return trace
    }

    /// The demo's frames for `samples` on the replay's grid: its state, its reading `name`, and the frame's
    /// replay fields.
    func replay<Demo: PlaygroundDemo>(_ demo: Demo, _ samples: [PointerSample],
                                      _ body: (Double, Demo) -> Void = { _, _ in }) throws -> (Demo, [[(String, PlaygroundJSON)]]) {
        var interaction = _DemoInteraction(demo: demo, stage: stage)
        let fields = referenceReplay(&interaction, trace: try trace(samples)) { interaction, frame, time in
            body(time, interaction.demo)
            return frame.replayFields
        }
        return (interaction.demo, fields)
    }

    func text(_ frames: [[(String, PlaygroundJSON)]]) -> [String] { frames.map { PlaygroundJSON.object($0).text } }

    @Test func aRefreshHoldsAt56AndEndsAtExactlyZeroAfterTheHostEndsIt() throws {
        let pull = strokeSamples(from: Point(x: 200, y: 100), step: Vector(dx: 0, dy: 25), moves: 12, hold: 0.1, at: 0)
        let release = pull[pull.count - 1].time
        var states: [String] = [], held: [Double] = []
        let (demo, frames) = try replay(try PullToRefreshDemo(stage: stage), pull) { time, demo in
            states.append(demo.output.state.rawValue)
            if demo.output.state == .refreshing, time > release + 0.5 { held.append(demo.output.offset) }
        }
        var deduplicated: [String] = []
        for state in states where deduplicated.last != state { deduplicated.append(state) }
        #expect(deduplicated == ["idle", "pulling", "armed", "refreshing", "finishing", "idle"])   // idle within the slop
        // Held exactly at Compose's refreshing offset until the host's end, one second after the release.
        #expect(!held.isEmpty && held.allSatisfy { $0 == 56 })
        #expect(demo.output.state == .idle && demo.output.offset == 0 && demo.output.pull == 0 && demo.isSettled)
        // `bench replay refresh --profile=compose --refresh-seconds=1` on the same trace: the same frames.
        var control = try TimedRefreshControl(RefreshControl(
            scrollView: ScrollBehavior(contentSize: Size(width: 390, height: 3500), viewportSize: stage.size), profile: .compose),
            refreshDuration: 1)
        let expected = referenceReplay(&control, trace: try trace(pull)) { _, frame, _ in
            PlaygroundJSON.object([("state", .string(frame.state.rawValue)), ("pull", .number(frame.pull)),
                                   ("offset", .number(frame.offset)), ("progress", .number(frame.progress))]).text
        }
        #expect(text(frames) == expected)
        #expect(demo.replay?.interaction == "refresh" && demo.replay?.arguments == ["--profile=compose", "--refresh-seconds=1.0"])
    }

    @Test func aSpunPickerLandsExactlyOnARow() throws {
        let demo = try PickerWheelDemo(stage: stage)
        #expect(demo.stage == Rect(x: 35, y: 242, width: 320, height: 216))
        let flick = strokeSamples(from: Point(x: 195, y: 420), step: Vector(dx: 0, dy: -22), moves: 8, at: 0)
        var drawable = true
        let (spun, frames) = try replay(demo, flick) { _, demo in
            // Rows turned toward the back of the wheel shrink but never to a negative size (the page
            // refuses to draw one).
            drawable = drawable && demo.current.layers.allSatisfy { $0.size.width >= 0 && $0.size.height > 0 }
        }
        #expect(drawable)
        let selected = spun.output.selectedItem
        #expect(spun.output.state == .idle && selected > 3 && spun.output.offset == Double(selected) * 32)
        // The selected row is drawn opaque in the middle of the wheel, flat.
        #expect(spun.current.layers.contains { $0.alpha == 1 && $0.position.y == 350 && $0.size.height == 28 })
        // `bench replay picker --items=60 --item-extent=32` on the same trace: the same frames.
        var wheel = try PickerWheel(itemCount: 60, itemExtent: 32)
        let expected = referenceReplay(&wheel, trace: try trace(flick)) { _, frame, _ in
            PlaygroundJSON.object([("state", .string(frame.state.rawValue)), ("offset", .number(frame.offset)),
                                   ("selected", .integer(frame.selectedItem))]).text
        }
        #expect(text(frames) == expected)
    }

    @Test func aSwipedCarouselRestsTheNextItemOnTheFirstKeyline() throws {
        let demo = try CarouselDemo(stage: stage)
        #expect(demo.stage == Rect(x: 0, y: 123, width: 390, height: 220) && demo.preferredItemWidth == 215)
        let swipe = strokeSamples(from: Point(x: 330, y: 230), step: Vector(dx: -30, dy: 0), moves: 8, at: 0)
        let (swiped, frames) = try replay(demo, swipe)
        let rest = swiped.content.layout.restingOffset(ofItem: 1)
        #expect(swiped.output.state == .idle && swiped.output.focusedItem == 1 && swiped.output.offset == rest && rest > 0)
        // Item 1 is the focal one, at the full width, its leading edge on the first focal keyline.
        let item = swiped.content.item(1), keyline = try #require(swiped.content.layout.keylines(at: rest).first { $0.isFocal })
        #expect(item.isFocal && item.width == swiped.content.layout.itemWidth && item.center == keyline.offset)
        // `bench replay carousel --items=12 --item-width=215 --container=390,220` on the same trace: the same frames.
        var carousel = try Carousel(itemCount: 12, preferredItemWidth: 215, containerSize: Size(width: 390, height: 220))
        let expected = referenceReplay(&carousel, trace: try trace(swipe)) { _, frame, _ in
            PlaygroundJSON.object([("state", .string(frame.state.rawValue)), ("offset", .number(frame.offset)),
                                   ("focused", .integer(frame.focusedItem))]).text
        }
        #expect(text(frames) == expected)
        #expect(demo.replay?.arguments == ["--items=12", "--item-width=215.0", "--container=390.0,220.0"])
    }
}
