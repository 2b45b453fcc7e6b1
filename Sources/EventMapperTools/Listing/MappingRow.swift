import EventMapCore
import EventMapper
import EventMapXML

/// One mapping, flattened for listing: a class, what records (a page event or an action), the
/// event ID and where it is written.
package struct MappingRow: Sendable, Equatable {
    /// The configured class.
    package let className: ClassName
    /// `page` or `control`.
    package let kind: String
    /// `Enter`, `Leave` or the action's selector.
    package let trigger: String
    /// The event ID.
    package let eventID: EventID
    /// Where the event ID is written.
    package let location: SourceLocation

    /// The rows of a page: Enter, Leave, then its actions in file order.
    package static func rows(of page: PageMapping) -> [MappingRow] {
        let events = PageEvent.allCases.compactMap { event in
            page.pageEvents[event].map {
                MappingRow(className: page.className.value, kind: "page", trigger: event.rawValue, eventID: $0.value, location: $0.location)
            }
        }
        let controls = page.controls.map {
            MappingRow(className: page.className.value, kind: "control", trigger: $0.selector.value.text, eventID: $0.eventID.value, location: $0.eventID.location)
        }
        return events + controls
    }
}
