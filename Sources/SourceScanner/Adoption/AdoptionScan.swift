import EventMapCore
import EventMapper
import Foundation
import SwiftSyntax

/// The scan of `mapper adopt`: the registry scan of every file, with the tracking calls read
/// from the same parse, then each call judged as the hooks would see it (``AdoptionClassifier``).
package struct AdoptionScan: Sendable {
    /// The calls to look for.
    let patterns: [TrackingCallPattern]
    /// The registry's scan, whose file list, threads and modules adopt shares.
    let tree: SourceTreeScan

    /// Describes the scan.
    /// - Parameters:
    ///   - patterns: The calls to look for.
    ///   - parallel: Whether to use every core.
    ///   - modules: The module of each source folder, if known.
    package init(patterns: [TrackingCallPattern], parallel: Bool = true, modules: [SourceModule] = []) {
        self.patterns = patterns
        tree = .standard(parallel: parallel, modules: modules)
    }

    /// Scans `paths` and judges every tracking call.
    /// - Throws: `ConfigInputError` for a path that does not exist or cannot be listed.
    package func adopt(_ paths: [String]) throws(ConfigInputError) -> AdoptionDocument {
        let files = try SourceFileList(paths: paths).files
        let patterns = self.patterns
        let tree = self.tree
        let results = tree.scanAll(files) { path in Self.scanFile(path, tree: tree, patterns: patterns) }
        let registry = tree.merge(files, results.map { $0?.registry ?? .init() }, modules: tree.modules)
        let calls = results.map { $0?.calls ?? FileTrackingCalls() }
        let classifier = AdoptionClassifier(registry: registry, files: calls)
        let problems = registry.findings.filter { $0.rule == .unparsableSource || $0.rule == .unreadableSource }.map(\.description)
        let threads = tree.parallel ? ProcessInfo.processInfo.activeProcessorCount : 1
        return .result(calls: classifier.judged(threads: threads), problems: problems, fileCount: files.count)
    }

    private struct FileResult: Sendable {
        var registry: SourceTreeScan.FileResult
        var calls: FileTrackingCalls
    }

    private static func scanFile(_ path: String, tree: SourceTreeScan, patterns: [TrackingCallPattern]) -> FileResult {
        let (bytes, unreadable) = SourceTreeScan.contents(of: path)
        if let unreadable { return FileResult(registry: .init(scan: SourceFileScan(findings: [unreadable])), calls: FileTrackingCalls()) }
        switch SourceLanguage(path: path) {
        case .swift?:
            var calls = FileTrackingCalls()
            let scan = SwiftSourceScanner().scan(bytes, path: path) { syntax, positions in
                let reader = SwiftCallReader(patterns: patterns, positions: positions, bytes: bytes)
                reader.walk(syntax)
                calls = reader.result
            }
            calls.syntaxProblem = scan.findings.first { $0.rule == .unparsableSource }
            return FileResult(registry: .init(scan: scan, byteCount: bytes.count), calls: calls)
        case .objectiveC?:
            let (scan, calls) = ObjectiveCSourceScanner().scan(bytes, path: path, calls: patterns)
            return FileResult(registry: .init(scan: scan, byteCount: bytes.count), calls: calls)
        default:
            return FileResult(registry: tree.scanFile(path, bytes), calls: FileTrackingCalls())
        }
    }
}
