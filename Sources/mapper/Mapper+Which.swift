import EventMapCore
import ArgumentParser
import EventMapper
import EventMapperTools

/// The output formats of `mapper which`.
enum WhichFormat: String, CaseIterable, ExpressibleByArgument {
    case text, json
}

extension Mapper {
    struct Which: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "which",
            abstract: "Print every class and action that records an event ID.",
            discussion:
                "Exit status: 0 found; 1 no class records it (with a suggestion); 2 a config could not be read or does not parse, or an entry could not be read (nothing is answered then); 64 wrong usage."
        )

        @Argument(
            help: ArgumentHelp("The event ID.", valueName: "event-id"),
            completion: .custom { words, _, prefix in CompletionCandidates.eventIDs(words: words, prefix: prefix) })
        var eventID: String

        @Option(help: "The output format: text (one line per place), or json (as list --format json).")
        var format: WhichFormat = .text

        @OptionGroup var configs: ConfigOptions

        func run() throws {
            let resolver = EventResolver(try configs.load().map)
            try Terminal.printAnswer(LookupAnswer.which(resolver, eventID: eventID, json: format == .json), isText: format == .text)
        }
    }
}
