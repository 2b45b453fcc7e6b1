import EventMapCore
import EventMapper
import EventMapXML
import Foundation

/// What `mapper adopt` does, with no printing: from the tracking calls the scan found and
/// judged, plans the config entries, and prints the proposal, the change as a diff, or writes it
/// through the same locked, checked, all-or-nothing edits as `mapper import`.
package struct AdoptionRun {
    /// What the run is asked to do.
    package enum Mode: Sendable {
        /// Print the proposal.
        case propose
        /// Print the change to the configs as a diff; write nothing.
        case dryRun
        /// Make the change.
        case write
    }

    /// What to print on standard output.
    package let output: String
    /// What to print on standard error: the sources' problems, the edits' warnings.
    package let warnings: [String]
    /// 0 done; 1 a conflict was found (the rest is written).
    package let exitStatus: Int32

    /// Plans and, with `.write`, applies the adoption.
    /// - Parameters:
    ///   - calls: Every call the scan found and judged.
    ///   - problems: The sources' syntax problems, as findings print them.
    ///   - configPaths: Config files and folders (`--config` of other commands); empty for the
    ///     project's.
    ///   - configFile: With `--config`: the one config to adopt into, made when it does not exist.
    ///   - mode: Propose, dry run or write.
    ///   - json: Print the proposal as JSON.
    ///   - writer: The writer (tests inject failures through it).
    /// - Throws: ``ConfigEditFailure``: 2 when a config cannot be read, parsed, locked or written;
    ///   64 when a new class has no file to go to; 1 when an edit is refused.
    package init(
        calls: [AdoptionCall], problems: [String], configPaths: [String], configFile: String?, mode: Mode, json: Bool,
        writer: AtomicFileWriter = AtomicFileWriter()
    ) throws(ConfigEditFailure) {
        let creates = configFile.map { FileSystemItem.kind(at: $0) == nil } ?? false
        let (selection, set, lock) = try Self.load(configPaths: configPaths, configFile: configFile, creates: creates)
        defer { lock?.release() }
        let plan = AdoptionPlan(calls: calls, set: set, newFile: configFile)
        var warnings = problems.map { $0 + " (its calls are listed as unknown)" }
        if let configFile, let selection, !selection.chooses(configFile) {
            warnings.append(
                "warning: \(configFile) is not among the configs mapper validate reads (\(selection.paths.joined(separator: ", "))); add it to 'configs' in .mapper.json"
            )
        }
        if let first = plan.homeless.first {
            throw ConfigEditFailure(
                .usage,
                error:
                    "'\(first.className)' is not configured and the config set has several files: name the one to adopt into with --config")
        }
        let report = AdoptionReport(plan: plan, calls: calls)
        exitStatus = plan.entries.contains { $0.state == .conflict } ? 1 : 0
        let newFile = creates ? configFile : nil
        switch mode {
        case .propose:
            output = json ? report.json() : report.text()
        case .dryRun:
            let changes = try Self.changes(plan, creating: newFile, selection: selection, lock: lock, warnings: &warnings)
            try changes.checkReplaceable(with: writer)
            output = changes.diff + report.summary(written: false)
        case .write:
            let changes = try Self.changes(plan, creating: newFile, selection: selection, lock: lock, warnings: &warnings)
            try changes.writeAll(with: writer)
            output = report.summary(written: true) + report.checklist()
        }
        self.warnings = warnings
    }

    /// The set the entries are compared with: the project's configs, with `configFile` when it
    /// exists. When it does not and the project has no config yet, the set is empty.
    private static func load(configPaths: [String], configFile: String?, creates: Bool) throws(ConfigEditFailure) -> (
        ConfigSelection?, ConfigSet, ConfigSetLock?
    ) {
        let selection = try? ConfigSelection.choose(explicit: configPaths)
        if let configFile {
            do throws(ConfigInputError) {
                try ConfigEditRun.checkNotExcluded(configFile, by: selection)
            } catch {
                throw ConfigEditFailure(.cannotRun, [error.description])
            }
        }
        if creates {
            if (selection?.paths ?? []).allSatisfy({ FileSystemItem.kind(at: $0) == nil }) {
                do {
                    return (nil, try ConfigSet.load([]), nil)
                } catch {
                    throw ConfigEditFailure(.cannotRun, [error.description])
                }
            }
        }
        return try ConfigEditRun.loadSet(configPaths: configPaths, file: creates ? nil : configFile, outsideAllowed: true)
    }

    /// Each file's change, with every new entry made and checked in memory; a new file is made
    /// whole from its entries.
    private static func changes(
        _ plan: AdoptionPlan, creating newFile: String?, selection: ConfigSelection?, lock: ConfigSetLock?, warnings: inout [String]
    )
        throws(ConfigEditFailure) -> [ConfigFileChange]
    {
        var changes: [ConfigFileChange] = []
        for (file, edits) in plan.editsByFile {
            if file == newFile {
                changes.append(try ConfigFileChange(creating: file, with: plan.newPages(in: file)))
                continue
            }
            let change = try ConfigFileChange(path: file, lockedBy: lock)
            changes.append(change)
            for edit in edits {
                let page = try change.page(edit.className)
                try change.apply(edit, force: false, refusesProblems: true)
                if let selection {
                    warnings += try ConfigEditRun.editWarnings(edit, page: page, change: change, selection: selection, code: nil)
                }
            }
        }
        return changes
    }
}
