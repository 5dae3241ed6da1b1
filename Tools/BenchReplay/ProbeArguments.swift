/// Parsing of probe numbers: every number must be finite, and the message names the option. Part of the
/// replay core (Replayer.swift), compiled for WebAssembly too.
package enum ProbeArguments {
    /// A finite number from `--name=value`.
    package static func number(_ text: String, option: String) throws(InvalidInput) -> Double {
        guard let value = Double(text.trimmingSpaces) else {
            throw InvalidInput("--\(option)=\(text) is not a number")
        }
        guard value.isFinite else { throw InvalidInput("--\(option)=\(text) must be finite") }
        return value
    }

    /// A comma-separated list of finite numbers, at least one.
    package static func numbers(_ text: String, option: String) throws(InvalidInput) -> [Double] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard !text.isEmpty else { throw InvalidInput("--\(option) needs at least one number") }
        var values: [Double] = []
        for part in parts { values.append(try number(String(part), option: option)) }
        return values
    }

    /// Exactly `count` comma-separated finite numbers.
    package static func numbers(_ text: String, option: String, count: Int) throws(InvalidInput) -> [Double] {
        let values = try numbers(text, option: option)
        guard values.count == count else {
            throw InvalidInput("--\(option) takes \(count) comma-separated numbers, got \(values.count)")
        }
        return values
    }
}

package extension String {
    var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
