import Geometry

/// A rectangle `X,Y,WIDTH,HEIGHT`: four comma-separated finite numbers (`--source 137,300,100,100`). Its
/// size is checked by the interaction that takes it (a `ConfigurationError` naming the parameter).
package struct RectArgument: ArgumentValue, Hashable {
    package let rect: Rect
    package let text: String

    /// - Throws: `InvalidInput` for anything but four finite numbers.
    package init(parsing text: String) throws(InvalidInput) {
        let numbers = try NumbersArgument(parsing: text).values
        guard numbers.count == 4 else {
            throw InvalidInput("must be X,Y,WIDTH,HEIGHT: 4 comma-separated numbers, got \(numbers.count)")
        }
        rect = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        self.text = text
    }
}
