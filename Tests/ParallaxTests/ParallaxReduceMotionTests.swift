import Testing
import _MotionTestSupport
@testable import Parallax

/// Reduce Motion turns parallax and stretch off: layers move with the content, the header neither
/// stretches nor lags; a sticky header still pins.
@Suite struct ParallaxReduceMotionTests {
    static let still: MotionPreferences = { do { return try MotionPreferences(reduceMotion: true) } catch { return .standard } }()

    @Test(arguments: [0.0, 0.5, 1, 2.5])
    func aLayerMovesWithTheContentWhateverItsRate(rate: Double) {
        let layer = ParallaxLayer(layer: LayerState(position: Point(x: 100, y: 150), size: Size(width: 50, height: 50)), rate: rate)
        for offset in [Point(x: 0, y: 0), Point(x: 30, y: 120), Point(x: -10, y: -80)] {
            let shown = layer.layer(at: offset, motion: Self.still)
            #expect(shown.position == Point(x: 100 - offset.x, y: 150 - offset.y))
            #expect(layer.layer(at: offset, motion: .standard) == layer.layer(at: offset))
        }
    }

    @Test func theHeaderNeitherStretchesNorLags() throws {
        let header = try StretchyHeader(height: 200)
        for offset in [-80.0, -1, 0, 1, 150, 900] {
            #expect(header.layout(at: offset, motion: Self.still) == HeaderLayout(y: 0, height: 200, imageScale: 1, stretch: 0))
        }
        let bar = try StretchyHeader(height: 200, collapse: .sticky(minimumHeight: 64))
        #expect(bar.layout(at: 300, motion: Self.still) == bar.layout(at: 300))
        #expect(bar.layout(at: -40, motion: Self.still) == HeaderLayout(y: 0, height: 200, imageScale: 1, stretch: 0))
    }
}
