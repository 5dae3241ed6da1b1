import ArgumentParser
import BenchReplay
import Foundation

/// A file a command writes: `bench run --json`, `bench report -o` and every `bench plot ... -o` take this
/// one type. `-` is standard output. The file is opened (created or emptied) by ``open(flag:)`` before
/// the command does any work, so an unwritable path is refused at once, naming the flag and the path:
/// `bench: --json=/no/such/dir/rows.json: cannot write there (No such file or directory)`.
struct OutputPath: ExpressibleByArgument, Sendable {
    /// The path as given.
    let path: String

    init(_ path: String) { self.path = path }

    init?(argument: String) { self.init(argument) }

    /// Opens the path for writing: standard output for `-`, else the file, created or emptied.
    ///
    /// - Parameter flag: The option's name without `--`, for the message.
    /// - Throws: `InvalidInput` naming the flag, the path and the system's reason.
    func open(flag: String) throws(InvalidInput) -> OutputFile {
        guard path != "-" else { return OutputFile(file: nil) }
        guard let file = fopen(path, "w") else {
            let reason = String(cString: strerror(errno))
            throw InvalidInput("--\(flag)=\(path): cannot write there (\(reason))")
        }
        return OutputFile(file: file)
    }
}

extension Optional where Wrapped == OutputPath {
    /// The path opened, or standard output when the option was not given.
    func open(flag: String) throws(InvalidInput) -> OutputFile {
        switch self {
        case .some(let path): try path.open(flag: flag)
        case .none: OutputFile(file: nil)
        }
    }
}

/// An output opened by ``OutputPath/open(flag:)``: a file, closed when this is released, or the bench's
/// standard output (``BenchOutput``, captured in an in-process run).
final class OutputFile {
    private let file: UnsafeMutablePointer<FILE>?

    fileprivate init(file: UnsafeMutablePointer<FILE>?) { self.file = file }

    /// Writes `text` as it is.
    func write(_ text: String) {
        if let file { fputs(text, file) } else { BenchOutput.write(text) }
    }

    deinit { if let file { fclose(file) } }
}
