import Dynamics
import Geometry
import Gestures
import Scroll

/// A vertical list whose items are reordered by dragging: UIKit's interactive movement, SwiftUI's
/// `onMove`, Flutter's `ReorderableListView`, headless.
///
/// ```swift
/// import Reorderable
///
/// // Ten 50-point items in a 320 × 400 viewport; hold the third (id 2) for half a second, drag it down
/// // by two items and let go.
/// var list = try ReorderableList(itemCount: 10, itemHeight: 50, viewportSize: Size(width: 320, height: 400))
/// list.handle(PointerSample(pointer: 0, x: 100, y: 125, phase: .began, time: 0))
/// list.tick(at: 0.5)                                                            // the long press lifts it
/// list.handle(PointerSample(pointer: 0, x: 100, y: 225, phase: .moved, time: 0.8))
/// list.handle(PointerSample(pointer: 0, x: 100, y: 225, phase: .ended, time: 1.0))
/// var time = 1.0
/// while !list.isSettled { time += 1.0 / 120; list.tick(at: time) }
/// print(list.order)         // [0, 1, 3, 4, 2, 5, 6, 7, 8, 9]
/// print(list.lastMove!)     // 2 → 4
/// print(list.top(ofItem: 2))   // 200.0
/// ```
///
/// **Lift.** A long press on an item (``ReorderActivation/standard``) or a touch on its handle
/// (``ReorderActivation/handle(width:)``) lifts it at the instant the press completes (the touch's
/// timestamp plus the press duration, not the next frame): the lift's progress goes to 1 by
/// ``ReorderLift`` (a spring to a scale and an elevation, or Flutter's 250 ms ease-in-out elevation).
/// A touch that moves further first scrolls the list (``scroll``, the Scroll module's scroll view).
///
/// **Drag.** The item follows the finger. Its slot is decided by one symmetric rule: the item below
/// moves up when the lifted item's bottom edge passes below its midpoint, the item above moves down
/// when the lifted item's top edge passes above its midpoint; the same boundaries up and down, at the
/// instant they are crossed. Displaced items spring to their new slots from where they are and how fast
/// they move then, so a target that changes mid-flight keeps position and velocity continuous.
/// ``order`` is the arrangement shown (the lifted item in its target slot): always a permutation.
///
/// **Auto-scroll.** Held past the viewport's top or bottom edge, the lifted item scrolls the list at a
/// speed set by how far past the edge it is (``ReorderAutoScroll``); between two samples the speed is
/// constant and the list moves in closed form, so the same trace scrolls the same at any rate.
///
/// **Drop.** At the release the item springs from where it is, with the finger's velocity at the
/// release's timestamp, into its slot, and rests there exactly; the lift goes back to 0;
/// ``lastMove`` reports the change of order (a cancelled touch puts the item back where it was).
///
/// Items have ids 0..<``itemCount`` (the initial order) and one height. Events are polled
/// (``state``, ``lastMove``); nothing is called from inside the list's methods.
public struct ReorderableList: Interaction {
    public typealias Output = ReorderFrame

    /// How many items.
    public let itemCount: Int
    /// Each item's height, points.
    public let itemHeight: Double
    /// The viewport's size, points.
    public let viewportSize: Size
    /// What lifts an item.
    public let activation: ReorderActivation
    /// How a lifted item rises.
    public let lift: ReorderLift
    /// The spring of displaced items and of the drop.
    public let spring: Spring
    /// How the list scrolls by itself near its edges.
    public let autoScroll: ReorderAutoScroll

    /// The list's own scroll view (vertical): dragged by a touch that moves before it lifts an item,
    /// scrolled by the auto-scroll while an item is lifted.
    public internal(set) var scroll: ScrollBehavior
    /// The item ids from top to bottom as shown: while an item is lifted, with it in its target slot.
    public internal(set) var order: [Int]
    /// What the list is doing.
    public internal(set) var state: ReorderState = .idle
    /// The last drop's change of order, or nil when it changed nothing (or before any drop).
    public internal(set) var lastMove: ReorderMove?

    /// Each item's motion along the list, by id.
    var legs: [_ItemLeg]
    /// The events since the previous tick, and when the drop's landing ends (nil when none is pending).
    var log = _FeedbackLog()
    var dropLandsAt: Double?

    /// What happened since the previous tick, in time order, each at its exact time:
    /// `lifted` when an item lifts (the long press's instant, the handle's touch),
    /// index its slot; `itemTicked` each time the dragged item takes a new slot (one
    /// per slot passed, at the sample that moved it or the instant the auto-scroll carried it there), index
    /// the slot; `edgeHit` when the auto-scroll reaches an end of the list, with its
    /// speed; `dropped` at the exact end of the dropped item's landing, index its slot.
    public var events: [FeedbackEvent] { log.events }

    /// The user's motion settings, read by each motion as it starts: the duration scale plays the lift, the
    /// displaced items' springs and the drop's landing slower (2) or at once (0: in their slots at once);
    /// Reduce Motion keeps the lifted item at its size (``ReorderFrame/liftScale`` 1: the elevation still
    /// shows the lift) and lands every spring without bounce (damping ratio at least 1). The finger and the
    /// auto-scroll (held by the finger) are followed as they are. The list's own scrolling reads them too.
    public var motionPreferences = MotionPreferences.standard {
        didSet { scroll.motionPreferences = motionPreferences }
    }

    /// The displaced items' and the drop's spring under the preferences.
    var itemSpring: Spring { motionPreferences.reduceMotion ? spring.withoutBounce : spring }
    var liftMotion = _LiftMotion()
    var press: LongPressRecognizer
    var tracker = VelocityTracker()
    /// The time everything has been brought to (inputs and ticks), or −∞ before any.
    var now = -Double.infinity

    // The touch that may become a long press.
    var pressArmed = false
    var pressPointer = 0
    var pressDownTime = 0.0
    var pressLocation = Point.zero

    // The lifted item (valid while dragging or dropping).
    var dragged = -1
    var dragPointer = 0
    /// The finger's y in the viewport.
    var fingerY = 0.0
    /// The finger's y in content coordinates minus the item's top, at the lift.
    var grab = 0.0
    var fromIndex = 0
    var targetIndex = 0
    /// While dropping: the instant every motion rests.
    var settlesAt = 0.0

    // The auto-scroll's current segment: the offset moves at `scrollSpeed` from `segmentOffset` at
    // `segmentStart` until `segmentEnd`, where it is exactly `segmentEndOffset`.
    var scrollSpeed = 0.0
    var segmentStart = 0.0
    var segmentOffset = 0.0
    var segmentEnd = Double.infinity
    var segmentEndOffset = 0.0

    /// The most items a list holds (storage is allocated at configuration).
    public static let maximumItemCount = 1_000_000

    /// A reorderable list.
    ///
    /// - Parameters:
    ///   - itemCount: How many items, 0...``maximumItemCount``; their ids are 0..<itemCount, top to bottom.
    ///   - itemHeight: Each item's height, points: positive, with itemCount × itemHeight at most 1e15.
    ///   - viewportSize: The viewport's size, points: positive and finite.
    ///   - activation: What lifts an item (``ReorderActivation/standard`` by default).
    ///   - lift: How it rises (``ReorderLift/standard`` by default).
    ///   - spring: Displaced items and the drop (``ReorderableList/defaultSpring`` by default); must be damped.
    ///   - autoScroll: Near an edge (``ReorderAutoScroll/standard`` by default).
    ///   - physics: The list's scroll physics (UIKit's by default).
    /// - Throws: `ConfigurationError` naming the parameter at fault (`itemCount`, `itemHeight`,
    ///   `viewportSize.width`, `activation.duration`, `lift.scale`, `spring.damping`, `autoScroll.maximumSpeed`, ...).
    public init(itemCount: Int, itemHeight: Double, viewportSize: Size, activation: ReorderActivation = .standard,
                lift: ReorderLift = .standard, spring: Spring = ReorderableList.defaultSpring,
                autoScroll: ReorderAutoScroll = .standard, physics: ScrollPhysics = .uikit) throws(ConfigurationError) {
        guard itemCount >= 0, itemCount <= ReorderableList.maximumItemCount else {
            throw ConfigurationError(parameter: "itemCount", value: "\(itemCount)", requirement: "must be in 0...1000000")
        }
        try ConfigurationError.check(itemHeight, "itemHeight", .positive)
        guard Double(itemCount) * itemHeight <= 1e15 else {
            throw ConfigurationError(parameter: "itemHeight", value: itemHeight,
                                     requirement: "must keep itemCount × itemHeight at most 1e15 points")
        }
        try ConfigurationError.checkPositive(viewportSize, "viewportSize")
        var press = LongPressRecognizer()
        switch activation {
        case .longPress(let duration, let allowableMovement):
            try ConfigurationError.check(duration, "activation.duration", .nonNegative)
            try ConfigurationError.check(allowableMovement, "activation.allowableMovement", .nonNegative)
            press = try LongPressRecognizer(minimumPressDuration: duration, allowableMovement: allowableMovement)
        case .handle(let width):
            try ConfigurationError.check(width, "activation.width", .positive)
        }
        if case .spring(let scale, let elevation, let liftSpring) = lift {
            try ConfigurationError.check(scale, "lift.scale", .positive)
            try ConfigurationError.check(elevation, "lift.elevation", .nonNegative)
            try ConfigurationError.check(liftSpring.damping, "lift.spring.damping", .positive)
        }
        try ConfigurationError.check(spring.damping, "spring.damping", .positive)
        try autoScroll.validate()
        scroll = try ScrollBehavior(contentSize: Size(width: viewportSize.width, height: Double(itemCount) * itemHeight),
                                    viewportSize: viewportSize, axes: .vertical, physics: physics,
                                    pan: PanRecognizer(minimumDistance: 10))
        self.itemCount = itemCount
        self.itemHeight = itemHeight
        self.viewportSize = viewportSize
        self.activation = activation
        self.lift = lift
        self.spring = spring
        self.autoScroll = autoScroll
        self.press = press
        order = Array(0..<itemCount)
        legs = (0..<itemCount).map { _ItemLeg(restingAt: Double($0) * itemHeight) }
    }

    /// Displaced items and the drop: Compose's `animateItem` placement spring (`Spring.StiffnessMediumLow`,
    /// 400, damping ratio 1), the spring Compose lists move their items with.
    public static let defaultSpring: Spring = {
        do throws(ConfigurationError) { return try Spring(stiffness: 400, dampingRatio: 1) } catch { preconditionFailure("\(error)") }
    }()

    // MARK: Reading

    /// The list's scroll offset, points.
    @inlinable
    public var contentOffset: Double { scroll.contentOffset.y }

    /// The lifted item's id while it is dragged or dropping, else nil.
    public var draggedItem: Int? { state == .dragging || state == .dropping ? dragged : nil }

    /// The item's top in content coordinates at the last input or tick, points: where to draw it.
    ///
    /// - Parameter id: The item's id, 0..<``itemCount``.
    /// - Complexity: O(1): one closed-form evaluation.
    public func top(ofItem id: Int) -> Double {
        precondition(id >= 0 && id < itemCount, "The item's id must be in 0..<itemCount")
        if state == .dragging, id == dragged { return fingerY - grab + contentOffset }
        return legs[id].state(at: now).position
    }

    /// What a tick shows now.
    public var frame: ReorderFrame {
        let (progress, _) = state == .dragging || state == .dropping ? liftMotion.state(at: now) : (0, 0)
        let id = draggedItem
        return ReorderFrame(state: state, contentOffset: contentOffset, draggedItem: id,
                            draggedTop: id.map { top(ofItem: $0) } ?? 0, liftProgress: progress,
                            liftScale: motionPreferences.reduceMotion ? 1 : lift.scale(progress: progress),
                            liftElevation: lift.elevation(progress: progress))
    }

    /// True when nothing moves until the next input: no item lifted or settling, no finger down waiting
    /// for a long press, the list at rest.
    public var isSettled: Bool { state == .idle && !pressArmed && scroll.isSettled }

    // MARK: Input

    /// Feeds one pointer sample: to the lifted item's drag, or to the long press and the list's scroll.
    ///
    /// - Returns: The frame after the sample.
    /// - Complexity: O(1), plus O(items between the old and new slot) when the slot changes.
    @discardableResult
    public mutating func handle(_ sample: PointerSample) -> ReorderFrame {
        log.beginCall()
        guard sample.isFinite else { return frame }
        advance(to: sample.time)
        if state == .dragging {
            guard sample.pointer == dragPointer else { return frame }
            try? tracker.add(sample)
            switch sample.phase {
            case .began, .moved, .stationary: moveFinger(to: sample.y, at: sample.time)
            case .ended: drop(at: sample.time, velocity: tracker.velocity(of: sample.pointer)?.dy ?? 0, cancelled: false)
            case .cancelled: drop(at: sample.time, velocity: 0, cancelled: true)
            }
            return frame
        }
        if sample.phase == .began, !pressArmed, state != .dropping, case .handle(let width) = activation,
           sample.x >= viewportSize.width - width, item(atViewportY: sample.y) != nil {
            // A touch on a handle lifts at once; it stops a moving list where it is at the touch.
            scroll.reset()
            beginDrag(pointer: sample.pointer, at: sample.time, location: sample.location)
            try? tracker.add(sample)
            return frame
        }
        scroll.handle(sample)
        followPress(sample)
        settleState()
        return frame
    }

    /// Follows a reading of a recogniser the host runs itself (its own long press or handle drag):
    /// `began` lifts the item under the reading's location, `changed` moves it, `ended` drops it with the
    /// reading's velocity, `cancelled` puts it back. Other readings change nothing.
    ///
    /// - Returns: The frame after the reading.
    @discardableResult
    public mutating func update(with reading: GestureReading) -> ReorderFrame {
        log.beginCall()
        guard reading.time.isFinite, reading.location.isFinite else { return frame }
        advance(to: reading.time)
        switch reading.state {
        case .began:
            guard state != .dragging, state != .dropping, item(atViewportY: reading.location.y) != nil else { break }
            scroll.reset()
            pressArmed = false
            beginDrag(pointer: dragPointer, at: reading.time, location: reading.location)
        case .changed:
            if state == .dragging { moveFinger(to: reading.location.y, at: reading.time) }
        case .ended:
            if state == .dragging {
                moveFinger(to: reading.location.y, at: reading.time)
                drop(at: reading.time, velocity: reading.velocity.dy.isFinite ? reading.velocity.dy : 0, cancelled: false)
            }
        case .cancelled, .failed:
            if state == .dragging { drop(at: reading.time, velocity: 0, cancelled: true) }
        case .possible, .recognized:
            break
        }
        return frame
    }

    /// Advances to the frame's timestamp and returns what to show.
    ///
    /// - Complexity: O(1) per frame, plus O(items passed) when the auto-scroll changes the slot; no allocation.
    @discardableResult
    public mutating func tick(at time: Double) -> ReorderFrame {
        log.beginCall()
        defer { log.endFrame() }
        guard time.isFinite else { return frame }
        advance(to: time)
        return frame
    }

    /// Cancels what is in progress and rests at once: a lifted item goes back to where it was, every
    /// item on its slot, the list within its bounds.
    public mutating func reset() {
        if state == .dragging { moveTarget(to: fromIndex, at: now, reporting: false) }
        log.removeAll()
        dropLandsAt = nil
        for index in 0..<itemCount { legs[order[index]] = _ItemLeg(restingAt: Double(index) * itemHeight) }
        liftMotion = _LiftMotion()
        scroll.reset()
        press.reset()
        press.reset()
        tracker.clear()
        pressArmed = false
        stopAutoScroll()
        state = .idle
    }

    // MARK: Time

    /// Brings everything to host time `time`: a long press that completes by then lifts at its exact
    /// instant, the auto-scroll and the slot changes it causes happen at their own instants, a drop
    /// that has settled ends.
    mutating func advance(to time: Double) {
        guard time.isFinite else { return }
        if let shift = ScaledClock.restartShift(from: now, to: time) {
            // A time much earlier than the last is a new time base (the host's clock restarted, or one
            // far-future timestamp was a mistake): every motion goes on from where it is.
            rebase(by: shift)
        }
        if pressArmed, case .longPress(let duration, _) = activation, time >= pressDownTime + duration {
            pressArmed = false
            if press.tick(at: time) == .began {
                let liftTime = pressDownTime + duration
                if item(atViewportY: pressLocation.y) != nil {
                    scroll.reset()
                    beginDrag(pointer: pressPointer, at: liftTime, location: pressLocation)
                }
            }
        }
        if state == .dragging {
            runAutoScroll(until: time)
        } else {
            scroll.tick(at: time)
        }
        if time > now { now = time }
        if let landing = dropLandsAt, now >= landing {
            dropLandsAt = nil
            log.emit(FeedbackEvent(.dropped, at: landing, index: targetIndex))
        }
        if state == .dropping, now >= settlesAt {
            dragged = -1
            state = .idle
        }
        settleState()
    }

    /// Moves every stored instant by `delta` seconds: the motions keep their state at the new time base.
    mutating func rebase(by delta: Double) {
        for id in 0..<itemCount { legs[id].startsAt += delta }
        liftMotion.rebase(by: delta)
        settlesAt += delta
        dropLandsAt = dropLandsAt.map { $0 + delta }
        segmentStart += delta
        segmentEnd += delta
        pressDownTime += delta
        now += delta
    }

    /// Outside a lift, the state follows the list's scroll.
    mutating func settleState() {
        guard state == .idle || state == .scrolling else { return }
        state = scroll.state == .idle ? .idle : .scrolling
    }

    // MARK: Lift, drag and drop

    /// The index of the slot under a viewport y, or nil past the items.
    func item(atViewportY y: Double) -> Int? {
        let content = y + contentOffset
        guard content >= 0, content < Double(itemCount) * itemHeight else { return nil }
        return Swift.min(Int(content / itemHeight), itemCount - 1)
    }

    /// The long press's part of a sample (not dragging).
    mutating func followPress(_ sample: PointerSample) {
        guard case .longPress = activation else { return }
        if sample.phase == .began {
            guard !pressArmed, state != .dropping, state != .dragging else { return }
            press.reset()
            press.reset()
            press.handle(sample)
            pressArmed = press.state == .possible
            pressPointer = sample.pointer
            pressDownTime = sample.time
            pressLocation = sample.location
            tracker.clear()
            try? tracker.add(sample)
            return
        }
        guard pressArmed, sample.pointer == pressPointer else { return }
        press.handle(sample)
        pressLocation = sample.location
        try? tracker.add(sample)
        // Moved too far, lifted, or the list took the touch: no lift.
        if press.state != .possible || scroll.state == .dragging {
            press.cancel()
            pressArmed = false
        }
    }

    /// Lifts the item under `location` at `time`.
    mutating func beginDrag(pointer: Int, at time: Double, location: Point) {
        guard let index = item(atViewportY: location.y) else { return }
        dragged = order[index]
        dragPointer = pointer
        fromIndex = index
        targetIndex = index
        fingerY = location.y
        // The item may still be settling from an earlier drop: it is grabbed where it is.
        let top = legs[dragged].state(at: time).position
        grab = location.y + contentOffset - top
        state = .dragging
        lastMove = nil
        if time > now { now = time }
        // A drop still landing is over: its item is grabbed again.
        dropLandsAt = nil
        log.emit(FeedbackEvent(.lifted, at: time, index: index))
        liftMotion.move(to: 1, at: time, lift: lift, preferences: motionPreferences)
        updateTarget(at: time)
        startAutoScroll(at: time)
    }

    /// The finger moved to viewport y `y` at `time`.
    mutating func moveFinger(to y: Double, at time: Double) {
        fingerY = y
        updateTarget(at: time)
        startAutoScroll(at: time)
    }

    /// The slot the lifted item's top at content y `top` asks for: the number of other items whose
    /// midpoint its edge has passed (the top edge above an item's midpoint puts it below that item,
    /// the bottom edge below an item's midpoint puts it above it: both are `top` > that item's top + H/2
    /// counted among the other items).
    func slot(forTop top: Double) -> Int {
        let q = (top - itemHeight / 2) / itemHeight
        guard q > 0 else { return 0 }
        guard q < Double(itemCount - 1) else { return Swift.max(itemCount - 1, 0) }
        return Int(q.rounded(.up))
    }

    /// Moves the lifted item's target to the slot its top asks for now, at `time`.
    mutating func updateTarget(at time: Double) {
        let wanted = slot(forTop: fingerY - grab + contentOffset)
        if wanted != targetIndex { moveTarget(to: wanted, at: time) }
    }

    /// Moves the lifted item to slot `index` in ``order``; the items between spring to their new slots
    /// from `time`.
    /// Moves the dragged item's slot to `index`, the items between springing to theirs; `reporting`, one
    /// `itemTicked` per slot passed, at `time`.
    mutating func moveTarget(to index: Int, at time: Double, reporting: Bool = true) {
        let old = targetIndex
        guard index != old, dragged >= 0 else { return }
        if index > old {
            for slot in old..<index {
                order[slot] = order[slot + 1]
                retarget(order[slot], toSlot: slot, at: time)
                if reporting { log.emit(FeedbackEvent(.itemTicked, at: time, index: slot + 1)) }
            }
        } else {
            var slot = old
            while slot > index {
                order[slot] = order[slot - 1]
                retarget(order[slot], toSlot: slot, at: time)
                slot -= 1
                if reporting { log.emit(FeedbackEvent(.itemTicked, at: time, index: slot)) }
            }
        }
        order[index] = dragged
        targetIndex = index
    }

    /// Springs item `id` to slot `slot` from where it is and how fast it moves at `time`.
    mutating func retarget(_ id: Int, toSlot slot: Int, at time: Double) {
        let (position, velocity) = legs[id].state(at: time)
        legs[id] = _ItemLeg(spring: itemSpring, from: position, velocity: velocity, to: Double(slot) * itemHeight, at: time,
                            scale: motionPreferences.durationScale)
    }

    /// Lets go at `time`: the item springs into its slot with `velocity` (the finger's, points per
    /// second; the list stops with the finger's release, so the item keeps its speed on screen).
    mutating func drop(at time: Double, velocity: Double, cancelled: Bool) {
        stopAutoScroll()
        if cancelled { moveTarget(to: fromIndex, at: time, reporting: false) }
        let top = fingerY - grab + contentOffset
        legs[dragged] = _ItemLeg(spring: itemSpring, from: top, velocity: velocity, to: Double(targetIndex) * itemHeight, at: time,
                                 scale: motionPreferences.durationScale)
        dropLandsAt = legs[dragged].endsAt
        liftMotion.move(to: 0, at: time, lift: lift, preferences: motionPreferences)
        lastMove = targetIndex != fromIndex ? ReorderMove(from: fromIndex, to: targetIndex) : nil
        var end = Swift.max(time, liftMotion.endsAt)
        for leg in legs where leg.endsAt > end { end = leg.endsAt }
        settlesAt = end
        state = .dropping
        tracker.clear()
        if let landing = dropLandsAt, time >= landing {
            dropLandsAt = nil
            log.emit(FeedbackEvent(.dropped, at: landing, index: targetIndex))
        }
        if time >= settlesAt {
            dragged = -1
            state = .idle
        }
    }
}
