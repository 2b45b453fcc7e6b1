import EventMapCore
import EventMapper
import EventMapXML

/// Builds pages from entries read one at a time (a JSON member, a CSV row), with the checks
/// the property-list loader makes: names, event IDs, unknown page events, and duplicates, each
/// a located finding. An entry with a problem is left out of the pages.
///
/// Names are told apart by their bytes, as the property-list loader tells keys apart: two
/// spellings Swift calls equal are still two classes (or two selectors) to the runtime.
struct ConfigEntryBuilder {
    let file: String
    private(set) var findings: [Finding] = []
    private var pages: [PageMapping] = []
    /// Class name → position in `pages`.
    private var pageNames = ByteKeyTable(capacity: 64)
    private var pageEventPlaces = FirstPlaces()
    private var controlPlaces = FirstPlaces()

    /// The keys given so far for each page (page events, or selectors) and where each was
    /// first given.
    private struct FirstPlaces {
        private var keys = ByteKeyTable(capacity: 64)
        private var places: [SourceLocation] = []

        /// Records `key` for the page at `page`; where it was first given if it was before.
        mutating func repeatedPlace(of key: String, page: Int, at location: SourceLocation) -> SourceLocation? {
            let index = keys.insert(key, namespace: Int32(truncatingIfNeeded: page))
            guard index == places.count else { return places[index] }
            places.append(location)
            return nil
        }
    }

    init(file: String) {
        self.file = file
    }

    /// The pages in the order they first appeared.
    var result: [PageMapping] { pages }

    /// Makes sure the page for `name` exists and returns its position, or nil (after a
    /// finding) when the name cannot be a class name.
    mutating func declarePage(_ name: String, at location: SourceLocation) -> Int? {
        if let problem = Rule.classNameProblem(name) {
            report(.malformedName, problem, at: location)
            return nil
        }
        let position = pageNames.insert(name)
        if position == pages.count {
            pages.append(PageMapping(className: Located(ClassName(name), at: location)))
        }
        return position
    }

    /// Adds `Enter` or `Leave` to the page at `page` (a position ``declarePage(_:at:)`` gave).
    mutating func addPageEvent(_ key: String, at keyLocation: SourceLocation, id: String, idAt idLocation: SourceLocation, toPage page: Int) {
        let className = pages[page].className.value
        guard let event = PageEvent(rawValue: key) else {
            let wording = Rule.unknownPageEventWording(key, inPage: className.text)
            report(.unknownPageEvent, wording.message, at: keyLocation, suggestion: wording.suggestion)
            return
        }
        if let first = pageEventPlaces.repeatedPlace(of: key, page: page, at: keyLocation) {
            return reportRepeat(key, at: keyLocation, first: first)
        }
        if let problem = Rule.eventIDProblem(id) {
            report(.malformedEventID, "\(problem) (\(event) of '\(className)')", at: idLocation)
            return
        }
        pages[page].pageEvents[event] = Located(EventID(id), at: idLocation)
    }

    /// Adds a control action to the page at `page` (a position ``declarePage(_:at:)`` gave).
    mutating func addControl(_ selector: String, at selectorLocation: SourceLocation, id: String, idAt idLocation: SourceLocation, toPage page: Int) {
        let className = pages[page].className.value
        if let problem = Rule.selectorProblem(selector) {
            report(.malformedName, "\(problem.message) (ControlEventIDs of '\(className)')", at: selectorLocation, suggestion: problem.suggestion)
            return
        }
        if let first = controlPlaces.repeatedPlace(of: selector, page: page, at: selectorLocation) {
            return reportRepeat(selector, at: selectorLocation, first: first)
        }
        if let problem = Rule.eventIDProblem(id) {
            report(.malformedEventID, "\(problem) ('\(selector)' of '\(className)')", at: idLocation)
            return
        }
        pages[page].controls.append(
            ControlMapping(
                selector: Located(ActionSelector(objectiveCForm: selector), at: selectorLocation), eventID: Located(EventID(id), at: idLocation)))
    }

    /// Reports a key given a second time in the same place.
    mutating func reportRepeat(_ key: String, at location: SourceLocation, first: SourceLocation) {
        report(.duplicateKey, Self.repeatMessage(key, first: first, file: file), at: location, related: [first])
    }

    /// What a key given twice is reported with, naming the first place as seen from `file`.
    static func repeatMessage(_ key: String, first: SourceLocation, file: String) -> String {
        "'\(key)' is given twice (first at \(SourceLocationText(first, from: file))); only one of them can be kept"
    }

    mutating func report(_ rule: Rule, _ message: String, at location: SourceLocation, suggestion: String? = nil, related: [SourceLocation] = []) {
        findings.append(Finding(rule, message, at: location, suggestion: suggestion, related: related))
    }
}
