/// A page for ``EventMapDialectWriter``: a class, its optional page events and its controls.
public struct EventMapDialectPageContent: Sendable, Equatable {
    /// The `class` attribute.
    public let className: String
    /// The `enter` attribute, if any.
    public let enter: String?
    /// The `leave` attribute, if any.
    public let leave: String?
    /// The `<control>` children, in any order (the writer sorts them).
    public let controls: [EventMapDialectControlContent]

    /// Creates a page.
    /// - Parameters:
    ///   - className: The class.
    ///   - enter: The event recorded on `viewWillAppear:`, if any.
    ///   - leave: The event recorded on `viewWillDisappear:`, if any.
    ///   - controls: The control actions.
    public init(className: String, enter: String? = nil, leave: String? = nil, controls: [EventMapDialectControlContent] = []) {
        self.className = className
        self.enter = enter
        self.leave = leave
        self.controls = controls
    }
}
