import ArgumentParser
import BenchReplay

/// An interaction's `@Option` or `@Flag` in `ReplayArguments`, read back by its property's name
/// (`ReplayArguments.interactionOptions`), so that an option is declared once in the bench: the text
/// given (an `ArgumentValue`'s `text`, `true` for a switch that is on), nil when not given. The clock's
/// options (`--fps`, `--seconds`, `--jitter`, `--deliver-late`) hold no `ArgumentValue` and are not read.
protocol _GivenReplayOption {
    var givenText: String? { get }
}

/// An optional `ArgumentValue`: what an interaction's `@Option` holds.
protocol _OptionalArgumentValue {
    var argumentText: String? { get }
}

extension Optional: _OptionalArgumentValue where Wrapped: ArgumentValue {
    var argumentText: String? { self?.text }
}

extension Option: _GivenReplayOption where Value: _OptionalArgumentValue {
    var givenText: String? { wrappedValue.argumentText }
}

extension Flag: _GivenReplayOption where Value == Bool {
    var givenText: String? { wrappedValue ? "true" : nil }
}
