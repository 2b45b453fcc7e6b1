import ArgumentParser
import EventMapper
import EventMapperTools

extension Mapper {
    struct Fmt: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "fmt",
            abstract: "Rewrite configs in their canonical order and layout, losing nothing.",
            discussion: """
                A property list gets Xcode's layout: tabs, keys sorted as Xcode sorts them \
                (classes, then ControlEventIDs before PageEventIDs, then selectors), values \
                written as they were. An XML-dialect file gets pages sorted by class, controls by \
                action, attributes in a fixed order, two spaces per level; comments before and \
                after <event-map> are kept.
                A file is never changed when it does not parse, has a duplicate key, breaks the \
                dialect's schema, or holds something the canonical form would drop (a comment in \
                a property list, say): each such thing is reported with file:line:column.
                With no files: the configs of .mapper.json, else Configs/ (as validate).
                Exit status: 0 formatted (or, with --check, nothing to change); 1 a file would \
                change (--check), or could not be formatted; 2 a file could not be read or \
                written; 64 wrong usage.
                """
        )

        @Argument(help: "Config files or folders (default: the project's configs).", completion: .file())
        var files: [String] = []

        @Flag(name: .long, help: "Write nothing; list the files that would change and exit 1 if any.")
        var check = false

        func run() throws {
            let run: CanonicalRewriteRun
            do {
                run = try CanonicalRewriteRun(paths: files, check: check)
            } catch {
                Terminal.printError(error.description)
                throw ExitCode(2)
            }
            run.messages.forEach(Terminal.printError)
            run.changedFiles.forEach(Terminal.printOutput)
            if run.exitStatus != 0 { throw ExitCode(run.exitStatus) }
        }
    }
}
