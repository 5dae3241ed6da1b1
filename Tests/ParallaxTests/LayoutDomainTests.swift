import Geometry
import Parallax
import Testing

/// Issue 19, item 9: the layout helpers stay finite (and right) at the ends of the doubles' range.
@Suite struct LayoutDomainTests {
    static let hostile: [Double] = [0, 1, -1, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 1e154, -1e154, 1e300, -1e300, 1e308, -1e308,
                                    .greatestFiniteMagnitude, -.greatestFiniteMagnitude]

    @Test func aRangeSpanningTheWholeFiniteLineIsHalfwayAtZero() {
        #expect(ScrollProgress(from: -1e308, to: 1e308).progress(at: 0) == 0.5)
        #expect(ScrollProgress(from: -.greatestFiniteMagnitude, to: .greatestFiniteMagnitude).progress(at: 0) == 0.5)
        #expect(ScrollProgress(from: 1e308, to: -1e308).progress(at: -1e308) == 1)
        #expect(ScrollProgress(from: -1e308, to: 0).progress(at: 1e308) == 2)
    }

    @Test func aDenormalRangeSaturatesInsteadOfOverflowing() {
        #expect(ScrollProgress(from: 0, to: .leastNonzeroMagnitude).progress(at: 1) == .greatestFiniteMagnitude)
        #expect(ScrollProgress(from: 0, to: .leastNonzeroMagnitude).progress(at: -1) == -.greatestFiniteMagnitude)
        #expect(ScrollProgress(from: 0, to: 200).progress(at: 50) == 0.25)
    }

    @Test func progressAndModifiersAreFiniteForEveryHostileRange() {
        for start in Self.hostile {
            for end in Self.hostile {
                for offset in Self.hostile + [.nan, .infinity] {
                    let range = ScrollProgress(from: start, to: end)
                    #expect(range.progress(at: offset).isFinite, "\(start) \(end) \(offset)")
                    #expect(range.progress(at: offset, modifiers: [.reversed]).isFinite)
                }
            }
        }
    }

    @Test func aHeaderIsFiniteForHostileRatesOffsetsAndHeights() throws {
        for height in [.leastNonzeroMagnitude, 1, 200, 1e308, .greatestFiniteMagnitude] {
            for collapse in [StretchyHeader.Collapse.parallax(rate: 1e300), .parallax(rate: -1e300), .parallax(rate: 0.5),
                             .sticky(minimumHeight: 0), .sticky(minimumHeight: height)] {
                let header = try StretchyHeader(height: height, collapse: collapse)
                for offset in Self.hostile {
                    for top in Self.hostile {
                        let layout = header.layout(at: offset, top: top)
                        #expect(layout.y.isFinite && layout.height.isFinite && layout.imageScale.isFinite && layout.stretch.isFinite,
                                "\(height) \(collapse) \(offset) \(top): \(layout)")
                        #expect(layout.height > 0 || collapse == .sticky(minimumHeight: 0))
                    }
                }
            }
        }
    }

    @Test func aHeaderPushedFarUpAtAHugeRateSaturatesOnTheSideItMoved() throws {
        let header = try StretchyHeader(height: 200, collapse: .parallax(rate: 1e300))
        #expect(header.layout(at: 1e10).y == -.greatestFiniteMagnitude)
        #expect(header.layout(at: 100).y == 100 * (1 - 1e300) as Double)
        let tiny = try StretchyHeader(height: .leastNonzeroMagnitude)
        let pulled = tiny.layout(at: -1)
        #expect(pulled.imageScale == .greatestFiniteMagnitude && pulled.stretch == .greatestFiniteMagnitude && pulled.y == -1)
    }

    @Test func aLayerAtAHugeRateSaturatesOnTheSideItMoved() {
        let base = LayerState(position: Point(x: 10, y: 20), size: Size(width: 10, height: 10))
        let fast = ParallaxLayer(layer: base, rate: 1e300)
        let shown = fast.layer(at: Point(x: 1e10, y: -1e10))
        #expect(shown.position == Point(x: -.greatestFiniteMagnitude, y: .greatestFiniteMagnitude))
        for rate in Self.hostile {
            for offset in Self.hostile {
                let layer = ParallaxLayer(layer: LayerState(position: Point(x: 1e308, y: -1e308)), rate: rate)
                #expect(layer.layer(at: Point(x: offset, y: offset)).position.isFinite, "\(rate) \(offset)")
            }
        }
        #expect(ParallaxLayer(layer: base, rate: 0.5).layer(at: Point(x: 0, y: 120)).position == Point(x: 10, y: -40))
    }
}
