internal import CLibXML2

/// The event-map XSD (``EventMapSchemaText``, also `Resources/event-map.xsd`), compiled once per
/// process.
///
/// A compiled `xmlSchemaPtr` is only read after parsing, so one instance serves every thread;
/// each validation gets its own `xmlSchemaValidCtxt`, which is what libxml2 requires.
final class EventMapSchema: @unchecked Sendable {
    /// One error the validator raised, before it is placed at a recorded position.
    struct ValidatorError {
        /// libxml2's error code (`xmlParserErrors`).
        let code: Int32
        /// The line libxml2 names; used only when the node is unknown.
        let line: Int
        /// The column libxml2 names (usually 0 when validating a tree).
        let column: Int
        /// The message on one line.
        let message: String
        /// The element or attribute node it concerns, if libxml2 named one.
        let node: UnsafeMutableRawPointer?

        /// Whether an identity constraint (`xs:unique`) is broken.
        var isIdentityConstraint: Bool { code == Int32(XML_SCHEMAV_CVC_IDC.rawValue) }

        /// The attribute the error is about. libxml2 names the element node even for an
        /// attribute's error, and says which attribute only in the message's prefix:
        /// `Element 'page', attribute 'enter': …`. A namespaced attribute is written
        /// `{uri}name`; this returns its local name.
        var attributeName: String? {
            let marker = "', attribute '"
            guard message.hasPrefix("Element '"), let start = message.firstRange(of: marker),
                let end = message[start.upperBound...].firstRange(of: "': ")
            else { return nil }
            let name = message[start.upperBound..<end.lowerBound]
            if name.hasPrefix("{"), let close = name.firstIndex(of: "}") { return String(name[name.index(after: close)...]) }
            return String(name)
        }
    }

    /// The compiled schema, or why there is none.
    static let shared: Result<EventMapSchema, SchemaUnavailable> = compile()

    /// Why the schema could not be compiled; a packaging problem.
    struct SchemaUnavailable: Error {
        let message: String
    }

    private let schema: xmlSchemaPtr

    private init(schema: xmlSchemaPtr) {
        self.schema = schema
    }

    // The schema lives as long as the process; it is never freed.

    private static func compile() -> Result<EventMapSchema, SchemaUnavailable> {
        LibXML2Setup.ensure()
        let text = Array(EventMapSchemaText.xsd.utf8)
        let collector = ErrorCollector()
        let compiled: xmlSchemaPtr? = text.withUnsafeBytes { raw in
            guard let base = raw.bindMemory(to: CChar.self).baseAddress,
                let parser = xmlSchemaNewMemParserCtxt(base, Int32(raw.count))
            else { return nil }
            defer { xmlSchemaFreeParserCtxt(parser) }
            return collector.collecting { forwarder in
                em_forward_schema_parser_errors(parser, forwarder)
                return xmlSchemaParse(parser)
            }
        }
        guard let compiled else {
            let reason = collector.errors.first?.message ?? "libxml2 could not compile it"
            return .failure(SchemaUnavailable(message: "the event-map schema (event-map.xsd) does not compile: \(reason)"))
        }
        return .success(EventMapSchema(schema: compiled))
    }

    /// Validates a document tree against the schema.
    /// - Parameter document: A tree built by the dialect parser.
    /// - Returns: Every error the validator raised, in the order raised.
    func validate(_ document: xmlDocPtr) -> [ValidatorError] {
        guard let context = xmlSchemaNewValidCtxt(schema) else {
            return [ValidatorError(code: 0, line: 0, column: 0, message: "out of memory while validating", node: nil)]
        }
        defer { xmlSchemaFreeValidCtxt(context) }
        let collector = ErrorCollector()
        let status = collector.collecting { forwarder in
            em_forward_schema_validation_errors(context, forwarder)
            return xmlSchemaValidateDoc(context, document)
        }
        if status != 0, collector.errors.isEmpty {
            return [ValidatorError(code: status, line: 0, column: 0, message: "the schema validator failed (libxml2 status \(status))", node: nil)]
        }
        return collector.errors
    }

    /// Keeps every error (not only the first) a schema context reports through the shim's
    /// forwarder. Warnings are dropped.
    private final class ErrorCollector {
        var errors: [ValidatorError] = []

        /// Runs `body` with a forwarder that appends to ``errors``; the forwarder is valid only
        /// during `body`.
        func collecting<Value>(_ body: (UnsafeMutablePointer<em_schema_error_forwarder>) -> Value) -> Value {
            var forwarder = em_schema_error_forwarder(sink: Self.sink, state: Unmanaged.passUnretained(self).toOpaque())
            return withExtendedLifetime(self) {
                withUnsafeMutablePointer(to: &forwarder) { body($0) }
            }
        }

        private static let sink: em_schema_error_sink = { state, code, level, line, column, message, node in
            guard let state, level != Int32(XML_ERR_WARNING.rawValue) else { return }
            let collector = Unmanaged<ErrorCollector>.fromOpaque(state).takeUnretainedValue()
            collector.errors.append(
                ValidatorError(
                    code: code, line: Int(line), column: Int(column), message: LibXML2MessageText.oneLine(message), node: node
                ))
        }
    }
}
