import EventMapCore
public import EventMapXML

/// A selector the code refers to, such as `#selector(onFav(_:))` or `@selector(onFav:)`: a hint
/// that an action is wired up in code rather than in Interface Builder.
public struct SelectorReference: Sendable, Equatable {
    /// The selector in Objective-C form.
    public let selector: ActionSelector
    /// Where the reference is written.
    public let location: SourceLocation

    /// Creates a reference.
    public init(_ selector: ActionSelector, at location: SourceLocation) {
        self.selector = selector
        self.location = location
    }
}
