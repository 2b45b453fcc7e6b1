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

    /// The configs these options choose and the project file found on the way (the nearest
    /// `.mapper.json`, read once); exits 2 when the project file cannot be read.
    func selection() throws -> ConfigSelection {
        try Self.selection(paths)
    }

    /// ``selection()`` for paths given as `--config`, when the arguments were read without
    /// ArgumentParser.
    static func selection(_ paths: [String]) throws -> ConfigSelection {
        do {
            return try ConfigSelection.choose(explicit: paths)
        } catch {
            Terminal.printError(error.description)
            throw ExitCode(2)
        }
    }

    /// Loads the chosen configs — with `only`, just the entries that can be that class — and
    /// prints loading errors to standard error (nothing is skipped silently); exits 2 when an
    /// input cannot be read or a config does not parse.
    func load(only: ClassNameQuery? = nil) throws -> ConfigSet {
        try Self.load(selection(), only: only)
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
        try load(selection(paths), only: only)
    }

    /// ``load(only:)`` for configs already chosen, so that a command that also needs the
    /// project's registries and sources reads the project file once.
    static func load(_ selection: ConfigSelection, only: ClassNameQuery? = nil) throws -> ConfigSet {
        do {
            let (set, messages) = try selection.loadComplete(only: only)
            messages.forEach(Terminal.printError)
            return set
        } catch {
            error.lines.forEach(Terminal.printError)
            throw ExitCode(2)
        }
    }

    /// The code's declarations for the chosen configs' project: registries and sources from the
    /// command line, else from the project file; exit 2 when one cannot be read.
    static func codeDeclarations(for selection: ConfigSelection, code: CodeOptions) throws -> CodeDeclarations {
        do {
            return try CodeDeclarations(
                registryPaths: code.registries, sourcePaths: code.sources, project: selection.project,
                scanner: code.scanner(showsProgress: true))
        } catch {
            Terminal.printError(error.description)
            throw ExitCode(2)
        }
    }
}
