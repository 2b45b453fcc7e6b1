import ArgumentParser
import EventMapper
import Foundation
import SourceScanner

/// `mapper-source-scanner`: the source scan of `mapper scan` and `mapper validate --sources`, in
/// an executable of its own so that `mapper` does not link swift-syntax (whose protocol
/// conformances would slow every start-up of `mapper`). `mapper` runs it and reads the
/// ``SourceScanDocument`` it writes.
@main
struct MapperSourceScanner: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mapper-source-scanner",
        abstract: "Scan an app's Swift, Objective-C and Interface Builder sources for mapper (an internal tool).",
        discussion: """
            mapper scan and mapper validate --sources run this to derive the action registry; \
            install it in the same folder as mapper. It scans as mapper scan describes and writes \
            everything found — classes, actions, connected actions, selector references, \
            findings, file and byte counts — to standard output as one binary document \
            (mapper-source-scan, version 4) that only mapper of the same build is meant to \
            read. Findings are in the document, not printed. With --cache-path, a file whose \
            bytes are the same as at the last scan of the same paths is taken from the cache, \
            which is written after the document, once standard output is closed.

            Exit status: 0 scanned (findings or not); 2 a path does not exist or cannot be \
            listed (the error on standard error, or with --input-error-in-document as an error \
            document on standard output); 64 wrong usage.
            """
    )

    @Argument(help: "Source files and folders (folders are scanned recursively; hidden ones are not entered).", completion: .directory)
    var paths: [String]

    @Flag(help: "Scan on one thread.")
    var serial = false

    @Option(
        name: .customLong("module"),
        help: ArgumentHelp(
            "A module and its source folder (repeatable): Swift classes declared below the folder are named Module.Class.",
            valueName: "name=folder"))
    var modules: [String] = []

    @Option(
        name: .customLong("cache-path"),
        help: ArgumentHelp(
            "The folder of the scan cache: files whose bytes are as when they were last scanned are not read again.",
            valueName: "folder"))
    var cachePath: String?

    @Flag(help: "Show a progress line on standard error when it is a terminal and there are more than 500 files.")
    var progress = false

    @Option(
        name: .customLong("adopt-call"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "A tracking call to look for (repeatable): write every call found, judged as mapper adopt does, as a mapper-adoption document instead of the scan.",
            valueName: "pattern"))
    var adoptCalls: [String] = []

    @Flag(
        help:
            "Write a path that cannot be scanned as an error document on standard output instead of a line on standard error (for mapper, which prints it itself)."
    )
    var inputErrorInDocument = false

    @Option(
        help: ArgumentHelp(
            "The identity of an earlier scan (64 hexadecimal digits): with --cache-path, when the scan differs from it only in some classes, write those changes instead of the whole scan (for mapper).",
            valueName: "identity"))
    var since: String?

    func validate() throws {
        for pattern in adoptCalls {
            do {
                _ = try TrackingCallPattern(pattern)
            } catch {
                throw ValidationError(error.description)
            }
        }
        for module in modules where SourceModule(argument: module) == nil {
            throw ValidationError("--module takes name=folder, found '\(module)'")
        }
        if let since, ScanRequest.identity(hex: since) == nil {
            throw ValidationError("--since takes 64 lowercase hexadecimal digits, found '\(since)'")
        }
    }

    /// Runs the scan. The arguments in the form `mapper` passes them are read without
    /// ArgumentParser (``ScanRequest/init(plainArguments:)``); anything else, help and every
    /// mistake included, is parsed by ArgumentParser.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard let request = ScanRequest(plainArguments: arguments) else { return main(arguments) }
        do {
            try request.run()
        } catch {
            exit(withError: error)
        }
    }

    func run() throws {
        try ScanRequest(
            paths: paths, serial: serial, progress: progress, modules: modules.compactMap(SourceModule.init(argument:)), cachePath: cachePath,
            adoptCalls: adoptCalls.compactMap { try? TrackingCallPattern($0) }, inputErrorInDocument: inputErrorInDocument,
            since: since.flatMap(ScanRequest.identity(hex:))
        ).run()
    }
}
