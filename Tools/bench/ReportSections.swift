import ArgumentParser
import BenchPlots
import BenchReport
import Geometry
import Gestures
import BenchReplay

/// The report's sections, gathered from the registries: every interaction with built-in gestures
/// (replayed now), then curves, springs and decays. `BenchReport` renders them.
extension ReportSection {
    /// Every interaction with built-in gestures (replayed now), then curves, springs and decays.
    ///
    /// - Throws: `InvalidInput` when a built-in gesture fails to replay.
    static func all() throws -> [ReportSection] {
        var sections: [ReportSection] = []
        for style in PlotStyle.all where !style.examples.isEmpty {
            guard let replayer = Replayer.registered.first(where: { $0.interaction == style.interaction }) else { continue }
            var items: [Item] = []
            for example in style.examples {
                let options = try ReplayOptions.parsing(example.arguments, interaction: replayer.interaction)
                let frames = try PlotReplay.replay(replayer, trace: example.trace, options: options)
                let svg = try PlotReplay.document(title: "\(style.interaction): \(example.title)", frames: frames,
                                                  trace: example.trace, style: style, options: options)
                let file = (example.trace.name ?? "trace") + ".json"
                let command = (["bench", "plot", "replay", style.interaction, file] + example.arguments + ["-o", "plot.svg"]).joined(separator: " ")
                items.append(Item(title: example.title, summary: example.summary, command: command, svg: svg.element,
                                  player: player(style: style, trace: example.trace, frames: frames, options: options),
                                  trace: PlotTraceJSON.text(of: example.trace)))
            }
            sections.append(ReportSection(id: style.interaction, title: style.interaction, items: items))
        }
        sections.append(ReportSection(id: "motion-math", title: "motion math", items: [
            Item(title: "timing curves", summary: "CSS and Core Animation's named cubic Bezier curves: value against progress.",
                 command: "bench plot curve -o curves.svg", svg: PlotCurveCommand.document(PlotCurveCommand.named).element),
            Item(title: "springs", summary: "Core Animation's default spring (mass 1, stiffness 100) at damping ratios 0.5, 1 and 2, from 0 to 1: the three regimes.",
                 command: "bench plot spring -o springs.svg", svg: try PlotSpringCommand.parse([]).svg().element),
            Item(title: "decay", summary: "A release at 2000 pt/s decelerating at UIScrollView's normal (0.998) and fast (0.99) rates, with the projected rest positions.",
                 command: "bench plot decay -o decay.svg", svg: try PlotDecayCommand.parse([]).svg().element),
        ]))
        return sections
    }

    /// The player's data: what the canvas needs to redraw any frame.
    static func player(style: PlotStyle, trace: GestureTrace, frames: [JSON], options: ReplayOptions) -> String {
        let container = trace.container ?? defaultReplayContainer
        let size = style.layerSize(container)
        let target = (try? style.target(container, options)) ?? nil
        let finger = trace.samples.map { sample in
            JSON.array([.number(sample.time), .number(sample.location.x), .number(sample.location.y), .string(sample.phase.rawValue)])
        }
        return JSON.object([
            ("container", .array([.number(container.minX), .number(container.minY), .number(container.width), .number(container.height)])),
            ("layer", size.map { JSON.array([.number($0.width), .number($0.height)]) } ?? .null),
            ("rotationKey", style.rotationKey.map(JSON.string) ?? .null),
            ("target", target.map { JSON.array([.number($0.x), .number($0.y)]) } ?? .null),
            ("frames", .array(frames)),
            ("finger", .array(finger)),
        ]).text
    }
}
