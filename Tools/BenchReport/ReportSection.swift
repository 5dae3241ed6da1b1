/// A part of the report: an interaction with its built-in gestures, or a piece of the motion math.
package struct ReportSection {
    /// One plot, with the data for its player when it is a replay.
    package struct Item {
        package let title: String
        package let summary: String
        /// The command that reproduces the plot's numbers.
        package let command: String
        /// The `<svg>` element.
        package let svg: String
        /// The player's data (JSON: container, layer size, rotation key, frames, finger), for replays.
        package var player: String?
        /// The trace, in the format `bench replay` reads, for replays.
        package var trace: String?

        package init(title: String, summary: String, command: String, svg: String, player: String? = nil,
                     trace: String? = nil) {
            self.title = title
            self.summary = summary
            self.command = command
            self.svg = svg
            self.player = player
            self.trace = trace
        }
    }

    /// The anchor of the section (and the prefix of its articles' ids).
    package let id: String
    package let title: String
    package let items: [Item]

    package init(id: String, title: String, items: [Item]) {
        self.id = id
        self.title = title
        self.items = items
    }
}
