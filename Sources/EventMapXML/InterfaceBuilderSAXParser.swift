import EventMapCore
internal import CLibXML2

/// Runs libxml2's SAX2 parser over a storyboard or xib and feeds an ``InterfaceBuilderRecorder``.
///
/// One instance per parse, its context set up and freed by a ``SAXParser``. No tree is
/// built. Nothing global is touched: the first error is captured through the context's own
/// structured-error callback, and every construct that could declare, load or expand an entity
/// is refused by the context's own callbacks (``SAXSafetyCallbacks``).
final class InterfaceBuilderSAXParser {
    private let source: PlistByteSource
    private let file: String
    private let recorder: InterfaceBuilderRecorder

    init(source: PlistByteSource, file: String) {
        self.source = source
        self.file = file
        self.recorder = InterfaceBuilderRecorder(file: file)
    }

    /// Parses the whole file.
    /// - Returns: The objects and actions, or the first problem with its location.
    func parse() -> Result<InterfaceBuilderDocument, InterfaceBuilderReadError> {
        // Xcode writes no DOCTYPE; any DTD could declare entities, so none is accepted.
        guard let parser = SAXParser(source: source, handler: Self.makeHandler(), entities: .anyDocumentType) else {
            return .failure(error(.malformedXML, "out of memory", line: 1, column: 1))
        }
        parser.parse(recorder: recorder)
        switch parser.failure(refusal: recorder.refusal) {
        case .refused(let refusal)?:
            return .failure(error(.forbiddenConstruct, refusal.message, line: refusal.line, column: refusal.column))
        case .malformed(let message, let line, let column)?:
            return .failure(error(.malformedXML, message, line: line, column: column))
        case nil:
            break
        }
        if recorder.elementCount == 0 {
            return .failure(error(.malformedXML, InterfaceBuilderMessage.emptyDocument(), line: 1, column: 1))
        }
        return .success(recorder.document())
    }

    private func error(_ reason: InterfaceBuilderReadError.Reason, _ message: String, line: Int, column: Int) -> InterfaceBuilderReadError {
        InterfaceBuilderReadError(reason: reason, location: SourceLocation(file: file, line: max(line, 1), column: max(column, 1)), message: message)
    }

    /// Element starts and ends only (the ``SAXParser`` adds the refusing callbacks);
    /// xmlSAXVersion's tree builders are left out, so libxml2 builds nothing.
    private static func makeHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = { context, name, _, _, _, _, attributeCount, _, attributes in
            guard let access = SAXCallbackAccess<InterfaceBuilderRecorder>(context), let name else { return }
            access.startElement(name: name, count: Int(attributeCount), attributes: attributes)
        }
        handler.endElementNs = { context, _, _, _ in
            SAXCallbackAccess<InterfaceBuilderRecorder>(context)?.recorder.endElement()
        }
        return handler
    }
}

private extension SAXCallbackAccess where Recorder == InterfaceBuilderRecorder {
    /// Records a start tag: SAX2 passes each attribute as five pointers (local name, prefix, URI,
    /// value start, value end).
    func startElement(name: UnsafePointer<xmlChar>, count: Int, attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        let elementName = String(cString: name)
        var list: [InterfaceBuilderRecorder.Attribute] = []
        if let attributes {
            list.reserveCapacity(count)
            for offset in stride(from: 0, to: count * 5, by: 5) {
                guard let localName = attributes[offset], let start = attributes[offset + 3], let end = attributes[offset + 4] else { continue }
                let raw = String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
                list.append(.init(name: String(cString: localName), value: XMLAttributeValue.decoded(raw)))
            }
        }
        // Only an element the recorder keeps needs the search back for its `<`.
        let start =
            InterfaceBuilderRecorder.isRecorded(elementName, attributes: list)
            ? markupStart(opening: UInt8(ascii: "<"))
            : (line: line, column: column)
        recorder.startElement(elementName, attributes: list, line: start.line, column: start.column)
    }
}

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
            actions.append(
                InterfaceBuilderAction(
                    selector: selector, destination: destination, eventType: value("eventType"),
                    sender: openIDs.last { $0 != nil } ?? nil, location: location
                ))
        }
        let id = value("id")
        if let id {
            objects.append(
                InterfaceBuilderObject(
                    element: name, id: id, customClass: value("customClass"), customModule: value("customModule"),
                    customModuleProvider: value("customModuleProvider"), placeholderIdentifier: value("placeholderIdentifier"),
                    location: location
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

/// Attribute values as libxml2's SAX2 `startElementNs` hands them over. Without entity
/// substitution it leaves references in the value (`&amp;` arrives as `&#38;`) for the tree
/// builder to decode; a reader that builds no tree decodes them itself.
enum XMLAttributeValue {
    /// The value with character references (`&#38;`, `&#x26;`) and the five predefined entities
    /// decoded. Other entity references never get here: the readers refuse them.
    static func decoded(_ raw: String) -> String {
        guard raw.utf8.contains(UInt8(ascii: "&")) else { return raw }
        var result = ""
        var rest = Substring(raw)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let afterAmpersand = rest.index(after: ampersand)
            guard let semicolon = rest[afterAmpersand...].firstIndex(of: ";"),
                let scalar = scalar(named: rest[afterAmpersand..<semicolon])
            else {
                result += "&"
                rest = rest[afterAmpersand...]
                continue
            }
            result.unicodeScalars.append(scalar)
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }

    private static func scalar(named name: Substring) -> Unicode.Scalar? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            return value.flatMap(Unicode.Scalar.init)
        }
    }
}
