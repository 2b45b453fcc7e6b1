import EventMapCore
import EventMapper
import Foundation
import InputFiles

/// The report of the last `mapper validate` on the same inputs, kept in the scan cache's folder:
/// a run whose inputs are byte for byte the last run's prints that run's report instead of
/// merging the registry and checking every rule again.
///
/// The inputs are the key, kept whole beside the report rather than as a digest: the build of
/// `mapper`, the working directory, the paths given, the project file's place and bytes, each
/// config and registry file's path and bytes, and the scan's identity and file count
/// (``ScannedRegistry/identity``: the scanner's digest of what it merged). A run with a scan
/// and no identity (a source file that could not be read) is not kept.
///
/// One file per working directory and set of paths given, written beside the old one and
/// renamed over it. A file cut short, damaged (it carries a checksum of its report) or from
/// another build is ignored, and replaced after the run; a folder that cannot be written leaves
/// the run unkept, without a word.
package struct ValidationReportCache: Sendable {
    /// The cache file.
    package let file: String

    private static let magic = Array("mapper-validate-cache".utf8) + [0]

    /// The cache of runs in the working directory with `request` (the paths given), in `folder`.
    package init(folder: String, request: [String]) {
        let name = Self.checksum(Array((FileManager.default.currentDirectoryPath + "\0" + request.joined(separator: "\0")).utf8))
        file = (folder as NSString).appendingPathComponent("validate-" + String(name, radix: 16) + ".cache")
    }

    /// What a run's report depends on.
    package struct Inputs {
        /// The paths given on the command line.
        package let request: [String]
        /// The project file, if any.
        package let project: ProjectConfiguration?
        /// Each config file, with the bytes it was loaded from.
        package let configs: [(path: String, bytes: [UInt8])]
        /// Each registry file, with the bytes it was loaded from (nil when read otherwise).
        package let registries: [(path: String, bytes: [UInt8]?)]
        /// The scan of the sources, when they were scanned.
        package let scan: IdentifiedScan?

        package init(
            request: [String], project: ProjectConfiguration?, configs: [(path: String, bytes: [UInt8])],
            registries: [(path: String, bytes: [UInt8]?)], scan: IdentifiedScan?
        ) {
            self.request = request
            self.project = project
            self.configs = configs
            self.registries = registries
            self.scan = scan
        }

        /// The key of a run with these inputs; nil when one of them does not stand for what
        /// was read (a registry read otherwise, a scan without an identity).
        package var key: [UInt8]? {
            // One buffer of the whole key's size: the files' bytes are most of it.
            let fileBytes = configs.reduce(0) { $0 + $1.bytes.count } + registries.reduce(0) { $0 + ($1.bytes?.count ?? 0) }
            var key = ScanArchiveWriter(prefix: [], reservingCapacity: fileBytes + (project?.fileBytes.count ?? 0) + 4096)
            key.string(EventMapperVersion.runningBuild)
            key.string(FileManager.default.currentDirectoryPath)
            key.list(request) { $0.string($1) }
            key.flag(project != nil)
            if let project {
                key.string(project.path)
                key.data(project.fileBytes)
            }
            key.list(configs) { writer, config in
                writer.string(config.path)
                writer.data(config.bytes)
            }
            key.count(registries.count)
            for registry in registries {
                guard let bytes = registry.bytes else { return nil }
                key.string(registry.path)
                key.data(bytes)
            }
            key.flag(scan != nil)
            if let scan {
                guard let identity = scan.identity else { return nil }
                key.data(identity)
                key.count(scan.fileCount)
            }
            return key.bytes
        }
    }

    /// The report kept for `key`, or nil when the cache holds none for it.
    package func report(for key: [UInt8]) -> ValidationReport? {
        guard let bytes = try? InputFile.contents(of: file, limit: 1 << 30), bytes.starts(with: Self.magic) else { return nil }
        var reader = ScanArchiveReader(bytes, from: Self.magic.count)
        guard let stored = try? reader.dataSlice(), Self.equal(stored, key), let checksum = try? reader.data(),
            checksum == Self.checksumBytes(bytes[reader.offset...]),
            let report = try? reader.validationReport(), reader.isAtEnd
        else { return nil }
        return report
    }

    /// Keeps `report` for `key`, in place of what the cache held.
    package func keep(_ report: ValidationReport, for key: [UInt8]) {
        var body = ScanArchiveWriter()
        body.validationReport(report)
        var contents = ScanArchiveWriter(prefix: Self.magic, reservingCapacity: Self.magic.count + key.count + body.bytes.count + 32)
        contents.data(key)
        contents.data(Self.checksumBytes(body.bytes[...]))
        var bytes = contents.bytes
        bytes += body.bytes
        let folder = (file as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try? Data(bytes).write(to: URL(fileURLWithPath: file), options: .atomic)
    }

    /// Whether `stored` is `key`, compared as memory.
    private static func equal(_ stored: ArraySlice<UInt8>, _ key: [UInt8]) -> Bool {
        guard stored.count == key.count else { return false }
        return stored.withUnsafeBytes { stored in
            key.withUnsafeBytes { key in
                guard let storedStart = stored.baseAddress, let keyStart = key.baseAddress else { return key.isEmpty }
                return memcmp(storedStart, keyStart, key.count) == 0
            }
        }
    }

    /// The 64-bit FNV-1a checksum of `bytes`: a file damaged by accident is not read.
    private static func checksum<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> UInt64 {
        bytes.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }

    private static func checksumBytes(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        withUnsafeBytes(of: checksum(bytes).littleEndian, Array.init)
    }
}

extension ScanArchiveWriter {
    mutating func validationReport(_ report: ValidationReport) {
        list(report.findings) { $0.finding($1) }
        list(report.configFiles) { $0.string($1) }
        list(report.registryFiles) { $0.string($1) }
        count(report.sourceFileCount)
    }
}

extension ScanArchiveReader {
    mutating func validationReport() throws(Malformed) -> ValidationReport {
        ValidationReport(
            orderedFindings: try list { (reader) throws(Malformed) in try reader.finding() },
            configFiles: try list { (reader) throws(Malformed) in try reader.string() },
            registryFiles: try list { (reader) throws(Malformed) in try reader.string() }, sourceFileCount: try count())
    }
}
