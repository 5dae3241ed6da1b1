/// One of an enumeration's names: `--physics flutter-bouncing`, `--axis y`.
package struct ChoiceArgument<Choice: CaseIterable & RawRepresentable & Sendable>: ArgumentValue where Choice.RawValue == String {
    package let choice: Choice
    package var text: String { choice.rawValue }

    /// - Throws: `InvalidInput` listing the names.
    package init(parsing text: String) throws(InvalidInput) {
        guard let choice = Choice(rawValue: text) else {
            var names: [String] = []
            for choice in Choice.allCases { names.append(choice.rawValue) }
            throw InvalidInput("must be " + (names.count < 3 ? names.joined(separator: " or ")
                : names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]))
        }
        self.choice = choice
    }
}
