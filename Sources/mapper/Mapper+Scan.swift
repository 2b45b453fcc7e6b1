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

                Writes the registry file format that --registry reads. Files that cannot be \
                read or parsed are reported on standard error, never skipped silently.

                Exit status: 0 scanned; 1 a file could not be read or a declaration \
                contradicts another (the registry is still written); 2 a path does not exist.
                """
        )

        @Argument(help: "Source files and folders (folders are scanned recursively; hidden ones are not entered).", completion: .directory)
        var paths: [String]

        @Option(name: [.short, .customLong("output")], help: "Write the registry here instead of standard output (atomically).", completion: .file())
        var output: String?

        @Flag(help: "Scan on one thread.")
        var serial = false

        @OptionGroup var modules: ModuleOptions

        func run() throws {
            let scan: ScannedRegistry
            do {
                let named = modules.modules.isEmpty ? try ProjectConfiguration.find()?.modules ?? [:] : modules.named(else: [:])
                scan = try SourceScannerProcess(parallel: !serial, showsProgress: true).scanRegistry(paths, modules: named)
            } catch {
                Terminal.printError(error.description)
                throw ExitCode(2)
            }
            scan.findings.forEach { Terminal.printError($0.description) }
            try Terminal.emit(Array(RegistryFile.encode(scan.classes).utf8), to: output)
            Terminal.printError(ScanSummary(scan).text)
            throw ExitCode(scan.findings.contains { $0.severity == .error } ? 1 : 0)
        }
    }
}
