import Testing
@testable import Scroll

/// The scroll view's rubber-band inverses are Geometry's one `rubberBandInverse`: the offset's directly, the
/// zoom's on the logarithm of the scale. Each gives what the hand-written inverses it replaced gave.
@Suite struct RubberBandInverseTests {
    /// The inverse the scroll view had before: `d/c · b/(d − b)` with the band capped at 99.9 % of `d`.
    static func formerInverse(_ offset: Double, low: Double, high: Double, length: Double, constant: Double) -> Double {
        let beyond = offset < low ? low - offset : (offset > high ? offset - high : 0)
        guard beyond > 0 else { return offset }
        let banded = min(beyond, length * 0.999)
        let pulled = length / constant * banded / (length - banded)
        return offset < low ? low - pulled : high + pulled
    }

    @Test func theOffsetsInverseIsUnchanged() throws {
        var list = try phoneList()
        let low = list.minimumContentOffset.y, high = list.maximumContentOffset.y
        for constant in [0.55, 0.3, 1.2] {
            list.overscrollResistance = .rubberBand(constant: constant)
            for step in -700...700 {
                let offset = step < 0 ? low + Double(step) * 0.97 : high + Double(step) * 0.97
                let expected = Self.formerInverse(offset, low: low, high: high, length: 667, constant: constant)
                let found = list.unbanded(offset, axis: .vertical)
                #expect(abs(found - expected) <= 1e-12 * max(abs(expected), 1), "\(constant) \(offset): \(found) \(expected)")
            }
        }
    }

    @Test func theZoomsInverseIsUnchanged() throws {
        var photo = try ScrollBehavior(contentSize: Size(width: 400, height: 300), viewportSize: Size(width: 400, height: 300))
        try photo.setZoomScaleLimits(minimum: 0.5, maximum: 3)
        let d = ScrollBehavior.zoomBandDimension
        for step in 1...399 {   // within the band's reach: a factor of 2 past the limit
            for shown in [3 * (1 + Double(step) / 400), 0.5 / (1 + Double(step) / 400)] {
                let limit = shown > 3 ? 3.0 : 0.5
                let banded = min(abs(Double.log(shown / limit)), d * 0.999)
                let pulled = d / 0.55 * banded / (d - banded)
                let expected = limit * Double.exp(shown > 3 ? pulled : -pulled)
                let found = photo.unbandedZoom(shown)
                #expect(abs(found - expected) <= 1e-12 * expected, "\(shown): \(found) \(expected)")
                // And it inverts the band.
                if banded < d * 0.99 { #expect(abs(photo.bandedZoom(found) - shown) <= 1e-12 * shown) }
            }
        }
    }
}
