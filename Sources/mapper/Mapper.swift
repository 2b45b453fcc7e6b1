import ArgumentParser
import EventMapper
import EventMapperTools

/// The `mapper` command: event IDs for swizzled analytics configs.
///
/// Every subcommand names itself (`commandName:`): derived from the type's name instead,
/// ArgumentParser demangles each type at every start, which cost several milliseconds.
@main
struct Mapper: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mapper",
        abstract: "Check, query and convert the event-ID configs of config-driven iOS analytics.",
        version: EventMapperVersion.current,
        subcommands: [
            Validate.self, Resolve.self, Which.self, List.self, Status.self, Set.self, Unset.self, Rename.self, Import.self, Diff.self,
            MergeDriver.self, Fmt.self, Convert.self, Scan.self, Logs.self, Rules.self, Init.self, Version.self,
        ]
    )

    /// Runs the command line, with a method reference pasted from Objective-C or a log
    /// (`mapper resolve '-[HomeViewController onFav:]'`) read as the argument it is, not as an
    /// option.
    static func main() {
        main(PastedReference.protectingMethodReferences(Array(CommandLine.arguments.dropFirst())))
    }
}

extension Mapper {
    struct Version: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "version",
            abstract: "Print mapper's version, as --version does.",
            discussion: "The same version is in SARIF reports (tool.driver.version). Exit status: 0; 64 wrong usage."
        )

        func run() {
            Terminal.printOutput(EventMapperVersion.current)
        }
    }
}
