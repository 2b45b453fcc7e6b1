import EventMapCore

/// A `<control action="…" id="…"/>` element: one action selector of the page's class and the
/// event it records.
///
/// Both attributes are required by the schema; a control that lacks one is still listed (with
/// `nil`) so that callers can see it, and the schema violation says what is missing.
public struct EventMapDialectControl: Sendable, Equatable {
    /// Where the element's `<` is.
    public let location: SourceLocation
    /// The `action` attribute: the selector.
    public let action: EventMapDialectAttribute?
    /// The `id` attribute: the event ID.
    public let id: EventMapDialectAttribute?

    /// Creates a control.
    /// - Parameters:
    ///   - location: Where the element's `<` is.
    ///   - action: The `action` attribute, if present.
    ///   - id: The `id` attribute, if present.
    public init(location: SourceLocation, action: EventMapDialectAttribute?, id: EventMapDialectAttribute?) {
        self.location = location
        self.action = action
        self.id = id
    }
}
