import Geometry
import Gestures
import Sheet

/// A bottom sheet holding a list: a `SheetBehavior` (UIKit's profile, `.resizes`, dismissible) with
/// detents at 30 %, 60 % and all of the stage's height, resting on the first, and a list of rows of 64
/// points inside. Set up exactly as `bench replay sheet --detents=0.3,0.6,1 --inner-content=L` sets it
/// up for a trace whose container is the stage, so a recording replays to the same frames.
///
/// Pushed up, the sheet grows to the top of the stage, then the list scrolls; pulled down with the list
/// at its top, the sheet shrinks, in the same drag. A flick chooses the detent; a fast one down
/// dismisses the sheet (reset brings it back). Behind it, a dimming layer fades in above 60 %.
public struct SheetDemo: PlaygroundDemo {
    public static let name = "sheet"
    public static let title = "sheet: drag it up into its list, pull the list down, flick it away"

    /// The detents, fractions of the stage's height.
    static let detents = [0.3, 0.6, 1.0]
    /// A row's height and the gap above each row, in points.
    static let rowHeight = 64.0, rowGap = 8.0

    let stage: Rect
    let rowCount: Int
    /// The list's length: the rows and their gaps.
    let contentLength: Double
    var sheet: SheetBehavior
    var frame: SheetFrame

    public init(stage: Rect) throws(ConfigurationError) {
        self.stage = stage
        // At least three screens of rows, so the list always scrolls.
        rowCount = Swift.max(30, Int((3 * stage.height / (Self.rowHeight + Self.rowGap)).rounded(.up)))
        contentLength = Double(rowCount) * (Self.rowHeight + Self.rowGap) + Self.rowGap
        var detents: [SheetDetent] = []
        for fraction in Self.detents { detents.append(.fraction(fraction)) }
        sheet = try SheetBehavior(containerSize: stage.size, detents: detents,
                                  contentSize: Size(width: stage.width, height: contentLength))
        sheet.largestUndimmedDetent = 1
        frame = sheet.frame
    }

    /// The detents' top edges.
    public var guides: [Rect] {
        var lines: [Rect] = []
        for height in sheet.detentHeights { lines.append(Rect(x: stage.minX, y: stage.maxY - height, width: stage.width, height: 1)) }
        return lines
    }

    public mutating func handle(_ sample: PointerSample) {
        sheet.handle(sample)
    }

    public mutating func tick(at time: Double) -> DemoFrame {
        frame = sheet.tick(at: time)
        return current
    }

    /// The sheet at `frame` on `stage`: the dimming behind it, its panel and its grabber.
    static func sheetLayers(_ frame: SheetFrame, stage: Rect) -> [LayerState] {
        var dim = LayerState(frame: stage)
        dim.alpha = 0.4 * frame.dimming
        let top = stage.maxY - frame.height
        var panel = LayerState(frame: Rect(x: stage.minX, y: top, width: stage.width, height: frame.height))
        panel.alpha = 0.85
        let grabber = Swift.min(36, stage.width / 4)
        return [dim, panel, LayerState(frame: Rect(x: stage.midX - grabber / 2, y: top + 5, width: grabber, height: 5))]
    }

    public var current: DemoFrame {
        let top = stage.maxY - frame.height
        var layers = SheetDemo.sheetLayers(frame, stage: stage)
        let pitch = Self.rowHeight + Self.rowGap
        let inset = Swift.min(12, stage.width / 10)
        // Only the rows inside the sheet and on the stage.
        var index = Swift.max(0, Int(((frame.innerOffset - Self.rowGap) / pitch).rounded(.down)))
        while index < rowCount {
            let rowTop = top + Self.rowGap + Double(index) * pitch - frame.innerOffset
            if rowTop > stage.maxY { break }
            if rowTop >= top {
                layers.append(LayerState(frame: Rect(x: stage.minX + inset, y: rowTop, width: stage.width - 2 * inset,
                                                     height: Self.rowHeight)))
            }
            index += 1
        }
        return DemoFrame(
            layers: layers, state: frame.state.rawValue, velocity: nil,
            readings: [("height", frame.height), ("detent", Double(frame.detent ?? -1)), ("offset", frame.innerOffset),
                       ("dimming", frame.dimming)],
            replayFields: [("state", .string(frame.state.rawValue)), ("height", .number(frame.height)),
                           ("detent", frame.detent.map { .integer($0) } ?? .null),
                           ("innerOffset", .number(frame.innerOffset))])
    }

    public var isSettled: Bool { sheet.isSettled }

    public var replay: (interaction: String, arguments: [String])? {
        ("sheet", ["--detents=0.3,0.6,1", "--inner-content=\(contentLength)"])
    }
}
