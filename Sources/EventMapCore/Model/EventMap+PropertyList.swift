extension EventMap {
    /// Builds a map from a config an app has already read, such as the dictionary
    /// `PropertyListSerialization` returns for the bundle's `WGlobalUserStatisticsConfig.plist`:
    /// class name → `PageEventIDs` (`Enter`, `Leave`) and `ControlEventIDs` (selector → ID).
    ///
    /// Nothing is dropped silently: every entry that cannot be used (a value of the wrong type,
    /// an unknown section or page event, a malformed name or ID) is left out of the map and
    /// reported as a finding with the rule a config file would get. A dictionary carries no
    /// line numbers, so the findings point at line 0 of `file` and name the entry in their
    /// message. Classes and actions are added in sorted order, so the result does not depend on
    /// the dictionary's order.
    ///
    /// ## Usage
    /// ```swift
    /// let plist = try PropertyListSerialization.propertyList(from: data, format: nil)
    /// let (map, findings) = EventMap.fromPropertyList(plist as? [String: Any] ?? [:])
    /// findings.forEach { assertionFailure($0.description) }
    /// let resolver = EventResolver(map)
    /// ```
    /// - Parameters:
    ///   - propertyList: The config's top-level dictionary.
    ///   - file: The name findings carry.
    /// - Returns: The map, and a finding for each entry that could not be used.
    public static func fromPropertyList(
        _ propertyList: [String: Any], file: String = "WGlobalUserStatisticsConfig.plist"
    ) -> (map: EventMap, findings: [Finding]) {
        var reader = PropertyListEntryReader(location: SourceLocation(file: file, line: 0, column: 0))
        let pages = propertyList.keys.sorted().compactMap { reader.page(named: $0, propertyList[$0]!) }
        let (map, mergeFindings) = merging([ConfigFile(path: file, fileType: .plist, pages: pages)])
        return (map, reader.findings + mergeFindings)
    }
}

/// One pass over an in-memory config, with the checks a config file's loader makes.
private struct PropertyListEntryReader {
    let location: SourceLocation
    var findings: [Finding] = []

    mutating func page(named name: String, _ value: Any) -> PageMapping? {
        if let problem = Rule.classNameProblem(name) {
            report(.malformedName, problem)
            return nil
        }
        guard let sections = dictionary(value, "the entry of '\(name)'") else { return nil }
        var page = PageMapping(className: Located(ClassName(name), at: location))
        for section in sections.keys.sorted() {
            switch section {
            case "PageEventIDs":
                guard let events = dictionary(sections[section]!, "PageEventIDs of '\(name)'") else { continue }
                for key in events.keys.sorted() {
                    guard let event = PageEvent(rawValue: key) else {
                        report(.unknownPageEvent, Rule.unknownPageEventWording(key, inPage: name))
                        continue
                    }
                    if let id = eventID(events[key]!, "\(key) of '\(name)'") { page.pageEvents[event] = id }
                }
            case "ControlEventIDs":
                guard let controls = dictionary(sections[section]!, "ControlEventIDs of '\(name)'") else { continue }
                for key in controls.keys.sorted() {
                    if let problem = Rule.selectorProblem(key) {
                        report(.malformedName, problem.message, suggestion: problem.suggestion)
                        continue
                    }
                    guard let id = eventID(controls[key]!, "-[\(name) \(key)]") else { continue }
                    page.controls.append(ControlMapping(selector: Located(ActionSelector(objectiveCForm: key), at: location), eventID: id))
                }
            default:
                report(.unknownSection, Rule.unknownSectionWording(section, inPage: name))
            }
        }
        return page
    }

    private mutating func dictionary(_ value: Any, _ place: String) -> [String: Any]? {
        if let dictionary = value as? [String: Any] { return dictionary }
        report(.wrongValueType, "\(place) must be a dictionary, found \(Self.typeName(of: value))")
        return nil
    }

    private mutating func eventID(_ value: Any, _ place: String) -> Located<EventID>? {
        guard let text = value as? String else {
            report(.wrongValueType, "the event ID for \(place) must be a string, found \(Self.typeName(of: value))")
            return nil
        }
        if let problem = Rule.eventIDProblem(text) {
            report(.malformedEventID, "\(problem) (\(place))")
            return nil
        }
        return Located(EventID(text), at: location)
    }

    private mutating func report(_ rule: Rule, _ message: String, suggestion: String? = nil) {
        findings.append(Finding(rule, message, at: location, suggestion: suggestion))
    }

    private mutating func report(_ rule: Rule, _ wording: FindingWording) {
        report(rule, wording.message, suggestion: wording.suggestion)
    }

    private static func typeName(of value: Any) -> String {
        switch value {
        case is [Any]: "an array"
        case is Bool: "a Boolean"
        case is Int, is Double: "a number"
        default: "a value of type \(type(of: value))"
        }
    }
}
