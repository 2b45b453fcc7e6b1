import ArgumentParser
import EventMapCore
import EventMapper
import EventMapperTools

extension ConfigFileType: ExpressibleByArgument {}

extension Mapper {
    struct Convert: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "convert",
            abstract: "Convert a config between property list, XML dialect, JSON and CSV.",
            discussion: """
                The input's format is its extension's (.plist, .xml, .json, .csv) unless --from \
                names it. The output is canonical: classes sorted, ControlEventIDs before \
                PageEventIDs, selectors sorted. JSON has the property list's shape \
                ({"Class": {"ControlEventIDs": {...}, "PageEventIDs": {"Enter": ..., "Leave": ...}}}); \
                CSV has one row per event, class,kind,trigger,event_id, as list --format csv \
                prints (its file,line,column columns are accepted and ignored on input).
                Nothing is dropped silently: a duplicate key, an unknown key, a malformed name or \
                ID, or an entry the target cannot hold refuses the conversion, with file:line:column. \
                A property list that is not a clean config still converts to JSON as a value tree \
                (integers apart from reals, dates as ISO 8601, data as base64). The output is read \
                back before it is written.
                Exit status: 0 converted; 1 the file is not a valid config or the conversion would \
                lose something (errors go to standard error); 2 the file could not be read or \
                written; 64 wrong usage.
                """
        )

        @Argument(help: "The config file to convert, or - for standard input (with --from).", completion: .file())
        var file: String

        @Option(name: .long, help: "The input format (default: the one the file's extension names).")
        var from: ConfigFileType?

        @Option(name: .long, help: "The output format.")
        var to: ConfigFileType

        @Option(name: [.short, .customLong("output")], help: "Write here instead of standard output (atomically).", completion: .file())
        var output: String?

        func validate() throws {
            if from == nil, file == "-" {
                throw ValidationError("Standard input has no file name to tell its format by; name it with --from.")
            }
            if from == nil, ConfigFileType(pathExtensionOf: file) == nil {
                throw ValidationError("Cannot tell the format of '\(file)' from its extension; name it with --from.")
            }
        }

        func run() throws {
            let result: ConfigConverter.Output
            do {
                result = try ConfigConverter().convert(file: file, from: from, to: to)
            } catch {
                Terminal.printError(error.rendered)
                throw ExitCode(error.isEnvironmental ? 2 : 1)
            }
            result.notices.forEach(Terminal.printError)
            try Terminal.emit(result.bytes, to: output)
        }
    }
}
