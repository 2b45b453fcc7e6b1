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
