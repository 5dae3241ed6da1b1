import Gestures
import Testing

/// The stream rules every reader shares.
@Suite struct PointerStreamTests {
    func sample(_ pointer: Int, _ phase: PointerPhase, _ time: Double, x: Double = 0) -> PointerSample {
        PointerSample(pointer: pointer, x: x, y: 0, phase: phase, time: time)
    }

    @Test func beganBeforeMovedAndEndedOnce() throws {
        var stream = PointerStream()
        #expect(throws: PointerSampleError.unknownPointer(0, phase: .moved)) { try stream.admit(sample(0, .moved, 0)) }
        _ = try stream.admit(sample(0, .began, 0))
        #expect(throws: PointerSampleError.pointerAlreadyDown(0)) { try stream.admit(sample(0, .began, 0.01)) }
        _ = try stream.admit(sample(0, .moved, 0.01))
        _ = try stream.admit(sample(0, .ended, 0.02))
        #expect(throws: PointerSampleError.unknownPointer(0, phase: .ended)) { try stream.admit(sample(0, .ended, 0.03)) }
        #expect(stream.pointersDown.isEmpty)
    }

    @Test func aStrayCancelIsAcceptedAndChangesNothing() throws {
        var stream = PointerStream(reorderingTolerance: PointerStream.liveReorderingTolerance)
        _ = try stream.admit(sample(0, .began, 0))
        let stray = try stream.admit(sample(7, .cancelled, 0.01))
        #expect(stray == sample(7, .cancelled, 0.01))
        #expect(stream.pointersDown == [0])
    }

    @Test func timeGoingBackwardsIsClampedWithinTheToleranceAndRejectedBeyond() throws {
        var live = PointerStream(reorderingTolerance: 0.1)
        _ = try live.admit(sample(0, .began, 1))
        _ = try live.admit(sample(1, .began, 1.05))
        #expect(try live.admit(sample(0, .moved, 0.96)).time == 1.05)
        #expect(throws: PointerSampleError.timeWentBackwards(previous: 1.05, time: 0.9)) { try live.admit(sample(0, .moved, 0.9)) }
        var recording = PointerStream()
        _ = try recording.admit(sample(0, .began, 1))
        #expect(throws: PointerSampleError.timeWentBackwards(previous: 1, time: 0.999)) { try recording.admit(sample(0, .moved, 0.999)) }
        #expect(try recording.admit(sample(0, .moved, 1)).time == 1)
    }

    @Test func nonFiniteValuesAndAnEleventhPointerAreRejected() throws {
        var stream = PointerStream()
        #expect(throws: PointerSampleError.nonFinite(field: "t")) { try stream.admit(sample(0, .began, .nan)) }
        #expect(throws: PointerSampleError.nonFinite(field: "x")) { try stream.admit(sample(0, .began, 0, x: .infinity)) }
        for pointer in 0..<10 { _ = try stream.admit(sample(pointer, .began, 0)) }
        #expect(throws: PointerSampleError.tooManyPointers(10)) { try stream.admit(sample(10, .began, 0)) }
        #expect(stream.pointersDown == Array(0..<10))
        _ = try stream.admit(sample(4, .ended, 0.1))
        #expect(stream.pointersDown == [0, 1, 2, 3, 5, 6, 7, 8, 9])
        _ = try stream.admit(sample(10, .began, 0.2))
        #expect(stream.isDown(10) && !stream.isDown(4))
    }

    @Test func theTraceAndTheTrackerFollowTheSameRules() throws {
        var trace = GestureTrace()
        var tracker = VelocityTracker()
        for pointer in 0..<10 {
            try trace.append(sample(pointer, .began, 0))
            try tracker.add(sample(pointer, .began, 0))
        }
        #expect(throws: GestureTraceError(eventIndex: 10, problem: .invalidSample(.tooManyPointers(10)))) {
            try trace.append(sample(10, .began, 0))
        }
        // The tracker follows ten pointers and ignores further ones, as it documents.
        try tracker.add(sample(10, .began, 0))
        #expect(throws: PointerSampleError.timeWentBackwards(previous: 0, time: -1)) { try tracker.add(sample(0, .moved, -1)) }
    }
}
