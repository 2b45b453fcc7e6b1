#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file written piece by piece that replaces its destination only when ``commit(check:)``
/// succeeds: ``AtomicFileWriter``'s guarantees for output too large to hold in memory (the
/// annotated rows of gigabytes of logs). Dropped without a commit, it leaves the destination as
/// it was and removes its temporary file.
///
/// A destination that is not a regular file — a device, a FIFO, one of the process's own
/// streams — is written in place as the pieces come, as `AtomicFileWriter` does.
package final class AtomicFileStream {
    private enum Destination {
        /// Written in place.
        case direct(descriptor: Int32, closes: Bool)
        /// A temporary file beside the target, renamed over it on commit.
        case temporary(descriptor: Int32, temporaryPath: String, target: String, existing: stat?, mode: mode_t)
    }

    private let path: String
    private let writer: AtomicFileWriter
    private var destination: Destination?

    /// Opens the way to `path`.
    /// - Throws: ``AtomicFileWriter/Failure`` when the destination cannot be written.
    package init(path: String, newFileMode: mode_t = 0o644, writer: AtomicFileWriter = AtomicFileWriter()) throws(AtomicFileWriter.Failure) {
        self.path = path
        self.writer = writer
        if let descriptor = AtomicFileWriter.standardStreamDescriptor(path) {
            // `-o /dev/stdout >> log`: the stream the shell set up, appended to as it is.
            destination = .direct(descriptor: descriptor, closes: false)
            return
        }
        let (target, directory, existing) = try Self.replaceable(path, writer: writer)
        if let existing, existing.st_mode & S_IFMT != S_IFREG {
            // A device, FIFO or socket is written to, never renamed over: `-o /dev/null` run
            // as root must not replace the system's /dev/null with a file.
            guard existing.st_mode & S_IFMT != S_IFDIR else { throw writer.failure(path, "it is a folder") }
            let descriptor = open(target, O_WRONLY | O_CLOEXEC | O_NOCTTY)
            guard descriptor >= 0 else { throw writer.failure(path, "cannot open for writing: \(AtomicFileWriter.lastError())") }
            destination = .direct(descriptor: descriptor, closes: true)
            return
        }
        let mode = existing.map { $0.st_mode & 0o7777 } ?? newFileMode & ~AtomicFileWriter.currentUmask()
        // Ctrl-C, a hang-up or a kill while the copy exists must not leave it in the user's
        // folder: its path is registered for removal before the file is created.
        let (descriptor, temporary) = TemporaryFileCleanup.creatingRegistered(prefix: directory + "/.\(AtomicFileWriter.baseName(of: target)).tmp-")
        guard descriptor >= 0, let temporary else {
            throw writer.failure(path, "cannot create a temporary file in \(directory): \(AtomicFileWriter.lastError())")
        }
        destination = .temporary(descriptor: descriptor, temporaryPath: temporary, target: target, existing: existing, mode: mode)
    }

    deinit {
        discard()
    }

    /// Refuses, as opening a stream would, a destination that cannot be replaced: a folder, a
    /// read-only or hard-linked file, a folder that takes no new file. Nothing is created: what
    /// a dry run checks so that it exits as the real edit would.
    package static func checkReplaceable(_ path: String, writer: AtomicFileWriter = AtomicFileWriter()) throws(AtomicFileWriter.Failure) {
        guard AtomicFileWriter.standardStreamDescriptor(path) == nil else { return }
        let (_, directory, existing) = try replaceable(path, writer: writer)
        if let existing, existing.st_mode & S_IFMT != S_IFREG {
            guard existing.st_mode & S_IFMT != S_IFDIR else { throw writer.failure(path, "it is a folder") }
            return
        }
        guard access(directory, W_OK | X_OK) == 0 else {
            throw writer.failure(path, "cannot create a temporary file in \(directory): \(AtomicFileWriter.lastError())")
        }
    }

    /// The file a write to `path` replaces, its folder and its status (nil when it does not
    /// exist yet), refused when it is a regular file that a rename must not replace.
    private static func replaceable(_ path: String, writer: AtomicFileWriter) throws(AtomicFileWriter.Failure) -> (
        target: String, directory: String, existing: stat?
    ) {
        let target = try writer.symbolicLinkTarget(path)
        var status = stat()
        let existing: stat? = stat(target, &status) == 0 ? status : nil
        if let existing, existing.st_mode & S_IFMT == S_IFREG {
            if existing.st_mode & 0o222 == 0 {
                throw writer.failure(
                    path, "the file is read-only (mode \(String(existing.st_mode & 0o7777, radix: 8))); make it writable to let mapper change it")
            }
            if existing.st_nlink > 1 {
                // Renaming a new file over one name would leave the other names with the old text.
                throw writer.failure(path, "the file has \(existing.st_nlink) hard links, which replacing it would split; edit one copy instead")
            }
        }
        return (target, AtomicFileWriter.directory(of: target), existing)
    }

    /// Writes the next bytes.
    package func write(_ bytes: UnsafeRawBufferPointer) throws(AtomicFileWriter.Failure) {
        switch destination {
        case .direct(let descriptor, _), .temporary(let descriptor, _, _, _, _): try writer.writeAll(bytes, to: descriptor, path: path)
        case nil: throw writer.failure(path, "the output is already closed")
        }
    }

    /// Replaces the destination with what was written: permissions, owner and extended
    /// attributes kept, flushed, `check` run on the temporary file, renamed, folder flushed.
    package func commit(check: (_ temporaryPath: String) throws(AtomicFileWriter.Failure) -> Void = { _ in }) throws(AtomicFileWriter.Failure) {
        guard let destination else { throw writer.failure(path, "the output is already closed") }
        switch destination {
        case .direct(let descriptor, let closes):
            self.destination = nil
            if closes { close(descriptor) }
        case .temporary(let descriptor, let temporary, let target, let existing, let mode):
            defer { discard() }
            if let existing { _ = fchown(descriptor, existing.st_uid, existing.st_gid) }
            if existing != nil { try writer.copyExtendedAttributes(from: target, to: descriptor, path: path) }
            guard fchmod(descriptor, mode) == 0 else { throw writer.failure(path, "cannot set permissions: \(AtomicFileWriter.lastError())") }
            guard writer.system.fsyncFile(descriptor) == 0 else {
                throw writer.failure(path, "cannot flush to disk: \(AtomicFileWriter.lastError())")
            }
            try check(temporary)
            guard writer.system.rename(temporary, target) == 0 else {
                throw writer.failure(path, "cannot replace the file: \(AtomicFileWriter.lastError())")
            }
            // Renamed: nothing left to remove.
            close(descriptor)
            self.destination = nil
            TemporaryFileCleanup.unregister()
            try flushFolder(of: target)
        }
    }

    private func flushFolder(of target: String) throws(AtomicFileWriter.Failure) {
        let directory = AtomicFileWriter.directory(of: target)
        let directoryDescriptor = open(directory, O_RDONLY | O_DIRECTORY)
        guard directoryDescriptor >= 0 else {
            throw AtomicFileWriter.Failure(
                path: path,
                message: "written, but cannot open \(directory) to flush it: \(AtomicFileWriter.lastError()); the change may not survive a crash",
                fileWasReplaced: true)
        }
        defer { close(directoryDescriptor) }
        guard writer.system.fsyncDirectory(directoryDescriptor) == 0 else {
            throw AtomicFileWriter.Failure(
                path: path, message: "written, but flushing \(directory) failed: \(AtomicFileWriter.lastError()); the change may not survive a crash",
                fileWasReplaced: true)
        }
    }

    /// Closes and removes the temporary file, if any is left.
    private func discard() {
        switch destination {
        case .direct(let descriptor, let closes):
            if closes { close(descriptor) }
        case .temporary(let descriptor, let temporary, _, _, _):
            close(descriptor)
            unlink(temporary)
            TemporaryFileCleanup.unregister()
        case nil: break
        }
        destination = nil
    }
}
