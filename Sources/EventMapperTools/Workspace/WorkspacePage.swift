import EventMapCore
import EventMapper

/// One class as the editor shows it: its page events and actions with where each is written,
/// the actions its code declares (what the forms complete from), the tagged ones not tracked,
/// and the findings within its entry.
package struct WorkspacePage: Encodable, Sendable {
    /// A page event or action that is configured.
    package struct Entry: Encodable, Sendable {
        /// `Enter`, `Leave`, or the action's selector.
        package let trigger: String
        package let eventID: String
        package let line: Int
        /// Whether the code declares the action (nil for page events, or without code).
        package let inCode: Bool?
    }

    /// A finding, as the page shows it.
    package struct Problem: Encodable, Sendable {
        package let rule: String
        package let severity: String
        package let message: String
        package let suggestion: String?
        package let file: String
        package let line: Int
        package let column: Int

        package init(_ finding: Finding) {
            rule = finding.rule.id
            severity = finding.severity.rawValue
            message = finding.message
            suggestion = finding.suggestion
            file = finding.location.file
            line = finding.location.line
            column = finding.location.column
        }
    }

    package let className: String
    /// The file that configures the class; nil when no config does.
    package let file: String?
    package let line: Int?
    package let pageEvents: [Entry]
    package let controls: [Entry]
    /// Every action the class and its superclasses declare, in the code's order.
    package let declaredActions: [String]
    /// Tagged actions the class declares that no entry tracks.
    package let untracked: [String]
    package let problems: [Problem]
    /// Whether the code declares the class (nil without code).
    package let inCode: Bool?

    /// The class `name`, configured or only declared; nil when neither.
    package init?(_ name: String, snapshot: ConfigSetSnapshot, report: ValidationReport, code: CodeDeclarations, tag: String) {
        let resolver = snapshot.resolver
        let registry = code.registry
        let page = resolver.page(name)
        let className = page?.className.value.text ?? name
        let declared = registry?.declaredClass(className)
        guard page != nil || declared != nil else { return nil }
        self.className = className
        file = page?.className.location.file
        line = page?.className.location.line
        pageEvents = PageEvent.allCases.compactMap { event in
            page?.pageEvents[event].map { Entry(trigger: event.rawValue, eventID: $0.value.text, line: $0.location.line, inCode: nil) }
        }
        controls = (page?.controls ?? []).map { control in
            Entry(
                trigger: control.selector.value.text, eventID: control.eventID.value.text, line: control.selector.location.line,
                inCode: registry.map { $0.declaringClass(of: control.selector.value, in: className) != nil })
        }
        var seen = Set<String>()
        declaredActions = (registry?.allActions(of: className) ?? []).map(\.selector.text).filter { seen.insert($0).inserted }
        untracked = WorkspaceOverview.taggedActions(of: className, registry: registry, tag: tag)
            .filter { resolver.eventID(forAction: $0.text, ofClass: className) == nil }.map(\.text)
        problems = page.map { FindingsByPage.findings(of: $0, in: snapshot.set.map, report: report).map(Problem.init) } ?? []
        inCode = registry.map { _ in declared != nil }
    }
}

/// What the forms complete from: the code's classes (and the configured ones) and the set's files.
package struct WorkspaceVocabulary: Encodable, Sendable {
    package let classes: [String]
    package let files: [String]
    /// The pattern event IDs follow.
    package let eventIDPattern: String
    package let tag: String

    package init(_ snapshot: ConfigSetSnapshot, code: CodeDeclarations, settings: ValidationSettings) {
        var names = Set(snapshot.set.map.pages.map(\.className.value.text))
        for declared in code.registry?.classes ?? [] { names.insert(declared.name.text) }
        classes = names.sorted()
        files = snapshot.files.map(\.path)
        eventIDPattern = settings.eventIDPattern
        tag = settings.tag
    }
}
