import EventMapCore
public import EventMapXML

/// An action a class declares: its selector and, when known, where it is declared.
public struct DeclaredAction: Sendable, Equatable, Hashable {
    /// The selector, in Objective-C form.
    public let selector: ActionSelector
    /// Where the action is declared (a registry file or a source file), when known.
    public let location: SourceLocation?

    /// Creates a declared action.
    public init(_ selector: ActionSelector, at location: SourceLocation? = nil) {
        self.selector = selector
        self.location = location
    }
}
