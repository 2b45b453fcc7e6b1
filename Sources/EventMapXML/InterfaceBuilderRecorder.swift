import EventMapCore

/// Collects, from the SAX callbacks of one parse, the objects and actions of a storyboard or xib,
/// and the first construct refused for safety.
final class InterfaceBuilderRecorder {
    /// One attribute of a start tag, its value decoded.
    struct Attribute {
        let name: String
        let value: String
    }

    private let file: String
    private(set) var documentType: String?
    private(set) var objects: [InterfaceBuilderObject] = []
    private(set) var actions: [InterfaceBuilderAction] = []
    private(set) var refusal: SAXRefusal?
    /// The `id` of each open element, nil for one without; the nearest one is an action's sender.
    private var openIDs: [String?] = []
    /// How many elements were read: none means the file holds no XML at all.
    private(set) var elementCount = 0

    init(file: String) {
        self.file = file
    }

    /// Whether the recorder needs an element's position: only elements it keeps do.
    static func isRecorded(_ name: String, attributes: [Attribute]) -> Bool {
        name == "action" || attributes.contains { $0.name == "id" }
    }

    func startElement(_ name: String, attributes: [Attribute], line: Int, column: Int) {
        func value(_ attribute: String) -> String? {
            attributes.first { $0.name == attribute }?.value
        }
        elementCount += 1
        let location = SourceLocation(file: file, line: line, column: column)
        if name == "document", openIDs.isEmpty { documentType = value("type") }
        if name == "action", let selector = value("selector"), let destination = value("destination") {
            actions.append(InterfaceBuilderAction(
                selector: selector, destination: destination, eventType: value("eventType"),
                sender: openIDs.last { $0 != nil } ?? nil, location: location
            ))
        }
        let id = value("id")
        if let id {
            objects.append(InterfaceBuilderObject(
                element: name, id: id, customClass: value("customClass"), customModule: value("customModule"),
                placeholderIdentifier: value("placeholderIdentifier"), location: location
            ))
        }
        openIDs.append(id)
    }

    func endElement() {
        _ = openIDs.popLast()
    }

    /// Records the first refused construct; later ones are its consequences.
    func refuse(_ message: String, line: Int, column: Int) {
        if refusal == nil { refusal = SAXRefusal(message: message, line: line, column: column) }
    }

    func document() -> InterfaceBuilderDocument {
        InterfaceBuilderDocument(file: file, documentType: documentType, objects: objects, actions: actions)
    }
}

extension InterfaceBuilderRecorder: SAXRefusingRecorder {
    /// Any declaration needs a DOCTYPE, so a declaration gets the DOCTYPE's message.
    func refusalMessage(for construct: SAXRefusedConstruct) -> String {
        switch construct {
        case .doctype, .declaration: InterfaceBuilderMessage.doctype()
        case .entityReference(let name): InterfaceBuilderMessage.entityReferenced(name)
        }
    }
}
