/// What ``InterfaceBuilderReader`` keeps of a storyboard or xib: its objects and its actions.
public struct InterfaceBuilderDocument: Sendable, Equatable {
    /// The file, as named to the reader.
    public let file: String
    /// The root `<document type="…">`: `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`
    /// for a storyboard, `com.apple.InterfaceBuilder3.CocoaTouch.XIB` for a xib.
    public let documentType: String?
    /// Every element with an `id`, in document order.
    public let objects: [InterfaceBuilderObject]
    /// Every `<action>` element with a `selector` and a `destination`, in document order.
    public let actions: [InterfaceBuilderAction]

    /// Creates a document.
    public init(file: String, documentType: String?, objects: [InterfaceBuilderObject], actions: [InterfaceBuilderAction]) {
        self.file = file
        self.documentType = documentType
        self.objects = objects
        self.actions = actions
    }

}
