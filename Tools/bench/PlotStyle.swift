import Geometry
import Gestures
import BenchReplay

/// How one interaction's replay is drawn, and the built-in traces the report shows for it: the only
/// per-interaction glue of `bench plot replay` and `bench report` (one `PlotStyle+<Module>.swift`
/// each). Everything else reads the frames `bench replay` prints.
struct PlotStyle: Sendable {
    /// The replayer's name (`tossable`, `flick-dismiss`, ...).
    let interaction: String
    /// The size of the layer drawn at intervals along the path, for a trace's container; `nil` draws
    /// no layer (the frames' x, y are a finger, not a layer).
    var layerSize: @Sendable (_ container: Rect) -> Size? = { _ in nil }
    /// The frames' key holding the layer's rotation in radians, if any.
    var rotationKey: String?
    /// What the frames' x, y are (`layer centre`, `finger`).
    var pathLabel = "layer centre"
    /// Units of the frames' numbers, by key, where they differ from the defaults (`pt`, `pt/s`, `rad`).
    var units: [String: String] = [:]
    /// The destination to mark, from the replay's options, if the interaction has one.
    var target: @Sendable (_ container: Rect, _ options: ReplayOptions) throws -> Point? = { _, _ in nil }
    /// Built-in gestures the report replays and shows.
    var examples: [PlotExample] = []
}

/// A built-in gesture for the report: a trace and the replay options to run it with.
struct PlotExample: Sendable {
    /// A short name (`toss to the lower right`).
    let title: String
    /// One sentence: what the finger does and what should happen.
    let summary: String
    let trace: GestureTrace
    /// `--name=value` options for the replayer (`--to=295,547`).
    var arguments: [String] = []
}

extension PlotStyle {
    /// The style of `interaction`, or a plain one (no layer drawn) for an interaction with no glue.
    static func of(_ interaction: String) -> PlotStyle {
        all.first { $0.interaction == interaction } ?? PlotStyle(interaction: interaction)
    }

    /// The unit of a frame key: the glue's, else the usual one for the name.
    func unit(of key: String) -> String {
        if let unit = units[key] { return unit }
        switch key {
        case "x", "y", "offset", "header.y", "header.height": return "pt"
        case "vx", "vy", "velocity": return "pt/s"
        case "angle": return "rad"
        default: return ""
        }
    }
}
