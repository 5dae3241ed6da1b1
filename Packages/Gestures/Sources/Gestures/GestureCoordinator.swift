// Not in the WebAssembly build (Scripts/wasm-build): the coordinator keeps recognizers of different
// types in one array of `any GestureRecognizer`, and Embedded Swift rejects values of a non-class
// protocol type ("cannot use a value of protocol type 'any GestureRecognizer' in embedded Swift").
#if !hasFeature(Embedded)
/// Several recognisers on one stream: which may recognise together, which wait for others to fail.
///
/// ```swift
/// import Gestures
///
/// var gestures = GestureCoordinator()
/// let single = gestures.add(try TapRecognizer(numberOfTaps: 1))
/// let double = gestures.add(try TapRecognizer(numberOfTaps: 2))
/// gestures.require(single, toFail: double)      // a double tap delays the single tap until it fails
/// gestures.handle(PointerSample(pointer: 0, x: 50, y: 50, phase: .began, time: 0))
/// gestures.handle(PointerSample(pointer: 0, x: 50, y: 50, phase: .ended, time: 0.08))
/// gestures.tick(at: 1)                          // no second tap came: the double tap failed
/// if gestures.state(of: single) == .recognized { print("select") }
/// ```
///
/// The coordinator reports each recogniser's state as the host should see it, with UIKit's rules:
/// - **Exclusion.** When a recogniser begins or is recognised, every other one still `possible`
///   fails, unless the two were allowed with ``recognizeSimultaneously(_:_:)``. A recogniser that
///   would begin while another, not simultaneous with it, is in progress fails instead.
/// - **Require to fail.** A recogniser that must wait for others (``require(_:toFail:)``) stays
///   `possible` until they fail, then reports its recognition; if one of them is recognised it fails.
///   A continuous recogniser that was held back reports `began` first, then its later states.
/// - **Cancellation.** A `cancelled` sample cancels the stream: every recogniser in progress is
///   `cancelled`, every one not yet recognised fails. ``cancelAll()`` does the same for the host.
/// - Every reported `began` is followed by exactly one `ended` or `cancelled`.
///
/// Adding recognisers and relations allocates; handling samples and ticks does not.
public struct GestureCoordinator: Sendable {
    /// A recogniser added to the coordinator.
    public struct Handle: Hashable, Sendable {
        /// Its position in the order of ``GestureCoordinator/add(_:)`` calls.
        public let index: Int
    }

    private var recognizers: [any GestureRecognizer] = []
    private var reported: [GestureState] = []
    private var waitsFor: [[Int]] = []
    private var simultaneous: [[Bool]] = []
    /// Recognisers whose reported state changed during the current call (to anything but
    /// `possible` or `changed`): their next change waits for the next sample or tick, so that the
    /// host, reading after each call, sees every `began`, `recognized` and end.
    private var frozen: [Bool] = []

    /// An empty coordinator.
    public init() {}

    /// Adds a recogniser; samples reach recognisers in the order they were added, which also
    /// settles ties (the first added wins when two would begin on the same sample).
    ///
    /// - Parameter recognizer: The recogniser, in any state (it is reset).
    /// - Returns: Its handle.
    @discardableResult
    public mutating func add(_ recognizer: some GestureRecognizer) -> Handle {
        var recognizer = recognizer
        recognizer.reset()
        recognizers.append(recognizer)
        reported.append(.possible)
        waitsFor.append([])
        frozen.append(false)
        for index in simultaneous.indices { simultaneous[index].append(false) }
        simultaneous.append(Array(repeating: false, count: recognizers.count))
        return Handle(index: recognizers.count - 1)
    }

    /// Makes `handle` wait for `other` to fail before it may begin or be recognised.
    ///
    /// - Parameters:
    ///   - handle: The recogniser that waits (a single tap).
    ///   - other: The one that must fail first (a double tap).
    public mutating func require(_ handle: Handle, toFail other: Handle) {
        precondition(handle != other, "a recogniser cannot wait for itself")
        if !waitsFor[handle.index].contains(other.index) { waitsFor[handle.index].append(other.index) }
    }

    /// Lets `a` and `b` be recognised at the same time (a pinch and a rotation).
    public mutating func recognizeSimultaneously(_ a: Handle, _ b: Handle) {
        simultaneous[a.index][b.index] = true
        simultaneous[b.index][a.index] = true
    }

    /// The state of `handle` as the host should see it.
    public func state(of handle: Handle) -> GestureState { reported[handle.index] }

    /// The recogniser behind `handle`, to read its values (translation, scale, location...).
    ///
    /// - Returns: The recogniser, or nil when it is not an `R`.
    public func recognizer<R: GestureRecognizer>(_ handle: Handle, as type: R.Type = R.self) -> R? {
        recognizers[handle.index] as? R
    }

    /// Feeds a sample to every recogniser, then applies the rules.
    ///
    /// Time-outs due before the sample (a double tap that waited too long) are applied first, so
    /// that a waiting recognition is reported before the sample starts a new sequence.
    ///
    /// - Complexity: O(recognisers²), no allocation.
    public mutating func handle(_ sample: PointerSample) {
        guard sample.isFinite else { return }
        unfreeze()
        for index in recognizers.indices { recognizers[index].tick(at: sample.time) }
        resolve()
        for index in recognizers.indices { recognizers[index].handle(sample) }
        resolve()
        if sample.phase == .cancelled { cancelEverything() }
    }

    /// Advances every recogniser's clock (long presses, tap time-outs), then applies the rules.
    ///
    /// - Complexity: O(recognisers²), no allocation.
    public mutating func tick(at time: Double) {
        guard time.isFinite else { return }
        unfreeze()
        for index in recognizers.indices { recognizers[index].tick(at: time) }
        resolve()
    }

    /// The host cancels the stream: gestures in progress are cancelled, the others fail.
    public mutating func cancelAll() {
        unfreeze()
        cancelEverything()
    }

    private mutating func cancelEverything() {
        for index in recognizers.indices {
            recognizers[index].cancel()
            // A `began` reported during this call stays visible; the cancellation shows next call.
            if frozen[index] { continue }
            if reported[index].isActive {
                reported[index] = .cancelled
            } else if reported[index] == .possible {
                reported[index] = .failed
            }
        }
    }

    /// Every recogniser back to `possible`, except that one the host sees in progress is cancelled
    /// first: its ``state(of:)`` becomes `cancelled`, and returns to `possible` with the recogniser
    /// (at the next `reset()`, or when its next touch sequence starts).
    ///
    /// - Complexity: O(recognisers), no allocation.
    public mutating func reset() {
        unfreeze()
        for index in recognizers.indices {
            recognizers[index].reset()
            if reported[index].isActive {
                // Never a gesture left without its end: the host saw it begin, so it sees it cancelled.
                reported[index] = .cancelled
            } else {
                // Not shown in progress (one held back by require-to-fail included): nothing to end.
                if recognizers[index].state != .possible { recognizers[index].reset() }
                reported[index] = .possible
            }
        }
    }

    private mutating func unfreeze() {
        for index in frozen.indices { frozen[index] = false }
    }

    private mutating func resolve() {
        var changed = true
        var rounds = 0
        while changed, rounds <= recognizers.count {
            changed = false
            rounds += 1
            for index in recognizers.indices where !frozen[index] {
                let before = reported[index]
                guard step(index) else { continue }
                changed = true
                let after = reported[index]
                if after != before, after != .possible, after != .changed { frozen[index] = true }
            }
        }
    }

    /// Brings one recogniser's reported state up to date; true when it changed.
    private mutating func step(_ index: Int) -> Bool {
        let raw = recognizers[index].state
        let shown = reported[index]
        if shown.isFinished {
            // The recogniser started a new touch sequence on its own (and may be under way in it).
            guard !raw.isFinished else { return false }
            reported[index] = .possible
            return true
        }
        if shown.isActive {
            let next: GestureState = raw == .possible || raw == .failed ? .cancelled : raw
            guard next != shown else { return false }
            reported[index] = next
            return true
        }
        // Shown as possible.
        switch raw {
        case .possible:
            return false
        case .failed, .cancelled:
            reported[index] = .failed
            return true
        case .began, .changed, .ended, .recognized:
            break
        }
        for other in waitsFor[index] {
            let state = reported[other]
            if state == .failed { continue }
            if state == .possible { return false }  // keep waiting
            return prevent(index)                    // the other one was recognised
        }
        for other in recognizers.indices where other != index && !simultaneous[index][other] && reported[other].isActive {
            _ = other
            return prevent(index)
        }
        reported[index] = raw == .recognized ? .recognized : .began
        for other in recognizers.indices where other != index && !simultaneous[index][other] && reported[other] == .possible {
            recognizers[other].cancel()
            reported[other] = .failed
            frozen[other] = true
        }
        return true
    }

    private mutating func prevent(_ index: Int) -> Bool {
        // A recogniser reported `possible` cannot have reported `began`: it fails quietly.
        recognizers[index].cancel()
        reported[index] = .failed
        return true
    }
}
#endif
