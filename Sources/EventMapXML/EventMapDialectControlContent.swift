/// A control for ``EventMapDialectWriter``: an action selector and the event it records.
public struct EventMapDialectControlContent: Sendable, Equatable {
    /// The `action` attribute.
    public let action: String
    /// The `id` attribute.
    public let id: String

    /// Creates a control.
    /// - Parameters:
    ///   - action: The selector.
    ///   - id: The event ID.
    public init(action: String, id: String) {
        self.action = action
        self.id = id
    }
}
