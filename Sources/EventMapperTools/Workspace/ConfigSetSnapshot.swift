import EventMapCore
import EventMapper
import InputFiles

/// A config set as one reader saw it: every file's bytes, its load and a fingerprint of its
/// contents. The editor answers every read from a snapshot, checks drafts against it, and
/// refuses a save when a file's contents are no longer those its draft started from.
package struct ConfigSetSnapshot: Sendable {
    /// One file of the set as it was read.
    package struct File: Sendable {
        /// The path, as the set names it.
        package let path: String
        /// The contents read.
        package let bytes: [UInt8]
        /// The contents loaded.
        package let load: ConfigFileLoad
        /// Names these contents: another fingerprint means other contents.
        package let fingerprint: String
        /// What `stat` said when the file was read, to tell cheaply whether it changed since;
        /// nil when it could not say.
        let status: FileStatus?
        /// Whether the file had settled when it was read (``FileStatus/isSettled(before:)``):
        /// only then does an equal status prove the contents the same.
        let statusIsSettled: Bool
    }

    /// The files, in the set's order.
    package let files: [File]
    /// The set they make.
    package let set: ConfigSet
    /// Lookups in the set, made once for every draft checked against it.
    package let resolver: EventResolver

    /// Reads the files `paths` name (folders stand for the configs below them).
    /// - Parameters:
    ///   - paths: Config files and folders.
    ///   - exclusion: The project's `exclude`.
    ///   - previous: A snapshot whose files are reused where they have not changed: where `stat`
    ///     says so of a file that had settled, else where the bytes are the same.
    /// - Throws: ``ConfigInputError`` when a path cannot be listed or a file cannot be read.
    package static func read(_ paths: [String], excluding exclusion: PathExclusion?, reusing previous: ConfigSetSnapshot? = nil)
        throws(ConfigInputError) -> ConfigSetSnapshot
    {
        let known = Dictionary((previous?.files ?? []).map { ($0.path, $0) }, uniquingKeysWith: { _, last in last })
        var files: [File] = []
        var reusedAll = true
        for path in try ConfigSet.configFiles(paths, excluding: exclusion) {
            if let file = known[path], file.statusIsSettled, let status = FileStatus(path: path), file.status == status {
                files.append(file)
                continue
            }
            let read = try File.read(path, unlessItHolds: known[path])
            files.append(read.file)
            reusedAll = reusedAll && read.isReused
        }
        // The same files unchanged: the set and its resolver too, with the statuses just taken.
        if let previous, reusedAll, files.map(\.path) == previous.files.map(\.path) {
            return ConfigSetSnapshot(files: files, set: previous.set, resolver: previous.resolver)
        }
        return ConfigSetSnapshot(files: files)
    }

    /// A snapshot of files already read.
    init(files: [File]) {
        let set = ConfigSet.assembling(files.map { ($0.path, $0.load) })
        self.init(files: files, set: set, resolver: EventResolver(set.map))
    }

    private init(files: [File], set: ConfigSet, resolver: EventResolver) {
        (self.files, self.set, self.resolver) = (files, set, resolver)
    }

    /// The file the set names `path`, or nil: nothing outside the set is ever read or written.
    package func file(_ path: String) -> File? {
        files.first { $0.path == path }
    }

    /// Every file's fingerprint, by path.
    package var fingerprints: [String: String] {
        Dictionary(files.map { ($0.path, $0.fingerprint) }, uniquingKeysWith: { _, last in last })
    }
}

extension ConfigSetSnapshot.File {
    /// Reads `path`, and loads it unless its bytes are those `previous` holds, whose load is
    /// then kept with the new status.
    static func read(_ path: String, unlessItHolds previous: Self?) throws(ConfigInputError) -> (file: Self, isReused: Bool) {
        let started = FileStatus.now
        let status = FileStatus(path: path)
        let settled = status?.isSettled(before: started) ?? false
        let bytes: [UInt8]
        do {
            bytes = try InputFile.contents(of: path, limit: InputFile.configLimit)
        } catch {
            throw ConfigInputError(path: path, message: error.message)
        }
        if let previous, previous.bytes == bytes {
            let kept = (load: previous.load, fingerprint: previous.fingerprint)
            return (Self(path: path, bytes: bytes, load: kept.load, fingerprint: kept.fingerprint, status: status, statusIsSettled: settled), true)
        }
        let load = try ConfigFileLoad.load(bytes, format: ConfigFileType(pathExtensionOf: path) ?? .plist, file: path)
        let fingerprint = ContentFingerprint.of(bytes)
        return (Self(path: path, bytes: bytes, load: load, fingerprint: fingerprint, status: status, statusIsSettled: settled), false)
    }
}

/// A short name for a file's contents: its length and a 64-bit FNV-1a hash. It tells a file
/// that changed from one that did not; it is no defence against a crafted collision, which
/// only the user's own files could hold.
package enum ContentFingerprint {
    /// `length-hash`, the hash in hexadecimal.
    package static func of(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return "\(bytes.count)-" + String(hash, radix: 16)
    }
}
