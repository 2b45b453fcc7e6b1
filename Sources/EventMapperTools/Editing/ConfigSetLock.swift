import EventMapCore
import EventMapper

/// The edit locks of every file of a config set, held from before the set is read until the
/// edit is written. An edit is checked against the whole set (an ID used twice, a class in two
/// files), so a second edit of another file of the same set must wait: each would pass its check
/// against the other's old file, and together they would make what either alone refuses. The
/// change of a file of the set uses the set's lock of it (``lock(for:)``).
final class ConfigSetLock {
    private let locks: [FileEditLock]
    /// The lock of each file, by resolved path.
    private let byPath: [String: FileEditLock]

    /// Locks every config `paths` stand for, in path order, so that two processes locking the
    /// same set cannot each wait for the other.
    /// - Throws: ``ConfigEditFailure`` with exit status 2 when another process holds one, or a
    ///   file cannot be locked.
    init(_ paths: [String], excluding exclusion: PathExclusion?) throws(ConfigEditFailure) {
        let files: [String]
        do {
            files = try ConfigSet.configFiles(paths, excluding: exclusion)
        } catch {
            throw ConfigEditFailure(.cannotRun, [error.description])
        }
        var locks: [FileEditLock] = []
        for file in files.sorted() {
            do {
                locks.append(try FileEditLock(for: file))
            } catch {
                locks.forEach { $0.release() }
                guard error.isHeldByAnother, files.count > 1 else { throw ConfigEditFailure(.cannotRun, [error.description]) }
                // Perhaps not the file the edit is for: say why it matters.
                throw ConfigEditFailure(
                    .cannotRun,
                    [
                        "\(file): error: another process is editing this file of the config set, and an edit of any file of the set is checked against the others; try again when it has finished"
                    ])
            }
        }
        self.locks = locks
        byPath = Dictionary(zip(files.sorted().map(resolvedPath), locks), uniquingKeysWith: { first, _ in first })
    }

    /// The lock this set holds on `path`, if the file is one of the set's.
    func lock(for path: String) -> FileEditLock? {
        byPath[resolvedPath(path)]
    }

    /// Releases every lock; also done when the lock is freed.
    func release() {
        locks.forEach { $0.release() }
    }

    deinit {
        release()
    }
}
