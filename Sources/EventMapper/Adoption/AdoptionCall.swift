import EventMapCore
import Foundation

/// One tracking call `mapper adopt` found, and what becomes of it.
package struct AdoptionCall: Sendable, Equatable, Codable {
    /// What adopt makes of a call.
    package enum Status: String, Sendable, Codable {
        /// The hooks see it: its ID can move into the config, and the call can go.
        case adoptable
        /// The hooks cannot see where it is (a closure, a delegate callback, `#if DEBUG`): it
        /// stays in code.
        case notMappable = "not-mappable"
        /// Its ID is computed at run time, or a name adopt cannot follow to a literal.
        case dynamic
        /// Its ID is a literal no config can hold: empty, or with a control character.
        case invalidID = "invalid-id"
        /// Its file could not be read whole: adopt cannot tell.
        case unknown
    }

    /// What becomes of it.
    package var status: Status
    /// Where the call is written.
    package var file: String
    package var line: Int
    package var column: Int
    /// The pattern it matches, as written.
    package var pattern: String
    /// The class the hooks would look the call's page or action up by: the name the runtime
    /// reports for the class whose method makes the call.
    package var className: String?
    /// The selector of the method that makes it.
    package var method: String?
    /// The event ID, when adopt could read it.
    package var eventID: String?
    /// `Enter`, `Leave`, or the action's selector: where in the config the ID goes.
    package var target: String?
    /// Why it is not adoptable; nil when it is.
    package var reason: String?
    /// What else a reviewer should know: the constant the ID came from, the `#if` it is under,
    /// a page event moved from `viewDidAppear:` to the hooks' `viewWillAppear:`.
    package var notes: [String]

    /// Where the call is written, as findings print it.
    package var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    /// Creates a call's record.
    package init(
        status: Status, location: SourceLocation, pattern: String, className: String? = nil, method: String? = nil, eventID: String? = nil,
        target: String? = nil, reason: String? = nil, notes: [String] = []
    ) {
        self.status = status
        file = location.file
        line = location.line
        column = location.column
        self.pattern = pattern
        self.className = className
        self.method = method
        self.eventID = eventID
        self.target = target
        self.reason = reason
        self.notes = notes
    }
}
