/// `bench replay INTERACTION` and `bench plot replay INTERACTION`: a registered replayer chosen by its name,
/// checked as the command line is read, by argument-parser in the bench (`@Argument(transform:
/// ReplayInteraction.parse)`) and by the core's own reader (`ReplayCommandLine`, in the WebAssembly build)
/// with this one parse, so a name that is not registered is refused by both with the same line:
/// `The value 'rocket' is invalid for '<interaction>': must be one of relative-position, tossable, ...`.
package struct ReplayInteraction: ArgumentValue {
    /// The replayer named.
    package let replayer: Replayer

    /// The name as given (the replayer's).
    package var text: String { replayer.interaction }

    /// - Throws: `InvalidInput` listing every registered replayer's name (``Replayer/registered``).
    package init(parsing text: String) throws(InvalidInput) {
        guard let replayer = Replayer.named(text, in: Replayer.registered) else {
            throw InvalidInput("must be one of " + Replayer.names(of: Replayer.registered))
        }
        self.replayer = replayer
    }
}
