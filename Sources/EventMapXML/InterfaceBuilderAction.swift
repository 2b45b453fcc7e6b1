import EventMapCore

/// An `<action selector="onFav:" destination="…" eventType="touchUpInside" id="…"/>` element: a
/// control sends `selector` to the object whose `id` is `destination`.
public struct InterfaceBuilderAction: Sendable, Equatable {
    /// The selector, in Objective-C form.
    public let selector: String
    /// The `id` of the object the action is sent to.
    public let destination: String
    /// The control event (`touchUpInside`, `valueChanged`), when given; absent for a gesture
    /// recognizer's or a bar button item's action.
    public let eventType: String?
    /// The `id` of the object that sends it (the control), when the action is inside one.
    public let sender: String?
    /// Where the element's `<` is.
    public let location: SourceLocation

    /// Creates an action.
    public init(selector: String, destination: String, eventType: String?, sender: String?, location: SourceLocation) {
        self.selector = selector
        self.destination = destination
        self.eventType = eventType
        self.sender = sender
        self.location = location
    }
}
