import BenchReplay
import Geometry

/// `bench curve --steps=N[,POSITION]`: CSS steps(), a `StepEasing`.
struct StepsArgument: ArgumentValue {
    static let positions: [String: StepEasing.Position] = ["jump-start": .jumpStart, "start": .jumpStart, "jump-end": .jumpEnd,
                                                           "end": .jumpEnd, "jump-none": .jumpNone, "jump-both": .jumpBoth]
    let text: String
    let easing: StepEasing

    /// - Throws: `InvalidInput` for a shape other than N or N,POSITION, or steps `StepEasing` refuses.
    init(parsing text: String) throws(InvalidInput) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard (1...2).contains(parts.count), let count = Int(parts[0]),
              let position = parts.count == 2 ? Self.positions[parts[1]] : .jumpEnd else {
            throw InvalidInput("must be N or N,POSITION with POSITION one of \(Self.positions.keys.sorted().joined(separator: ", "))")
        }
        do {
            easing = try StepEasing(steps: count, position: position)
        } catch {
            throw InvalidInput(error.description)
        }
        self.text = text
    }
}
