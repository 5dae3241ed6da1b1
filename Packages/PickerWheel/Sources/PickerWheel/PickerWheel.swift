import Dynamics
import Geometry
import Gestures
import Scroll

/// A headless picker wheel (UIPickerView, `CupertinoPicker`): a column of equal items spun by a finger,
/// coming to rest exactly on an item, drawn on a cylinder.
///
/// ```swift
/// import PickerWheel
///
/// // An hour column: 24 items 32 points tall, 13 selected.
/// var hours = try PickerWheel(itemCount: 24, itemExtent: 32, selectedItem: 13)
/// hours.handle(PointerSample(pointer: 0, x: 160, y: 150, phase: .began, time: 0))
/// hours.handle(PointerSample(pointer: 0, x: 160, y: 110, phase: .moved, time: 0.05))
/// hours.handle(PointerSample(pointer: 0, x: 160, y: 70, phase: .ended, time: 0.1))
/// var time = 0.1
/// while !hours.isSettled { time += 1.0 / 120; hours.tick(at: time) }
/// print(hours.selectedItem, hours.offset)   // 16 512.0
/// ```
///
/// - **Scrolling.** The wheel is a vertical scroll view (module Scroll) whose offset is `i × itemExtent`
///   when item `i` is centred: from 0 (the first item) to `(itemCount − 1) × itemExtent` (the last). A
///   drag follows the finger, rubber-banded past the first and last items against the viewport's height;
///   a touch on the spinning wheel stops it where it is at the touch's timestamp.
/// - **Landing.** ``PickerWheelProfile/uikit``: UIKit's deceleration, its projected rest moved to the
///   nearest item and the deceleration retuned to end there. ``PickerWheelProfile/flutter(parent:)``:
///   Flutter's `FixedExtentScrollPhysics` (see the profile). Either way the wheel comes to rest with the
///   offset exactly `selectedItem × itemExtent`; a finger lifted without a fling settles on the nearest item.
///   Flutter stops a `FrictionSimulation.through` at the first frame whose speed is below its tolerance,
///   a frame's worth past the item; here it stops at the item, at the instant the speed reaches the
///   tolerance, so the rest is the same at every frame rate.
/// - **Drawing.** ``layer(forItem:)`` places each item on ``projection``'s cylinder (Cupertino's by
///   default); ``visibleItems`` are those facing the viewer.
///
/// Time follows `FrameClock`'s rule: a landing starts at the release's timestamp, so every display rate
/// shows the same offsets at the instants it shares with another.
///
/// - **Feedback events** (``events``): `itemTicked` each time the selected item
///   changes, index the new item, whether the finger turns the wheel (at the sample's time) or a landing
///   does (at the instant solved from the motion); `snapped` when a landing comes to
///   rest on an item, at its exact end, index the item. See the guide for the hysteresis.
/// - **Motion preferences** (``motionPreferences``): the duration scale stretches every landing (0 puts the
///   wheel on its item at the release); Reduce Motion turns off the bounce and rubber band at the ends
///   and the spring's overshoot.
public struct PickerWheel: Interaction {
    public typealias Output = PickerWheelFrame

    /// UIPickerView's height and a phone's width: 320 × 216 points.
    public static let defaultViewportSize = Size(width: 320, height: 216)
    /// The most items a wheel holds: 2^30, far more than any list a finger spins, and a count a 32-bit
    /// `Int` holds (WebAssembly).
    public static let maximumItemCount = 1 << 30

    /// How many items the wheel holds.
    public let itemCount: Int
    /// Each item's height, points.
    public let itemExtent: Double
    /// How the wheel lands.
    public let profile: PickerWheelProfile
    /// The wheel's size (the scroll view's bounds), points.
    public var viewportSize: Size { scroll.viewportSize }
    /// How items are drawn; Cupertino's wheel by default.
    public var projection: WheelProjection = .cupertino

    /// The scroll view that carries the wheel (its offset is the wheel's, its pan the wheel's pan).
    public internal(set) var scroll: ScrollBehavior
    /// The deceleration physics under the profile: UIKit's, or the Flutter profile's parent.
    public var physics: ScrollPhysics { scroll.physics }

    /// The offset shown now, points: item `i` is centred at `i × itemExtent`.
    public private(set) var offset: Double
    /// The offset's velocity, points per second.
    public private(set) var velocity = 0.0
    /// Idle, dragging or decelerating.
    public private(set) var state = ScrollState.idle

    /// The Flutter profile's landing (nil while the scroll view moves the wheel itself), and its clock.
    var landing: _WheelLanding?
    var clock = FrameClock()
    /// Fingers down (the pan's, or a host recogniser's last reading's).
    var touches = 0

    /// The events since the previous tick, the item last ticked to, and the time last shown.
    var log = _FeedbackLog()
    var ticker: _ItemTicker
    var shownTime: Double?
    /// The landing in progress played at its duration scale (the scroll view's or the Flutter profile's).
    var motion = _ScaledMotion()
    /// Whether a motion that ends with `snapped` is running.
    var landsOnItem = false

    /// How far back past the midpoint just crossed the wheel must turn to tick back: a quarter of an item
    /// (8 points for 32-point rows), beyond a resting finger's tremor and short of the next midpoint.
    public static let tickHysteresis = 0.25

    /// What happened since the previous tick: `itemTicked` and
    /// `snapped`, in time order, each at its exact time.
    public var events: [FeedbackEvent] { log.events }

    /// The user's motion settings, read by each landing as it starts: the duration scale plays it slower
    /// (2: half speed) or not at all (0: on the item at the release); Reduce Motion stops the wheel at its
    /// ends without a rubber band or bounce (UIScrollView's `bounces` off); the landings themselves never
    /// overshoot (a retuned deceleration, a friction onto the item, Flutter's spring at damping ratio 1.1).
    public var motionPreferences = MotionPreferences.standard {
        didSet { scroll.bounces = !motionPreferences.reduceMotion }
    }

    /// A wheel at rest on `selectedItem`.
    ///
    /// - Parameters:
    ///   - itemCount: How many items, 1 ... ``maximumItemCount``.
    ///   - itemExtent: Each item's height, points; positive and finite (UIPickerView's rows and
    ///     `CupertinoDatePicker`'s are 32).
    ///   - viewportSize: The wheel's size; positive and finite. 320 × 216 by default.
    ///   - profile: How it lands; UIKit's by default.
    ///   - selectedItem: The item centred at first, in `0 ..< itemCount`.
    /// - Throws: `ConfigurationError` naming `itemCount`, `itemExtent`, `viewportSize.width`,
    ///   `viewportSize.height` or `selectedItem`.
    public init(itemCount: Int, itemExtent: Double, viewportSize: Size = PickerWheel.defaultViewportSize,
                profile: PickerWheelProfile = .uikit, selectedItem: Int = 0) throws(ConfigurationError) {
        guard itemCount >= 1 && itemCount <= Self.maximumItemCount else {
            throw ConfigurationError(parameter: "itemCount", value: String(itemCount),
                                     requirement: "must be in 1...\(Self.maximumItemCount)")
        }
        try ConfigurationError.check(itemExtent, "itemExtent", .positive)
        try ConfigurationError.checkPositive(viewportSize, "viewportSize")
        guard selectedItem >= 0 && selectedItem < itemCount else {
            throw ConfigurationError(parameter: "selectedItem", value: String(selectedItem),
                                     requirement: "must be in 0..<\(itemCount) (itemCount)")
        }
        let span = Double(itemCount - 1) * itemExtent
        guard (span + viewportSize.height).isFinite else {
            throw ConfigurationError(parameter: "itemExtent", value: itemExtent,
                                     requirement: "must keep (itemCount − 1) × itemExtent + the viewport's height finite")
        }
        let physics: ScrollPhysics
        switch profile {
        case .uikit: physics = .uikit
        case .flutter(let parent): physics = parent
        }
        var scroll = try ScrollBehavior(contentSize: Size(width: viewportSize.width, height: span + viewportSize.height),
                                        viewportSize: viewportSize,
                                        contentOffset: Point(x: 0, y: Double(selectedItem) * itemExtent),
                                        axes: .vertical, physics: physics)
        scroll.alwaysBounceVertical = true
        if profile == .uikit { scroll.verticalSnapping = try ScrollSnapping(interval: itemExtent) }
        self.scroll = scroll
        self.itemCount = itemCount
        self.itemExtent = itemExtent
        self.profile = profile
        self.offset = Double(selectedItem) * itemExtent
        self.ticker = _ItemTicker(item: selectedItem, band: Self.tickHysteresis * itemExtent)
    }

    // MARK: Reading

    /// The item nearest the centre: `round(offset / itemExtent)` within the items.
    public var selectedItem: Int {
        Int(_FixedExtentBallistic.item(at: offset, itemExtent: itemExtent, low: 0, high: Double(itemCount - 1) * itemExtent))
    }

    /// The frame as it is now.
    public var frame: PickerWheelFrame {
        PickerWheelFrame(offset: offset, velocity: velocity, state: state, selectedItem: selectedItem)
    }

    /// True when nothing moves until the next input: idle, with no finger down.
    public var isSettled: Bool { state == .idle && touches == 0 && landing == nil }

    /// The items facing the viewer (the others are on the back of the wheel): those within
    /// ``WheelProjection/visibleDistance(viewportHeight:)`` of the centre line.
    public var visibleItems: Range<Int> {
        let reach = projection.visibleDistance(viewportHeight: viewportSize.height)
        let first = ((offset - reach) / itemExtent).rounded(.up), last = ((offset + reach) / itemExtent).rounded(.down)
        let low = Swift.max(first, 0), high = Swift.min(last, Double(itemCount - 1))
        guard low <= high, low.isFinite, high.isFinite else { return 0..<0 }
        return Int(low)..<(Int(high) + 1)
    }

    /// Item `index`'s layer on the wheel, in the viewport's coordinates (see ``WheelProjection``); nil
    /// for an index outside the items or an item on the back of the wheel.
    ///
    /// - Complexity: O(1), no allocation.
    public func layer(forItem index: Int) -> LayerState? {
        guard index >= 0 && index < itemCount else { return nil }
        return projection.layer(distance: Double(index) * itemExtent - offset, itemExtent: itemExtent, viewport: viewportSize)
    }

    // MARK: Input

    /// Feeds one pointer sample to the wheel's pan.
    ///
    /// - Returns: The frame after the sample.
    /// - Complexity: O(1), no allocation.
    @discardableResult
    public mutating func handle(_ sample: PointerSample) -> PickerWheelFrame {
        log.beginCall()
        if sample.phase == .began { catchLanding(at: sample.time) }
        let before = touches, dragging = scroll.state == .dragging
        scroll.handle(sample)
        touches = scroll.pan.numberOfTouches
        followScroll(released: before > 0 && touches == 0, dragged: dragging, at: sample.time)
        return frame
    }

    /// Follows a reading of a pan recogniser the host runs itself, as `ScrollBehavior.update(with:)` does.
    ///
    /// - Returns: The frame after the reading.
    /// - Complexity: O(1), no allocation.
    @discardableResult
    public mutating func update(with reading: GestureReading) -> PickerWheelFrame {
        log.beginCall()
        if reading.numberOfTouches > 0 && (reading.state == .possible || reading.state == .began) {
            catchLanding(at: reading.time)
        }
        let before = touches, dragging = scroll.state == .dragging
        scroll.update(with: reading)
        // A finished reading (ended, cancelled, failed) leaves no finger down, whatever count it carries,
        // so the wheel always lands after a gesture's end.
        touches = reading.state.isFinished ? 0 : reading.numberOfTouches
        followScroll(released: (before > 0 || dragging) && touches == 0, dragged: dragging, at: reading.time)
        return frame
    }

    /// Advances to the frame's time (seconds, the samples' clock) and returns what to show.
    ///
    /// - Complexity: O(1): the landing's or the scroll view's closed form, no allocation.
    @discardableResult
    public mutating func tick(at time: Double) -> PickerWheelFrame {
        log.beginCall()
        advance(to: time)
        log.endFrame()
        return frame
    }

    /// Shows `time`: the landing's closed form at its duration scale, the item ticks it passed and its rest.
    mutating func advance(to time: Double) {
        guard let landing else {
            guard scroll.state == .decelerating, let from = shownTime, time.isFinite else {
                scroll.tick(at: time)
                followScroll(released: false, dragged: false, at: time)
                return
            }
            // The scroll view's landing at its duration scale; ticks and the rest solved on copies of it.
            let (before, end) = self.motion.advance(&scroll, from: from, to: time) { $0.state == .decelerating }
            let motion = self.motion
            tick(to: scroll.contentOffset.y, from: from, to: end) { motion.time(from: from, to: end, probing: before, reaching: $0) { $0.contentOffset.y } }
            followScroll(released: false, dragged: false, at: time)
            if state == .idle { snap(at: end) }
            return
        }
        clock.advance(to: time)
        let from = shownTime ?? time
        let (position, speed, moving) = landing.frame(at: clock.elapsed / motion.scale)
        if moving {
            offset = position
            velocity = speed
            state = .decelerating
            tick(to: position, from: from, to: time, solving: landing)
        } else {
            let end = motion.start + motion.scale * landing.restTime
            tick(to: landing.restPosition, from: from, to: end, solving: landing)
            rest(on: landing.restPosition)
            snap(at: end)
        }
        shownTime = time
    }

    /// Cancels a drag in progress, stops any motion and puts the wheel at rest on the nearest item.
    public mutating func reset() {
        scroll.reset()
        touches = 0
        landing = nil
        clock.reset()
        rest(on: Double(selectedItem) * itemExtent)
        log.removeAll()
        ticker.place(on: selectedItem)
        landsOnItem = false
        shownTime = nil
    }

    /// Centres `item`, at once or animated: UIPickerView's `selectRow(_:inComponent:animated:)`, Flutter's
    /// `FixedExtentScrollController.jumpToItem` (at once). Animated, it moves with the scroll view's
    /// `scroll(to:animated:at:)` spring (UIKit's paging spring for the wheel's height, or the Flutter
    /// parent's spring) from where the wheel is at `time`, and rests exactly on the item. During a drag the
    /// wheel moves at once and the drag continues from there. `item` is clamped to the items.
    ///
    /// ```swift
    /// import PickerWheel
    ///
    /// var months = try PickerWheel(itemCount: 12, itemExtent: 32)
    /// months.selectItem(10, animated: true, at: 1.0)
    /// var time = 1.0
    /// while !months.isSettled { time += 1.0 / 120; months.tick(at: time) }
    /// print(months.selectedItem, months.offset)   // 10 320.0
    /// ```
    ///
    /// - Parameters:
    ///   - item: The item to centre.
    ///   - animated: Whether to animate.
    ///   - time: The timestamp of the input that caused the call: the motion starts there, from where a
    ///     motion in progress is at that time. `nil` (or not finite): the last tick's time.
    /// - Complexity: O(1); animated, a short search for the spring's rest (no allocation).
    public mutating func selectItem(_ item: Int, animated: Bool, at time: Double? = nil) {
        let target = Double(Swift.min(Swift.max(item, 0), itemCount - 1)) * itemExtent
        log.beginCall()
        let start = time.flatMap { $0.isFinite ? $0 : nil }
        catchLanding(at: start ?? .nan)
        guard animated, state != .dragging else {
            scroll.scroll(to: Point(x: 0, y: target), animated: false)
            offset = target
            if state != .dragging { velocity = 0; state = .idle }
            ticker.place(on: selectedItem)
            landsOnItem = false
            return
        }
        scroll.scroll(to: Point(x: 0, y: target), animated: true, at: start)
        beginScrollMotion(at: start ?? shownTime ?? 0)
        followScroll(released: false, dragged: false, at: start ?? .nan)
    }

    // MARK: Motion

    /// A touch on the wheel while the Flutter profile lands it: it stops where it is at the touch's time.
    mutating func catchLanding(at time: Double) {
        if scroll.state == .decelerating, motion.scale != 1 {
            // The scroll view would catch its motion at the host's time; at a duration scale it is shown at
            // the scaled time, so the wheel is caught there.
            if time.isFinite { advance(to: time) }
            scroll.scroll(to: scroll.contentOffset, animated: false)
            followScroll(released: false, dragged: false, at: time)
            landsOnItem = false
            return
        }
        if landing == nil { landsOnItem = false }
        guard let landing else { return }
        if clock.catchUp(toInput: time) {
            offset = landing.frame(at: clock.elapsed / motion.scale).position
            tick(to: offset, from: shownTime ?? time, to: time, solving: landing)
            shownTime = time
        }
        self.landing = nil
        landsOnItem = false
        scroll.scroll(to: Point(x: 0, y: offset), animated: false)
        velocity = 0
        state = .idle
    }

    /// After an input or a tick: the scroll view's state becomes the wheel's; when the finger has just
    /// lifted, the Flutter profile plans its landing from the release. The items the input moved past tick
    /// at its time.
    mutating func followScroll(released: Bool, dragged: Bool, at time: Double) {
        let now = time.isFinite ? time : (shownTime ?? 0)
        if released, case .flutter(let parent) = profile {
            let start = dragged ? (scroll.lastRelease?.contentOffset.y ?? scroll.contentOffset.y) : scroll.contentOffset.y
            let speed = dragged ? (scroll.lastRelease?.velocity.dy ?? 0) : 0
            let high = Double(itemCount - 1) * itemExtent
            tick(to: start, at: now)
            switch _FixedExtentBallistic.plan(position: start, velocity: speed, itemExtent: itemExtent, low: 0, high: high,
                                              parent: parent, tolerance: .scrollPhysics(devicePixelRatio: scroll.devicePixelRatio)) {
            case .parent:
                break
            case .item(let item):
                // Within a physical pixel of the item, not moving: put on it at once (a landing only if it moved).
                landsOnItem = item != start
                land(on: item, at: now)
                return
            case .landing(let landing):
                scroll.scroll(to: Point(x: 0, y: start), animated: false)
                self.landing = landing
                clock.start(at: clock.time(ofInput: time))
                offset = start
                velocity = speed
                state = .decelerating
                motion.begin(at: now, motionPreferences)
                landsOnItem = true
                if motionPreferences.endsMotionsAtOnce { land(on: landing.restPosition, at: now) }
                return
            }
        }
        offset = scroll.contentOffset.y
        velocity = scroll.velocity.dy
        state = scroll.state
        if released && state == .decelerating { beginScrollMotion(at: now) }
        tick(to: offset, at: now)
        if state == .idle && touches == 0 { restOnItemIfRounded() }
        shownTime = now
    }

    /// A motion of the scroll view that an input started at `time` (a release, an animated selection),
    /// played at the duration scale read now; a scale of 0 puts the wheel at its rest at once.
    mutating func beginScrollMotion(at time: Double) {
        guard scroll.state == .decelerating else { return }
        motion.begin(at: time, motionPreferences)
        landsOnItem = true
        guard motionPreferences.endsMotionsAtOnce else { return }
        let rest = _ScaledMotion.rest(of: scroll, after: time)
        land(on: rest.contentOffset.y, at: time)
    }

    /// At rest on `item` at `time` (the end of a landing, or the release with a scale of 0): the items
    /// passed on the way tick there, and a landing reports `snapped`.
    mutating func land(on item: Double, at time: Double) {
        tick(to: item, at: time)
        rest(on: item)
        restOnItemIfRounded()
        snap(at: time)
        shownTime = time
    }

    /// The items passed on the way to `position` tick at `time` (a finger's sample, an at-once move).
    mutating func tick(to position: Double, at time: Double) {
        tick(to: position, from: time, to: time) { _ in time }
    }

    /// The items passed on the way to `position` between `from` and `to`, each ticking at the instant
    /// `solve` gives for reaching its threshold.
    mutating func tick(to position: Double, from: Double, to: Double, solve: (Double) -> Double) {
        let extent = itemExtent
        while let (item, threshold) = ticker.next(position, count: itemCount, boundary: { (Double($0) + 0.5) * extent }) {
            log.emit(FeedbackEvent(.itemTicked, at: from == to ? to : solve(threshold), index: item))
        }
    }

    /// The items the Flutter profile's landing passed between `from` and `to` (host times), each at the
    /// instant solved from its closed form.
    mutating func tick(to position: Double, from: Double, to: Double, solving landing: _WheelLanding) {
        let motion = self.motion
        tick(to: position, from: from, to: to) { threshold in
            _crossingTime(from: from, to: to, reaching: threshold) { landing.frame(at: (($0 - motion.start) / motion.scale)).position }
        }
    }

    /// The landing in progress ended at `time`: `snapped` on the item.
    mutating func snap(at time: Double) {
        guard landsOnItem else { return }
        landsOnItem = false
        ticker.place(on: selectedItem)
        log.emit(FeedbackEvent(.snapped, at: time, index: selectedItem))
    }

    /// At rest on an item: the scroll view's last item is `content − viewport`, which can differ from
    /// `(itemCount − 1) × itemExtent` in its last bits; the wheel rests on the item's own offset.
    mutating func restOnItemIfRounded() {
        let item = Double(selectedItem) * itemExtent
        if offset != item && Swift.abs(offset - item) <= 1e-9 * Swift.max(1, Swift.abs(item)) { rest(on: item) }
    }

    mutating func rest(on item: Double) {
        landing = nil
        scroll.scroll(to: Point(x: 0, y: item), animated: false)
        offset = item
        velocity = 0
        state = .idle
    }
}
