import EventMapper

/// What `mapper fmt` does, with no printing: choose the files (those named, else the project's
/// configs as `validate` chooses them), format each, and write the changed ones atomically — or,
/// when checking, only say which would change.
///
/// Every file is processed; one that cannot be formatted is reported and left as it is, and
/// the others still are.
package struct ConfigFormatRun: Sendable {
    /// The lines for standard output: the files rewritten, or with `check`, those that would be.
    package private(set) var changedFiles: [String] = []
    /// The lines for standard error: why a file was left as it is.
    package private(set) var messages: [String] = []
    /// 0 nothing to do or all written; 1 a file would change (with `check`), has problems, or
    /// would lose something; 2 a file could not be read or written.
    package private(set) var exitStatus: Int32 = 0

    /// Formats.
    /// - Parameters:
    ///   - paths: Files and folders; empty for the project's configs.
    ///   - check: Write nothing, only list the files that would change.
    /// - Throws: ``ConfigInputError`` when the files cannot be chosen (a missing path, an
    ///   unreadable project file).
    package init(paths: [String], check: Bool) throws(ConfigInputError) {
        let selection = try ConfigSelection.choose(explicit: paths)
        for file in try ConfigInputs.expand(selection.paths) {
            // Held from reading to renaming, as `set` holds it: a concurrent edit is refused.
            var lock: FileEditLock?
            if !check {
                do {
                    lock = try FileEditLock(for: file)
                } catch {
                    messages.append(error.description)
                    exitStatus = 2
                    continue
                }
            }
            defer { lock?.release() }
            let output: ConfigFormatter.Output
            do {
                output = try ConfigFormatter().format(file: file)
            } catch {
                messages += error.messages
                exitStatus = max(exitStatus, error.isEnvironmental ? 2 : 1)
                continue
            }
            guard output.changes else { continue }
            if check {
                changedFiles.append(file)
                exitStatus = max(exitStatus, 1)
                continue
            }
            do {
                try AtomicFileWriter().write(output.formatted, to: file)
                changedFiles.append(file)
            } catch {
                messages.append(error.description)
                exitStatus = 2
            }
        }
    }
}
