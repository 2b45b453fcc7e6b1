import EventMapCore
internal import CLibXML2

/// What the dialect parser notes while libxml2 builds the document tree: every element with its
/// position and attributes, which tree node each one became (to place schema errors), and the
/// first construct refused for safety.
///
/// One instance per parse, reached from the SAX callbacks through the parser context's
/// `em_parse_slot`.
final class EventMapDialectRecorder {
    /// One element of the document, in document order.
    struct Element {
        /// The local name.
        let name: String
        /// Whether the element is in a namespace (the dialect's elements are in none).
        let isNamespaced: Bool
        /// The index of the parent element, nil for the document element.
        let parent: Int?
        /// Where its `<` is.
        let location: SourceLocation
        /// Its attributes in the order written; namespace declarations are not attributes.
        let attributes: [EventMapDialectAttribute]

        /// The unprefixed attribute `name`, if the element has it.
        func attribute(_ name: String) -> EventMapDialectAttribute? {
            attributes.first { $0.name == name }
        }

        /// The attribute whose local name (the part after any prefix) is `localName`.
        func attribute(localName: String) -> EventMapDialectAttribute? {
            attributes.first { $0.name == localName || $0.name.hasSuffix(":" + localName) }
        }
    }

    /// The element (and attribute, if any) a tree node stands for.
    struct NodeReference {
        let element: Int
        let attribute: String?
    }

    let file: String
    private(set) var elements: [Element] = []
    /// The open elements, innermost last; nil for one that could not be recorded.
    private var openElements: [Int?] = []
    private(set) var nodes: [UnsafeMutableRawPointer: NodeReference] = [:]
    private(set) var refusal: SAXRefusal?
    /// Comments, processing instructions and namespace declarations, in file order.
    private(set) var markup: [EventMapDialectMarkup] = []

    init(file: String) {
        self.file = file
    }

    /// Records the element libxml2 has just added to the tree as `node`.
    /// - Parameters:
    ///   - node: The new element node.
    ///   - positions: Where its start tag and attributes are written.
    func startElement(_ node: xmlNodePtr, positions: XMLStartTagPositions) {
        let index = elements.count
        var attributes: [EventMapDialectAttribute] = []
        var property = node.pointee.properties
        while let attribute = property {
            let name = Self.qualifiedName(of: attribute)
            let written = positions.attributes.first { $0.name == name }
            let location = SourceLocation(
                file: file, line: written?.line ?? positions.line, column: written?.column ?? positions.column
            )
            attributes.append(EventMapDialectAttribute(name: name, value: Self.value(of: attribute, in: node.pointee.doc), location: location))
            nodes[UnsafeMutableRawPointer(attribute)] = NodeReference(element: index, attribute: name)
            property = attribute.pointee.next
        }
        elements.append(
            Element(
                name: String(cString: node.pointee.name),
                isNamespaced: node.pointee.ns?.pointee.href != nil,
                parent: openElements.last(where: { $0 != nil }) ?? nil,
                location: SourceLocation(file: file, line: positions.line, column: positions.column),
                attributes: attributes
            ))
        nodes[UnsafeMutableRawPointer(node)] = NodeReference(element: index, attribute: nil)
        if node.pointee.nsDef != nil {
            let location = SourceLocation(file: file, line: positions.line, column: positions.column)
            markup.append(EventMapDialectMarkup(kind: .namespaceDeclaration, text: "", placement: .insideDocumentElement, location: location))
        }
        openElements.append(index)
    }

    /// Records a comment or processing instruction whose `<` is at `line` and `column`.
    func recordMarkup(_ kind: EventMapDialectMarkup.Kind, text: String, line: Int, column: Int) {
        let placement: EventMapDialectMarkup.Placement =
            !openElements.isEmpty ? .insideDocumentElement : elements.isEmpty ? .beforeDocumentElement : .afterDocumentElement
        markup.append(
            EventMapDialectMarkup(kind: kind, text: text, placement: placement, location: SourceLocation(file: file, line: line, column: column)))
    }

    /// An element started that libxml2 could not add to the tree.
    func startUnrecordedElement() {
        openElements.append(nil)
    }

    /// Whether `node` is already recorded.
    func hasRecorded(_ node: xmlNodePtr) -> Bool {
        nodes[UnsafeMutableRawPointer(node)] != nil
    }

    /// The innermost open element ended.
    func endElement() {
        _ = openElements.popLast()
    }

    /// Keeps the first refusal; later ones are consequences of the first.
    func refuse(_ message: String, line: Int, column: Int) {
        if refusal == nil { refusal = SAXRefusal(message: message, line: line, column: column) }
    }

    /// `prefix:name`, or `name` for an attribute in no namespace.
    private static func qualifiedName(of attribute: xmlAttrPtr) -> String {
        let local = String(cString: attribute.pointee.name)
        guard let prefix = attribute.pointee.ns?.pointee.prefix else { return local }
        return String(cString: prefix) + ":" + local
    }

    /// The attribute's value with character references resolved, as the tree holds it.
    private static func value(of attribute: xmlAttrPtr, in document: xmlDocPtr?) -> String {
        guard let text = xmlNodeListGetString(document, attribute.pointee.children, 1) else { return "" }
        defer { em_xml_free(text) }
        return String(cString: text)
    }
}

extension EventMapDialectRecorder: SAXRefusingRecorder {
    func refusalMessage(for construct: SAXRefusedConstruct) -> String {
        switch construct {
        case .doctype: EventMapDialectMessage.doctype()
        case .declaration: EventMapDialectMessage.entityDeclared()
        case .entityReference(let name): EventMapDialectMessage.entityReferenced(name)
        }
    }
}

/// The dialect's structure read off the recorded elements: `<page>` children of an
/// `<event-map>` document element and their `<control>` children, all in no namespace.
/// Anything else is left to the schema violations.
extension EventMapDialectRecorder {
    /// The pages in file order.
    func pages() -> [EventMapDialectPage] {
        guard let root = elements.first, root.parent == nil, root.name == "event-map", !root.isNamespaced else { return [] }
        var children: [[Int]] = Array(repeating: [], count: elements.count)
        for (index, element) in elements.enumerated() {
            if let parent = element.parent { children[parent].append(index) }
        }
        return children[0].compactMap { index -> EventMapDialectPage? in
            let page = elements[index]
            guard page.name == "page", !page.isNamespaced else { return nil }
            let controls = children[index].compactMap { index -> EventMapDialectControl? in
                let control = elements[index]
                guard control.name == "control", !control.isNamespaced else { return nil }
                return EventMapDialectControl(location: control.location, action: control.attribute("action"), id: control.attribute("id"))
            }
            return EventMapDialectPage(
                location: page.location,
                className: page.attribute("class"),
                enter: page.attribute("enter"),
                leave: page.attribute("leave"),
                controls: controls
            )
        }
    }

    /// The element (and attribute) a tree node stands for, if it was recorded.
    func reference(to node: UnsafeMutableRawPointer) -> NodeReference? {
        nodes[node]
    }
}
