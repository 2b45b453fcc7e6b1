/// The files of an edit that changes several (`rename`, `import`, an editor's save).
extension [ConfigFileChange] {
    /// Refuses, as ``writeAll(with:)`` would, a changed file that cannot be replaced (read-only,
    /// hard-linked, in a folder that takes no new file), writing nothing: a dry run exits as the
    /// edit would.
    func checkReplaceable(with writer: AtomicFileWriter) throws(ConfigEditFailure) {
        for change in filter(\.isChanged) {
            do {
                try AtomicFileStream.checkReplaceable(change.path, writer: writer)
            } catch {
                throw ConfigEditFailure(.cannotRun, [error.description, "error: the edit could not be made; nothing was written (--dry-run)"])
            }
        }
    }

    /// Writes every changed file of a multi-file edit (`rename`, `import`). Each new file has
    /// been made and checked in memory before this is called, and each is checked again as it
    /// is read back; when a write fails, the files already replaced are named, and so are the
    /// ones left as they were.
    /// - Throws: ``ConfigEditFailure`` with exit status 2 when a write fails.
    func writeAll(with writer: AtomicFileWriter) throws(ConfigEditFailure) {
        let changed = filter(\.isChanged)
        var written: [String] = []
        for (index, change) in changed.enumerated() {
            do {
                try change.write(with: writer)
                written.append(change.path)
            } catch {
                if error.fileWasReplaced { written.append(change.path) }
                let untouched = changed[index...].map(\.path).filter { !written.contains($0) }
                throw ConfigEditFailure(
                    .cannotRun,
                    [error.description]
                        + (written.isEmpty
                            ? ["error: no file was changed"]
                            : ["error: the edit is incomplete; these files were changed: \(written.joined(separator: ", "))"])
                        + (untouched.isEmpty ? [] : ["error: these files are unchanged: \(untouched.joined(separator: ", "))"]))
            }
        }
    }

    /// The changes as `diff -u` shows them, file after file.
    var diff: String { map(\.diff.text).joined() }
}
