import BenchReplay

/// `bench curve --named=NAME`: one of the named curves (`Curve.named`).
struct CurveNameArgument: ArgumentValue {
    let text: String
    let curve: @Sendable (Double) -> Double

    /// - Throws: `InvalidInput` listing the names.
    init(parsing text: String) throws(InvalidInput) {
        guard let curve = Curve.named[text] else {
            throw InvalidInput("must be one of \(Curve.names.joined(separator: ", "))")
        }
        self.text = text
        self.curve = curve
    }
}
