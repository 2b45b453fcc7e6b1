import EventMapCore
import ArgumentParser
import EventMapper
import EventMapperTools

extension ListingFormat: ExpressibleByArgument {}

extension Mapper {
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "List the mappings of every class, or of one.",
            discussion:
                "Exit status: 0 listed; 1 the class is not configured; 2 a config could not be read or does not parse (nothing is listed then); 64 wrong usage."
        )

        @Argument(help: ArgumentHelp("Only this class.", valueName: "class"))
        var className: String?

        @Option(help: "The output format.")
        var format: ListingFormat = .table

        @OptionGroup var configs: ConfigOptions

        func run() throws {
            let resolver = EventResolver(try configs.load().map)
            try Terminal.printAnswer(LookupAnswer.list(resolver, className: className, format: format), isText: format == .table)
        }
    }
}
