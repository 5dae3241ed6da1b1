import Anchored
import Dynamics
import Geometry
import Gestures

/// A table row swiped sideways: UIKit's leading and trailing swipe actions, or Flutter's `Dismissible`,
/// headless. Built on `AnchoredDraggable`: the row is anchors at 0, ± the actions' widths and ± the row's
/// width, and each profile decides which one a release goes to.
///
/// ```swift
/// import SwipeActions
///
/// // A 375-point row with a Delete and an Archive button on the trailing edge.
/// var row = try SwipeRow(width: 375, trailing: SwipeActionsConfiguration(count: 2))
/// row.handle(PointerSample(pointer: 0, x: 300, y: 20, phase: .began, time: 0))
/// row.handle(PointerSample(pointer: 0, x: 200, y: 20, phase: .moved, time: 0.05))
/// row.handle(PointerSample(pointer: 0, x: 190, y: 20, phase: .ended, time: 0.06))
/// var time = 0.06
/// while !row.isSettled { time += 1.0 / 120; row.tick(at: time) }
/// print(row.state, row.offset)   // open(trailing) -148.0
/// ```
///
/// **UIKit profile** (``init(width:leading:trailing:spring:pan:)``): the content follows the finger and
/// reveals an edge's actions; past their total width it follows with UIScrollView's rubber band, unless
/// the edge performs its first action with a full swipe: then it follows freely to the row's width.
/// At the release:
/// 1. a full swipe (the offset past ``SwipeRowDefaults/fullSwipeFraction`` of the way from the revealed width
///    to the row's width, on an edge that allows it) commits the first action: ``state`` is
///    ``SwipeRowState/committed(_:action:)`` and the content slides out to the row's width;
/// 2. a tap (less than ``SwipeRowDefaults/tapSlop`` of movement) on an open row closes it;
/// 3. otherwise Compose's anchored rule between closed and open: 125 points per second opens or closes
///    in the release's direction, a slower release opens past half the actions' width.
///
/// **Flutter profile** (``init(width:dismissible:pan:)``): the content follows the finger in the allowed
/// directions, clamped at the row's width. A release along the row at least 700 points per second and 400
/// faster than across it is a fling: toward the side the content is on it dismisses, with Flutter's fling
/// spring; the other way it comes back. A slower release dismisses past 40 % of the width (linearly,
/// over the remaining part of 200 ms) or comes back. ``state`` is ``SwipeRowState/dismissed(_:)``.
///
/// Every run rests exactly on 0, an edge's revealed width or ± the row's width. The state is polled
/// (``state``, ``isFullSwipeArmed``) and the moments to feel are in ``events`` after each tick; nothing
/// is called from inside the row's methods. To close an open
/// row when another row is touched or the table scrolls, call ``close(at:)`` (UIKit closes it for you; here it
/// is the host's one line).
public struct SwipeRow: Interaction {
    /// The anchored drag the row is.
    public internal(set) var drag: AnchoredDraggable<SwipeRowState>
    /// The row's width, points: how far a committed or dismissed row's content slides.
    public let width: Double
    /// The leading edge's actions (UIKit profile), or nil.
    public let leading: SwipeActionsConfiguration?
    /// The trailing edge's actions (UIKit profile), or nil.
    public let trailing: SwipeActionsConfiguration?
    /// Flutter's `Dismissible` configuration (Flutter profile), or nil.
    public let dismissible: DismissibleConfiguration?
    /// True while a finger holds the row past the full-swipe threshold of an edge that allows one: the
    /// first action would be performed on release (UIKit expands its button and plays a haptic here).
    /// It arms at the threshold and disarms only ``SwipeRowDefaults/fullSwipeHysteresis`` back inside it,
    /// so a finger resting on the threshold neither flickers it nor changes what the release does.
    public private(set) var isFullSwipeArmed = false

    /// The full-swipe thresholds of the edges that allow one, with their hysteresis: the leading edge's
    /// on the offset, the trailing edge's on the offset negated.
    var leadingFullSwipe: _ThresholdCrossing?
    var trailingFullSwipe: _ThresholdCrossing?
    /// Their thresholds (infinite for an edge without one): a disarmed row short of both has nothing to
    /// follow, the common sample.
    var leadingThreshold = Double.infinity
    var trailingThreshold = Double.infinity

    /// What happened since the previous tick, in time order:
    /// - `FeedbackEvent.Kind.thresholdActivated` and `FeedbackEvent.Kind.thresholdDeactivated`: the
    ///   finger took the row past an edge's full-swipe threshold, or back out of it past the hysteresis
    ///   band (UIKit's full swipe; Android's `GESTURE_THRESHOLD_ACTIVATE`/`DEACTIVATE`), stamped with the
    ///   sample that did it; a cancelled drag that was armed deactivates at the cancel;
    /// - `FeedbackEvent.Kind.committed`: a full swipe's content arrived at the row's width (the action
    ///   is performed), at the slide's exact end;
    /// - `FeedbackEvent.Kind.dismissed`: a `Dismissible`'s content arrived off the row, at the slide's
    ///   exact end (before the resize);
    /// - `FeedbackEvent.Kind.snapped`: the row came to rest open or closed after a release or a close,
    ///   at the settle's exact end.
    /// A row's events carry no index; a list of rows (the host layer's) sets the row's.
    public var events: [FeedbackEvent] { log.events }
    var log = _FeedbackLog()

    /// The user's motion settings (the settle's, `AnchoredDraggable.motionPreferences`, and the
    /// `Dismissible` resize's): the duration scale stretches the settle and the resize (0 puts the row at
    /// its rest, and a dismissed row's height at 0, at the release); Reduce Motion settles without bounce.
    /// The finger is followed exactly either way.
    public var motionPreferences: MotionPreferences {
        get { drag.motionPreferences }
        set { drag.motionPreferences = newValue }
    }
    /// The row's height as a fraction of its own (Flutter profile): 1, then, once a dismissed row's content
    /// has slid out, falling to 0 over the configuration's `resizeDuration` from the instant it arrived
    /// (Flutter's `SizeTransition`). The host removes the row when it is 0 (Flutter's `onDismissed`).
    /// Always 1 in the UIKit profile (a committed row's removal is the host's list animation).
    public private(set) var heightFactor = 1.0

    /// The resize's clock, started at the instant a dismissed row's content arrived (FrameClock's rules
    /// for odd tick times, so a restarted host clock cannot hold the resize forever).
    var resizeClock = FrameClock()
    var resizeStarted = false
    var resizeFinished = false
    /// The duration scale the resize started with.
    var resizeScale = 1.0

    /// Closed and open, for the release's open-or-close decision (the committed anchors left out).
    let openAnchors: DraggableAnchors<SwipeRowState>
    var grabbedAt = 0.0
    var grabbedOpen = false

    /// The largest row width, points (10¹⁵, an anchor's largest position).
    public static let maximumWidth = 1e15

    /// A row with UIKit's swipe actions on either edge or both.
    ///
    /// - Parameters:
    ///   - width: The row's width, points: positive, at most ``maximumWidth``.
    ///   - leading: The leading edge's actions (revealed by a swipe right), or nil.
    ///   - trailing: The trailing edge's actions (revealed by a swipe left), or nil.
    ///   - spring: The settle (``SwipeRowDefaults/spring`` by default); must be damped.
    ///   - pan: The recogniser `handle(_:)` feeds (`PanRecognizer(minimumDistance: 0)` by default).
    /// - Throws: `ConfigurationError` naming `width`, `leading.actionWidths`/`trailing.actionWidths` (their
    ///   total must be less than the width) or `spring.damping`.
    public init(width: Double, leading: SwipeActionsConfiguration? = nil, trailing: SwipeActionsConfiguration? = nil,
                spring: Spring = SwipeRowDefaults.spring, pan: PanRecognizer? = nil) throws(ConfigurationError) {
        try SwipeRow.checkWidth(width)
        var keys: [SwipeRowState] = [.closed], positions = [0.0]
        var openKeys: [SwipeRowState] = [.closed], openPositions = [0.0]
        for edge in SwipeEdge.allCases {
            guard let actions = edge == .leading ? leading : trailing else { continue }
            let revealed = actions.revealedWidth
            guard revealed < width else {
                throw ConfigurationError(parameter: edge.rawValue + ".actionWidths", value: revealed,
                                         requirement: "must total less than the row's width")
            }
            let sign = edge == .leading ? 1.0 : -1.0
            keys.append(.open(edge))
            positions.append(sign * revealed)
            openKeys.append(.open(edge))
            openPositions.append(sign * revealed)
            if actions.performsFirstActionWithFullSwipe {
                keys.append(.committed(edge, action: 0))
                positions.append(sign * width)
            }
        }
        // Without a full swipe the outermost anchor is the revealed width: the rubber band starts there.
        self.drag = try AnchoredDraggable(anchors: DraggableAnchors(keys: keys, positions: positions), initialValue: .closed,
                                          positionalThreshold: SwipeRowDefaults.positionalThreshold,
                                          velocityThreshold: SwipeRowDefaults.velocityThreshold,
                                          settleAnimation: .spring(spring), overscroll: .rubberBand(dimension: width), pan: pan)
        self.openAnchors = try DraggableAnchors(keys: openKeys, positions: openPositions)
        self.width = width
        self.leading = leading
        self.trailing = trailing
        self.dismissible = nil
        drag.releaseIsDecidedByOwner = true
        leadingFullSwipe = SwipeRow.fullSwipeThreshold(leading, width: width)
        trailingFullSwipe = SwipeRow.fullSwipeThreshold(trailing, width: width)
        leadingThreshold = leadingFullSwipe?.threshold ?? .infinity
        trailingThreshold = trailingFullSwipe?.threshold ?? .infinity
    }

    /// An edge's full-swipe threshold with its hysteresis, if the edge allows a full swipe.
    static func fullSwipeThreshold(_ actions: SwipeActionsConfiguration?, width: Double) -> _ThresholdCrossing? {
        guard let actions, actions.performsFirstActionWithFullSwipe else { return nil }
        let revealed = actions.revealedWidth
        return _ThresholdCrossing(threshold: revealed + SwipeRowDefaults.fullSwipeFraction * (width - revealed),
                                  band: SwipeRowDefaults.fullSwipeHysteresis)
    }

    /// A row with Flutter's `Dismissible` behaviour.
    ///
    /// - Parameters:
    ///   - width: The row's width, points: positive, at most ``maximumWidth``.
    ///   - dismissible: The directions, thresholds and movement duration.
    ///   - pan: The recogniser `handle(_:)` feeds (`PanRecognizer(minimumDistance: 0)` by default).
    /// - Throws: `ConfigurationError` naming `width`.
    public init(width: Double, dismissible: DismissibleConfiguration, pan: PanRecognizer? = nil) throws(ConfigurationError) {
        try SwipeRow.checkWidth(width)
        var keys: [SwipeRowState] = [.closed], positions = [0.0]
        for edge in SwipeEdge.allCases where dismissible.direction.allows(edge) {
            keys.append(.dismissed(edge))
            positions.append(edge == .leading ? width : -width)
        }
        self.drag = try AnchoredDraggable(anchors: DraggableAnchors(keys: keys, positions: positions), initialValue: .closed,
                                          settleAnimation: .tween(duration: dismissible.movementDuration, curve: .linear),
                                          overscroll: .pinned, pan: pan)
        self.openAnchors = try DraggableAnchors(keys: [.closed], positions: [0])
        self.width = width
        self.leading = nil
        self.trailing = nil
        self.dismissible = dismissible
        drag.releaseIsDecidedByOwner = true
    }

    /// The content's horizontal offset, points: positive reveals the leading edge, negative the trailing.
    @inlinable
    public var offset: Double { drag.offset }

    /// Where the row rests, or is going after a release: while a finger holds it, where it rested before.
    public var state: SwipeRowState {
        drag.state == .dragging ? drag.settledValue : drag.targetValue
    }

    /// True when nothing moves until the next input: the content at rest, and a dismissed row's height
    /// at 0.
    public var isSettled: Bool {
        guard drag.isSettled else { return false }
        if dismissible != nil, case .dismissed = drag.settledValue { return heightFactor == 0 }
        return true
    }

    /// How far the revealed edge's actions show, 0...1 of their width (more past it): for the host to lay
    /// out or fade the buttons. 0 when closed or for the Flutter profile's edge without actions.
    public var revealedFraction: Double {
        let edge: SwipeActionsConfiguration? = offset > 0 ? leading : trailing
        guard let edge else { return 0 }
        return Swift.abs(offset) / edge.revealedWidth
    }

    // MARK: Input

    /// Feeds one pointer sample to the row's pan and follows it.
    ///
    /// - Returns: The offset after the sample.
    @discardableResult
    public mutating func handle(_ sample: PointerSample) -> Double {
        log.beginCall()
        let before = drag.state
        let restingOpen = isRestingOpen
        drag.handle(sample)
        // `follow` reads the pan's state and time only (a release's velocity comes from the drag's release).
        return follow(drag.pan.state, at: drag.pan.time, before: before, restingOpen: restingOpen)
    }

    /// Follows a reading of a recogniser the host runs itself (its x translation and velocity).
    ///
    /// - Returns: The offset after the reading.
    @discardableResult
    public mutating func update(with reading: GestureReading) -> Double {
        log.beginCall()
        let before = drag.state
        let restingOpen = isRestingOpen
        drag.update(with: reading)
        return follow(reading.state, at: reading.time, before: before, restingOpen: restingOpen)
    }

    /// Advances to the host's clock `time` and returns the offset to show.
    ///
    /// - Complexity: O(1) (five anchors at most) and one closed-form evaluation; no allocation.
    @discardableResult
    public mutating func tick(at time: Double) -> Double {
        log.beginCall()
        let offset = drag.tick(at: time)
        // The drag's events since its previous tick (the inputs' between included), in the row's words.
        // By index: iterating the array itself would look its generic conformance up at run time, which
        // allocates the first time, inside a frame.
        let settled = drag.events
        for position in settled.indices where settled[position].kind == .snapped {
            let event = settled[position]
            var kind = FeedbackEvent.Kind.snapped
            if let index = event.index, index < drag.anchors.keys.count {
                switch drag.anchors.keys[index] {
                case .committed: kind = .committed
                case .dismissed: kind = .dismissed
                case .open, .closed: break
                }
            }
            log.emit(FeedbackEvent(kind, at: event.time))
        }
        updateHeight(at: time)
        log.endFrame()
        return offset
    }

    /// The Flutter profile's height factor: 1 until the content rests dismissed, then shrinking over the
    /// resize from the instant it arrived (or, with no time known for it, from the next tick).
    @inline(__always)
    mutating func updateHeight(at time: Double?) {
        // The UIKit profile's height is always 1: nothing to follow (twice a frame, so checked inline).
        if dismissible == nil { return }
        followResize(at: time)
    }

    /// ``updateHeight(at:)`` for the Flutter profile.
    mutating func followResize(at time: Double?) {
        guard let dismissible, drag.isSettled, case .dismissed = drag.settledValue else {
            resizeStarted = false
            resizeFinished = false
            heightFactor = 1
            return
        }
        if resizeFinished || !(dismissible.resizeDuration > 0) {
            resizeFinished = true
            heightFactor = 0
            return
        }
        if !resizeStarted {
            resizeClock.start(at: drag.settledAt)
            resizeStarted = true
            resizeScale = motionPreferences.durationScale
        }
        if let time { resizeClock.advance(to: time) }
        // The resize's time, scaled as the settle's was (0: over at once).
        let resize = dismissible.resizeDuration * resizeScale
        heightFactor = resize > 0 ? DismissibleConfiguration.resizeHeightFactor(progress: resizeClock.elapsed / resize) : 0
        if heightFactor == 0 { resizeFinished = true }
    }

    /// Cancels a drag in progress (once, as cancelled) and rests where the row was going.
    public mutating func reset() {
        drag.reset()
        leadingFullSwipe?.reset()
        trailingFullSwipe?.reset()
        isFullSwipeArmed = false
        log.removeAll()
        // At rest dismissed, the resize is over too.
        resizeFinished = true
        updateHeight(at: nil)
    }

    /// Closes the row (another row was touched, the table scrolled, an action finished): the content
    /// springs back to 0 from where it is, starting at `time`. During a drag the finger has priority and
    /// nothing happens.
    ///
    /// - Parameter time: The timestamp of the input that caused it (the touch on another row, the
    ///   scroll's), so the motion is the same at any frame rate; `nil`: the last tick's time.
    public mutating func close(at time: Double? = nil) {
        log.beginCall()
        drag.animate(to: .closed, at: time)
    }

    // MARK: Decisions

    /// True when the row rests open: a tap on it closes it.
    var isRestingOpen: Bool {
        guard drag.isSettled, case .open = drag.settledValue else { return false }
        return true
    }

    /// Follows the drag after an input in `gesture`'s state at `time`: the grab, the full-swipe
    /// thresholds while dragging, the profile's decision at the release.
    mutating func follow(_ gesture: GestureState, at time: Double, before: AnchoredDragState, restingOpen: Bool) -> Double {
        let isDragging = drag.state == .dragging
        let wasDragging = before == .dragging
        updateHeight(at: nil)
        if isDragging, !wasDragging || gesture == .began {
            grabbedAt = drag.offset
            grabbedOpen = restingOpen
        }
        if isDragging {
            followFullSwipe(drag.offset, at: time)
        } else if wasDragging, let release = drag.lastRelease {
            if release.wasCancelled {
                // Nothing will be performed: an armed threshold is given up at the cancel.
                disarmFullSwipe(at: release.time)
            } else {
                followFullSwipe(release.offset, at: release.time)
            }
            decide()
            leadingFullSwipe?.reset()
            trailingFullSwipe?.reset()
            isFullSwipeArmed = false
        }
        return drag.offset
    }

    /// Follows the offset across the edges' full-swipe thresholds, reporting each crossing at `time`
    /// (the sample's). An offset that jumped from one edge's full swipe to the other's reports the edge
    /// left before the edge reached.
    mutating func followFullSwipe(_ offset: Double, at time: Double) {
        // Neither threshold can activate below it, nor deactivate while disarmed.
        guard isFullSwipeArmed || offset >= leadingThreshold || 0 - offset >= trailingThreshold else { return }
        let leadingCrossing = leadingFullSwipe?.update(offset)
        let trailingCrossing = trailingFullSwipe?.update(0 - offset)
        if leadingCrossing == .thresholdDeactivated { log.emit(FeedbackEvent(.thresholdDeactivated, at: time)) }
        if trailingCrossing == .thresholdDeactivated { log.emit(FeedbackEvent(.thresholdDeactivated, at: time)) }
        if leadingCrossing == .thresholdActivated { log.emit(FeedbackEvent(.thresholdActivated, at: time)) }
        if trailingCrossing == .thresholdActivated { log.emit(FeedbackEvent(.thresholdActivated, at: time)) }
        isFullSwipeArmed = leadingFullSwipe?.isActive == true || trailingFullSwipe?.isActive == true
    }

    /// Gives up an armed full swipe at `time` (a cancelled drag).
    mutating func disarmFullSwipe(at time: Double) {
        if isFullSwipeArmed { log.emit(FeedbackEvent(.thresholdDeactivated, at: time)) }
        leadingFullSwipe?.reset()
        trailingFullSwipe?.reset()
        isFullSwipeArmed = false
    }

    /// The edge whose full swipe is armed, if any.
    var armedFullSwipeEdge: SwipeEdge? {
        if leadingFullSwipe?.isActive == true { return .leading }
        if trailingFullSwipe?.isActive == true { return .trailing }
        return nil
    }

    /// After a release: the profile's choice replaces the anchored drag's (from the release itself).
    mutating func decide() {
        guard let release = drag.lastRelease else { return }
        if let dismissible {
            decideDismissal(release, configuration: dismissible)
            return
        }
        let target: SwipeRowState
        if release.wasCancelled {
            target = openAnchors.closest(to: release.offset)
        } else if let edge = armedFullSwipeEdge {
            target = .committed(edge, action: 0)
        } else if grabbedOpen, Swift.abs(release.offset - grabbedAt) < SwipeRowDefaults.tapSlop {
            target = .closed
        } else {
            target = openAnchors.target(forOffset: release.offset, velocity: release.velocity,
                                        positionalThreshold: SwipeRowDefaults.positionalThreshold,
                                        velocityThreshold: SwipeRowDefaults.velocityThreshold)
        }
        if target != release.target || drag.isSettled {
            drag.animate(to: target, velocity: release.velocity)
        }
    }

    /// Flutter's `_handleDragEnd` with `_describeFlingGesture`.
    mutating func decideDismissal(_ release: AnchoredRelease<SwipeRowState>, configuration: DismissibleConfiguration) {
        let x = release.offset
        guard x != 0 else { return }                             // at rest on 0: nothing to settle
        let edge: SwipeEdge = x > 0 ? .leading : .trailing
        // Dragged the whole width: Flutter's controller is complete and the row is dismissed, whatever
        // the release's velocity (`_handleDragEnd` checks `isCompleted` before any fling).
        if Swift.abs(x) >= width, configuration.direction.allows(edge) {
            drag.animate(to: .dismissed(edge), using: .tween(duration: 0, curve: .linear))
            return
        }
        let threshold = configuration.threshold(for: edge)
        let along = release.velocity
        // Flutter's horizontal drag recogniser ends with a velocity of (v, 0): the cross-axis speed that
        // `_describeFlingGesture` subtracts is always zero, so a diagonal flick is a fling too.
        let across = 0.0
        let isFling = !release.wasCancelled && Swift.abs(along) >= DismissibleConfiguration.minimumFlingVelocity
            && Swift.abs(along) - across >= DismissibleConfiguration.minimumFlingVelocityDelta
        let flingSpeed = Swift.abs(along) * DismissibleConfiguration.flingVelocityScale * width
        let sign = x > 0 ? 1.0 : -1.0
        // `AnimationController.fling` aims its spring past the bound by its tolerance (0.01 of the width)
        // and stops as it crosses the bound.
        let overshoot = DismissibleConfiguration.flingOvershoot * width
        if isFling, (along > 0) == (x > 0), threshold < 1 {
            drag.fling(to: .dismissed(edge), spring: DismissibleConfiguration.flingSpring, velocity: sign * flingSpeed,
                       overshoot: overshoot)
        } else if isFling, (along > 0) != (x > 0) {
            drag.fling(to: .closed, spring: DismissibleConfiguration.flingSpring, velocity: -sign * flingSpeed,
                       overshoot: overshoot)
        } else {
            // Linear over the part of the movement duration that the remaining distance is of the width.
            let dismiss = !isFling && Swift.abs(x) / width > threshold
            let remaining = dismiss ? width - Swift.abs(x) : Swift.abs(x)
            let duration = configuration.movementDuration * Swift.max(remaining, 0) / width
            drag.animate(to: dismiss ? .dismissed(edge) : .closed, using: .tween(duration: duration, curve: .linear))
        }
    }

    static func checkWidth(_ width: Double) throws(ConfigurationError) {
        try ConfigurationError.check(width, "width", .positive)
        if width > maximumWidth {
            throw ConfigurationError(parameter: "width", value: width, requirement: "must be at most 1e15 points")
        }
    }
}
