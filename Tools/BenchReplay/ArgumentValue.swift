/// A command-line option's value type that the bench (argument-parser, through a conformance to its
/// `ExpressibleByArgument` in Tools/bench/ArgumentValue+ExpressibleByArgument.swift) and the replay core's
/// own command line (`ReplayCommandLine`, in the WebAssembly build) both parse with the one
/// ``init(parsing:)``: the same rule and the same reason for a value refused.
///
/// Each reader names the flag and the value before the reason (`The value 'a,b' is invalid for
/// '--to <to>': a is not a number`), so a reason never names them itself.
package protocol ArgumentValue: Sendable {
    /// Reads the text given to the option.
    ///
    /// - Throws: `InvalidInput` with the reason, without the flag or the value.
    init(parsing text: String) throws(InvalidInput)
    /// The text it was read from, as given (what a later message quotes, and what the replay's options keep).
    var text: String { get }
}

package extension ArgumentValue {
    /// Reads `text` as this type: ``init(parsing:)`` as a function (argument-parser's `transform:`).
    static func parse(_ text: String) throws(InvalidInput) -> Self { try Self(parsing: text) }
}
