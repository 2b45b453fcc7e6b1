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
/// (`ScannedRegistry.identity`: the scanner's digest of what it merged). A run with a scan
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

    /// What a run's report depends on that is known before the scan: its part of the key comes
    /// first, so that a kept report made from these very files can be told before the scan ends.
    package struct Inputs {
        /// The paths given on the command line.
        package let request: [String]
        /// The project file, if any.
        package let project: ProjectConfiguration?
        /// Each config file, with the bytes it was loaded from.
        package let configs: [(path: String, bytes: [UInt8])]

        package init(request: [String], project: ProjectConfiguration?, configs: [(path: String, bytes: [UInt8])]) {
            self.request = request
            self.project = project
            self.configs = configs
        }

        /// The first part of the key: the build, the working directory, the paths given, the
        /// project file and the configs.
        package var keyPrefix: [UInt8] {
            // One buffer of the whole part's size: the files' bytes are most of it.
            let fileBytes = configs.reduce(0) { $0 + $1.bytes.count } + (project?.fileBytes.count ?? 0)
            var key = ScanArchiveWriter(prefix: [], reservingCapacity: fileBytes + 4096)
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
            return key.bytes
        }
    }

    /// The whole key of a run: `prefix` (``Inputs/keyPrefix``), then each registry file's path
    /// and bytes and the scan's identity and file count; nil when a registry was read otherwise
    /// or the scan has no identity.
    package static func key(prefix: [UInt8], registries: [(path: String, bytes: [UInt8]?)], scan: IdentifiedScan?) -> [UInt8]? {
        key(prefix: prefix, registries: registries, scan: scan.map { ($0.identity, $0.fileCount) })
    }

    /// The whole key of a run with a scan of `identity` and `fileCount`, or none.
    package static func key(
        prefix: [UInt8], registries: [(path: String, bytes: [UInt8]?)], scan: (identity: [UInt8]?, fileCount: Int)?
    ) -> [UInt8]? {
        var key = ScanArchiveWriter(prefix: prefix, reservingCapacity: prefix.count + registries.reduce(0) { $0 + ($1.bytes?.count ?? 0) } + 4096)
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

    /// What the cache file holds: a key, and the report kept for it.
    package struct Kept: Sendable {
        fileprivate let bytes: [UInt8]
        fileprivate let key: Range<Int>

        /// Whether the kept key starts with `prefix`: the report was made from these files,
        /// and is the run's when the rest of the key is the same too.
        package func keyStarts(with prefix: [UInt8]) -> Bool {
            key.count >= prefix.count && ValidationReportCache.equal(bytes[key.lowerBound..<key.lowerBound + prefix.count], prefix)
        }

        /// The identity of the scan the kept report was made against, when its key starts with
        /// `prefix` and names no registry file.
        package func scanIdentity(after prefix: [UInt8]) -> [UInt8]? {
            guard keyStarts(with: prefix) else { return nil }
            var reader = ScanArchiveReader(bytes, from: key.lowerBound + prefix.count)
            guard (try? reader.count()) == 0, (try? reader.flag()) == true, let identity = try? reader.data() else { return nil }
            return identity
        }

        /// The report, when `key` is the kept one and the report reads whole.
        package func report(for key: [UInt8]) -> ValidationReport? {
            guard ValidationReportCache.equal(bytes[self.key], key) else { return nil }
            var reader = ScanArchiveReader(bytes, from: self.key.upperBound)
            guard let checksum = try? reader.data(), checksum == ValidationReportCache.checksumBytes(bytes[reader.offset...]),
                let report = try? reader.validationReport(), reader.isAtEnd
            else { return nil }
            return report
        }
    }

    /// What the cache file holds, or nil when there is none in this format.
    package func kept() -> Kept? {
        guard let bytes = try? InputFile.contents(of: file, limit: 1 << 30), bytes.starts(with: Self.magic) else { return nil }
        var reader = ScanArchiveReader(bytes, from: Self.magic.count)
        guard let length = try? reader.length() else { return nil }
        return Kept(bytes: bytes, key: reader.offset..<reader.offset + length)
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
    fileprivate static func equal(_ stored: ArraySlice<UInt8>, _ key: [UInt8]) -> Bool {
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

    fileprivate static func checksumBytes(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
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
