import ArgumentParser
import EventMapper
import Foundation
import SourceScanner

/// What one run of the scanner is asked to do, however its arguments were read.
struct ScanRequest: Equatable {
    var paths: [String]
    var serial = false
    var progress = false
    var modules: [SourceModule] = []
    var cachePath: String?
    /// Tracking-call patterns: when there are any, the run is an adoption scan.
    var adoptCalls: [TrackingCallPattern] = []
    var inputErrorInDocument = false
    /// The identity of an earlier scan `mapper` has checked: the scan's changes since it are
    /// written when they are all it differs in.
    var since: [UInt8]?

    /// Scans and writes the document to standard output; with the cache, then closes standard
    /// output and writes the cache.
    /// - Throws: `ExitCode(2)` for a path that cannot be scanned, once it is reported.
    func run() throws {
        if !adoptCalls.isEmpty {
            let adoption = AdoptionScan(patterns: adoptCalls, parallel: !serial, modules: modules)
            try write(try adoption.adopt(paths), inputError: { AdoptionDocument.inputError($0).encoded() }, encoded: { $0.encoded() })
            return
        }
        let scan = SourceTreeScan.standard(
            parallel: !serial, progress: progress ? ScanProgress.reporter : nil, modules: modules, cacheFolder: cachePath)
        let scanned = try write(
            try scan.scanDocument(paths, since: since), inputError: { SourceScanDocument.inputError($0).encoded() }, encoded: { $0.document })
        // mapper reads on as soon as the document is whole, while the cache is written.
        Self.closeStandardOutput()
        scanned.finish()
    }

    /// Ends standard output: the reader sees its end while this process goes on. Anything
    /// written to it later goes to `/dev/null`.
    private static func closeStandardOutput() {
        let nowhere = open("/dev/null", O_WRONLY)
        guard nowhere >= 0 else { return }
        dup2(nowhere, STDOUT_FILENO)
        close(nowhere)
    }

    /// Writes the document `produce` makes, and returns it; a path that cannot be scanned is an
    /// error document (with `inputErrorInDocument`) or a line on standard error, and exit
    /// status 2.
    @discardableResult
    private func write<Document>(
        _ produce: @autoclosure () throws(ConfigInputError) -> Document, inputError: (ConfigInputError) -> Data,
        encoded: (Document) -> Data
    ) throws -> Document {
        let document: Document
        do {
            document = try produce()
        } catch {
            if inputErrorInDocument {
                try? FileHandle.standardOutput.write(contentsOf: inputError(error))
            } else {
                try? FileHandle.standardError.write(contentsOf: Data((error.description + "\n").utf8))
            }
            throw ExitCode(2)
        }
        try? FileHandle.standardOutput.write(contentsOf: encoded(document))
        return document
    }
}

extension ScanRequest {
    /// The arguments in the form `mapper` passes them, read without ArgumentParser:
    /// `[--input-error-in-document] [--serial] [--progress] [--cache-path <folder>]
    /// [--since <identity>] [--module <name=folder>]… -- <path>…`, the options in any order.
    ///
    /// ArgumentParser's first use asks the runtime for protocol conformances, each a scan of
    /// every conformance record in the binary, and swift-syntax makes those many: on a warm
    /// `validate` that is a tenth of the scanner's time. Whatever this does not accept exactly —
    /// help, `--option=value`, a repeated flag, a value that looks like an option, a module
    /// that is not `name=folder`, an adoption scan, no `--` or no path after it — is left to
    /// ArgumentParser, which answers or refuses it as it always has.
    init?(plainArguments arguments: [String]) {
        var request = ScanRequest(paths: [])
        var seen = Swift.Set<String>()
        var rest = arguments[...]
        while let argument = rest.popFirst(), argument != "--" {
            guard argument == "--module" || seen.insert(argument).inserted else { return nil }
            switch argument {
            case "--input-error-in-document": request.inputErrorInDocument = true
            case "--serial": request.serial = true
            case "--progress": request.progress = true
            case "--cache-path":
                guard let folder = rest.popFirst(), !folder.isEmpty, !folder.hasPrefix("-") else { return nil }
                request.cachePath = folder
            case "--since":
                guard let value = rest.popFirst(), let identity = Self.identity(hex: value) else { return nil }
                request.since = identity
            case "--module":
                guard let value = rest.popFirst(), !value.hasPrefix("-"), let module = SourceModule(argument: value) else { return nil }
                request.modules.append(module)
            default:
                return nil
            }
        }
        guard arguments.contains("--"), !rest.isEmpty else { return nil }
        request.paths = Array(rest)
        self = request
    }
}

extension ScanRequest {
    /// An identity written as `--since` takes it (lowercase hexadecimal, 32 bytes); nil for
    /// anything else.
    static func identity(hex: String) -> [UInt8]? {
        let digits = Array(hex.utf8)
        guard digits.count == 64 else { return nil }
        func value(_ digit: UInt8) -> UInt8? {
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
            default: nil
            }
        }
        var bytes: [UInt8] = []
        for pair in stride(from: 0, to: digits.count, by: 2) {
            guard let high = value(digits[pair]), let low = value(digits[pair + 1]) else { return nil }
            bytes.append(high << 4 | low)
        }
        return bytes
    }
}

extension SourceModule {
    /// A module as `--module` names it: `name=folder`, neither part empty. Nil for anything else.
    init?(argument: String) {
        let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
        self.init(name: String(parts[0]), folder: String(parts[1]))
    }
}
