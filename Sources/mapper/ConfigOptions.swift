import EventMapCore
import ArgumentParser
import EventMapper
import EventMapperTools
import MapperProcesses

/// The options every command that reads configs shares.
struct ConfigOptions: ParsableArguments {
    @Option(
        name: .customLong("config"),
        help: ArgumentHelp(
            "A config file or folder (repeatable).",
            discussion: "Default: the 'configs' of the nearest .mapper.json, else Configs/."
        ),
        completion: .file()
    )
    var paths: [String] = []

    /// Loads the chosen configs — with `only`, just the entries that can be that class — and
    /// prints loading errors to standard error (nothing is skipped silently); exits 2 when an
    /// input cannot be read or a config does not parse.
    func load(only: ClassNameQuery? = nil) throws -> ConfigSet {
        try Self.load(paths, only: only)
    }

    /// What each event means (`event-descriptions.json` beside the configs); exits 2 when the
    /// file is there but cannot be read.
    func descriptions() throws -> EventDescriptions {
        do {
            return try EventDescriptions.load(EventDescriptions.path(for: try ConfigSelection.choose(explicit: paths)))
        } catch {
            Terminal.printError(error.description)
            throw ExitCode(2)
        }
    }

    /// ``load(only:)`` for paths given as `--config`, when the arguments were read without
    /// ArgumentParser.
    static func load(_ paths: [String], only: ClassNameQuery? = nil) throws -> ConfigSet {
        let selection: ConfigSelection
        do {
            selection = try ConfigSelection.choose(explicit: paths)
        } catch {
            Terminal.printError(error.description)
            throw ExitCode(2)
        }
        do {
            let (set, messages) = try selection.loadComplete(only: only)
            messages.forEach(Terminal.printError)
            return set
        } catch {
            error.lines.forEach(Terminal.printError)
            throw ExitCode(2)
        }
    }

    /// The code's declarations for these configs' project: registries and sources from the
    /// command line, else from `.mapper.json`; exit 2 when one cannot be read.
    func codeDeclarations(registries: [String], sources: [String]) throws -> CodeDeclarations {
        do {
            let selection = try ConfigSelection.choose(explicit: paths)
            return try CodeDeclarations(
                registryPaths: registries, sourcePaths: sources, project: selection.project, scanner: SourceScannerProcess(showsProgress: true))
        } catch {
            Terminal.printError(error.description)
            throw ExitCode(2)
        }
    }
}
