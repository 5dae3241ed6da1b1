import ArgumentParser
import Dynamics
import BenchPlots
import BenchReplay

/// `bench plot decay [--from=X0] [--velocity=V0] [--rates=R1,R2] [-o FILE.svg]`
struct PlotDecayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decay",
        abstract: "Draw a deceleration and its momentum projection: position and velocity against time.",
        discussion: """
            Velocity multiplied by R every millisecond, as UIScrollView decelerates (0.998 normal, 0.99 \
            fast, both drawn by default). The dashed line is the projected rest position, \
            from - velocity / (1000 ln R).
            """)

    @Option(parsing: .unconditional, help: "The start position.", transform: NumberArgument.parse)
    var from = NumberArgument(0)

    @Option(parsing: .unconditional, help: "The initial velocity, units per second.", transform: NumberArgument.parse)
    var velocity = NumberArgument(2000)

    @Option(parsing: .unconditional, help: "Comma-separated factors per millisecond, each in (0, 1).", transform: NumbersArgument.parse)
    var rates = NumbersArgument([0.998,0.99])

    @OptionGroup var output: SVGOutputOption

    func run() throws {
        try output.write { try svg().text }
    }

    /// The drawing, or `InvalidInput` with a one-line reason.
    func svg() throws -> SVGDocument {
        let x0 = from.value
        let v0 = velocity.value
        let values = rates.values
        guard values.count <= 3 else { throw InvalidInput("--rates takes at most 3 rates") }
        var decays: [Decay<Double>] = []
        for value in values {
            do {
                decays.append(Decay(from: x0, velocity: v0, rate: try DecelerationRate(value)))
            } catch {
                throw InvalidInput("--rates: \(value) must be in (0, 1)")
            }
        }
        return Self.document(decays)
    }

    /// Position (with each projection dashed) and velocity, until the slowest is within half a
    /// point of rest (at most 20 s).
    static func document(_ decays: [Decay<Double>]) -> SVGDocument {
        let end = decays.map { $0.time(toWithin: 0.5) }.filter(\.isFinite).max() ?? 1
        let duration = Swift.min(Swift.max(end, 0.1), 20)
        let times = (0...400).map { duration * Double($0) / 400 }
        let timeAxis = PlotAxis(label: "time (s)", values: [0, duration])
        var positions: [PlotSeries] = []
        var velocities: [PlotSeries] = []
        var allPositions: [Double] = [], allVelocities: [Double] = [0]
        for (index, decay) in decays.enumerated() {
            let name = "rate \(format(decay.rate.perMillisecond, digits: 3))"
            let x = times.map { decay.value(at: $0) }, v = times.map { decay.velocity(at: $0) }
            allPositions += x + [decay.restValue]
            allVelocities += v
            positions.append(PlotSeries(name: name, points: Array(zip(times, x)), colour: index * 2))
            positions.append(PlotSeries(name: "rest \(format(decay.restValue, digits: 1))",
                                        points: [(0, decay.restValue), (duration, decay.restValue)], colour: index * 2 + 1, dashed: true))
            velocities.append(PlotSeries(name: name, points: Array(zip(times, v)), colour: index * 2))
        }
        var svg = SVGDocument(width: 620, height: 560, title: "decay")
        PlotLineChart(title: "decay: position and its projection", x: timeAxis,
                      y: PlotAxis(label: "position (pt)", values: allPositions), series: positions)
            .draw(in: &svg, left: 0, top: 0, width: 620, height: 280)
        PlotLineChart(title: "velocity", x: timeAxis,
                      y: PlotAxis(label: "velocity (pt/s)", values: allVelocities), series: velocities)
            .draw(in: &svg, left: 0, top: 280, width: 620, height: 280)
        return svg
    }
}
