import Crypto
import EventMapCore
import EventMapper
import Foundation
import InputFiles

/// What earlier scans found in each file, so that a scan reads only the files that changed.
///
/// One cache file per scanned set of paths (and working directory) in the cache folder. Each of
/// its entries is one file's scan, keyed by the SHA-256 of the file's path and bytes: an entry is
/// used only for a file whose bytes are the same as when it was scanned. A file whose status
/// (device, inode, size, modification and change times) is the one recorded with its entry is
/// not read again: any write since would have changed its change time (`FileStatus`).
/// The cache file names the build that wrote it (version, and the scanner's size and date); a
/// file from another build, one that is cut short, or one whose own digest does not match is
/// ignored as if there were none, and replaced.
///
/// A scan that read any file anew writes a whole new cache file beside the old one and renames
/// it over it, so that two scans at once each read a complete file, and the last to finish
/// leaves its own. Files no longer scanned drop out.
struct ScanCache: Sendable {
    /// One file's scan as the cache holds it.
    struct Entry: Sendable {
        /// The SHA-256 of the file's path, a zero byte and its bytes.
        let digest: [UInt8]
        /// The scan, archived on its own (``ScanArchiveWriter/fileScan(_:)``).
        let archive: ArraySlice<UInt8>
        /// The SHA-256 of the archive: what the merge key reads of it.
        let archiveDigest: [UInt8]
        /// The file's status when it was read, when it had settled (`FileStatus`): a file
        /// with the same status is taken as read without reading it.
        var status: FileStatus?
    }

    /// The last scan's whole result, kept with the key of what it was merged from: when every
    /// file's scan is the same again (an edit inside a method body), the merge is not redone.
    struct Merged: Sendable, Equatable {
        /// The SHA-256 of the modules and of every file's path and archived scan, in order.
        let key: [UInt8]
        /// The scan without its counts (``ScanArchiveWriter/registryBody(_:)``).
        let body: [UInt8]
    }

    /// The cache file this scan reads and writes.
    let file: String
    /// What the build writes first, so that another build's cache is not read.
    let build: String
    /// The entries read, by path.
    private(set) var entries: [String: Entry] = [:]
    /// The last scan's merged result, if the cache holds one.
    private(set) var merged: Merged?

    private static let magic = Array("mapper-scan-cache".utf8) + [0]

    /// The cache of scanning `paths` from the working directory, in `folder`, read if there is
    /// one this build wrote.
    init(folder: String, paths: [String], build: String = ScanCache.currentBuild) {
        var name = SHA256()
        name.update(data: Data((FileManager.default.currentDirectoryPath + "\0" + paths.joined(separator: "\0")).utf8))
        let hex = name.finalize().prefix(16).map { byte in
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
        file = (folder as NSString).appendingPathComponent("scan-\(hex).cache")
        self.build = build
        if let (entries, merged) = try? Self.read(file, build: build) {
            self.entries = entries
            self.merged = merged
        }
    }

    /// The digest that keys a file's entry.
    static func digest(path: String, bytes: [UInt8]) -> [UInt8] {
        var hash = SHA256()
        hash.update(data: Data(path.utf8 + [0]))
        bytes.withUnsafeBytes { hash.update(bufferPointer: $0) }
        return Array(hash.finalize())
    }

    /// The scan an entry holds, or nil when its archive does not read.
    static func scan(archivedIn entry: Entry) -> SourceFileScan? {
        var reader = ScanArchiveReader(Array(entry.archive))
        guard let scan = try? reader.fileScan(), reader.isAtEnd else { return nil }
        return scan
    }

    /// An entry for a file just scanned.
    static func entry(_ scan: SourceFileScan, digest: [UInt8], status: FileStatus?) -> Entry {
        var writer = ScanArchiveWriter()
        writer.fileScan(scan)
        return Entry(digest: digest, archive: writer.bytes[...], archiveDigest: Array(SHA256.hash(data: writer.bytes)), status: status)
    }

    /// What the cache file is to hold after a scan: every file's entry, by path, in order, and
    /// the merged result.
    struct Update: Sendable {
        let entries: [(path: String, entry: Entry)]
        let merged: Merged?
    }

    /// Writes the cache file anew with `update` in place of the old one; a folder that cannot be
    /// made or written leaves the scan uncached, without a word. Nil: the cache holds the scan.
    func write(_ update: Update?) {
        guard let update else { return }
        let entries = update.entries
        let merged = update.merged
        // The whole file in one buffer, its size known up front: the magic, room for the
        // payload's digest, the payload.
        let payloadStart = Self.magic.count + SHA256.byteCount
        let entryBytes = entries.reduce(0) { $0 + $1.path.utf8.count + $1.entry.digest.count + $1.entry.archive.count + 96 }
        var contents = ScanArchiveWriter(
            prefix: Self.magic + [UInt8](repeating: 0, count: SHA256.byteCount),
            reservingCapacity: payloadStart + build.utf8.count + entryBytes + (merged.map { $0.key.count + $0.body.count } ?? 0) + 64)
        contents.string(build)
        contents.list(entries) { writer, item in
            writer.string(item.path)
            writer.data(item.entry.digest)
            writer.data(item.entry.archiveDigest)
            writer.fileStatus(item.entry.status)
            writer.data(item.entry.archive)
        }
        contents.flag(merged != nil)
        if let merged {
            contents.data(merged.key)
            contents.data(merged.body)
        }
        contents.overwrite(at: Self.magic.count, with: Array(SHA256.hash(data: contents.bytes[payloadStart...])))
        let folder = (file as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        // Foundation writes a file beside it and renames it over the old one; the bytes are
        // lent to it, not copied.
        contents.bytes.withUnsafeBytes { bytes in
            guard let start = bytes.baseAddress else { return }
            let data = Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: start), count: bytes.count, deallocator: .none)
            try? data.write(to: URL(fileURLWithPath: file), options: .atomic)
        }
    }

    private static func read(_ file: String, build: String) throws -> (entries: [String: Entry], merged: Merged?)? {
        let bytes = try [UInt8](InputFile.contents(of: file, limit: 1 << 30))
        let payloadStart = magic.count + SHA256.byteCount
        guard bytes.count >= payloadStart, bytes.starts(with: magic),
            Array(SHA256.hash(data: bytes[payloadStart...])) == Array(bytes[magic.count..<payloadStart])
        else { return nil }
        var reader = ScanArchiveReader(bytes, from: payloadStart)
        guard try reader.string() == build else { return nil }
        var entries: [String: Entry] = [:]
        for _ in 0..<(try reader.length()) {
            let path = try reader.string()
            let digest = try reader.data()
            let archiveDigest = try reader.data()
            let status = try reader.fileStatus()
            entries[path] = Entry(digest: digest, archive: try reader.dataSlice(), archiveDigest: archiveDigest, status: status)
        }
        let merged = try reader.flag() ? Merged(key: try reader.data(), body: Array(try reader.dataSlice())) : nil
        return reader.isAtEnd ? (entries, merged) : nil
    }

    /// This scanner's build: its version, and the size and date of its executable, so that a
    /// rebuilt scanner does not read what another build wrote.
    static let currentBuild: String = {
        // Linux names the running executable in /proc, and `stat` follows the link: no bundle
        // to set up, which costs a warm scan more than the rest of reading its cache's header.
        let executable = FileStatus(path: "/proc/self/exe") ?? FileStatus(path: Bundle.main.executablePath ?? CommandLine.arguments[0])
        return "\(EventMapperVersion.current) \(executable?.size ?? 0) \(executable?.modified ?? 0)"
    }()
}
