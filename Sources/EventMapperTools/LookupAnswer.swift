import EventMapCore
import EventMapper
import EventMapXML

/// What `mapper resolve` and `mapper which` print, and whether the lookup succeeded: the
/// wording lives here so that the command line only prints.
package enum LookupAnswer {
    /// The answer to `resolve <class> <action>` or `resolve <class> --enter|--leave`.
    /// - Returns: The ID to print, or the message explaining why there is none.
    /// - Parameter otherClassNames: Configured classes the resolver was not built with, for the
    ///   suggestion when the class is not found.
    package static func resolve(
        _ resolver: EventResolver, className: String, action: String?, pageEvent: PageEvent?, otherClassNames: [String] = []
    ) -> Result<String, LookupFailure> {
        guard resolver.page(className) != nil else {
            let hint = resolver.suggestClass(for: className, among: otherClassNames).map { "; did you mean '\($0)'?" } ?? ""
            return .failure(LookupFailure("'\(className)' is not a configured class\(hint)"))
        }
        if let action {
            if let found = resolver.controlEvent(forAction: action, ofClass: className) { return .success(found.eventID.text) }
            let selector = ActionSelector(action).text
            let hint = resolver.suggestAction(for: action, ofClass: className).map { "; did you mean '\($0)'?" } ?? ""
            return .failure(LookupFailure("-[\(className) \(selector)] is not mapped\(hint)"))
        }
        let event = pageEvent ?? .enter
        if let found = resolver.pageEvent(event, ofClass: className) { return .success(found.eventID.text) }
        return .failure(LookupFailure("'\(className)' has no \(event) event configured"))
    }

    /// The answer to `which <event-id>`: one line per place that records it, or with `json` an
    /// array of objects (`class`, `kind`, `trigger`, `eventID`, `file`, `line`, `column`), as
    /// `list --format json` writes them.
    package static func which(_ resolver: EventResolver, eventID: String, json: Bool = false) -> Result<String, LookupFailure> {
        let emitters = resolver.emitters(of: eventID)
        guard !emitters.isEmpty else {
            let hint = resolver.suggestEventID(for: eventID).map { "; did you mean '\($0)'?" } ?? ""
            return .failure(LookupFailure("no class records '\(eventID)'\(hint)"))
        }
        if json {
            return .success(
                ListingFormat.json.render(
                    emitters.map { emitter in
                        switch emitter.source {
                        case .page(let event):
                            MappingRow(
                                className: emitter.className, kind: "page", trigger: event.rawValue, eventID: emitter.eventID,
                                location: emitter.location)
                        case .control(let selector):
                            MappingRow(
                                className: emitter.className, kind: "control", trigger: selector.text, eventID: emitter.eventID,
                                location: emitter.location)
                        }
                    }))
        }
        return .success(emitters.map { "\($0)\t\($0.location)" }.joined(separator: "\n"))
    }
}

/// Why a lookup found nothing, worded for a person.
package struct LookupFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The message.
    package let message: String

    init(_ message: String) {
        self.message = message
    }

    package var description: String { "error: \(message)" }
}

extension LookupAnswer {
    /// The answer to `list [<pattern>]`: the rows of every class, or of the classes the
    /// pattern matches (``ClassPattern``), rendered.
    package static func list(
        _ resolver: EventResolver, pattern: String?, format: ListingFormat, descriptions: EventDescriptions = EventDescriptions()
    )
        -> Result<String, LookupFailure>
    {
        guard let pattern else {
            return .success(format.render(resolver.pages.flatMap(MappingRow.rows), descriptions: descriptions))
        }
        let pages = ClassPattern(pattern).pages(in: resolver)
        guard !pages.isEmpty else {
            let hint = resolver.suggestClass(for: pattern).map { "; did you mean '\($0)'?" } ?? ""
            return .failure(LookupFailure("no configured class matches '\(pattern)'\(hint)"))
        }
        return .success(format.render(pages.flatMap(MappingRow.rows), descriptions: descriptions))
    }
}
