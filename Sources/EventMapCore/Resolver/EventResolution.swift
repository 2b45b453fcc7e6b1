/// The answer to a lookup: the event ID, the configured class that matched (which may be the
/// unqualified or module-qualified form of the class asked for) and where the ID is written.
public struct EventResolution: Sendable, Equatable {
    /// The event ID.
    public let eventID: EventID
    /// The class entry that matched.
    public let className: ClassName
    /// Where the ID is written in the config.
    public let location: SourceLocation
}
