import EventMapCore
import EventMapperTools
import HTTPTypes

/// A draft as the page sends it: the steps, in order, and for a save the fingerprints of the
/// files the draft started from, whether to save over errors, and the commit to make.
struct DraftRequest: Decodable, Sendable {
    /// One step, as the page's forms make it.
    struct Step: Codable, Sendable {
        /// `set`, `unset`, `rename` (an event ID) or `renameAction`.
        let kind: String
        let className: String?
        /// The action, in Objective-C or Swift form.
        let action: String?
        /// `Enter` or `Leave`.
        let event: String?
        let eventID: String?
        /// With `unset`: the whole page.
        let page: Bool?
        /// Where a class not configured yet goes.
        let file: String?
        /// With the renames: the old and the new ID or action.
        let from: String?
        let to: String?

        private enum CodingKeys: String, CodingKey {
            case kind, action, event, eventID, page, file, from, to
            case className = "class"
        }
    }

    /// The commit a save may be made as.
    struct Commit: Decodable, Sendable {
        let branch: String
        let message: String
    }

    let steps: [Step]
    let fingerprints: [String: String]?
    let force: Bool?
    let commit: Commit?
    /// With a check: run every rule on the whole edited set rather than re-check what the draft
    /// touches (the same findings; the benchmark's peer).
    let wholeSet: Bool?

    /// The steps as the edit path takes them.
    /// - Throws: ``EditorRefusal`` naming the first step that is not one.
    func draftSteps() throws(EditorRefusal) -> [DraftStep] {
        var steps: [DraftStep] = []
        for (index, step) in self.steps.enumerated() {
            guard let made = step.draftStep else {
                throw EditorRefusal(.badRequest, "step \(index + 1) is not a change the editor makes: '\(step.kind)' with these fields")
            }
            steps.append(made)
        }
        return steps
    }
}

extension DraftRequest.Step {
    /// A step as the page writes it.
    init(_ step: DraftStep) {
        var fields: (kind: String, className: String?, action: String?, event: String?, eventID: String?, page: Bool?) = (
            "set", nil, nil, nil, nil, nil
        )
        var (file, from, to): (String?, String?, String?) = (nil, nil, nil)
        switch step {
        case .edit(let edit, let target):
            fields = (edit.eventID == nil ? "unset" : "set", edit.className, nil, nil, edit.eventID?.text, nil)
            switch edit.target {
            case .control(let selector): fields.action = selector.text
            case .pageEvent(let event): fields.event = event.rawValue
            case .page: fields.page = true
            }
            file = target
        case .rename(.eventID(let old, let new)):
            fields.kind = "rename"
            (from, to) = (old.text, new.text)
        case .rename(.eventIDPattern(let old, let new)):
            fields.kind = "rename"
            (from, to) = (old.description, new.description)
        case .rename(.action(let className, let old, let new)):
            fields = ("renameAction", className, nil, nil, nil, nil)
            (from, to) = (old.text, new.text)
        }
        self.init(
            kind: fields.kind, className: fields.className, action: fields.action, event: fields.event, eventID: fields.eventID, page: fields.page,
            file: file, from: from, to: to)
    }

    /// The step, or nil when its fields do not make one.
    var draftStep: DraftStep? {
        switch kind {
        case "set", "unset":
            guard let className, let target else { return nil }
            let eventID = kind == "set" ? eventID.map(EventID.init) : nil
            if kind == "set", eventID == nil { return nil }
            return .edit(ConfigEdit(className: className, target: target, eventID: eventID), file: file)
        case "rename":
            guard let from, let to else { return nil }
            return ConfigRename.ofIDs(from, to).map { .rename($0) }
        case "renameAction":
            guard let className, let from, let to else { return nil }
            return .rename(.action(className: className, old: ActionSelector(from), new: ActionSelector(to)))
        default:
            return nil
        }
    }

    private var target: ConfigEdit.Target? {
        if let action { return .control(ActionSelector(action)) }
        if let event { return PageEvent(rawValue: event).map { .pageEvent($0) } }
        if page == true, kind == "unset" { return .page }
        return nil
    }
}
