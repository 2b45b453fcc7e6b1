import EventMapCore

/// An object of a storyboard or xib: any element with an `id`, such as a scene's
/// `<viewController id="…" customClass="HomeViewController" customModule="App">`, a button, or a
/// `<placeholder placeholderIdentifier="IBFilesOwner">`.
public struct InterfaceBuilderObject: Sendable, Equatable {
    /// The element's name: `viewController`, `button`, `placeholder`, `tableViewCell`, …
    public let element: String
    /// The `id`, which `<action destination="…">` refers to.
    public let id: String
    /// The `customClass`, when the object is of a class of the app rather than UIKit's.
    public let customClass: String?
    /// The `customModule`: the module a Swift custom class is in.
    public let customModule: String?
    /// A placeholder's `placeholderIdentifier`: `IBFilesOwner` (a xib's File's Owner) or
    /// `IBFirstResponder`.
    public let placeholderIdentifier: String?
    /// Where the element's `<` is.
    public let location: SourceLocation

    /// Creates an object.
    public init(element: String, id: String, customClass: String?, customModule: String?, placeholderIdentifier: String?, location: SourceLocation) {
        self.element = element
        self.id = id
        self.customClass = customClass
        self.customModule = customModule
        self.placeholderIdentifier = placeholderIdentifier
        self.location = location
    }

    /// Whether the object is the First Responder placeholder: actions sent to it are nil-targeted,
    /// sent up the responder chain at run time.
    public var isFirstResponder: Bool { placeholderIdentifier == "IBFirstResponder" }

    /// Whether the object is a xib's File's Owner placeholder: the object that loads the xib.
    public var isFilesOwner: Bool { placeholderIdentifier == "IBFilesOwner" }
}
