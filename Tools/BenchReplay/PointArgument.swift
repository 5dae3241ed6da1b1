import Geometry

/// A point `X,Y`: two comma-separated finite numbers (`--to 295,547`, `--to=-40,800`).
package struct PointArgument: ArgumentValue, Hashable, CustomStringConvertible {
    package let point: Point
    package let text: String

    /// - Throws: `InvalidInput` for anything but two finite numbers.
    package init(parsing text: String) throws(InvalidInput) {
        let numbers = try NumbersArgument(parsing: text).values
        guard numbers.count == 2 else { throw InvalidInput("must be X,Y: 2 comma-separated numbers, got \(numbers.count)") }
        point = Point(x: numbers[0], y: numbers[1])
        self.text = text
    }

    /// A default value, written as the bench prints numbers (`180,110`).
    package init(_ point: Point) {
        self.point = point
        text = JSON.number(point.x).text + "," + JSON.number(point.y).text
    }

    /// The text given, so that a message quotes what the user typed.
    package var description: String { text }
}
