/// Everything one config file maps for one class: its page events and its control actions.
public struct PageMapping: Sendable, Equatable {
    /// The class, where its key (or `class` attribute) was written.
    public let className: Located<ClassName>
    /// The `Enter` and `Leave` event IDs that are configured.
    public var pageEvents: [PageEvent: Located<EventID>]
    /// The control actions, in file order.
    public var controls: [ControlMapping]

    /// Creates a page mapping.
    public init(className: Located<ClassName>, pageEvents: [PageEvent: Located<EventID>] = [:], controls: [ControlMapping] = []) {
        self.className = className
        self.pageEvents = pageEvents
        self.controls = controls
    }

    /// The event configured for a page event, if any.
    public subscript(event: PageEvent) -> Located<EventID>? { pageEvents[event] }
}

/// The page events the appear/disappear hooks record, keyed as in `PageEventIDs`.
public enum PageEvent: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// `viewWillAppear:` — key `Enter`.
    case enter = "Enter"
    /// `viewWillDisappear:` — key `Leave`.
    case leave = "Leave"

    public var description: String { rawValue }
}

/// One `ControlEventIDs` entry: an action selector and the event it records.
public struct ControlMapping: Sendable, Equatable {
    /// The selector, where its key was written.
    public let selector: Located<ActionSelector>
    /// The event ID, where its value was written.
    public let eventID: Located<EventID>

    /// Creates a mapping.
    public init(selector: Located<ActionSelector>, eventID: Located<EventID>) {
        self.selector = selector
        self.eventID = eventID
    }
}

/// A value and the place in a config file it was written.
public struct Located<Value: Sendable>: Sendable {
    /// The value.
    public let value: Value
    /// Where it was written.
    public let location: SourceLocation

    /// Pairs a value with its location.
    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
