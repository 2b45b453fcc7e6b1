import EventMapCore
import EventMapper
import InputFiles

/// What `mapper merge-driver %O %A %B %P` does, with no printing: reads the three versions git
/// gives it, merges them entry by entry (``ConfigMerge``), writes the result over `%A`, as a
/// git merge driver must, and checks a clean result against its config set (``MergedSetCheck``):
/// an error the merge brings there leaves the file conflicted too.
///
/// ## Usage
/// ```
/// # .gitattributes
/// Configs/*.plist merge=event-map
/// Configs/*.xml merge=event-map
/// # once per clone
/// git config merge.event-map.name "EventMapper configs, entry by entry"
/// git config merge.event-map.driver "mapper merge-driver %O %A %B %P"
/// ```
package struct ConfigMergeRun: Sendable {
    /// The located conflicts, for standard error; empty for a clean merge.
    package let conflicts: [String]
    /// What could not be checked, for standard error.
    package let warnings: [String]

    /// Merges `ancestor` and `theirs` into `ours`.
    /// - Parameters:
    ///   - ancestor: `%O`, the common ancestor's version (empty when the file is new).
    ///   - ours: `%A`, this branch's version, which the result replaces.
    ///   - theirs: `%B`, the other branch's version.
    ///   - path: `%P`, the file's path in the repository, for messages and its format.
    ///   - writer: The writer (tests inject failures through it).
    /// - Throws: ``ConfigEditFailure`` with exit status 2 when a version cannot be read or does not
    ///   parse, or the result cannot be written; `%A` is then left as it was, and git reports the
    ///   file as conflicted.
    package init(ancestor: String, ours: String, theirs: String, path: String, writer: AtomicFileWriter = AtomicFileWriter())
        throws(ConfigEditFailure)
    {
        guard ConfigFileType(pathExtensionOf: path)?.isReadInConfigSets == true else {
            throw ConfigEditFailure(
                .cannotRun, error: "\(path) is not a config (.plist or .xml); set the merge driver for configs only in .gitattributes")
        }
        let lock: FileEditLock
        do {
            lock = try FileEditLock(for: ours)
        } catch {
            throw ConfigEditFailure(.cannotRun, [error.description])
        }
        defer { lock.release() }
        let oursBytes = try Self.read(ours, as: path)
        let merge = try ConfigMerge(
            ancestor: try Self.read(ancestor, as: "\(path) (ancestor)"), ours: oursBytes, theirs: try Self.read(theirs, as: "\(path) (theirs)"),
            path: path)
        do {
            // A clean result is checked to parse and map exactly the merge; one with conflict
            // markers cannot parse, and each side of its conflicts was checked as it was made.
            try writer.write(merge.merged, to: ours, verify: merge.verifier.map { verifier in { try verifier.verify($0) } })
        } catch {
            throw ConfigEditFailure(.cannotRun, [error.description, "error: \(path) was not merged"])
        }
        guard merge.conflicts.isEmpty else {
            (conflicts, warnings) = (merge.conflicts, [])
            return
        }
        do {
            let check = try MergedSetCheck(merged: merge.merged, ours: oursBytes, path: path)
            conflicts = check.errors.isEmpty ? [] : check.errors + ["error: \(path) merged entry by entry, but its config set would not validate"]
            warnings = []
        } catch {
            (conflicts, warnings) = ([], ["warning: \(path) merged; its config set was not checked: \(error)"])
        }
    }

    /// The exit status git reads: 0 merged, 1 merged with conflicts left to resolve.
    package var exitStatus: Int32 { conflicts.isEmpty ? 0 : 1 }

    private static func read(_ file: String, as name: String) throws(ConfigEditFailure) -> [UInt8] {
        do {
            return try InputFile.contents(of: file, limit: InputFile.configLimit)
        } catch {
            throw ConfigEditFailure(.cannotRun, ["\(name): error: cannot read \(file): \(error.reason)"])
        }
    }
}
