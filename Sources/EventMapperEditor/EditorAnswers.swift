import EventMapCore
import EventMapper
import EventMapperTools

/// `/api/overview`: the rows, the totals, the files' fingerprints (what a draft starts from) and
/// the files that do not parse, with their errors.
struct OverviewAnswer: Encodable, Sendable {
    let overview: WorkspaceOverview
    let fingerprints: [String: String]
    let unparsed: [UnparsedFile]
}

/// A config that does not parse, and why.
struct UnparsedFile: Encodable, Sendable {
    let file: String
    let problems: [WorkspacePage.Problem]
}

/// `/api/check`: what the draft does and what the checks say of it.
struct CheckAnswer: Encodable, Sendable {
    /// One change to the mapping, as `mapper diff` shows it.
    struct Change: Encodable, Sendable {
        let kind: String
        let className: String
        let trigger: String
        let eventID: String
        let oldTrigger: String?
        let oldEventID: String?
        /// The line `mapper diff` prints.
        let text: String
    }

    let introduced: [WorkspacePage.Problem]
    let resolved: [WorkspacePage.Problem]
    let blocksSave: Bool
    let errors: Int
    let warnings: Int
    let summary: String
    let changes: [Change]
    let diff: String
    let changedFiles: [String]

    init(_ check: DraftCheck) {
        introduced = check.introduced.map(WorkspacePage.Problem.init)
        resolved = check.resolved.map(WorkspacePage.Problem.init)
        blocksSave = check.blocksSave
        errors = check.report.count(.error)
        warnings = check.report.count(.warning)
        summary = check.report.summary
        let lines = DiffFormat.text.render(check.mapping).split(separator: "\n").map(String.init)
        changes = zip(check.mapping.changes, lines).map { change, line in
            let row = change.row
            let old: MappingRow? =
                switch change {
                case .changed(let old, _), .renamed(let old, _): old
                case .added, .removed: nil
                }
            return Change(
                kind: change.kind, className: row.className.text, trigger: row.trigger, eventID: row.eventID.text, oldTrigger: old?.trigger,
                oldEventID: old?.eventID.text, text: line)
        }
        diff = check.unifiedDiff
        changedFiles = check.changedFiles
    }
}

/// `/api/check` for a draft with a step the edit path refuses: which step, and why.
struct StepRefusal: Encodable, Sendable {
    let refused = true
    let step: Int
    let lines: [String]
}

/// `/api/import`: the steps a listing makes, for the page's draft.
struct ImportAnswer: Encodable, Sendable {
    let steps: [DraftRequest.Step]
}

/// `/api/descriptions`: the file, and what each event means.
struct DescriptionsAnswer: Encodable, Sendable {
    let file: String
    let events: [String: EventDescriptions.Entry]

    init(file: String, descriptions: EventDescriptions) {
        self.file = file
        events = descriptions.entries
    }
}

/// A description as the page sends it; an empty description and owner take it away.
struct DescriptionRequest: Decodable, Sendable {
    let eventID: String
    let description: String
    let owner: String?
    /// The entry as the page showed it when the change was typed (empty fields for none); the
    /// change is refused when the file no longer holds that.
    let previous: EventDescriptions.Entry?
}

/// `/api/save`: what was written, the fingerprints the next draft starts from, and the commit.
struct SaveAnswer: Encodable, Sendable {
    struct Commit: Encodable, Sendable {
        let branch: String
        let commit: String
        let createdBranch: Bool
    }

    let saved: CheckAnswer
    let fingerprints: [String: String]
    let commit: Commit?
    let commitError: String?
    /// What else the save says: descriptions that could not follow a renamed ID.
    let notes: [String]

    init(_ saved: SavedDraft) {
        notes = saved.check.notes
        self.saved = CheckAnswer(saved.check)
        fingerprints = saved.fingerprints
        commit = saved.commit.map { Commit(branch: $0.branch, commit: $0.commit, createdBranch: $0.createdBranch) }
        commitError = saved.commitError
    }
}
