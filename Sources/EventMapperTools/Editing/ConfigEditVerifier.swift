import EventMapCore
import EventMapper

/// Checks an edited file before it replaces the original: it must parse and load, its mapping
/// must differ from the original's by exactly the edits, and it must not bring a kind of
/// finding the original did not have.
struct ConfigEditVerifier: Sendable {
    /// Why the new contents were rejected.
    struct Rejection: Error, CustomStringConvertible {
        let description: String
    }

    let path: String
    let format: ConfigFileType
    let before: ConfigFileLoad
    /// What the edited file must map.
    let expected: MappingSnapshot
    /// The edits made, for the message.
    let subjects: [String]

    /// Throws ``Rejection`` unless `bytes` is the original with exactly the edits made.
    /// - Returns: `bytes`, loaded.
    @discardableResult
    func verify(_ bytes: [UInt8]) throws -> ConfigFileLoad {
        let after = try ConfigFileLoad.load(bytes, format: format, file: path)
        guard let file = after.file, before.file != nil else {
            throw Rejection(description: "the edited file does not parse: \(after.findings.first?.description ?? "unknown error")")
        }
        guard MappingSnapshot(file) == expected else {
            throw Rejection(description: "the edited file would change more than \(subjects.joined(separator: ", "))")
        }
        let counts = { (findings: [Finding]) in Dictionary(findings.map { ($0.rule.id, 1) }, uniquingKeysWith: +) }
        let old = counts(before.findings)
        for (rule, count) in counts(after.findings) where count > old[rule, default: 0] {
            throw Rejection(description: "the edited file would have a new [\(rule)] finding")
        }
        return after
    }
}

/// What a config file maps, without locations or order: what an edit is checked against.
struct MappingSnapshot: Equatable {
    /// One class's page events and actions.
    struct Page: Equatable {
        var pageEvents: [PageEvent: String] = [:]
        var controls: [String: String] = [:]
    }

    /// Class name as written → its mapping.
    var pages: [String: Page]

    init(pages: [String: Page]) {
        self.pages = pages
    }

    init(_ file: ConfigFile) {
        var pages: [String: Page] = [:]
        for page in file.pages {
            pages[page.className.value.text] = Page(
                pageEvents: page.pageEvents.mapValues(\.value.text),
                controls: Dictionary(page.controls.map { ($0.selector.value.text, $0.eventID.value.text) }, uniquingKeysWith: { _, last in last }))
        }
        self.pages = pages
    }

    /// The snapshot with `edit` made to the class written `pageKey` (or to a new class).
    func applying(_ edit: ConfigEdit, pageKey: String?) -> MappingSnapshot {
        var result = self
        let key = pageKey ?? edit.className
        var page = result.pages[key] ?? Page()
        switch edit.target {
        case .control(let selector): page.controls[selector.text] = edit.eventID?.text
        case .pageEvent(let event): page.pageEvents[event] = edit.eventID?.text
        case .page:
            result.pages[key] = nil
            return result
        }
        result.pages[key] = page
        return result
    }
}
