import EventMapCore
import EventMapXML

/// One pass over a read XML-dialect document, collecting its pages and its findings.
///
/// A schema violation that a more specific finding also reports — an event ID with blanks (the
/// XSD's pattern), a second page for a class (its `xs:unique`) — is reported once, by the
/// specific finding, which says more and names the first place.
struct XMLDialectConfigWalk {
    let file: String
    private(set) var findings: [Finding] = []
    /// Attributes, by element and name, that a specific finding reported.
    private var reportedAttributes: Set<AttributeKey> = []
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
            // A page that cannot be used is still checked through, so that one run reports
            // everything; it is only left out of the model.
            var className: Located<ClassName>?
            if let attribute = page.className {
                if let problem = Rule.classNameProblem(attribute.value) {
                    report(.malformedName, "\(problem) (\(XMLDialectMessage.pageAttribute("class", of: nil)))", at: attribute, of: page.location)
                } else if let first = firstPageByClass[attribute.value] {
                    let message = XMLDialectMessage.duplicatePage(attribute.value, first: SourceLocationText(first, from: file))
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
                let place = XMLDialectMessage.pageAttribute(attribute.name, of: name)
                if let id = eventID(attribute, place: place, element: page.location) { pageEvents[event] = id }
            }
            let controls = controls(of: page, className: name)
            if let className { pages.append(PageMapping(className: className, pageEvents: pageEvents, controls: controls)) }
        }
        for violation in document.schemaViolations where !isCovered(violation) {
            findings.append(Finding(.schemaViolation, XMLDialectMessage.sentence(violation.message), at: violation.location))
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
                    let place = XMLDialectMessage.controlAttribute("action", action: action.value, of: className)
                    report(.malformedName, "\(problem.message) (\(place))", at: action, of: control.location, suggestion: problem.suggestion)
                } else if let first = firstControlByAction[action.value] {
                    let message = XMLDialectMessage.duplicateControl(action.value, of: className, first: SourceLocationText(first, from: file))
                    reportDuplicate(message, at: action.location, element: control.location, first: first)
                } else {
                    firstControlByAction[action.value] = action.location
                    selector = Located(ActionSelector(objectiveCForm: action.value), at: action.location)
                }
            }
            var id: Located<EventID>?
            if let idAttribute = control.id {
                let place = XMLDialectMessage.controlAttribute("id", action: control.action?.value, of: className)
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
        return Located(EventID(attribute.value), at: attribute.location)
    }

    /// Whether a specific finding already reports what the schema violation says.
    private func isCovered(_ violation: EventMapSchemaViolation) -> Bool {
        if let attribute = violation.attribute,
           reportedAttributes.contains(AttributeKey(element: violation.elementLocation, attribute: attribute)) {
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
