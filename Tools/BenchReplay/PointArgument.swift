import Geometry

/// A point `X,Y`: two comma-separated finite numbers (`--to 295,547`, `--to=-40,800`).
package struct PointArgument: ArgumentValue, Hashable {
    package let point: Point
    package let text: String

    /// - Throws: `InvalidInput` for anything but two finite numbers.
    package init(parsing text: String) throws(InvalidInput) {
        let numbers = try NumbersArgument(parsing: text).values
        guard numbers.count == 2 else { throw InvalidInput("must be X,Y: 2 comma-separated numbers, got \(numbers.count)") }
        point = Point(x: numbers[0], y: numbers[1])
        self.text = text
    }
}
