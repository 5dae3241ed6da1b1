import Geometry

/// The one shape every interaction of the library has, so that a host that has driven one can drive
/// them all, and generic code (a replay, a benchmark, a playground) can drive any of them.
///
/// ```swift
/// import Gestures
///
/// func drive<I: Interaction>(_ interaction: inout I, with samples: [PointerSample], fps: Double) -> I.Output? {
///     var shown: I.Output?
///     var frame = samples.first?.time ?? 0
///     for sample in samples {
///         while frame < sample.time {                  // the display's frames before this sample
///             shown = interaction.tick(at: frame)
///             frame += 1 / fps
///         }
///         interaction.handle(sample)                   // every pointer sample, as it arrives
///     }
///     while !interaction.isSettled {                   // until nothing moves
///         shown = interaction.tick(at: frame)
///         frame += 1 / fps
///     }
///     return shown
/// }
/// ```
///
/// The contract:
/// - **Configure** with a throwing initialiser; the one error is `ConfigurationError`.
/// - **Input**: ``handle(_:)`` takes every pointer sample, in order, with its timestamp; or, when the
///   host runs its own recogniser (a pan, pinch or rotation recogniser, a SwiftUI `DragGesture`),
///   ``update(with:)`` takes each of its readings instead (a ``GestureReading``; a `PanSnapshot` converts),
///   including the last (`ended`/`cancelled`). Both return what to show after the input. A wheel or
///   trackpad event goes to ``handleWheel(_:)`` (ignored unless the interaction scrolls by wheel).
/// - **Frames**: ``tick(at:)`` once per display frame with the frame's timestamp, on the same clock as
///   the samples, returns what to show at that time: the same output for the same inputs and the same
///   time, whatever frames came before.
/// - **Time**: a motion that an input starts (a release, a grab) starts at that input's timestamp, and a
///   tick shows it at (tick time − start time), so the same inputs give the same motion at 60, 120 or
///   240 Hz and on an irregular display link (`FrameClock`'s rule, which also answers odd timestamps).
/// - **Rest**: ``isSettled`` is true when nothing will move until the next input (no finger down,
///   no animation running), so a host can stop its display link.
/// - **Events**: what happened (a release, a completion, a dismissal) is in the returned output or in a
///   property the host reads after the call; no closure is called from inside these methods, so a host
///   may read and change the value holding the interaction whenever it likes. The moments a person feels
///   (a threshold, a detent, an item ticking past, an edge hit) are ``events`` after each tick, stamped
///   with their exact times.
/// - **Motion preferences**: ``motionPreferences`` (Reduce Motion, the duration scale) change the
///   motions that inputs start, never the finger's: each interaction documents what it does with them.
/// - **Reset**: ``reset()`` cancels whatever is in progress (a gesture in progress ends, once, as
///   cancelled) and returns to rest.
/// - **Restore**: ``restore(_:)`` makes the interaction a copy kept earlier (a host's checkpoint), in the
///   buffers it already holds, so a host that goes back to a saved state (the host layer's `LiveLoop`
///   re-running frames for an input delivered late) allocates nothing.
///
/// Interactions are value types (`Sendable`, no reference counting per frame, copies independent);
/// the host owns the one it drives. Bad input never traps and never produces NaN: samples with
/// non-finite coordinates or times are ignored, and every output stays finite.
public protocol Interaction: Sendable {
    /// What a frame shows: a `LayerState`, several, or the interaction's own reading.
    associatedtype Output: Sendable

    /// Feeds one pointer sample (touch, mouse or pen) to the interaction's own recogniser.
    ///
    /// - Returns: What to show after the sample (the same as a tick at the sample's time would show,
    ///   without advancing any animation).
    @discardableResult
    mutating func handle(_ sample: PointerSample) -> Output

    /// Follows a reading of a recogniser the host runs itself (pan, pinch or rotation), instead of
    /// ``handle(_:)``.
    ///
    /// - Returns: What to show after the reading.
    @discardableResult
    mutating func update(with reading: GestureReading) -> Output

    /// Feeds one wheel or trackpad event (a ``WheelSample``, on the samples' clock): an interaction that
    /// scrolls by wheel follows it (Scroll's `WheelScrollBehavior`); the default ignores it, so a host may
    /// send wheel events to any interaction. What to show after it is the next tick's.
    mutating func handleWheel(_ wheel: WheelSample)

    /// Advances to the frame's timestamp (seconds, the samples' clock) and returns what to show.
    @discardableResult
    mutating func tick(at time: Double) -> Output

    /// True when nothing moves until the next input.
    var isSettled: Bool { get }

    /// Cancels what is in progress (a gesture ends once, as cancelled) and returns to rest.
    mutating func reset()

    /// Becomes `saved` (a copy of this interaction kept earlier), reusing its own storage: afterwards it
    /// is `saved` in every way a host can observe, and every later input and tick gives what `saved`'s
    /// would. Unlike `self = saved`, which shares `saved`'s copy-on-write buffers (a velocity tracker's
    /// history, the touches down, the events) until the next change copies them, the values are copied
    /// into the buffers the interaction already owns, so neither it nor `saved` allocates afterwards.
    ///
    /// ```swift
    /// import Gestures
    ///
    /// func rewind<I: Interaction>(_ interaction: inout I, to checkpoint: I, replaying samples: [PointerSample]) {
    ///     interaction.restore(checkpoint)        // not `interaction = checkpoint`: no buffer is shared
    ///     for sample in samples { interaction.handle(sample) }
    /// }
    /// ```
    ///
    /// The default assigns (`self = saved`): right for an interaction that holds no buffer, and correct for
    /// any, which then allocates its buffers again at its next change.
    ///
    /// - Parameter saved: A copy of this interaction (the same configuration), taken at any time.
    /// - Complexity: O(size of the state): the buffers' contents are copied (the touches down, and a
    ///   velocity tracker's history of each pointer it follows, about 500 bytes a pointer); no allocation
    ///   when the interaction's buffers are its own and large enough, which they are when `saved` was
    ///   copied from it.
    mutating func restore(_ saved: Self)

    /// What happened since the previous tick, read after a tick: the inputs handled since then included,
    /// in time order, each stamped with the exact time it happened (``FeedbackEvent``). The next input or
    /// tick drops them, so a host that reads them once per frame sees each once.
    var events: [FeedbackEvent] { get }

    /// The user's motion settings (Geometry's `MotionPreferences`), read by every motion an input starts from now on.
    var motionPreferences: MotionPreferences { get set }
}

extension Interaction {
    /// An interaction with nothing a person would feel (one that only follows the finger) reports no
    /// events.
    public var events: [FeedbackEvent] { [] }

    /// An interaction with no motion of its own (one that only follows the finger) has no motion to
    /// change: it reads as `MotionPreferences.standard` and ignores what is set.
    public var motionPreferences: MotionPreferences {
        get { .standard }
        set {}
    }

    /// Becomes `saved` by assignment: its buffers are shared with `saved` until the next change copies them.
    @inlinable
    public mutating func restore(_ saved: Self) {
        self = saved
    }

    /// Ignores a wheel event: the interaction takes no wheel input.
    @inlinable
    public mutating func handleWheel(_ wheel: WheelSample) {}

    /// Follows a pan recogniser's reading: the same as `update(with: GestureReading(reading))`.
    ///
    /// - Returns: What to show after the reading.
    @inlinable
    @discardableResult
    public mutating func update(with reading: PanSnapshot) -> Output {
        update(with: GestureReading(reading))
    }
}
