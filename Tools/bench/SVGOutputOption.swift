import ArgumentParser
import BenchReplay

/// `-o FILE.svg` / `--output FILE.svg`: where a `bench plot` command writes its drawing, declared once for
/// every plot (standard output when not given).
struct SVGOutputOption: ParsableArguments {
    @Option(name: [.customShort("o"), .customLong("output")], parsing: .unconditional, help: "The SVG file to write (standard output if not given).")
    var path: OutputPath?

    /// Opens the output (refusing an unwritable path before any work), then writes what `text` draws.
    func write(_ text: () throws -> String) throws {
        let file = try path.open(flag: "output")
        file.write(try text())
    }
}
