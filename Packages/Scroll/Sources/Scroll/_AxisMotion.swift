import Dynamics
import Gestures

/// One axis's motion after a release: a scroll simulation, possibly stopped early (at an end the
/// content may not pass) at its own rest time and position.
///
/// The simulation is kept unwrapped in its own optional field rather than as an `AnyScrollSimulation`:
/// reading a case of a multi-payload enum copies the whole value, a frame reads the field in place.
struct _AxisMotion: Sendable {
    let uikit: UIKitScrollSimulation?
    let bouncing: BouncingScrollSimulation?
    let clamping: ClampingScrollSimulation?
    let spring: ScrollSpringSimulation?
    let restTime: Double
    let restPosition: Double
    /// When a fling reaches the end it rests at (its own time, `.infinity` for none or once reported), its
    /// speed there and whether that end is the leading one (see ``planEdgeHit(toward:leading:)``).
    var edgeHitTime = Double.infinity
    var edgeHitSpeed = 0.0
    var edgeHitIsLeading = false

    /// No motion: at rest at once.
    static let none = _AxisMotion(uikit: nil, bouncing: nil, clamping: nil, spring: nil, restTime: -.infinity, restPosition: 0)

    private init(uikit: UIKitScrollSimulation?, bouncing: BouncingScrollSimulation?, clamping: ClampingScrollSimulation?,
                 spring: ScrollSpringSimulation?, restTime: Double, restPosition: Double) {
        self.uikit = uikit
        self.bouncing = bouncing
        self.clamping = clamping
        self.spring = spring
        self.restTime = restTime
        self.restPosition = restPosition
    }

    /// Whether this is a motion (not ``none``).
    var isMotion: Bool { restTime > -.infinity }

    init(_ simulation: AnyScrollSimulation) {
        self.init(simulation, restTime: simulation.restTime, restPosition: simulation.restPosition)
    }

    private init(_ simulation: AnyScrollSimulation, restTime: Double, restPosition: Double) {
        var uikit: UIKitScrollSimulation?, bouncing: BouncingScrollSimulation?
        var clamping: ClampingScrollSimulation?, spring: ScrollSpringSimulation?
        switch simulation {
        case .uikit(let value): uikit = value
        case .bouncing(let value): bouncing = value
        case .clamping(let value): clamping = value
        case .spring(let value): spring = value
        }
        self.init(uikit: uikit, bouncing: bouncing, clamping: clamping, spring: spring, restTime: restTime,
                  restPosition: restPosition)
    }

    /// The simulation stopped dead where it first reaches `end` (it moves monotonically toward it).
    init(_ simulation: AnyScrollSimulation, stoppingAt end: Double) {
        let start = simulation.position(at: 0)
        let rising = end > start
        var low = 0.0, high = simulation.restTime
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if middle <= low || middle >= high { break }
            if (simulation.position(at: middle) >= end) == rising { high = middle } else { low = middle }
        }
        self.init(simulation, restTime: high, restPosition: end)
    }

    /// Position and velocity `time` seconds after the release.
    @inline(__always)
    func state(at time: Double) -> (position: Double, velocity: Double) {
        if time >= restTime { return (restPosition, 0) }
        if let state = uikit?.state(at: time) { return state }
        if let state = spring?.state(at: time) { return state }
        if let state = bouncing?.state(at: time) { return state }
        return clamping?.state(at: time) ?? (restPosition, 0)
    }

    /// Position, velocity and whether it still moves, `time` seconds after the release.
    @inline(__always)
    func frame(at time: Double) -> (position: Double, velocity: Double, moving: Bool) {
        if time >= restTime { return (restPosition, 0, false) }
        let (x, v) = state(at: time)
        return (x, v, true)
    }

    /// Notes when this fling, started strictly inside the bounds moving toward the end `edge`, reaches it
    /// (when it rests there: it bounced back onto it or stopped dead at it), and its speed at that
    /// instant: the first time the closed form reaches `edge` (bisection: after it the motion stays at
    /// or past the end, a first-order return or an overdamped spring never crossing back), and the
    /// decay's velocity there (just before a dead stop, which reads 0 at its own instant).
    mutating func planEdgeHit(toward edge: Double, leading: Bool) {
        guard isMotion, restPosition == edge, restTime > 0, restTime.isFinite else { return }
        let motion = self
        let time = _crossingTime(from: 0, to: restTime, reaching: edge) { motion.state(at: $0).position }
        let speed = Swift.abs(state(at: Swift.min(time, restTime.nextDown)).velocity)
        guard time.isFinite, speed.isFinite else { return }
        edgeHitTime = time
        edgeHitSpeed = speed
        edgeHitIsLeading = leading
    }
}
