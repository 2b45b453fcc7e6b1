import ArgumentParser
import EventMapper

extension ConversionFormat: ExpressibleByArgument {}

extension Mapper {
    struct Convert: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Convert a property-list config to another format.",
            discussion: """
                JSON output keeps dictionaries in file order, integers apart from reals, dates \
                as ISO 8601 strings and data as base64. A duplicate key keeps its last value, as \
                Apple's parser does, with a warning naming the dropped one.

                Exit status: 0 converted; 1 the file is not a valid property list (the error, \
                with file, line and column, goes to standard error); 2 the file could not be read.
                """
        )

        @Argument(help: "The config file to convert.", completion: .file())
        var file: String

        @Option(name: .long, help: "The output format: \(ConversionFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
        var to: ConversionFormat

        @Option(name: [.short, .customLong("output")], help: "Write here instead of standard output (atomically).", completion: .file())
        var output: String?

        func run() throws {
            let result: ConfigConverter.Output
            do {
                result = try ConfigConverter().convert(file: file, to: to)
            } catch {
                Terminal.printError(error.rendered)
                throw ExitCode(error.isEnvironmental ? 2 : 1)
            }
            result.notices.forEach { Terminal.printError($0.description) }
            try Terminal.emit(result.bytes, to: output)
        }
    }
}
