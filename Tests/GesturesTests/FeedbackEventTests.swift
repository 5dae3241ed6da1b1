import Foundation
@testable import Gestures
import Testing

@Suite struct FeedbackLogTests {
    @Test func aTickReportsWhatHappenedSinceThePreviousTickInTimeOrder() {
        var log = _FeedbackLog()
        log.beginCall()                                   // an input
        log.emit(FeedbackEvent(.lifted, at: 0.50))
        log.beginCall()                                   // a tick at 0.52 solving a crossing at 0.505
        log.emit(FeedbackEvent(.itemTicked, at: 0.505, index: 2))
        log.emit(FeedbackEvent(.thresholdActivated, at: 0.49))
        log.endFrame()
        #expect(log.events.map(\.time) == [0.49, 0.50, 0.505])
        #expect(log.events.map(\.kind) == [.thresholdActivated, .lifted, .itemTicked])
        // The next call drops them; an input's events wait for the next tick.
        log.beginCall()
        #expect(log.events.isEmpty)
        log.emit(FeedbackEvent(.dropped, at: 0.6, index: 4))
        log.beginCall()
        #expect(log.events.count == 1)
        log.endFrame()
        #expect(log.events == [FeedbackEvent(.dropped, at: 0.6, index: 4)])
    }

    @Test func theSortKeepsTheOrderOfEventsAtTheSameTime() {
        var log = _FeedbackLog()
        log.emit(FeedbackEvent(.snapped, at: 1, index: 1))
        log.emit(FeedbackEvent(.detentReached, at: 1, index: 1))
        log.emit(FeedbackEvent(.edgeHit, at: 0.5, speed: 300, edge: .top))
        log.endFrame()
        #expect(log.events.map(\.kind) == [.edgeHit, .snapped, .detentReached])
    }

    @Test func aNonFiniteTimeIsNeverReported() {
        var log = _FeedbackLog()
        log.emit(FeedbackEvent(.snapped, at: .nan))
        log.emit(FeedbackEvent(.snapped, at: .infinity))
        log.endFrame()
        #expect(log.events.isEmpty)
    }
}

@Suite struct ThresholdCrossingTests {
    @Test func aJitterInsideTheBandReportsOneCrossing() {
        var crossing = _ThresholdCrossing(threshold: 100, band: 4)
        let values: [Double] = [90, 99.9, 100, 98, 101, 96.5, 100.5, 95.9, 97, 100, 120]
        let kinds = values.map { crossing.update($0) }
        #expect(kinds == [nil, nil, .thresholdActivated, nil, nil, nil, nil, .thresholdDeactivated, nil,
                          .thresholdActivated, nil])
    }

    @Test func aNaNValueChangesNothingAndABadBandIsZero() {
        var crossing = _ThresholdCrossing(threshold: 1, band: .nan)
        #expect(crossing.band == 0)
        #expect(crossing.update(.nan) == nil)
        #expect(crossing.update(1) == .thresholdActivated)
        #expect(crossing.update(.nan) == nil)
        #expect(crossing.isActive)
        #expect(crossing.update(0.999) == .thresholdDeactivated)
        crossing.reset()
        #expect(!crossing.isActive)
    }
}

@Suite struct CrossingTimeTests {
    @Test func theTimeIsTheSameHoweverTheMotionWasCutIntoFrames() {
        // x(t) = 100·(1 − e^(−4t)) reaches 50 at ln 2 / 4.
        func position(_ t: Double) -> Double { 100 * (1 - exp(-4 * t)) }
        let exact = log(2.0) / 4
        var times: [Double] = []
        for fps in [60.0, 90, 120, 144, 240] {
            var previous = 0.0
            var frame = 1.0
            while true {
                let time = frame / fps
                if position(time) >= 50 {
                    times.append(_crossingTime(from: previous, to: time, reaching: 50, position: position))
                    break
                }
                previous = time
                frame += 1
            }
        }
        for time in times { #expect(abs(time - exact) <= 4e-16) }
    }

    @Test func aFallingMotionAndBadIntervals() {
        let time = _crossingTime(from: 0, to: 1, reaching: 25) { 100 - 100 * $0 }
        #expect(abs(time - 0.75) <= 2e-16)
        #expect(_crossingTime(from: 1, to: 0.5, reaching: 25) { $0 } == 0.5)
        #expect(_crossingTime(from: 0, to: .infinity, reaching: 25) { $0 } == .infinity)
        #expect(_crossingTime(from: 0, to: 1, reaching: .nan) { $0 } == 1)
    }
}
