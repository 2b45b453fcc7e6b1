import EventMapCore

/// Reads storyboards and xibs with libxml2 for what the source scanner needs: every object with
/// an `id` (its `customClass`, `customModule`, `customModuleProvider`, placeholder identifier) and every
/// `<action selector="…" destination="…" eventType="…">`, each with its line and column.
///
/// ## Usage
/// ```swift
/// let document = try InterfaceBuilderReader().read(bytes, file: "App/Main.storyboard")
/// for action in document.actions {
///     print(action.location, action.selector, action.destination)
/// }
/// ```
///
/// The reader is as safe on untrusted files as the plist reader: SAX2 with no tree, no network,
/// no DTD or external entity ever loaded, documents with a DOCTYPE or a reference to an entity
/// other than the five XML predefines refused (Xcode writes neither), line numbers right past
/// 65,535. It keeps no global state and may be used from many threads at once.
package struct InterfaceBuilderReader: Sendable {
    /// Creates a reader.
    package init() {}

    /// Reads a storyboard or xib held in memory.
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - file: The name locations should carry.
    /// - Returns: Its objects and actions.
    /// - Throws: ``InterfaceBuilderReadError`` when it is not well-formed XML or uses a refused
    ///   construct.
    package func read(_ bytes: [UInt8], file: String) throws(InterfaceBuilderReadError) -> InterfaceBuilderDocument {
        try InterfaceBuilderSAXParser(source: .memory(bytes), file: file).parse().get()
    }
}

/// What ``InterfaceBuilderReader`` keeps of a storyboard or xib: its objects and its actions.
package struct InterfaceBuilderDocument: Sendable, Equatable {
    /// The file, as named to the reader.
    package let file: String
    /// The root `<document type="…">`: `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`
    /// for a storyboard, `com.apple.InterfaceBuilder3.CocoaTouch.XIB` for a xib.
    package let documentType: String?
    /// Every element with an `id`, in document order.
    package let objects: [InterfaceBuilderObject]
    /// Every `<action>` element with a `selector` and a `destination`, in document order.
    package let actions: [InterfaceBuilderAction]

    /// Creates a document.
    package init(file: String, documentType: String?, objects: [InterfaceBuilderObject], actions: [InterfaceBuilderAction]) {
        self.file = file
        self.documentType = documentType
        self.objects = objects
        self.actions = actions
    }

}

/// An object of a storyboard or xib: any element with an `id`, such as a scene's
/// `<viewController id="…" customClass="HomeViewController" customModule="App">`, a button, or a
/// `<placeholder placeholderIdentifier="IBFilesOwner">`.
package struct InterfaceBuilderObject: Sendable, Equatable {
    /// The element's name: `viewController`, `button`, `placeholder`, `tableViewCell`, …
    package let element: String
    /// The `id`, which `<action destination="…">` refers to.
    package let id: String
    /// The `customClass`, when the object is of a class of the app rather than UIKit's.
    package let customClass: String?
    /// The `customModule`: the module a Swift custom class is in.
    package let customModule: String?
    /// The `customModuleProvider`: `target` when Interface Builder's "Inherit Module From
    /// Target" is on, and the class is in the module of the target the file is compiled into,
    /// whatever `customModule` says.
    package let customModuleProvider: String?
    /// A placeholder's `placeholderIdentifier`: `IBFilesOwner` (a xib's File's Owner) or
    /// `IBFirstResponder`.
    package let placeholderIdentifier: String?
    /// Where the element's `<` is.
    package let location: SourceLocation

    /// Creates an object.
    package init(
        element: String, id: String, customClass: String?, customModule: String?, customModuleProvider: String? = nil,
        placeholderIdentifier: String?, location: SourceLocation
    ) {
        self.element = element
        self.id = id
        self.customClass = customClass
        self.customModule = customModule
        self.customModuleProvider = customModuleProvider
        self.placeholderIdentifier = placeholderIdentifier
        self.location = location
    }

    /// Whether the object is the First Responder placeholder: actions sent to it are nil-targeted,
    /// sent up the responder chain at run time.
    package var isFirstResponder: Bool { placeholderIdentifier == "IBFirstResponder" }

    /// Whether the object is a xib's File's Owner placeholder: the object that loads the xib.
    package var isFilesOwner: Bool { placeholderIdentifier == "IBFilesOwner" }

    /// Whether the custom class is in the module of the target the file is compiled into
    /// (`customModuleProvider="target"`) rather than in the one `customModule` names.
    package var inheritsModuleFromTarget: Bool { customModuleProvider == "target" }
}

/// An `<action selector="onFav:" destination="…" eventType="touchUpInside" id="…"/>` element: a
/// control sends `selector` to the object whose `id` is `destination`.
package struct InterfaceBuilderAction: Sendable, Equatable {
    /// The selector, in Objective-C form.
    package let selector: String
    /// The `id` of the object the action is sent to.
    package let destination: String
    /// The control event (`touchUpInside`, `valueChanged`), when given; absent for a gesture
    /// recognizer's or a bar button item's action.
    package let eventType: String?
    /// The `id` of the object that sends it (the control), when the action is inside one.
    package let sender: String?
    /// Where the element's `<` is.
    package let location: SourceLocation

    /// Creates an action.
    package init(selector: String, destination: String, eventType: String?, sender: String?, location: SourceLocation) {
        self.selector = selector
        self.destination = destination
        self.eventType = eventType
        self.sender = sender
        self.location = location
    }
}

/// Why a storyboard or xib could not be read.
package struct InterfaceBuilderReadError: LocatedReadError, Equatable {
    /// What kind of problem it is.
    package enum Reason: String, Sendable, Equatable {
        /// The bytes are not well-formed XML (libxml2's message).
        case malformedXML = "malformed-xml"
        /// A construct refused for safety: a DOCTYPE (and so any DTD or entity declaration), or
        /// a reference to an entity other than the five XML predefines. Xcode writes neither.
        case forbiddenConstruct = "forbidden-construct"
    }

    /// What kind of problem it is.
    package let reason: Reason
    /// Where it is.
    package let location: SourceLocation
    /// What is wrong, on one line.
    package let message: String

    /// Creates an error.
    package init(reason: Reason, location: SourceLocation, message: String) {
        self.reason = reason
        self.location = location
        self.message = message
    }
}

/// The Interface Builder reader's own messages, for constructs it refuses before libxml2 would
/// act on them.
enum InterfaceBuilderMessage {
    static func doctype() -> String {
        "an Interface Builder file may not have a DOCTYPE: Xcode never writes one, and a DTD can "
            + "declare entities that read local files or exhaust memory"
    }

    static func entityReferenced(_ name: String) -> String {
        "the entity reference &\(name); is not allowed in an Interface Builder file; "
            + "only &amp; &lt; &gt; &quot; &apos; and character references are"
    }

    static func emptyDocument() -> String {
        "the file holds no XML element; a storyboard or xib starts with <document type=…>"
    }
}
