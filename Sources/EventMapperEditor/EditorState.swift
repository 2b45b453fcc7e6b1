import EventMapCore
import EventMapper
import EventMapperTools
import HTTPTypes

/// The editor's one piece of state besides the files: the snapshot it last read, with its
/// report, refreshed from disk on every request (a file whose `stat` did not change is not read
/// again). Saves go through here one at a time; the file locks keep out every other writer.
actor EditorState {
    let workspace: ConfigWorkspace
    private let git: (any GitRunning)?
    private var snapshot: ConfigSetSnapshot?
    private var report: ValidationReport?

    init(workspace: ConfigWorkspace, git: (any GitRunning)?) {
        self.workspace = workspace
        self.git = git
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
            return (snapshot, report)
        }
        let report = workspace.validate(next.set)
        (self.snapshot, self.report) = (next, report)
        return (next, report)
    }

    /// Checks a draft against the set as it is now: on the model while typing, through the
    /// edit path for the review.
    func check(_ steps: [DraftStep], force: Bool, review: Bool) throws(EditorRefusal) -> DraftCheck {
        let (snapshot, report) = try current()
        do {
            return review
                ? try workspace.review(steps, on: snapshot, baseReport: report, force: force)
                : try workspace.check(steps, on: snapshot, baseReport: report, force: force)
        } catch {
            throw EditorRefusal(error)
        }
    }

    /// The steps a listing makes, from the set as it is now.
    func importSteps(_ listing: [UInt8], named name: String) throws(EditorRefusal) -> [DraftStep] {
        let (snapshot, _) = try current()
        do {
            return try workspace.importSteps(listing, named: name, on: snapshot)
        } catch {
            throw EditorRefusal(.unprocessableContent, kind: "listing", lines: error.lines)
        }
    }

    /// Describes an event ID (nil: takes its description away).
    func describe(_ id: String, as entry: EventDescriptions.Entry?) throws(EditorRefusal) -> EventDescriptions {
        do {
            return try workspace.describe(id, as: entry)
        } catch {
            throw EditorRefusal(error.kind == .usage ? .badRequest : .serviceUnavailable, kind: "refused", lines: error.lines)
        }
    }

    /// Saves a draft, and commits what was written when asked to.
    func save(_ steps: [DraftStep], fingerprints: [String: String], force: Bool, commit: DraftRequest.Commit?) throws(EditorRefusal) -> SavedDraft {
        let check: DraftCheck
        do {
            check = try workspace.save(steps, basedOn: fingerprints, force: force)
        } catch {
            throw EditorRefusal(error)
        }
        var committed: GitCommit?
        var commitError: String?
        if let commit, !check.changedFiles.isEmpty {
            if let git {
                do {
                    committed = try GitCommit(files: check.changedFiles, branch: commit.branch, message: commit.message, git: git)
                } catch {
                    commitError = error.message
                }
            } else {
                commitError = "this editor cannot run git"
            }
        }
        let (snapshot, _) = try current()
        return SavedDraft(check: check, fingerprints: snapshot.fingerprints, commit: committed, commitError: commitError)
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
