import Geometry
import Gestures
import Scroll
import SwipeActions

/// A vertical list of swipeable rows sharing every touch, as Mail's inbox: a `ScrollBehavior` and
/// `SwipeRow`s arbitrated by a ``TouchArbiter``.
///
/// ```swift
/// import Host
///
/// var inbox = try SwipeList(rowCount: 50, rowHeight: 80, viewport: Size(width: 390, height: 700),
///                           trailing: SwipeActionsConfiguration(count: 2))
/// // A slow swipe left on the third row (y 200 is in 160..<240).
/// inbox.handle(PointerSample(pointer: 0, x: 300, y: 200, phase: .began, time: 0))
/// inbox.handle(PointerSample(pointer: 0, x: 240, y: 204, phase: .moved, time: 0.2))
/// inbox.handle(PointerSample(pointer: 0, x: 180, y: 206, phase: .moved, time: 0.4))
/// inbox.handle(PointerSample(pointer: 0, x: 180, y: 206, phase: .ended, time: 0.6))
/// var time = 0.6
/// while !inbox.isSettled { time += 1.0 / 120; inbox.tick(at: time) }
/// print(inbox.row(2).state, inbox.row(2).offset, inbox.offset)   // open(trailing) -148.0 0.0
/// ```
///
/// The rules:
/// - A touch belongs to nobody until it passes the slop (the pan's hysteresis, 10 points): nothing moves.
///   Then a mostly horizontal move (|dx| > |dy|) on a row gives it to that row, anything else to the list;
///   the owner is given the whole touch from its first sample, and the other parts never move during it.
/// - A touch on a moving list (decelerating or bouncing back) stops it, belongs to the list and swipes no row.
/// - A row that takes a touch closes every other open row, at the touch's timestamp: swiping one row while
///   another is open closes that one and opens this one in the same gesture.
/// - The list taking a touch (scrolling) closes every open row; so does a tap (a touch that ends before
///   passing the slop), as in UITableView.
/// - Host readings (``update(with:)``: the host runs its own pan for the table) scroll the list.
///
/// Rows that are closed at rest cost nothing: only the rows in ``activeRows`` (swiped, open or moving)
/// are kept and ticked. Every run rests with the list in bounds and each row at exactly 0 or an edge's
/// revealed width. Each row is as wide as the viewport.
public struct SwipeList: Interaction {
    /// The list's scroll view (vertical).
    public internal(set) var list: ScrollBehavior
    /// The rows: the active ones and the closed row that stands for the others.
    public internal(set) var rows: SwipeRowSet
    /// Who owns the touch in progress.
    public internal(set) var arbiter = TouchArbiter<SwipeListPart>()
    /// How many rows.
    public let rowCount: Int
    /// Each row's height, points.
    public let rowHeight: Double
    /// A closed row: what every row not in ``activeRows`` is.
    @inlinable public var closedRow: SwipeRow { rows.closedRow }
    /// The rows that are not closed at rest, in the order they became active.
    @inlinable public var activeRows: [SwipeListRow] { rows.activeRows }

    /// The most rows: 10⁹.
    public static let maximumRowCount = 1_000_000_000

    /// A list.
    ///
    /// - Parameters:
    ///   - rowCount: How many rows: 0...10⁹.
    ///   - rowHeight: Each row's height, points: positive and finite, with `rowCount × rowHeight` finite.
    ///   - viewport: The list's visible size, points (each row is as wide).
    ///   - leading: The actions revealed by a swipe right, or nil.
    ///   - trailing: The actions revealed by a swipe left, or nil.
    ///   - physics: The list's scroll physics; UIKit's by default.
    /// - Throws: `ConfigurationError` naming `rowCount`, `rowHeight`, `viewportSize` or an edge's
    ///   `actionWidths` (their total must be less than the viewport's width).
    public init(rowCount: Int, rowHeight: Double, viewport: Size, leading: SwipeActionsConfiguration? = nil,
                trailing: SwipeActionsConfiguration? = nil, physics: ScrollPhysics = .uikit) throws(ConfigurationError) {
        guard rowCount >= 0, rowCount <= Self.maximumRowCount else {
            throw ConfigurationError(parameter: "rowCount", describing: Double(rowCount), requirement: "must be in 0...1000000000")
        }
        try ConfigurationError.check(rowHeight, "rowHeight", .positive)
        guard (Double(rowCount) * rowHeight).isFinite else {
            throw ConfigurationError(parameter: "rowHeight", describing: rowHeight, requirement: "times rowCount must be finite")
        }
        list = try ScrollBehavior(contentSize: Size(width: viewport.width, height: Double(rowCount) * rowHeight),
                                  viewportSize: viewport, axes: .vertical, physics: physics)
        rows = SwipeRowSet(closedRow: try SwipeRow(width: viewport.width, leading: leading, trailing: trailing))
        self.rowCount = rowCount
        self.rowHeight = rowHeight
    }

    /// The list's content offset, points.
    @inlinable
    public var offset: Double { list.contentOffset.y }

    /// Row `index` (a closed row when it is not active).
    public func row(_ index: Int) -> SwipeRow { rows.row(index) }

    /// What a frame shows.
    ///
    /// Inlined at the caller, as `handle`, `update(with:)` and `tick(at:)` are, so that a frame whose
    /// velocity is not read (a host drawing the offset) makes no velocity estimate while a finger drags.
    @inlinable
    public var frame: SwipeListFrame {
        SwipeListFrame(offset: list.contentOffset.y, velocity: list.velocity.dy, state: list.state)
    }

    public var isSettled: Bool {
        list.isSettled && !arbiter.isTracking && rows.isSettled
    }

    /// What happened since the previous tick, in time order: the rows' events (``SwipeRowSet/events``:
    /// full-swipe thresholds crossed, commits, rows coming to rest open or closed), each with
    /// `FeedbackEvent.index` the row's index, and the list's own events as it reports them.
    public var events: [FeedbackEvent] { log.events }
    var log = _FeedbackLog()

    /// The user's motion settings, for the list's motions and every row's (`SwipeRow/motionPreferences`):
    /// the duration scale stretches every release's and close's motion (0: at rest at the input that
    /// started it); Reduce Motion settles without bounce. The finger is followed exactly either way.
    public var motionPreferences: MotionPreferences {
        get { rows.motionPreferences }
        set {
            rows.motionPreferences = newValue
            list.motionPreferences = newValue
        }
    }

    // MARK: Input

    /// Feeds one pointer sample to whichever part owns its touch (see the rules above).
    ///
    /// - Returns: The frame after the sample.
    /// - Complexity: O(active rows), plus the part's work; a claim gives the claimant the touch's samples.
    @inlinable @inline(__always) @discardableResult
    public mutating func handle(_ sample: PointerSample) -> SwipeListFrame {
        _handle(sample)
        return frame
    }

    @usableFromInline
    mutating func _handle(_ sample: PointerSample) {
        log.beginCall()
        if sample.phase == .began, !arbiter.isTracking, list.state != .idle {
            // A touch on a moving list stops it, and is the list's.
            arbiter.claim(.list)
        }
        let touchDown = arbiter.isTracking ? arbiter.touchDownLocation : sample.location
        let index = rowIndex(at: touchDown)
        let decision = arbiter.handle(sample) { movement in
            if Swift.abs(movement.dx) > Swift.abs(movement.dy), let index { return .row(index) }
            return .list
        }
        switch decision {
        case .waiting:
            break
        case .unclaimed:
            // A tap: UITableView closes the open rows.
            rows.closeRows(at: sample.time)
        case .claimed(.list):
            rows.closeRows(at: sample.time)
            for held in arbiter.held { list.handle(held) }
        case .claimed(.row(let index)):
            rows.claim(index, held: arbiter.held, at: sample.time)
        case .owned(.list):
            list.handle(sample)
        case .owned(.row(let index)):
            rows.handle(sample, row: index)
        }
    }

    /// Follows the host's own pan of the table: scrolls the list (and closes the open rows when it begins).
    ///
    /// - Returns: The frame after the reading.
    @inlinable @inline(__always) @discardableResult
    public mutating func update(with reading: GestureReading) -> SwipeListFrame {
        _update(with: reading)
        return frame
    }

    @usableFromInline
    mutating func _update(with reading: GestureReading) {
        log.beginCall()
        if reading.state == .began { rows.closeRows(at: reading.time) }
        list.update(with: reading)
    }

    /// Advances the list and the active rows to `time`, and forgets the rows closed at rest.
    ///
    /// - Complexity: O(active rows), no allocation.
    @inlinable @inline(__always) @discardableResult
    public mutating func tick(at time: Double) -> SwipeListFrame {
        _tick(at: time)
        return frame
    }

    @usableFromInline
    mutating func _tick(at time: Double) {
        log.beginCall()
        list.tick(at: time)
        if case .row(let index)? = arbiter.owner { rows.tick(at: time, owner: index) } else { rows.tick(at: time, owner: nil) }
        // Each part's events since its previous tick (the inputs' between included).
        // By index (iterating an array of events looks its conformance up at run time, allocating once).
        let listEvents = list.events, rowEvents = rows.events
        for position in listEvents.indices { log.emit(listEvents[position]) }
        for position in rowEvents.indices { log.emit(rowEvents[position]) }
        log.endFrame()
    }

    /// Cancels the touch in progress (the list's or a row's drag ends, once, as cancelled); rows rest where
    /// they were going.
    public mutating func reset() {
        log.removeAll()
        list.reset()
        rows.reset()
        arbiter.reset()
    }

    /// Closes every open row (the host's "close" call: an action finished, the list was reloaded), starting
    /// at `time`, the call's timestamp on the frames' clock.
    public mutating func closeRows(at time: Double) {
        log.beginCall()
        rows.closeRows(at: time)
    }

    // MARK: Rows

    /// The row under `location` (viewport coordinates), if any.
    func rowIndex(at location: Point) -> Int? {
        let y = (list.contentOffset.y + location.y) / rowHeight
        guard y.isFinite, y >= 0, y < Double(rowCount) else { return nil }
        return Int(y)
    }
}
