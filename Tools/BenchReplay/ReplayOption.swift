/// An option a replayer takes beyond the clock's: its flag name and, when declared with its value type, the
/// check both command lines run on its value as they read it (the type's ``ArgumentValue/init(parsing:)``,
/// which `ReplayArguments`' `@Option` of the same type runs in the bench), so that a bad value is refused
/// with the same line, at the same point of the words, natively and in the WebAssembly build.
///
/// ```swift
/// options: [.value("to", PointArgument.self), .flag("pop"), "legacy"]
/// ```
///
/// A bare name (a string literal) declares an option whose text its replayer reads and checks itself.
package struct ReplayOption: Sendable, ExpressibleByStringLiteral {
    /// The flag's name, without `--`.
    package let name: String
    /// Whether it takes no value (a switch, listed in `switches`).
    package let isFlag: Bool
    /// The value type's parse, nil for a switch or a bare name.
    package let check: (@Sendable (String) throws(InvalidInput) -> Void)?

    package init(stringLiteral name: String) {
        self.init(name: name, isFlag: false, check: nil)
    }

    private init(name: String, isFlag: Bool, check: (@Sendable (String) throws(InvalidInput) -> Void)?) {
        self.name = name
        self.isFlag = isFlag
        self.check = check
    }

    /// An option taking a value of type `type`.
    package static func value<Value: ArgumentValue>(_ name: String, _ type: Value.Type) -> ReplayOption {
        ReplayOption(name: name, isFlag: false, check: { text throws(InvalidInput) in _ = try Value(parsing: text) })
    }

    /// A switch: an option taking no value.
    package static func flag(_ name: String) -> ReplayOption {
        ReplayOption(name: name, isFlag: true, check: nil)
    }
}
