import ArgumentParser
import BenchReplay
import Geometry

/// `bench arc --from X1,Y1 --to X2,Y2 --at P1,... [--path material|arc-above|arc-below|linear]` and
/// `bench arc --rect-from L,T,R,B --rect-to L,T,R,B --at P1,... [--path ...]`
struct ArcProbe: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "arc",
        abstract: "A point or a frame on a path between two places (Flutter's Material arcs, Compose's ArcMode).",
        discussion: """
            With --from and --to prints [{"p", "x", "y", "vx", "vy"}, ...]: the point at each progress and its \
            velocity per unit of progress. With --rect-from and --rect-to (left, top, right, bottom) prints \
            [{"p", "left", "top", "right", "bottom"}, ...]. Paths: \(MotionPath.Kind.allCases.map(\.rawValue).joined(separator: ", ")) \
            (material: Flutter's MaterialPointArcTween, or MaterialRectArcTween for frames; arc-above and \
            arc-below: Compose's ArcMode.ArcAbove and ArcBelow). Default: material.
            """)

    @Option(parsing: .unconditional, help: "The start point X,Y.", transform: PointArgument.parse)
    var from: PointArgument?

    @Option(parsing: .unconditional, help: "The end point X,Y.", transform: PointArgument.parse)
    var to: PointArgument?

    @Option(name: .customLong("rect-from"), parsing: .unconditional, help: "The start frame LEFT,TOP,RIGHT,BOTTOM.",
            transform: NumbersArgument.parse)
    var rectFrom: NumbersArgument?

    @Option(name: .customLong("rect-to"), parsing: .unconditional, help: "The end frame LEFT,TOP,RIGHT,BOTTOM.",
            transform: NumbersArgument.parse)
    var rectTo: NumbersArgument?

    @Option(parsing: .unconditional, help: "Comma-separated progress values (0 at the start, 1 at the end).", transform: NumbersArgument.parse)
    var at: NumbersArgument

    @Option(parsing: .unconditional, help: "The path.")
    var path: MotionPath.Kind = .material

    func run() throws {
        BenchOutput.line(try output().text)
    }

    /// The probe's JSON answer.
    func output() throws -> JSON {
        let progresses = at.values
        let kind = path
        switch (from, to, rectFrom, rectTo) {
        case let (from?, to?, nil, nil):
            let path = try MotionPath(from: from.point, to: to.point, kind: kind)
            return JSON.array(progresses.map { p in
                let point = path.point(at: p), velocity = path.velocity(at: p)
                return .object([("p", .number(p)), ("x", .number(point.x)), ("y", .number(point.y)),
                                ("vx", .number(velocity.dx)), ("vy", .number(velocity.dy))])
            })
        case let (nil, nil, rectFrom?, rectTo?):
            let path = try RectPath(from: Self.rect(rectFrom, option: "rect-from"), to: Self.rect(rectTo, option: "rect-to"), kind: kind)
            return JSON.array(progresses.map { p in
                let frame = path.rect(at: p)
                return .object([("p", .number(p)), ("left", .number(frame.minX)), ("top", .number(frame.minY)),
                                ("right", .number(frame.maxX)), ("bottom", .number(frame.maxY))])
            })
        default:
            throw InvalidInput("give --from and --to (points), or --rect-from and --rect-to (frames)")
        }
    }

    /// LEFT,TOP,RIGHT,BOTTOM given to `--option`, with the right edge not left of the left one and the
    /// bottom not above the top.
    static func rect(_ argument: NumbersArgument, option: String) throws -> Rect {
        let edges = try argument.exactly(4, option: option), text = argument.text
        guard edges[2] >= edges[0], edges[3] >= edges[1] else {
            throw InvalidInput("--\(option)=\(text) must have left ≤ right and top ≤ bottom")
        }
        let width = edges[2] - edges[0], height = edges[3] - edges[1]
        guard width.isFinite, height.isFinite else { throw InvalidInput("--\(option)=\(text) is wider than the finite numbers") }
        return Rect(x: edges[0], y: edges[1], width: width, height: height)
    }
}

extension MotionPath.Kind: ExpressibleByArgument {}
