import Foundation
import Geometry
import Gestures
import BenchPlots
import BenchReplay

/// `bench plot replay`'s drawing: a replay's frames in their container (path, ghosts, finger,
/// release arrows, destination) beside its numbers against time with the states shaded.
enum PlotReplay {
    /// The frames of `replayer` on `trace` (written to a temporary file, read back by the replayer
    /// exactly as `bench replay` reads one).
    static func replay(_ replayer: Replayer, trace: GestureTrace, options: ReplayOptions) throws -> [JSON] {
        try replayer.replay(trace, options)
    }

    /// The SVG of a replay.
    ///
    /// - Parameters:
    ///   - title: The heading (the interaction and the trace's name).
    ///   - frames: What `bench replay` printed.
    ///   - trace: The trace replayed (its samples are the finger; its `ended` samples the releases).
    ///   - style: The interaction's glue.
    ///   - options: The replay's options (for the destination).
    static func document(title: String, frames json: [JSON], trace: GestureTrace, style: PlotStyle,
                         options: ReplayOptions) throws -> SVGDocument {
        let (frames, keys) = try PlotFrame.frames(from: json)
        let container = trace.container ?? defaultReplayContainer
        let charts = self.charts(frames: frames, keys: keys, style: style)
        let chartHeight = 250.0
        let height = 30 + Swift.max(700, Double(charts.count) * chartHeight)
        var svg = SVGDocument(width: 1040, height: height, title: title)
        svg.text(title, x: 10, y: 20, class: "title")
        trajectory(frames: frames, trace: trace, container: container, style: style, options: options)
            .draw(in: &svg, left: 0, top: 30, width: 420, height: 700)
        for (index, chart) in charts.enumerated() {
            chart.draw(in: &svg, left: 420, top: 30 + Double(index) * chartHeight, width: 620, height: chartHeight)
        }
        return svg
    }

    /// The trajectory panel: every frame's x, y as the path; the layer at about 14 moments.
    static func trajectory(frames: [PlotFrame], trace: GestureTrace, container: Rect, style: PlotStyle,
                           options: ReplayOptions) -> PlotTrajectory {
        let path = frames.map { Point(x: $0["x"], y: $0["y"]) }
        var panel = PlotTrajectory(title: "\(style.pathLabel) in the container", container: container, path: path)
        if let size = style.layerSize(container), !frames.isEmpty {
            // A ghost each time the layer has moved a third of its smaller side since the last one
            // (at most 24, spread further apart when the path is long), and the last frame.
            var length = 0.0
            for index in path.indices.dropFirst() where path[index].x.isFinite && path[index - 1].x.isFinite {
                length += path[index].distance(to: path[index - 1])
            }
            let spacing = Swift.max(Swift.min(size.width, size.height) / 3, length / 24, 1)
            var indices = [0]
            for index in path.indices.dropFirst() where path[index].distance(to: path[indices[indices.count - 1]]) >= spacing {
                indices.append(index)
            }
            if indices.last != frames.count - 1 { indices.append(frames.count - 1) }
            panel.ghosts = indices.map { index in
                let rotation = style.rotationKey.map { frames[index][$0] } ?? 0
                return PlotTrajectory.Ghost(center: path[index], size: size, rotation: rotation.isFinite ? rotation : 0)
            }
        }
        panel.finger = trace.samples.map(\.location)
        panel.releases = releases(of: trace)
        panel.target = try? style.target(container, options)
        return panel
    }

    /// Where each pointer left and the velocity the pan reports there (the least-squares tracker a
    /// `PanRecognizer` uses by default).
    static func releases(of trace: GestureTrace) -> [PlotTrajectory.Release] {
        var tracker = VelocityTracker()
        var releases: [PlotTrajectory.Release] = []
        for sample in trace.samples {
            try? tracker.add(sample)
            if sample.phase == .ended, let velocity = tracker.velocity(of: sample.pointer) {
                releases.append(PlotTrajectory.Release(location: sample.location, velocity: velocity))
            }
        }
        return releases
    }

    /// The charts against time: position, velocity (the frames' own, or differences of the
    /// position), then the frames' other numbers (pairs such as px/py share a chart).
    static func charts(frames: [PlotFrame], keys: [String], style: PlotStyle) -> [PlotLineChart] {
        guard let first = frames.first else { return [] }
        let times = frames.map { $0.t - first.t }
        let timeAxis = PlotAxis(label: "time since the first event (s)", values: times)
        let bands = self.bands(frames: frames, origin: first.t)
        var charts: [PlotLineChart] = []
        var used: Set<String> = ["t"]

        func chart(_ title: String, _ names: [(key: String, label: String)], unit: String, derived: [[Double]]? = nil) {
            var series: [PlotSeries] = []
            var all: [Double] = []
            for (index, name) in names.enumerated() {
                let values = derived?[index] ?? frames.map { $0[name.key] }
                all += values
                series.append(PlotSeries(name: name.label, points: Array(zip(times, values)), colour: index))
            }
            let axis = PlotAxis(label: unit.isEmpty ? title : "\(title) (\(unit))", values: all)
            charts.append(PlotLineChart(title: title, x: timeAxis, y: axis, series: series, bands: bands))
        }

        if keys.contains("x"), keys.contains("y") {
            chart("position", [("x", "x"), ("y", "y")], unit: style.unit(of: "x"))
            used.formUnion(["x", "y"])
            if keys.contains("vx"), keys.contains("vy") {
                chart("velocity", [("vx", "vx"), ("vy", "vy")], unit: style.unit(of: "vx"))
                used.formUnion(["vx", "vy"])
            } else {
                chart("velocity from frame to frame", [("x", "Δx/Δt"), ("y", "Δy/Δt")], unit: "pt/s",
                      derived: [differences(frames, "x"), differences(frames, "y")])
            }
        }
        let pairs = [("px", "py"), ("vx", "vy")]
        for key in keys where !used.contains(key) {
            if let pair = pairs.first(where: { $0.0 == key }), keys.contains(pair.1) {
                chart(key + ", " + pair.1, [(pair.0, pair.0), (pair.1, pair.1)], unit: style.unit(of: key))
                used.formUnion([pair.0, pair.1])
            } else {
                chart(key, [(key, key)], unit: style.unit(of: key))
                used.insert(key)
            }
        }
        return charts
    }

    /// (value[i] - value[i-1]) / (t[i] - t[i-1]), NaN for the first frame.
    static func differences(_ frames: [PlotFrame], _ key: String) -> [Double] {
        frames.indices.map { index in
            guard index > 0 else { return .nan }
            let dt = frames[index].t - frames[index - 1].t
            return dt > 0 ? (frames[index][key] - frames[index - 1][key]) / dt : .nan
        }
    }

    /// One shaded band per run of frames in the same state, except rest (`idle`).
    static func bands(frames: [PlotFrame], origin: Double) -> [PlotBand] {
        var bands: [PlotBand] = []
        var index = 0
        while index < frames.count {
            let state = frames[index].state
            var end = index
            while end + 1 < frames.count, frames[end + 1].state == state { end += 1 }
            if let state, state != "idle" {
                let last = end + 1 < frames.count ? frames[end + 1].t : frames[end].t + (end > 0 ? frames[end].t - frames[end - 1].t : 0)
                bands.append(PlotBand(label: state, from: frames[index].t - origin, to: last - origin, colour: colour(of: state)))
            }
            index = end + 1
        }
        return bands
    }

    /// A fixed colour per well-known state so that every plot reads alike.
    static func colour(of state: String) -> Int {
        switch state {
        case "dragging", "interactive", "moved", "began", "tracking": return 0
        case "tossing", "completing", "decelerating", "returning", "dismissing": return 3
        case "dismissed", "finished": return 2
        case "cancelled", "ended": return 1
        default: return 4 + state.unicodeScalars.reduce(0) { $0 + Int($1.value) } % 2
        }
    }
}
