import EventMapCore
import ArgumentParser
import EventMapper
import EventMapperTools

extension ListingFormat: ExpressibleByArgument {}

extension Mapper {
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "List the mappings of every class, or of the classes a pattern matches.",
            discussion: """
                The pattern is a class name (matched as resolve matches it), a glob matched \
                against whole names ('Home*', '*Settings*', '?etailViewController'), or text that \
                names contain, in any case (settings). The table and JSON show each event's \
                description and owner from event-descriptions.json beside the configs, where \
                one is written (mapper edit writes them).
                Exit status: 0 listed; 1 no configured class matches; 2 a config could not be \
                read or does not parse, or an entry could not be read (nothing is listed then); 64 \
                wrong usage.
                """
        )

        @Argument(
            help: ArgumentHelp("Only the classes this matches: a name, a glob or a part of names.", valueName: "pattern"),
            completion: .custom { words, _, prefix in CompletionCandidates.classNames(words: words, prefix: prefix) })
        var pattern: String?

        @Option(help: "The output format.")
        var format: ListingFormat = .table

        @OptionGroup var configs: ConfigOptions

        func run() throws {
            let resolver = EventResolver(try configs.load().map)
            let answer = LookupAnswer.list(resolver, pattern: pattern, format: format, descriptions: try configs.descriptions())
            try Terminal.printAnswer(answer, isText: format == .table)
        }
    }
}
