import ArgumentParser

/// The `mapper` command: event IDs for swizzled analytics configs.
///
/// Every subcommand names itself (`commandName:`): derived from the type's name instead,
/// ArgumentParser demangles each type at every start, which cost several milliseconds.
@main
struct Mapper: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mapper",
        abstract: "Check, query and convert the event-ID configs of config-driven iOS analytics.",
        subcommands: [Validate.self, Resolve.self, Which.self, List.self, Set.self, Unset.self, Diff.self, Fmt.self, Convert.self, Scan.self]
    )
}
