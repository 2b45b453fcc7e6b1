import EventMapCore
import EventMapXML

/// Loads an XML-dialect config (`<event-map version="1">`): the same model as the property list,
/// validated by the event-map XSD that ships with EventMapXML.
///
/// Every schema violation is a finding, and the same checks the property-list loader makes on
/// names and event IDs apply. The model keeps what is usable: a page without a usable class,
/// a control without a usable action or event ID, and the later of two pages for one class (or
/// two controls for one action) are left out, each with a finding that says why.
package struct EventMapDialectConfigLoader: Sendable {
    /// Creates a loader.
    package init() {}

    /// Reads, validates and loads the file at `path`.
    /// - Parameter path: The config file.
    /// - Returns: The model (nil when the file is not well-formed XML or is refused) and the
    ///   findings, in file order.
    /// - Throws: ``ConfigInputError`` when the file cannot be read at all, or the schema is
    ///   missing from the installation.
    package func load(path: String) throws(ConfigInputError) -> ConfigFileLoad {
        try load(path: path) { () throws(EventMapDialectReadError) in try EventMapDialectReader().read(contentsOf: path) }
    }

    /// Validates and loads a file's bytes, such as a version read from git.
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - file: The name locations carry.
    /// - Throws: ``ConfigInputError`` when the schema is missing from the installation.
    package func load(_ bytes: [UInt8], file: String) throws(ConfigInputError) -> ConfigFileLoad {
        try load(path: file) { () throws(EventMapDialectReadError) in try EventMapDialectReader().read(bytes, file: file) }
    }

    /// Validates and loads the contents of the file at `path`, read before: as ``load(path:)``
    /// loads the file, every message included.
    /// - Throws: ``ConfigInputError`` when the schema is missing from the installation.
    package func load(_ bytes: [UInt8], readFrom path: String) throws(ConfigInputError) -> ConfigFileLoad {
        try load(path: path) { () throws(EventMapDialectReadError) in try EventMapDialectReader().read(bytes, readFrom: path) }
    }

    private func load(path: String, reading read: () throws(EventMapDialectReadError) -> EventMapDialectDocument) throws(ConfigInputError)
        -> ConfigFileLoad
    {
        do {
            return load(document: try read())
        } catch {
            switch error.reason {
            case .unreadableFile, .schemaUnavailable:
                throw ConfigInputError(path: path, message: error.message)
            case .malformedXML:
                return ConfigFileLoad(
                    file: nil, findings: [Finding(.malformedXML, EventMapDialectFindingText.sentence(error.message), at: error.location)])
            case .mergeConflict:
                return ConfigFileLoad(file: nil, findings: [Finding(.mergeConflict, error.message, at: error.location)])
            case .forbiddenConstruct:
                return ConfigFileLoad(
                    file: nil, findings: [Finding(.forbiddenConstruct, EventMapDialectFindingText.sentence(error.message), at: error.location)])
            }
        }
    }

    /// Loads an already read document.
    /// - Parameter document: The XML-dialect document.
    /// - Returns: The model and the findings, in file order.
    package func load(document: EventMapDialectDocument) -> ConfigFileLoad {
        var walk = EventMapDialectConfigWalk(file: document.file)
        let pages = walk.pages(of: document)
        let findings = walk.findings.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
        var load = ConfigFileLoad(file: ConfigFile(path: document.file, fileType: .xml, pages: pages), findings: findings)
        load.classesWithUnreadableEntries = walk.classesWithUnreadableEntries
        return load
    }
}

/// One pass over a read XML-dialect document, collecting its pages and its findings.
///
/// A schema violation that a more specific finding also reports — an event ID with blanks (the
/// XSD's pattern), a second page for a class (its `xs:unique`) — is reported once, by the
/// specific finding, which says more and names the first place.
struct EventMapDialectConfigWalk {
    let file: String
    private(set) var findings: [Finding] = []
    /// The classes an entry of which was left out for an error.
    private(set) var classesWithUnreadableEntries: [String] = []
    /// Attributes, by element and name, that a specific finding reported.
    private var reportedAttributes: Set<AttributeKey> = []
    /// Where the event IDs' bytes are kept.
    private var eventIDs = EventIDArena()
    /// Elements reported as the second of two pages or controls.
    private var reportedDuplicates: Set<SourceLocation> = []

    private struct AttributeKey: Hashable {
        let element: SourceLocation
        let attribute: String
    }

    init(file: String) {
        self.file = file
    }

    mutating func pages(of document: EventMapDialectDocument) -> [PageMapping] {
        var pages: [PageMapping] = []
        var firstPageByClass: [String: SourceLocation] = [:]
        for page in document.pages {
            let findingsBefore = findings.count
            defer {
                if let name = page.className?.value, findings[findingsBefore...].contains(where: { ConfigFileLoad.dropsAnEntry($0.rule) }) {
                    classesWithUnreadableEntries.append(name)
                }
            }
            // A page that cannot be used is still checked through, so that one run reports
            // everything; it is only left out of the model.
            var className: Located<ClassName>?
            if let attribute = page.className {
                if let problem = Rule.classNameProblem(attribute.value) {
                    report(
                        .malformedName, "\(problem) (\(EventMapDialectFindingText.pageAttribute("class", of: nil)))", at: attribute, of: page.location
                    )
                } else if let first = firstPageByClass[attribute.value] {
                    let message = EventMapDialectFindingText.duplicatePage(attribute.value, first: SourceLocationText(first, from: file))
                    reportDuplicate(message, at: attribute.location, element: page.location, first: first)
                } else {
                    firstPageByClass[attribute.value] = attribute.location
                    className = Located(ClassName(attribute.value), at: attribute.location)
                }
            }
            let name = page.className?.value
            var pageEvents: [PageEvent: Located<EventID>] = [:]
            for (event, attribute) in [(PageEvent.enter, page.enter), (PageEvent.leave, page.leave)] {
                guard let attribute else { continue }
                let place = EventMapDialectFindingText.pageAttribute(attribute.name, of: name)
                if let id = eventID(attribute, place: place, element: page.location) { pageEvents[event] = id }
            }
            let controls = controls(of: page, className: name)
            if let className { pages.append(PageMapping(className: className, pageEvents: pageEvents, controls: controls)) }
        }
        for violation in document.schemaViolations where !isCovered(violation) {
            findings.append(Finding(.schemaViolation, EventMapDialectFindingText.sentence(violation.message), at: violation.location))
        }
        return pages
    }

    private mutating func controls(of page: EventMapDialectPage, className: String?) -> [ControlMapping] {
        var controls: [ControlMapping] = []
        var firstControlByAction: [String: SourceLocation] = [:]
        for control in page.controls {
            var selector: Located<ActionSelector>?
            if let action = control.action {
                if let problem = Rule.selectorProblem(action.value) {
                    let place = EventMapDialectFindingText.controlAttribute("action", action: action.value, of: className)
                    report(.malformedName, "\(problem.message) (\(place))", at: action, of: control.location, suggestion: problem.suggestion)
                } else if let first = firstControlByAction[action.value] {
                    let message = EventMapDialectFindingText.duplicateControl(
                        action.value, of: className, first: SourceLocationText(first, from: file))
                    reportDuplicate(message, at: action.location, element: control.location, first: first)
                } else {
                    firstControlByAction[action.value] = action.location
                    selector = Located(ActionSelector(objectiveCForm: action.value), at: action.location)
                }
            }
            var id: Located<EventID>?
            if let idAttribute = control.id {
                let place = EventMapDialectFindingText.controlAttribute("id", action: control.action?.value, of: className)
                id = eventID(idAttribute, place: place, element: control.location)
            }
            if let selector, let id { controls.append(ControlMapping(selector: selector, eventID: id)) }
        }
        return controls
    }

    /// The event ID an attribute holds, or nil after reporting why it holds none.
    private mutating func eventID(_ attribute: EventMapDialectAttribute, place: String, element: SourceLocation) -> Located<EventID>? {
        if let problem = Rule.eventIDProblem(attribute.value) {
            report(.malformedEventID, "\(problem) (\(place))", at: attribute, of: element)
            return nil
        }
        var text = attribute.value
        return Located(text.withUTF8 { EventID(utf8: $0, in: &eventIDs) }, at: attribute.location)
    }

    /// Whether a specific finding already reports what the schema violation says.
    private func isCovered(_ violation: EventMapSchemaViolation) -> Bool {
        if let attribute = violation.attribute,
            reportedAttributes.contains(AttributeKey(element: violation.elementLocation, attribute: attribute))
        {
            return true
        }
        return violation.isUniquenessViolation && reportedDuplicates.contains(violation.elementLocation)
    }

    private mutating func report(
        _ rule: Rule, _ message: String, at attribute: EventMapDialectAttribute, of element: SourceLocation, suggestion: String? = nil
    ) {
        findings.append(Finding(rule, message, at: attribute.location, suggestion: suggestion))
        reportedAttributes.insert(AttributeKey(element: element, attribute: attribute.name))
    }

    private mutating func reportDuplicate(_ message: String, at location: SourceLocation, element: SourceLocation, first: SourceLocation) {
        findings.append(Finding(.duplicateKey, message, at: location, related: [first]))
        reportedDuplicates.insert(element)
    }
}
