/// A finite number: `--duration 0.25`, `--header=-40`.
package struct NumberArgument: ArgumentValue, Hashable, CustomStringConvertible {
    package let value: Double
    package let text: String

    /// - Throws: `InvalidInput` for text that is not a number, or a number that is not finite.
    package init(parsing text: String) throws(InvalidInput) {
        guard let value = Double(text.trimmingSpaces) else { throw InvalidInput("not a number") }
        guard value.isFinite else { throw InvalidInput("must be finite") }
        self.value = value
        self.text = text
    }

    /// A default value, written as the bench prints numbers (`1`, not `1.0`).
    package init(_ value: Double) {
        self.value = value
        text = JSON.number(value).text
    }

    /// The text given, so that a message quotes what the user typed.
    package var description: String { text }
}
