import ArgumentParser
import Dynamics
import BenchPlots
import BenchReplay

/// `bench plot spring [--stiffness=K] [--mass=M] [--ratios=Z1,Z2,Z3] [--from=X0] [--to=X1] [--velocity=V0] [-o FILE.svg]`
struct PlotSpringCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "spring",
        abstract: "Draw a spring at several damping ratios side by side: position and velocity against time.",
        discussion: """
            By default the three regimes of Core Animation's default spring (mass 1, stiffness 100): \
            under-damped (ζ = 0.5, damping 10), critically damped (ζ = 1, damping 20) and over-damped \
            (ζ = 2, damping 40), each the exact solution from --from to --to.
            """)

    @Option(parsing: .unconditional, help: "The mass (positive).", transform: NumberArgument.parse)
    var mass = NumberArgument(1)

    @Option(parsing: .unconditional, help: "The stiffness (positive).", transform: NumberArgument.parse)
    var stiffness = NumberArgument(100)

    @Option(parsing: .unconditional, help: "Comma-separated damping ratios ζ (zero or positive), one panel each.", transform: NumbersArgument.parse)
    var ratios = NumbersArgument([0.5,1,2])

    @Option(parsing: .unconditional, help: "The start position.", transform: NumberArgument.parse)
    var from = NumberArgument(0)

    @Option(parsing: .unconditional, help: "The rest position.", transform: NumberArgument.parse)
    var to = NumberArgument(1)

    @Option(parsing: .unconditional, help: "The initial velocity, units per second.", transform: NumberArgument.parse)
    var velocity = NumberArgument(0)

    @OptionGroup var output: SVGOutputOption

    func run() throws {
        try output.write { try svg().text }
    }

    /// The drawing, or `InvalidInput` with a one-line reason.
    func svg() throws -> SVGDocument {
        let m = mass.value
        let k = stiffness.value
        let zetas = ratios.values
        let x0 = from.value
        let x1 = to.value
        let v0 = velocity.value
        guard zetas.count <= 6 else { throw InvalidInput("--ratios takes at most 6 damping ratios") }
        var springs: [Spring] = []
        for zeta in zetas {
            do {
                springs.append(try Spring(mass: m, stiffness: k, dampingRatio: zeta))
            } catch {
                let raw = ["mass": mass, "stiffness": stiffness][error.parameter] ?? "\(zeta)"
                let name = error.parameter == "dampingRatio" ? "ratios" : error.parameter
                throw InvalidInput("--\(name)=\(raw) \(error.requirement)")
            }
        }
        return Self.document(springs, from: x0, to: x1, velocity: v0)
    }

    /// One column per spring: position above, velocity below, on a common time axis long enough for
    /// the slowest to settle (at most 10 s).
    static func document(_ springs: [Spring], from x0: Double, to x1: Double, velocity v0: Double) -> SVGDocument {
        let solutions = springs.map { SpringSolution(spring: $0, from: x0, to: x1, initialVelocity: v0) }
        let settle = solutions.map { $0.settlingTime() }.filter(\.isFinite).max() ?? 2
        let duration = Swift.min(Swift.max(settle * 1.1, 0.1), 10)
        let times = (0...400).map { duration * Double($0) / 400 }
        let timeAxis = PlotAxis(label: "time (s)", values: [0, duration])
        let states = solutions.map { solution in times.map { solution.state(at: $0) } }
        let positionAxis = PlotAxis(label: "position", values: states.flatMap { $0.map(\.value) }, including: [x0, x1])
        let velocityAxis = PlotAxis(label: "velocity (per s)", values: states.flatMap { $0.map(\.velocity) }, including: [0])
        let columnWidth = 380.0
        var svg = SVGDocument(width: columnWidth * Double(Swift.max(springs.count, 1)), height: 560, title: "springs")
        for (index, spring) in springs.enumerated() {
            let regime: String
            switch spring.regime {
            case .underDamped: regime = "under-damped"
            case .criticallyDamped: regime = "critically damped"
            case .overDamped: regime = "over-damped"
            }
            let title = "\(regime): ζ = \(format(spring.dampingRatio, digits: 2)), k = \(format(spring.stiffness, digits: 1)), c = \(format(spring.damping, digits: 2))"
            let target = PlotSeries(name: "rest", points: [(0, x1), (duration, x1)], colour: 2, dashed: true)
            PlotLineChart(title: title, x: timeAxis, y: positionAxis,
                          series: [PlotSeries(name: "position", points: Array(zip(times, states[index].map(\.value))), colour: 0), target])
                .draw(in: &svg, left: Double(index) * columnWidth, top: 0, width: columnWidth, height: 280)
            PlotLineChart(title: "velocity", x: timeAxis, y: velocityAxis,
                          series: [PlotSeries(name: "velocity", points: Array(zip(times, states[index].map(\.velocity))), colour: 1)])
                .draw(in: &svg, left: Double(index) * columnWidth, top: 280, width: columnWidth, height: 280)
        }
        return svg
    }
}
