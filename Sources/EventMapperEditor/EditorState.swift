import EventMapCore
import EventMapper
import EventMapperTools
import HTTPTypes

/// The editor's one piece of state besides the files: the snapshot it last read, with its
/// report, refreshed from disk on every request (a file that had settled and whose `stat` did
/// not change is not read again; one that had not is read, and parsed only if its bytes
/// changed). Reads and checks work on a snapshot outside the actor, side by side; saves go one at
/// a time through ``SaveLine``, and the file locks keep out every other writer.
actor EditorState {
    nonisolated let workspace: ConfigWorkspace
    private nonisolated let saves: SaveLine
    private var snapshot: ConfigSetSnapshot?
    private var report: ValidationReport?
    /// The overview's rows of ``snapshot``, once asked for.
    private var rows: WorkspaceOverview.Rows?
    /// What drafts of ``snapshot`` are checked against, once a draft is checked.
    private var revalidation: DraftRevalidation?

    init(workspace: ConfigWorkspace, git: (any GitRunning)?) {
        self.workspace = workspace
        saves = SaveLine(workspace: workspace, git: git)
    }

    /// The set as it is on disk now, and its report.
    func current() throws(EditorRefusal) -> (ConfigSetSnapshot, ValidationReport) {
        let next: ConfigSetSnapshot
        do {
            next = try workspace.read(reusing: snapshot)
        } catch {
            throw EditorRefusal(.serviceUnavailable, kind: "unreadable", lines: error.description.split(separator: "\n").map(String.init))
        }
        if let snapshot, let report, snapshot.fingerprints == next.fingerprints {
            // The same contents: what was made of them holds; the statuses are the newer ones.
            self.snapshot = next
            return (next, report)
        }
        let report = workspace.validate(next.set)
        (self.snapshot, self.report, rows, revalidation) = (next, report, nil, nil)
        return (next, report)
    }

    /// The set as it is on disk now, and what its drafts are checked against.
    func checkable() throws(EditorRefusal) -> (ConfigSetSnapshot, DraftRevalidation) {
        let (snapshot, report) = try current()
        if let revalidation { return (snapshot, revalidation) }
        let made = workspace.revalidation(of: snapshot, baseReport: report)
        revalidation = made
        return (snapshot, made)
    }

    /// The set as it is on disk now, its report, and the overview's rows of it.
    func overview() throws(EditorRefusal) -> (ConfigSetSnapshot, ValidationReport, WorkspaceOverview.Rows) {
        let (snapshot, report) = try current()
        if let rows { return (snapshot, report, rows) }
        let made = WorkspaceOverview.Rows(snapshot, report: report, code: workspace.code, tag: workspace.selection.settings.tag)
        rows = made
        return (snapshot, report, made)
    }

    /// Checks a draft against the set as it is now: on the model while typing, through the
    /// edit path for the review.
    nonisolated func check(_ steps: [DraftStep], force: Bool, review: Bool, wholeSet: Bool = false) async throws(EditorRefusal) -> DraftCheck {
        if review {
            let (snapshot, report) = try await current()
            do {
                return try workspace.review(steps, on: snapshot, baseReport: report, force: force)
            } catch {
                throw EditorRefusal(error)
            }
        }
        let (snapshot, revalidation) = try await checkable()
        do {
            return try workspace.check(steps, on: snapshot, revalidation: revalidation, force: force, wholeSet: wholeSet)
        } catch {
            throw EditorRefusal(error)
        }
    }

    /// The steps a listing makes, from the set as it is now.
    nonisolated func importSteps(_ listing: [UInt8], named name: String) async throws(EditorRefusal) -> [DraftStep] {
        let (snapshot, _) = try await current()
        do {
            return try workspace.importSteps(listing, named: name, on: snapshot)
        } catch {
            throw EditorRefusal(.unprocessableContent, kind: "listing", lines: error.lines)
        }
    }

    /// Describes an event ID (nil: takes its description away).
    nonisolated func describe(_ id: String, as entry: EventDescriptions.Entry?, replacing shown: EventDescriptions.Entry?) async throws(EditorRefusal)
        -> EventDescriptions
    {
        try await saves.describe(id, as: entry, replacing: shown)
    }

    /// Saves a draft, and commits what was written when asked to.
    nonisolated func save(_ steps: [DraftStep], fingerprints: [String: String], force: Bool, commit: DraftRequest.Commit?) async throws(EditorRefusal)
        -> SavedDraft
    {
        let (snapshot, report) = try await current()
        let known = snapshot.fingerprints == fingerprints ? report : nil
        let (check, committed, commitError) = try await saves.save(steps, fingerprints: fingerprints, baseReport: known, force: force, commit: commit)
        let (after, _) = try await current()
        return SavedDraft(check: check, fingerprints: after.fingerprints, commit: committed, commitError: commitError)
    }
}

/// Saves one at a time, each with its commit: every save locks every file of the set, and a
/// second one started meanwhile would find the locks held rather than wait.
actor SaveLine {
    private let workspace: ConfigWorkspace
    private let git: (any GitRunning)?

    init(workspace: ConfigWorkspace, git: (any GitRunning)?) {
        self.workspace = workspace
        self.git = git
    }

    /// Describes an event ID, in line with the saves, which move descriptions of renamed IDs.
    func describe(_ id: String, as entry: EventDescriptions.Entry?, replacing shown: EventDescriptions.Entry?) throws(EditorRefusal)
        -> EventDescriptions
    {
        do {
            return try workspace.describe(id, as: entry, replacing: shown)
        } catch {
            switch error.kind {
            case .usage: throw EditorRefusal(.badRequest, kind: "refused", lines: error.lines)
            case .refused: throw EditorRefusal(.conflict, kind: "conflict", lines: error.lines)
            case .notFound, .cannotRun: throw EditorRefusal(.serviceUnavailable, kind: "refused", lines: error.lines)
            }
        }
    }

    func save(_ steps: [DraftStep], fingerprints: [String: String], baseReport: ValidationReport?, force: Bool, commit: DraftRequest.Commit?)
        throws(EditorRefusal) -> (DraftCheck, GitCommit?, String?)
    {
        if let commit { try refuseUnmakeable(commit, files: fingerprints.keys.sorted()) }
        // The commit holds the bytes this save wrote, whatever another writer does next.
        var committed: (GitCommit?, String?) = (nil, nil)
        let check: DraftCheck
        do {
            check = try workspace.save(steps, basedOn: fingerprints, baseReport: baseReport, force: force) { written in
                guard let commit else { return }
                guard let git else { return committed = (nil, "this editor cannot run git") }
                do throws(GitCommitFailure) {
                    committed = (try GitCommit(files: written, branch: commit.branch, message: commit.message, git: git), nil)
                } catch {
                    committed = (nil, error.message)
                }
            }
        } catch {
            throw EditorRefusal(error)
        }
        return (check, committed.0, committed.1)
    }

    /// Refuses the save when the commit asked with it could not be made (no message, a branch
    /// name git would not take, configs outside a repository): saved without it, the change
    /// would leave the page, and a product manager would need a terminal to commit it.
    private func refuseUnmakeable(_ commit: DraftRequest.Commit, files: [String]) throws(EditorRefusal) {
        // Without a file named, the save itself is refused (its fingerprints say nothing).
        guard let file = files.first else { return }
        let problem: String
        if let git {
            do throws(GitCommitFailure) {
                try GitCommit.check(branch: commit.branch, message: commit.message, file: file, git: git)
                return
            } catch {
                problem = error.message
            }
        } else {
            problem = "this editor cannot run git"
        }
        throw EditorRefusal(
            .unprocessableContent, kind: "commit", lines: ["Nothing was saved: \(problem). Your changes are kept; fix the commit, or untick it."])
    }
}

/// What a save did.
struct SavedDraft: Sendable {
    let check: DraftCheck
    /// The files' fingerprints after the save: what the next draft starts from.
    let fingerprints: [String: String]
    let commit: GitCommit?
    /// Why the commit asked for was not made (the files are saved all the same).
    let commitError: String?
}

extension EditorRefusal {
    /// A draft that cannot be checked or saved, as the page is told.
    init(_ failure: DraftFailure) {
        switch failure.kind {
        case .step(let index): self.init(.unprocessableContent, kind: "step", lines: failure.lines, step: index)
        case .conflict: self.init(.conflict, kind: "conflict", lines: failure.lines)
        case .findings: self.init(.unprocessableContent, kind: "findings", lines: failure.lines)
        case .cannotRun: self.init(.serviceUnavailable, kind: "cannotRun", lines: failure.lines)
        }
    }
}
