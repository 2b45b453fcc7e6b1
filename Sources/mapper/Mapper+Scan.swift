import EventMapCore
import ArgumentParser
import EventMapper
import EventMapperTools
import MapperProcesses

extension Mapper {
    struct Scan: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "scan",
            abstract: "Derive the action registry from an app's Swift, Objective-C and Interface Builder sources.",
            discussion: """
                Lists every class the sources declare, its superclass and the methods the \
                Objective-C runtime sees (Swift: @objc, @IBAction, members of @objc extensions \
                and @objcMembers classes, overrides of those, witnesses of Objective-C protocol \
                requirements; Objective-C: instance methods), with selectors spelt by Swift's \
                naming rules. Extensions and categories in \
                other files are merged into their class. Files are scanned in parallel.

                What each file declares is kept in a cache folder outside the repository \
                (--cache-path; default $XDG_CACHE_HOME/mapper, else ~/.cache/mapper), keyed by \
                the file's path and bytes: the next scan reads only the files that changed. \
                Every command that scans sources uses it; --no-cache reads every file.

                Writes the registry file format that --registry reads. Files that cannot be \
                read or parsed are reported on standard error, never skipped silently.

                With --check FILE, nothing is written: the registry the sources give is compared \
                with FILE (a registry committed earlier), class by class, and every class added, \
                removed or changed since is named.

                Exit status: 0 scanned (with --check: FILE matches); 1 a file could not be read \
                or a declaration contradicts another (the registry is still written), or with \
                --check FILE no longer matches the sources; 2 a path does not exist, or FILE \
                cannot be read.
                """
        )

        @Argument(help: "Source files and folders (folders are scanned recursively; hidden ones are not entered).", completion: .directory)
        var paths: [String]

        @Option(
            name: [.short, .customLong("output")],
            help: "Write the registry here, with where each declaration is, instead of standard output (atomically).", completion: .file())
        var output: String?

        @Option(
            help: ArgumentHelp("Compare the registry the sources give with this registry file instead of writing one.", valueName: "file"),
            completion: .file())
        var check: String?

        @Flag(help: "Scan on one thread.")
        var serial = false

        @OptionGroup var modules: ModuleOptions

        @OptionGroup var cache: ScanCacheOptions

        func validate() throws {
            if check != nil, output != nil { throw ValidationError("--check and --output exclude each other.") }
        }

        func run() throws {
            let scan: ScannedRegistry
            let committed: [DeclaredClass]?
            do {
                committed = try check.map { (path) throws(ConfigInputError) in try RegistryFile.load(path: path) }
                let named = modules.modules.isEmpty ? try ProjectConfiguration.find()?.modules ?? [:] : modules.named(else: [:])
                scan = try cache.scanner(parallel: !serial, showsProgress: true).scanRegistry(paths, modules: named)
            } catch {
                Terminal.printError(error.description)
                throw ExitCode(2)
            }
            scan.findings.forEach { Terminal.printError($0.description) }
            let failed = scan.findings.contains { $0.severity == .error }
            guard let check, let committed else {
                // Places are written from the file's folder, which standard output does not have.
                let registry = RegistryFile.encode(scan.classes, locationsRelativeTo: output.map(RegistryLocation.folder))
                try Terminal.emit(Array(registry.utf8), to: output)
                Terminal.printError(ScanSummary(scan).text)
                throw ExitCode(failed ? 1 : 0)
            }
            Terminal.printError(ScanSummary(scan).text)
            let drift = RegistryDrift(file: committed, sources: scan.classes)
            guard drift.isEmpty else {
                Terminal.printError(
                    "\(check): error: the registry no longer matches the sources: \(drift.summary); "
                        + "write it anew with mapper scan \(paths.joined(separator: " ")) -o \(check)")
                throw ExitCode(1)
            }
            Terminal.printError("\(check): the registry matches the sources")
            throw ExitCode(failed ? 1 : 0)
        }
    }
}
