import FuzzSupport
import Geometry
import Gestures

/// One stream of samples through a trace, two trackers, every recogniser and a coordinator, with
/// the invariants checked after each call.
struct RecognizerStream {
    var trace = GestureTrace()
    var leastSquares = VelocityTracker(strategy: .leastSquares)
    var impulse = VelocityTracker(strategy: .impulse)
    var pan = PanRecognizer()
    var pinch = PinchRecognizer()
    var rotation = RotationRecognizer()
    var press = LongPressRecognizer()
    var tap: TapRecognizer
    var swipe: SwipeRecognizer
    var edge: ScreenEdgePanRecognizer
    var coordinator = GestureCoordinator()
    var handles: [GestureCoordinator.Handle] = []
    var lifecycles = [Lifecycle("pan"), Lifecycle("pinch"), Lifecycle("rotation"), Lifecycle("long press"), Lifecycle("edge pan")]
    var coordinated: [Lifecycle] = []
    /// The latest finite time any recogniser was handed (a sample the trace rejected, for an unknown
    /// pointer, still moves a recogniser's clock): the final lifts come no earlier.
    var latestTime = -Double.infinity
    var pointers: Set<Int> = []

    init() {
        do {
            tap = try TapRecognizer(numberOfTaps: 2)
            swipe = try SwipeRecognizer(directions: .all)
            edge = try ScreenEdgePanRecognizer(edges: .all, bounds: Rect(x: 0, y: 0, width: 400, height: 700), edgeWidth: 40)
        } catch {
            fatalError("fixed configuration rejected: \(error)")
        }
        handles = [coordinator.add(PanRecognizer()), coordinator.add(PinchRecognizer()), coordinator.add(LongPressRecognizer()),
                   coordinator.add(tap), coordinator.add(RotationRecognizer())]
        coordinator.recognizeSimultaneously(handles[1], handles[4])
        coordinated = handles.indices.map { Lifecycle("coordinated \($0)") }
    }

    /// Feeds a sample everywhere; answers whether the trace accepted it.
    mutating func feed(_ sample: PointerSample) -> Bool {
        let accepted = (try? trace.append(sample)) != nil
        if sample.time.isFinite { latestTime = max(latestTime, sample.time) }
        if accepted { pointers.insert(sample.pointer) }
        for strategy in 0..<2 {
            var tracker = strategy == 0 ? leastSquares : impulse
            do {
                try tracker.add(sample)
            } catch {
                require(!accepted, "the trace accepted \(sample) but a tracker rejected it: \(error)")
            }
            for pointer in pointers {
                if let velocity = tracker.velocity(of: pointer) {
                    require(velocity.isFinite, "velocity of \(pointer) is \(velocity)")
                }
            }
            if strategy == 0 { leastSquares = tracker } else { impulse = tracker }
        }
        call(sample, time: sample.time)
        coordinator.handle(sample)
        recordCoordinated(sample: true)
        checkReadings()
        return accepted
    }

    mutating func tick(at time: Double) {
        if time.isFinite { latestTime = max(latestTime, time) }
        call(nil, time: time)
        coordinator.tick(at: time)
        recordCoordinated(sample: false)
        checkReadings()
    }

    /// Lifts what is still down, lets time pass, and checks that every gesture ended.
    mutating func finish() {
        let time = latestTime.isFinite ? latestTime : 0
        // Every id the stream can use, not only those the trace holds down: a recogniser that ignored a
        // lift (earlier than its own clock) still holds that touch.
        for pointer in Set(trace.pointersDown).union(pointers).union(-1...2).sorted() {
            _ = feed(PointerSample(pointer: pointer, x: 0, y: 0, phase: .ended, time: time))
        }
        tick(at: time)
        tick(at: time + 1)
        for lifecycle in lifecycles + coordinated { lifecycle.finish() }
    }

    /// Hands a sample (or, when nil, a tick at `time`) to every recogniser and records the states.
    private mutating func call(_ sample: PointerSample?, time: Double) {
        func drive<Recognizer: GestureRecognizer>(_ recognizer: inout Recognizer) -> GestureState {
            if let sample { return recognizer.handle(sample) }
            return recognizer.tick(at: time)
        }
        let isSample = sample != nil
        lifecycles[0].record(drive(&pan), sample: isSample)
        lifecycles[1].record(drive(&pinch), sample: isSample)
        lifecycles[2].record(drive(&rotation), sample: isSample)
        lifecycles[3].record(drive(&press), sample: isSample)
        lifecycles[4].record(drive(&edge), sample: isSample)
        _ = drive(&tap)
        _ = drive(&swipe)
    }

    private mutating func recordCoordinated(sample: Bool) {
        for (index, handle) in handles.enumerated() {
            coordinated[index].record(coordinator.state(of: handle), sample: sample)
        }
    }

    private func checkReadings() {
        let snapshot = pan.snapshot
        require(snapshot.location.isFinite && snapshot.translation.isFinite && snapshot.velocity.isFinite, "pan \(snapshot)")
        require(pinch.scale.isFinite && pinch.velocity.isFinite && pinch.location.isFinite, "pinch \(pinch.scale) \(pinch.velocity)")
        require(rotation.rotation.isFinite && rotation.velocity.isFinite && rotation.location.isFinite, "rotation \(rotation.rotation)")
        require(press.location.isFinite, "long press \(press.location)")
        require(tap.location.isFinite, "tap \(tap.location)")
        require(swipe.location.isFinite, "swipe \(swipe.location)")
        require(edge.location.isFinite && edge.translation.isFinite && edge.velocity.isFinite, "edge pan \(edge.snapshot)")
    }
}
