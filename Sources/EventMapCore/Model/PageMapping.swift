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
