import Gestures
import SwipeActions

/// The swipeable rows of a list that shares its touches (``SwipeList``, a sheet's list): one closed row
/// stands for every row at rest, and only the rows swiped, open or moving are kept and ticked.
///
/// ```swift
/// import Host
///
/// var rows = SwipeRowSet(closedRow: try SwipeRow(width: 390, trailing: SwipeActionsConfiguration(count: 2)))
/// // The arbiter gave row 3 a touch: every other row closes and row 3 gets the touch's samples so far.
/// rows.claim(3, held: [PointerSample(pointer: 0, x: 300, y: 20, phase: .began, time: 0),
///                      PointerSample(pointer: 0, x: 200, y: 22, phase: .moved, time: 0.2)], at: 0.2)
/// rows.handle(PointerSample(pointer: 0, x: 180, y: 22, phase: .ended, time: 0.4), row: 3)
/// var time = 0.4
/// while !rows.isSettled { time += 1.0 / 120; rows.tick(at: time, owner: nil) }
/// print(rows.row(3).offset, rows.row(4).offset)   // -148.0 0.0
/// ```
///
/// The rules a list of swipe rows follows (UITableView's): a row taking a touch closes every other open
/// row at the touch's timestamp; the list taking one, or a tap, closes them all (``closeRows(except:at:)``).
public struct SwipeRowSet: Sendable {
    /// A closed row: what every row not in ``activeRows`` is.
    public internal(set) var closedRow: SwipeRow
    /// The rows that are not closed at rest, in the order they became active.
    public internal(set) var activeRows: [SwipeListRow] = []

    /// The rows' events since the previous ``tick(at:owner:)`` (each row's `SwipeRow/events`: full-swipe
    /// thresholds, commits, rests), in time order, each with `FeedbackEvent.index` the row's index.
    public var events: [FeedbackEvent] { log.events }
    var log = _FeedbackLog()

    /// The user's motion settings, given to every row (the closed row's stand for the rows to come).
    public var motionPreferences: MotionPreferences {
        get { closedRow.motionPreferences }
        set {
            closedRow.motionPreferences = newValue
            for slot in activeRows.indices { activeRows[slot].row.motionPreferences = newValue }
        }
    }

    /// Rows that are all `closedRow` (each row's width and actions).
    public init(closedRow: SwipeRow) {
        self.closedRow = closedRow
        activeRows.reserveCapacity(8)
    }

    /// Row `index` (a closed row when it is not active).
    public func row(_ index: Int) -> SwipeRow {
        for active in activeRows where active.index == index { return active.row }
        return closedRow
    }

    /// True when every active row rests.
    public var isSettled: Bool {
        for active in activeRows where !active.row.isSettled { return false }
        return true
    }

    /// Gives row `index` the touch an arbiter just decided for it: every other row closes from `time`,
    /// then the row is given `held` (the touch's samples so far, in order, with their own timestamps).
    ///
    /// - Complexity: O(active rows + held samples).
    public mutating func claim(_ index: Int, held: [PointerSample], at time: Double) {
        log.beginCall()
        closeRows(except: index, at: time)
        let slot = activate(index)
        for sample in held { activeRows[slot].row.handle(sample) }
    }

    /// Gives row `index` one more sample of the touch it owns (nothing if it is not active).
    public mutating func handle(_ sample: PointerSample, row index: Int) {
        log.beginCall()
        if let slot = slot(of: index) { activeRows[slot].row.handle(sample) }
    }

    /// Closes every active row but `kept`, starting at `time` (each row is brought to `time` first, so the
    /// close starts there and not at its last frame).
    public mutating func closeRows(except kept: Int? = nil, at time: Double) {
        log.beginCall()
        for slot in activeRows.indices where activeRows[slot].index != kept {
            guard activeRows[slot].row.state != .closed || activeRows[slot].row.offset != 0 else { continue }
            if time.isFinite {
                activeRows[slot].row.tick(at: time)
                report(slot)
            }
            activeRows[slot].row.close()
        }
    }

    /// Advances the active rows to `time` and forgets those closed at rest, but the one that owns the
    /// touch in progress (`owner`).
    ///
    /// - Complexity: O(active rows), no allocation.
    public mutating func tick(at time: Double, owner: Int?) {
        log.beginCall()
        var slot = 0
        while slot < activeRows.count {
            activeRows[slot].row.tick(at: time)
            report(slot)
            let active = activeRows[slot]
            if active.row.isSettled, active.row.state == .closed, active.row.offset == 0, active.index != owner {
                activeRows.remove(at: slot)
            } else {
                slot += 1
            }
        }
        log.endFrame()
    }

    /// The events row `slot` reported at the tick just given to it, with its index.
    mutating func report(_ slot: Int) {
        let index = activeRows[slot].index
        let events = activeRows[slot].row.events
        for position in events.indices {
            var indexed = events[position]
            indexed.index = index
            log.emit(indexed)
        }
    }

    /// Cancels every row's drag (each ends once, as cancelled) and forgets the rows closed at rest.
    public mutating func reset() {
        log.removeAll()
        for slot in activeRows.indices { activeRows[slot].row.reset() }
        activeRows.removeAll { $0.row.state == .closed && $0.row.offset == 0 }
    }

    func slot(of index: Int) -> Int? {
        for slot in activeRows.indices where activeRows[slot].index == index { return slot }
        return nil
    }

    /// Row `index`'s slot in ``activeRows``, adding it (closed) if it is not there.
    mutating func activate(_ index: Int) -> Int {
        if let slot = slot(of: index) { return slot }
        activeRows.append(SwipeListRow(index: index, row: closedRow))
        return activeRows.count - 1
    }
}
