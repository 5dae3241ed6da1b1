#if !hasFeature(Embedded)
extension ConfigurationError {
    /// An error about any value, written with `String(describing:)`.
    public init(parameter: String, describing value: some Any, requirement: String) {
        self.init(parameter: parameter, value: String(describing: value), requirement: requirement)
    }
}
#else
// Embedded Swift (the WebAssembly build, Scripts/wasm-build) has no reflection, so no
// `String(describing:)`: a value that describes itself is written as natively; any other is left out
// (the message still names the parameter and the requirement).
extension ConfigurationError {
    public init(parameter: String, describing value: some CustomStringConvertible, requirement: String) {
        self.init(parameter: parameter, value: value.description, requirement: requirement)
    }

    public init(parameter: String, describing value: some Any, requirement: String) {
        self.init(parameter: parameter, value: "", requirement: requirement)
    }
}
#endif
