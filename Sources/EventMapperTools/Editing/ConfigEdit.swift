import EventMapCore
import EventMapper

/// One change `mapper set` or `mapper unset` makes to a config: give an action or a page event
/// an event ID, or take it (or a whole page) away.
package struct ConfigEdit: Sendable, Equatable {
    /// What the change is about.
    package enum Target: Sendable, Equatable {
        /// An action of the class, in `ControlEventIDs` (`<control>` in the XML dialect).
        case control(ActionSelector)
        /// `Enter` or `Leave` in `PageEventIDs` (`enter`/`leave` in the XML dialect).
        case pageEvent(PageEvent)
        /// The class's whole entry; only for removal.
        case page
    }

    /// The class as the user named it (qualified or not); matched as lookups match.
    package let className: String
    /// What is set or removed.
    package let target: Target
    /// The ID to set; nil to remove.
    package let eventID: EventID?

    /// Creates an edit.
    /// - Parameters:
    ///   - className: The class, as `NSStringFromClass` names it.
    ///   - target: The action, page event, or (for removal only) the whole page.
    ///   - eventID: The ID to set, or nil to remove.
    package init(className: String, target: Target, eventID: EventID?) {
        self.className = className
        self.target = target
        self.eventID = eventID
    }

    /// What a user wrote that cannot be an edit: a malformed class name, selector or ID, or a
    /// whole page given an ID. Nil when the edit can be tried.
    package var problem: String? {
        if let problem = Rule.classNameProblem(className) { return problem }
        if case .control(let selector) = target, let problem = Rule.selectorProblem(selector.text) {
            return problem.message + (problem.suggestion.map { "; \($0)" } ?? "")
        }
        if case .page = target, eventID != nil { return "a whole page has no event ID: give an action or --enter/--leave" }
        if let eventID, let problem = Rule.eventIDProblem(eventID.text) { return problem }
        return nil
    }

    /// `-[HomeViewController onFav:]`, `HomeViewController Enter`, or `page 'HomeViewController'`.
    func subject(_ className: String) -> String {
        switch target {
        case .control(let selector): "-[\(className) \(selector)]"
        case .pageEvent(let event): "\(className) \(event)"
        case .page: "page '\(className)'"
        }
    }
}

/// Why `mapper set`/`unset` changed nothing, with the exit status the command line uses.
package struct ConfigEditFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// How the edit failed.
    package enum Kind: Sendable, Equatable {
        /// The edit is unsafe (an ID used elsewhere, a duplicate, a broken part of the file)
        /// and `--force` was not given; or the file does not parse. Exit status 1.
        case refused
        /// There is nothing to remove. Exit status 1.
        case notFound
        /// The user must say more (which file a new class goes to). Exit status 64.
        case usage
        /// The tool could not run: an unreadable input, a lock held by another process, a
        /// write that failed. Exit status 2.
        case cannotRun
    }

    /// How it failed.
    package let kind: Kind
    /// The lines to print on standard error.
    package let lines: [String]

    /// Creates a failure.
    package init(_ kind: Kind, _ lines: [String]) {
        self.kind = kind
        self.lines = lines
    }

    /// Creates a failure with one line, `error: ` prefixed.
    init(_ kind: Kind, error message: String) {
        self.init(kind, ["error: \(message)"])
    }

    /// The command line's exit status for it.
    package var exitStatus: Int32 {
        switch kind {
        case .refused, .notFound: 1
        case .usage: 64
        case .cannotRun: 2
        }
    }

    package var description: String { lines.joined(separator: "\n") }
}
