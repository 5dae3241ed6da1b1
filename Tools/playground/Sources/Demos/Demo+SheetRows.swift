import Geometry
import Gestures
import Host
import Sheet
import SwipeActions

/// A bottom sheet whose list has swipe rows: the sheet (`SheetBehavior`, sized and scrolled as the
/// sheet demo's), its list and the rows (`SwipeRow`s, two actions on each edge) share every touch
/// through the host layer's `TouchArbiter`, with `SwipeList`'s rules:
/// - nobody owns a touch until it passes the slop (10 points): nothing moves;
/// - then a mostly horizontal move (|dx| > |dy|) that started on a row gives it to that row, anything
///   else to the sheet, which shares it with its list (grow, then scroll; scroll, then shrink); the
///   owner is given the whole touch from its first sample, and the others never move during it;
/// - a touch on a moving sheet (settling, or its list decelerating) stops it and is the sheet's;
/// - a row taking a touch closes the other open rows; the sheet taking one, or a tap, closes them all.
///
/// No replayer sets up this pairing, so it offers no replay (`bench replay swipe-list` replays the
/// mail demo's list, `bench replay sheet` the sheet demo).
public struct SheetRowsDemo: PlaygroundDemo {
    public static let name = "sheet-rows"
    public static let title = "sheet of swipe rows: rows swipe sideways, the sheet and its list take the rest"

    /// Who may own a touch.
    public enum Part: Hashable, Sendable {
        /// The sheet and its list.
        case sheet
        /// A row, by index.
        case row(Int)
    }

    let stage: Rect
    let rowCount: Int
    /// The list's length: the rows and their gaps.
    let contentLength: Double
    /// A row's width: the stage's less an inset on each side.
    let rowWidth: Double
    let inset: Double
    var sheet: SheetBehavior
    var frame: SheetFrame
    /// The rows: the active ones and the closed row that stands for the others.
    public private(set) var rows: SwipeRowSet
    public private(set) var arbiter = TouchArbiter<Part>()

    public init(stage: Rect) throws(ConfigurationError) {
        self.stage = stage
        rowCount = Swift.max(30, Int((3 * stage.height / (SheetDemo.rowHeight + SheetDemo.rowGap)).rounded(.up)))
        contentLength = Double(rowCount) * (SheetDemo.rowHeight + SheetDemo.rowGap) + SheetDemo.rowGap
        inset = Swift.min(12, stage.width / 10)
        rowWidth = stage.width - 2 * inset
        var detents: [SheetDetent] = []
        for fraction in SheetDemo.detents { detents.append(.fraction(fraction)) }
        sheet = try SheetBehavior(containerSize: stage.size, detents: detents,
                                  contentSize: Size(width: stage.width, height: contentLength))
        sheet.largestUndimmedDetent = 1
        frame = sheet.frame
        let actions = try SwipeActionsConfiguration(count: 2, actionWidth: Swift.min(SwipeActionsConfiguration.defaultActionWidth,
                                                                                     (rowWidth / 5).rounded(.down)),
                                                    performsFirstActionWithFullSwipe: false)
        rows = SwipeRowSet(closedRow: try SwipeRow(width: rowWidth, leading: actions, trailing: actions))
    }

    /// The detents' top edges.
    public var guides: [Rect] {
        var lines: [Rect] = []
        for height in sheet.detentHeights { lines.append(Rect(x: stage.minX, y: stage.maxY - height, width: stage.width, height: 1)) }
        return lines
    }

    /// The top of row `index` on the stage, with the sheet and its list where they are.
    func rowTop(_ index: Int) -> Double {
        stage.maxY - frame.height + SheetDemo.rowGap + Double(index) * (SheetDemo.rowHeight + SheetDemo.rowGap) - frame.innerOffset
    }

    /// The row under `location`, if any (in the sheet, on a row, not in a gap).
    func rowIndex(at location: Point) -> Int? {
        let top = stage.maxY - frame.height
        guard location.y >= top, location.x >= stage.minX + inset, location.x < stage.maxX - inset else { return nil }
        let pitch = SheetDemo.rowHeight + SheetDemo.rowGap
        let slot = ((location.y - top - SheetDemo.rowGap + frame.innerOffset) / pitch).rounded(.down)
        guard slot.isFinite, slot >= 0, slot < Double(rowCount) else { return nil }
        let index = Int(slot)
        return location.y - rowTop(index) < SheetDemo.rowHeight ? index : nil
    }

    public mutating func handle(_ sample: PointerSample) {
        if sample.phase == .began, !arbiter.isTracking, !sheet.isSettled {
            // A touch on a moving sheet or list stops it, and is the sheet's.
            arbiter.claim(.sheet)
        }
        let index = rowIndex(at: arbiter.isTracking ? arbiter.touchDownLocation : sample.location)
        let decision = arbiter.handle(sample) { movement in
            if Swift.abs(movement.dx) > Swift.abs(movement.dy), let index { return .row(index) }
            return .sheet
        }
        switch decision {
        case .waiting:
            break
        case .unclaimed:
            rows.closeRows(at: sample.time)
        case .claimed(.sheet):
            rows.closeRows(at: sample.time)
            for held in arbiter.held { sheet.handle(held) }
        case .claimed(.row(let index)):
            rows.claim(index, held: arbiter.held, at: sample.time)
        case .owned(.sheet):
            sheet.handle(sample)
        case .owned(.row(let index)):
            rows.handle(sample, row: index)
        }
        frame = sheet.frame
    }

    public mutating func tick(at time: Double) -> DemoFrame {
        frame = sheet.tick(at: time)
        if case .row(let index)? = arbiter.owner { rows.tick(at: time, owner: index) } else { rows.tick(at: time, owner: nil) }
        return current
    }

    public var current: DemoFrame {
        let top = stage.maxY - frame.height
        var layers = SheetDemo.sheetLayers(frame, stage: stage)
        var moving: LayerState?
        var index = Swift.max(0, Int(((frame.innerOffset - SheetDemo.rowGap) / (SheetDemo.rowHeight + SheetDemo.rowGap)).rounded(.down)))
        while index < rowCount {
            let rowY = rowTop(index)
            if rowY > stage.maxY { break }
            if rowY >= top {
                let drawn = _swipeRowLayers(row: Rect(x: stage.minX + inset, y: rowY, width: rowWidth, height: SheetDemo.rowHeight),
                                            offset: rows.row(index).offset, alpha: 0.55 + 0.1 * Double(index % 3))
                if let actions = drawn.actions { layers.append(actions) }   // the revealed buttons, under the content
                if arbiter.owner == .row(index) { moving = drawn.content } else { layers.append(drawn.content) }
            }
            index += 1
        }
        if let moving { layers.append(moving) }
        let owner = _ownerName(arbiter) { part in
            switch part {
            case .sheet: "sheet"
            case .row(let index): "row \(index)"
            }
        }
        let open = rows.activeRows.first { $0.row.offset != 0 }
        return DemoFrame(
            layers: layers, state: frame.state.rawValue + " · " + owner,
            readings: [("height", frame.height), ("offset", frame.innerOffset), ("open row", Double(open?.index ?? -1)),
                       ("row offset", open?.row.offset ?? 0)],
            replayFields: [("state", .string(frame.state.rawValue)), ("height", .number(frame.height)),
                           ("innerOffset", .number(frame.innerOffset)), ("openRow", .integer(open?.index ?? -1)),
                           ("rowOffset", .number(open?.row.offset ?? 0))])
    }

    public var isSettled: Bool {
        sheet.isSettled && !arbiter.isTracking && rows.isSettled
    }

    public var replay: (interaction: String, arguments: [String])? { nil }
}
