import EventMapCore
public import EventMapXML

/// An action an Interface Builder file (storyboard or xib) connects to an object of a class: at
/// run time the control sends it, so the class must implement it.
public struct ConnectedAction: Sendable, Equatable, Hashable {
    /// The class the action is sent to: the scene's or the file's owner's `customClass`.
    public let className: ClassName
    /// The selector, in Objective-C form, as the `<action selector="…">` element names it.
    public let selector: ActionSelector
    /// The `<action>` element.
    public let location: SourceLocation

    /// Creates a connected action.
    public init(className: ClassName, selector: ActionSelector, at location: SourceLocation) {
        self.className = className
        self.selector = selector
        self.location = location
    }
}
