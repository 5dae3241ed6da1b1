/// The sheet's own height as the outer side of its nested scroll: dragged (with its rubber band),
/// released onto a detent (or off the screen), caught, animated. Heights are points above the
/// container's bottom; a finger moving down (positive travel) makes the sheet shorter.
struct _SheetPosition: NestedScrollable {
    /// The detents' heights, ascending (at least one).
    var heights: [Double]
    var containerHeight: Double
    var profile: SheetProfile
    var isDismissible: Bool

    private(set) var height: Double
    private(set) var velocity = 0.0
    private(set) var state = SheetState.resting
    /// The sorted index of the detent the sheet rests on or is heading to; `nil` heading off the screen
    /// or dismissed.
    private(set) var target: Int?
    var clock = FrameClock()
    var motion: _SheetMotion?
    /// The duration scale ``motion`` started with: it shows at host time t after its start what it
    /// shows at t / scale with 1.
    var motionScale = 1.0
    /// The user's motion settings, read by every motion that starts from now on.
    var motionPreferences = MotionPreferences.standard
    /// Sorted position → index in the sheet's detents (the index the events carry).
    var order: [Int]
    /// The sheet's events since the previous tick.
    var log = _FeedbackLog()
    /// The drag: the height the translation is measured from (before any rubber band), the last one.
    var dragOrigin = 0.0
    var lastTranslation = 0.0

    init(heights: [Double], order: [Int], containerHeight: Double, profile: SheetProfile, isDismissible: Bool, resting index: Int) {
        self.heights = heights
        self.order = order
        self.containerHeight = containerHeight
        self.profile = profile
        self.isDismissible = isDismissible
        height = heights[index]
        target = index
    }

    var largest: Double { heights[heights.count - 1] }
    /// The lowest height a drag reaches within range: 0 when it may be dismissed, else the smallest detent.
    var lowest: Double { isDismissible ? 0 : heights[0] }

    // MARK: The rubber band

    /// UIScrollView's band (`Geometry.rubberBand`) against the container's height, past either end.
    /// (Inlined: called from a mutating method, an out-of-line reading would copy the position first.)
    @inline(__always)
    func shown(_ unbanded: Double) -> Double {
        let high = largest, low = lowest
        if unbanded > high {
            return profile == .uikit ? high + rubberBand(offset: unbanded - high, dimension: containerHeight) : high
        }
        if unbanded < low {
            // Never below the container's bottom: the band reaches a container's height, more than a
            // low smallest detent has to give.
            return profile == .uikit && low > 0 ? Swift.max(0, low + rubberBand(offset: unbanded - low, dimension: containerHeight)) : low
        }
        return unbanded
    }

    /// The band's inverse (Geometry's, with its one cap), for a drag that catches a banded sheet.
    func unbanded(_ shown: Double) -> Double {
        guard profile == .uikit else { return shown }
        return rubberBandInverse(value: shown, in: lowest...largest, dimension: containerHeight)
    }

    var position: Double { state == .dragging ? dragOrigin - lastTranslation : unbanded(height) }

    // MARK: NestedScrollable

    var nestedOverscroll: Double {
        guard state != .dismissed else { return 0 }
        let at = position
        if at > largest { return 0 - (at - largest) }
        if at < lowest { return lowest - at }
        return 0
    }

    func nestedScrollRoom(for delta: Double) -> Double {
        guard state != .dismissed, delta.isFinite else { return 0 }
        let at = Swift.min(Swift.max(position, lowest), largest)
        return delta > 0 ? Swift.min(delta, at - lowest) : Swift.max(delta, 0 - (largest - at))
    }

    func nestedScrollCanOverscroll(toward delta: Double) -> Bool {
        state != .dismissed && profile == .uikit && (delta < 0 || !isDismissible)
    }

    mutating func nestedScrollBegan(at time: Double) {
        guard state != .dismissed else { return }
        if state == .settling {
            // Caught: stopped where the motion was at the touch's timestamp (where the last frame showed
            // it, for a touch stamped before that frame).
            if clock.catchUp(toInput: time) { show() }
        }
        motion = nil
        velocity = 0
        state = .dragging
        target = nil
        dragOrigin = unbanded(height)
        lastTranslation = 0
    }

    mutating func nestedScrollChanged(translation: Double, velocity fingerVelocity: Double, at time: Double) {
        guard state == .dragging, translation.isFinite else { return }
        lastTranslation = translation
        let next = shown(dragOrigin - translation)
        if next.isFinite { height = next }
        velocity = fingerVelocity.isFinite ? 0 - fingerVelocity : 0
    }

    /// The sheet's velocity during a drag is read only once it settles (``SheetBehavior/animate(to:at:)``).
    var nestedScrollNeedsFingerVelocity: Bool { false }

    mutating func nestedScrollEnded(velocity fingerVelocity: Double, at time: Double, cancelled: Bool) {
        guard state == .dragging else { return }
        let speed = cancelled || !fingerVelocity.isFinite ? 0 : 0 - fingerVelocity
        let chosen = detent(from: height, velocity: speed)
        settle(to: chosen, velocity: speed, at: time)
    }

    mutating func tick(at time: Double) -> Double {
        clock.advance(to: time)
        if state == .settling { show() }
        return height
    }

    var isSettled: Bool { state == .resting || state == .dismissed }

    mutating func reset() {
        if state == .dragging || state == .settling {
            let rest = detent(from: height, velocity: 0) ?? 0
            motion = nil
            target = rest
            height = heights[rest]
            velocity = 0
            state = .resting
        }
        clock.reset()
    }

    // MARK: Choosing and moving

    /// The sorted index of the detent a release at `height` with `velocity` (height per second) goes to,
    /// or `nil` for off the screen.
    func detent(from height: Double, velocity: Double) -> Int? {
        // Candidates: the detents, and 0 (off the screen) below them when the sheet may be dismissed.
        let count = heights.count + (isDismissible ? 1 : 0)
        func candidate(_ index: Int) -> Double { isDismissible ? (index == 0 ? 0 : heights[index - 1]) : heights[index] }
        func result(_ index: Int) -> Int? { isDismissible ? (index == 0 ? nil : index - 1) : index }
        switch profile {
        case .uikit:
            let fling = Swift.abs(velocity) >= ScrollPhysics.uikit.minimumFlingVelocity
            let projected = height + (fling ? DecelerationRate.normal.momentumProjection(velocity: velocity) : 0)
            var nearest = 0
            for index in 1..<Swift.max(1, count) where Swift.abs(candidate(index) - projected) < Swift.abs(candidate(nearest) - projected) {
                nearest = index
            }
            return result(nearest)
        case .flutter:
            // `_SnappingSimulation._getSnapSize`: the first size at or above the height, then the one in
            // the fling's direction, or the nearer of the two neighbours without a fling.
            var next = count - 1
            for index in 0..<count where candidate(index) >= height { next = index; break }
            if next == 0 || candidate(next) < height { return result(next) }
            // The drag recogniser reports a fling only faster than `minFlingVelocity` (strictly).
            let fling = Swift.abs(velocity) > ScrollPhysics.flutterClamping.minimumFlingVelocity
            if !fling {
                return result(height - candidate(next - 1) < candidate(next) - height ? next - 1 : next)
            }
            return result(velocity < 0 ? next - 1 : next)
        }
    }

    /// Moves from where the sheet is, with `velocity`, to the sorted detent `index` (`nil`: off the
    /// screen), starting at `time` (the input's timestamp; the last frame's when not finite).
    mutating func settle(to index: Int?, velocity speed: Double, at time: Double) {
        let end = index.map { heights[$0] } ?? 0
        // A release velocity is limited as the profile's scroll views limit theirs.
        let limit = profile == .uikit ? ScrollPhysics.uikit.maximumFlingVelocity : ScrollPhysics.flutterClamping.maximumFlingVelocity
        let initial = Swift.min(Swift.max(speed, 0 - limit), limit)
        target = index
        motion = _SheetMotion(profile: profile, from: height, velocity: initial, to: end,
                              reduceMotion: motionPreferences.reduceMotion)
        motionScale = motionPreferences.durationScale
        clock.start(at: clock.time(ofInput: time))
        if motion == nil || motionScale == 0 {
            // Nothing to move, or a duration scale of 0: at rest at the input that started it.
            arrive(at: clock.time)
        } else {
            state = .settling
            velocity = initial
        }
    }

    /// Rests on the target (or dismissed), reporting it at `time` (the motion's exact end) when the
    /// sheet was moving: `FeedbackEvent.Kind.detentReached` with the detent's index, or
    /// `FeedbackEvent.Kind.dismissed`.
    mutating func arrive(at time: Double?) {
        let moved = state == .dragging || state == .settling
        motion = nil
        velocity = 0
        if let target {
            height = heights[target]
            state = .resting
        } else {
            height = 0
            state = .dismissed
        }
        guard moved, let time else { return }
        if let target {
            log.emit(FeedbackEvent(.detentReached, at: time, index: order[target]))
        } else {
            log.emit(FeedbackEvent(.dismissed, at: time))
        }
    }

    mutating func show() {
        guard let motion else { return }
        let elapsed = motionScale == 1 ? clock.elapsed : clock.elapsed / motionScale
        if elapsed >= motion.restTime {
            // The exact end: the clock's start plus the motion's duration in host time (whatever tick
            // noticed it).
            let end = motionScale == 1 ? motion.restTime : motion.restTime * motionScale
            arrive(at: clock.time.map { $0 - (clock.elapsed - end) })
            return
        }
        let (next, speed) = motion.state(at: elapsed)
        // Never below the container's bottom, even where a spring to 0 would overshoot.
        height = next.isFinite ? Swift.max(0, next) : height
        velocity = speed.isFinite ? speed : 0
    }

    /// Re-resolves after the container or the detents changed: a sheet at rest stays on its detent, one
    /// settling re-aims from where it is, with its velocity, from the last frame.
    mutating func relayout(heights newHeights: [Double], order newOrder: [Int], containerHeight newContainer: Double, target newTarget: Int?) {
        heights = newHeights
        order = newOrder
        containerHeight = newContainer
        if state != .dragging { target = newTarget }
        switch state {
        case .resting:
            if let target { height = heights[target] }
        case .settling:
            let goal = target
            let speed = velocity
            settle(to: goal, velocity: speed, at: clock.time ?? .nan)
        case .dragging, .dismissed:
            break
        }
    }
}
