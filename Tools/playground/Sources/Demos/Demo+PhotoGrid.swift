import Dynamics
import Geometry
import Gestures
import Navigation

/// A photo grid with iOS 18's zoom transition: a tap on a cell zooms its photo to the full stage (a
/// `SharedElementTransition` on Compose's bounds spring, from the cell with its corner radius); a drag
/// on the photo is a `ZoomTransition`'s interactive dismissal (one scale for width and height, about
/// the touch, the touched point under the finger); the release flies it back into its cell or restores
/// it, by the library's projected rule.
///
/// The cell moves while the photo flies back: a release that dismisses makes the grid reflow (a new
/// photo arrives at the top, every cell slides one slot on; the next dismissal takes it away again),
/// and every frame gives the zoom the cell where it is now (`moveSource(to:at:)`). The flight re-aims
/// with its position and velocity continuous and lands exactly in the moved cell. The reflow starts at
/// the release's timestamp, so the same gesture shows the same motion at any frame rate.
///
/// The opening and the reflow are the demo's own, so it offers no replay (`bench replay zoom-dismiss
/// --source-moves DX,DY@T` replays a dismissal with one move of its source).
public struct PhotoGridDemo: PlaygroundDemo {
    public static let name = "photo-grid"
    public static let title = "photo grid: tap a photo, drag it down into its cell while the grid reflows"

    /// Cells across, the gap between them and a cell's corner radius, points.
    static let columns = 3, gap = 4.0, cornerRadius = 8.0
    /// The reflow's spring: SwiftUI's `.smooth` (0.5 s, no bounce), slower than the flight, so the cell is
    /// still moving when the photo arrives.
    static let reflowSpring = Spring.smooth

    let stage: Rect
    /// A cell's side, points.
    let side: Double
    /// How many photos the grid lays out (slots beyond the stage included).
    let count: Int
    /// The reflow in closed form from its start: 0, photo i in slot i; 1, a new photo in slot 0 and
    /// photo i in slot i + 1.
    var reflow = SpringSolution(spring: PhotoGridDemo.reflowSpring, from: 0.0, to: 0.0)
    /// When the reflow started and when it rests (exactly on its target from then on).
    var reflowStart = 0.0, reflowEnd = 0.0
    /// How far the grid has reflowed at the last tick.
    public private(set) var shift = 0.0
    /// The next step of the grid's layout clock (120 Hz from the reflow's start) at which the flying
    /// photo is given its cell.
    var layoutStep = 0
    var tap: TapRecognizer
    /// The photo zooming in from its cell, until it fills the stage.
    var opening: SharedElementTransition?
    /// The presented photo and its dismissal.
    var zoom: ZoomTransition?
    /// The photo shown full screen (opening, presented or flying back).
    var selected: Int?

    public init(stage: Rect) throws(ConfigurationError) {
        self.stage = stage
        side = Swift.max((stage.width - Self.gap * Double(Self.columns + 1)) / Double(Self.columns), 1)
        let rows = Int(((stage.height - Self.gap) / (side + Self.gap)).rounded(.up)) + 1
        count = rows * Self.columns
        tap = try TapRecognizer()
    }

    /// The stage.
    public var guides: [Rect] { [stage] }

    /// The rectangle of slot `slot` (row by row from the top left).
    func slotRect(_ slot: Int) -> Rect {
        let row = slot / Self.columns, column = slot % Self.columns
        return Rect(x: stage.minX + Self.gap + Double(column) * (side + Self.gap),
                    y: stage.minY + Self.gap + Double(row) * (side + Self.gap), width: side, height: side)
    }

    /// Where photo `index` is now: between its slot and the next, as far as the reflow has gone.
    public func cell(_ index: Int) -> Rect { cell(index, shift: shift) }

    /// Where photo `index` is when the grid has reflowed by `shift`.
    func cell(_ index: Int, shift: Double) -> Rect {
        // Exactly a slot at either end (the interpolation's rounding would leave it an ulp off).
        if shift == 0 { return slotRect(index) }
        if shift == 1 { return slotRect(index + 1) }
        return lerp(slotRect(index), slotRect(index + 1), shift)
    }

    /// How far the grid has reflowed at `time`.
    func shift(at time: Double) -> Double {
        time >= reflowEnd ? reflow.target : reflow.value(at: time - reflowStart)
    }

    /// The photo shown full screen (or flying) and the state shown: the zoom's, or `opening`; nil in the grid.
    public var photo: (frame: ZoomFrame, state: String)? {
        if let zoom { return (zoom.frame, zoom.state.rawValue) }
        if let opening {
            // The opening's progress counted as the dismissal's: 1 in the cell, 0 full screen.
            return (ZoomFrame(state: .restoring, frame: opening.value.frame, cornerRadius: opening.value.cornerRadius,
                              progress: 1 - opening.progress), "opening")
        }
        return nil
    }

    public mutating func handle(_ sample: PointerSample) {
        let tapped = tap.handle(sample) == .recognized
        if var presented = zoom {
            let before = presented.state
            presented.handle(sample)
            if before == .dragging, presented.state == .dismissing { startReflow(at: sample.time) }
            zoom = presented
            return
        }
        guard tapped, opening == nil, sample.location.isFinite else { return }
        for index in 0..<count where cell(index).contains(sample.location) {
            do throws(ConfigurationError) {
                var flight = try SharedElementTransition(from: LayerState(frame: cell(index), cornerRadius: Self.cornerRadius),
                                                         to: LayerState(frame: stage))
                flight.animate(toDestination: true, at: sample.time)
                opening = flight
                selected = index
            } catch {}
            return
        }
    }

    /// The grid's layout clock: the flying photo is given its cell 120 times a second from the reflow's
    /// start, whatever the display's rate, so the same gesture flies the same way at 60 or 240 Hz (a
    /// source sampled at each display frame would re-aim at different instants at each rate).
    static let layoutRate = 120.0

    /// The grid takes in a new photo at the top (or lets it go), starting at the release's time.
    mutating func startReflow(at time: Double) {
        let now = time >= reflowEnd ? (value: reflow.target, velocity: 0.0) : reflow.state(at: time - reflowStart)
        reflow = SpringSolution(spring: Self.reflowSpring, from: now.value, to: reflow.target == 0 ? 1 : 0,
                                initialVelocity: now.velocity)
        reflowStart = time
        reflowEnd = time + reflow.settlingTime()
        layoutStep = 1
    }

    public mutating func tick(at time: Double) -> DemoFrame {
        shift = shift(at: time)
        if var flight = opening {
            flight.tick(at: time)
            opening = flight
            if flight.isSettled, let index = selected {
                opening = nil
                do throws(ConfigurationError) {
                    zoom = try ZoomTransition(container: stage, source: cell(index), sourceCornerRadius: Self.cornerRadius)
                } catch { selected = nil }
            }
        }
        if let landed = zoom, landed.state == .dismissed, time >= reflowEnd {
            // Landed on an earlier frame and the grid rests: the cell shows its photo again.
            zoom = nil
            selected = nil
        }
        if var presented = zoom, let index = selected {
            // The cell where the grid's layout clock puts it, up to its last step at or after the rest.
            while layoutStep > 0, reflowStart + Double(layoutStep - 1) / Self.layoutRate < reflowEnd {
                let step = Swift.min(reflowStart + Double(layoutStep) / Self.layoutRate, reflowEnd)
                guard step <= time else { break }
                presented.moveSource(to: cell(index, shift: shift(at: step)), at: step)
                layoutStep += 1
            }
            presented.tick(at: time)
            zoom = presented
        }
        return current
    }

    public var current: DemoFrame {
        var layers: [LayerState] = []
        layers.reserveCapacity(count + 3)
        // The new photo fades in at the top as the others make room.
        if shift > 0 {
            var arrived = LayerState(frame: slotRect(0), cornerRadius: Self.cornerRadius)
            arrived.alpha = Swift.min(Swift.max(shift, 0), 1)
            layers.append(arrived)
        }
        for index in 0..<count where index != selected {
            let rect = cell(index)
            if rect.minY > stage.maxY { continue }
            var layer = LayerState(frame: rect, cornerRadius: Self.cornerRadius)
            layer.alpha = 0.35 + 0.25 * Double(index % 3)
            layers.append(layer)
        }
        let shown = photo?.frame, state = photo?.state ?? "grid"
        if let shown {
            // The backdrop: opaque while presented, clearing as the photo shrinks toward its cell.
            var backdrop = LayerState(frame: stage)
            backdrop.alpha = 0.9 * (1 - shown.progress)
            layers.append(backdrop)
            layers.append(LayerState(frame: shown.frame, cornerRadius: shown.cornerRadius))
        }
        let source = selected.map { cell($0) }
        return DemoFrame(
            layers: layers, state: state,
            readings: [("progress", shown?.progress ?? 1), ("x", shown?.frame.minX ?? 0), ("y", shown?.frame.minY ?? 0),
                       ("width", shown?.frame.width ?? 0), ("corner", shown?.cornerRadius ?? 0),
                       ("cell x", source?.minX ?? 0), ("cell y", source?.minY ?? 0), ("reflow", shift)],
            replayFields: [("state", .string(state)), ("x", .number(shown?.frame.minX ?? 0)),
                           ("y", .number(shown?.frame.minY ?? 0)), ("width", .number(shown?.frame.width ?? 0)),
                           ("height", .number(shown?.frame.height ?? 0)), ("cornerRadius", .number(shown?.cornerRadius ?? 0)),
                           ("progress", .number(shown?.progress ?? 1))])
    }

    /// True with the grid at rest and the photo (if any) presented.
    public var isSettled: Bool {
        guard opening == nil, shift == reflow.target else { return false }
        return zoom.map { $0.state == .presented } ?? true
    }

    public var replay: (interaction: String, arguments: [String])? { nil }
}
