/// One or more comma-separated finite numbers: `--detents 0.25,0.5,1`, `--at 0,0.1`.
package struct NumbersArgument: ArgumentValue, Hashable, CustomStringConvertible {
    package let values: [Double]
    package let text: String

    /// - Throws: `InvalidInput` naming the first item that is not a finite number.
    package init(parsing text: String) throws(InvalidInput) {
        var values: [Double] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let item = String(part)
            guard let value = Double(item.trimmingSpaces) else {
                throw InvalidInput(item.isEmpty ? "an item is empty (comma-separated numbers)" : "\(item) is not a number")
            }
            guard value.isFinite else { throw InvalidInput("\(item) must be finite") }
            values.append(value)
        }
        self.values = values
        self.text = text
    }

    /// A default value, written as the bench prints numbers.
    package init(_ values: [Double]) {
        self.values = values
        var text = ""
        for value in values { text += (text.isEmpty ? "" : ",") + JSON.number(value).text }
        self.text = text
    }

    /// The text given, so that a message quotes what the user typed.
    package var description: String { text }

    /// The numbers, checked to be exactly `count` of them.
    ///
    /// - Parameter option: The flag's name without `--`, for the message.
    /// - Throws: `InvalidInput` naming the flag when there are more or fewer.
    package func exactly(_ count: Int, option: String) throws(InvalidInput) -> [Double] {
        guard values.count == count else {
            throw InvalidInput("--\(option) takes \(count) comma-separated numbers, got \(values.count)")
        }
        return values
    }
}
