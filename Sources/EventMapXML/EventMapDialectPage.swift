import EventMapCore

/// A `<page class="…" enter="…" leave="…">` element of the XML dialect, with its controls.
///
/// Attributes are `nil` when they are absent. `class` is required by the schema; a page without
/// it is still listed so that callers can see it, and the schema violation says what is missing.
public struct EventMapDialectPage: Sendable, Equatable {
    /// Where the element's `<` is.
    public let location: SourceLocation
    /// The `class` attribute: the class the hooks look the page up by.
    public let className: EventMapDialectAttribute?
    /// The `enter` attribute: the event recorded on `viewWillAppear:`.
    public let enter: EventMapDialectAttribute?
    /// The `leave` attribute: the event recorded on `viewWillDisappear:`.
    public let leave: EventMapDialectAttribute?
    /// The `<control>` children, in file order.
    public let controls: [EventMapDialectControl]

    /// Creates a page.
    /// - Parameters:
    ///   - location: Where the element's `<` is.
    ///   - className: The `class` attribute, if present.
    ///   - enter: The `enter` attribute, if present.
    ///   - leave: The `leave` attribute, if present.
    ///   - controls: The controls in file order.
    public init(
        location: SourceLocation,
        className: EventMapDialectAttribute?,
        enter: EventMapDialectAttribute? = nil,
        leave: EventMapDialectAttribute? = nil,
        controls: [EventMapDialectControl] = []
    ) {
        self.location = location
        self.className = className
        self.enter = enter
        self.leave = leave
        self.controls = controls
    }
}
