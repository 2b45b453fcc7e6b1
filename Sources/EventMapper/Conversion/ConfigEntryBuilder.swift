import EventMapXML

/// Builds pages from entries read one at a time (a JSON member, a CSV row), with the checks
/// the property-list loader makes: names, event IDs, unknown page events, and duplicates, each
/// a located finding. An entry with a problem is left out of the pages.
struct ConfigEntryBuilder {
    let file: String
    private(set) var findings: [Finding] = []
    private var pages: [PageMapping] = []
    private var pageIndex: [String: Int] = [:]
    private var pageEventPlaces: [String: SourceLocation] = [:]
    private var controlPlaces: [String: SourceLocation] = [:]

    init(file: String) {
        self.file = file
    }

    /// The pages in the order they first appeared.
    var result: [PageMapping] { pages }

    /// Makes sure the page for `name` exists; false (after a finding) when the name cannot be a
    /// class name.
    mutating func declarePage(_ name: String, at location: SourceLocation) -> Bool {
        if let problem = Rule.classNameProblem(name) {
            report(.malformedName, problem, at: location)
            return false
        }
        if pageIndex[name] == nil {
            pageIndex[name] = pages.count
            pages.append(PageMapping(className: Located(ClassName(name), at: location)))
        }
        return true
    }

    /// Adds `Enter` or `Leave` of a declared page.
    mutating func addPageEvent(_ key: String, at keyLocation: SourceLocation, id: String, idAt idLocation: SourceLocation, of className: String) {
        guard let position = pageIndex[className] else { return }
        guard let event = PageEvent(rawValue: key) else {
            let suggestion = NearestName.suggestion(for: key, among: PageEvent.allCases.map(\.rawValue))
            report(.unknownPageEvent, "'\(key)' in PageEventIDs of '\(className)' is not a page event (Enter, Leave)",
                   at: keyLocation, suggestion: suggestion.map { "did you mean '\($0)'?" })
            return
        }
        var places: [String: SourceLocation] = [:]
        swap(&places, &pageEventPlaces)
        let isFirst = noteFirst(&places, className + "\u{0}" + key, key: key, at: keyLocation)
        swap(&places, &pageEventPlaces)
        guard isFirst else { return }
        if let problem = Rule.eventIDProblem(id) {
            report(.malformedEventID, "\(problem) (\(event) of '\(className)')", at: idLocation)
            return
        }
        pages[position].pageEvents[event] = Located(EventID(id), at: idLocation)
    }

    /// Adds a control action of a declared page.
    mutating func addControl(_ selector: String, at selectorLocation: SourceLocation, id: String, idAt idLocation: SourceLocation, of className: String) {
        guard let position = pageIndex[className] else { return }
        if let problem = Rule.selectorProblem(selector) {
            report(.malformedName, "\(problem.message) (ControlEventIDs of '\(className)')", at: selectorLocation, suggestion: problem.suggestion)
            return
        }
        var places: [String: SourceLocation] = [:]
        swap(&places, &controlPlaces)
        let isFirst = noteFirst(&places, className + "\u{0}" + selector, key: selector, at: selectorLocation)
        swap(&places, &controlPlaces)
        guard isFirst else { return }
        if let problem = Rule.eventIDProblem(id) {
            report(.malformedEventID, "\(problem) ('\(selector)' of '\(className)')", at: idLocation)
            return
        }
        pages[position].controls.append(ControlMapping(selector: Located(ActionSelector(selector), at: selectorLocation), eventID: Located(EventID(id), at: idLocation)))
    }

    /// Reports a key seen before in the same place; true for the first time.
    mutating func noteFirst(_ places: inout [String: SourceLocation], _ identity: String, key: String, at location: SourceLocation) -> Bool {
        if let first = places[identity] {
            report(.duplicateKey, "'\(key)' is given twice (first at \(SourceLocationText(first, from: file))); converting would keep only one", at: location, related: [first])
            return false
        }
        places[identity] = location
        return true
    }

    mutating func report(_ rule: Rule, _ message: String, at location: SourceLocation, suggestion: String? = nil, related: [SourceLocation] = []) {
        findings.append(Finding(rule, message, at: location, suggestion: suggestion, related: related))
    }
}
