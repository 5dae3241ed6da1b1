import ArgumentParser

/// `-o FILE.svg` / `--output FILE.svg`: where a `bench plot` command writes its drawing, declared once for
/// every plot (standard output when not given; `PlotOutput.write` checks the path).
struct SVGOutputOption: ParsableArguments {
    @Option(name: [.customShort("o"), .customLong("output")], parsing: .unconditional, help: "The SVG file to write (standard output if not given).")
    var path: String?
}
