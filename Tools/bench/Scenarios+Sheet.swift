import BenchReplay
import Geometry
import Gestures
import Sheet

/// The sheet's per-frame work: dragged through the hand-off with its list, and settling on detents.
extension BenchModule {
    static let sheet = BenchModule(name: "Sheet", scenarios: sheetScenarios, plotStyles: sheetPlotStyles)
}

private let sheetScenarios: [Scenario] = [
    Scenario(
        name: "sheet.drag",
        summary: "one pointer sample (pan, nested hand-off between the sheet and its 3000-point list) and one tick of a dragged sheet, per instance",
        make: { count in SheetDrag(count: count) }),
    Scenario(
        name: "sheet.settle",
        summary: "one tick of a sheet springing between its detents (UIKit profile; flung again through recogniser readings when it rests), per instance",
        make: { count in SheetSettle(count: count) }),
]

func makeBenchSheet() -> SheetBehavior {
    do {
        return try SheetBehavior(containerSize: Size(width: 390, height: 844), detents: [.fraction(0.25), .medium, .large],
                                 selectedDetent: 1, contentSize: Size(width: 390, height: 3000), isDismissible: false)
    } catch {
        preconditionFailure(error.description)
    }
}

private final class SheetDrag: FrameWorkload {
    let storage: InstanceStorage<SheetBehavior>

    init(count: Int) {
        storage = InstanceStorage((0..<count).map { _ in
            var sheet = makeBenchSheet()
            sheet.handle(PointerSample(pointer: 0, x: 200, y: 600, phase: .began, time: 0))
            return sheet
        })
    }

    func frame(_ index: Int) -> Double {
        let time = Double(index + 1) / 120
        var sum = 0.0
        let sheets = storage.values
        for i in 0..<sheets.count {
            // A finger going up and down 500 points: the sheet to its largest detent and the list
            // past it on the way up, the list back to its top and the sheet down on the way down.
            let angle = Double((index + i * 17) % 240) * (.pi / 120)
            let y = 600 - 500 * Double.sin(angle)
            sheets[i].handle(PointerSample(pointer: 0, x: 200, y: y, phase: .moved, time: time))
            let frame = sheets[i].tick(at: time)
            sum += frame.height + frame.innerOffset
        }
        return sum
    }
}

/// Finger velocities (points per second) that send the sheet up and down between its detents.
private let sheetFlings: [Double] = [-900, 700, -1500, 1200, -400, 2500]

/// Flings `sheet` through a host recogniser's readings at `time`.
func flingBenchSheet(_ sheet: inout SheetBehavior, velocity: Double, at time: Double) {
    let location = Point(x: 200, y: 500)
    sheet.update(with: PanSnapshot(state: .began, location: location, translation: .zero, velocity: .zero,
                                   numberOfTouches: 1, time: time))
    sheet.update(with: PanSnapshot(state: .changed, location: location, translation: Vector(dx: 0, dy: velocity / 50),
                                   velocity: Vector(dx: 0, dy: velocity), numberOfTouches: 1, time: time))
    sheet.update(with: PanSnapshot(state: .ended, location: location, translation: Vector(dx: 0, dy: velocity / 50),
                                   velocity: Vector(dx: 0, dy: velocity), numberOfTouches: 0, time: time))
}

private final class SheetSettle: FrameWorkload {
    var sheets: [SheetBehavior]
    var flingIndex: [Int]

    init(count: Int) {
        sheets = Array(repeating: makeBenchSheet(), count: count)
        flingIndex = (0..<count).map { $0 % sheetFlings.count }
        for i in 0..<count { flingBenchSheet(&sheets[i], velocity: sheetFlings[flingIndex[i]], at: -Double(i % 60) / 120) }
    }

    func frame(_ index: Int) -> Double {
        let time = Double(index) / 120
        var sum = 0.0
        sheets.withUnsafeMutableBufferPointer { sheets in
            flingIndex.withUnsafeMutableBufferPointer { flingIndex in
                for i in 0..<sheets.count {
                    let frame = sheets[i].tick(at: time)
                    if frame.state == .resting {
                        flingIndex[i] = (flingIndex[i] + 1) % sheetFlings.count
                        flingBenchSheet(&sheets[i], velocity: sheetFlings[flingIndex[i]], at: time)
                    }
                    sum += frame.height + frame.dimming
                }
            }
        }
        return sum
    }
}
