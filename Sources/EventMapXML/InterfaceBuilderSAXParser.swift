import EventMapCore
internal import CLibXML2

/// Runs libxml2's SAX2 parser over a storyboard or xib and feeds an ``InterfaceBuilderRecorder``.
///
/// One instance per parse, its context set up and freed by a ``SAXParseSession``. No tree is
/// built. Nothing global is touched: the first error is captured through the context's own
/// structured-error callback, and every construct that could declare, load or expand an entity
/// is refused by the context's own callbacks (``SAXSafetyCallbacks``).
final class InterfaceBuilderSAXParser {
    private let source: PlistByteSource
    private let file: String
    private let recorder: InterfaceBuilderRecorder

    init(source: PlistByteSource, file: String) {
        LibXML2Setup.ensure()
        self.source = source
        self.file = file
        self.recorder = InterfaceBuilderRecorder(file: file)
    }

    /// Parses the whole file.
    /// - Returns: The objects and actions, or the first problem with its location.
    func parse() -> Result<InterfaceBuilderDocument, InterfaceBuilderReadError> {
        let outcome = SAXParseSession.parse(source, handler: Self.makeHandler(), recorder: recorder) { session in
            session.failure(refusal: recorder.refusal)
        }
        switch outcome {
        case nil:
            return .failure(error(.malformedXML, "out of memory", line: 1, column: 1))
        case .refused(let refusal)??:
            return .failure(error(.forbiddenConstruct, refusal.message, line: refusal.line, column: refusal.column))
        case .malformed(let message, let line, let column)??:
            return .failure(error(.malformedXML, message, line: line, column: column))
        case .some(nil):
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

    /// Element starts and ends only, and the refusing callbacks; xmlSAXVersion's tree builders
    /// are left out, so libxml2 builds nothing.
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
        // Xcode writes no DOCTYPE; any DTD could declare entities, so none is accepted.
        SAXSafetyCallbacks.install(into: &handler)
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
        let start = InterfaceBuilderRecorder.isRecorded(elementName, attributes: list)
            ? markupStart(opening: UInt8(ascii: "<"))
            : (line: line, column: column)
        recorder.startElement(elementName, attributes: list, line: start.line, column: start.column)
    }
}
