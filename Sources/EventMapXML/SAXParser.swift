internal import CLibXML2

/// The one owner of a libxml2 parser context: every SAX2 parse in this module (the plist
/// reader, the XML dialect, storyboards and xibs) creates, runs and frees its context here.
///
/// It creates an IO parser context over a ``PlistByteSource`` and keeps the source alive as long
/// as the context; sets the safe options; makes sure no handler loads an external subset or
/// entity, whatever callbacks the reader brings; installs the context's own structured-error
/// callback, which keeps the first error (libxml2 remembers only the last); and frees the
/// context, and any tree libxml2's SAX2 builders made, in `deinit`. Nothing global is touched.
///
/// The reader's callbacks reach its state through the context's `em_parse_slot`
/// (``SAXCallbackAccess``, or the plist reader's own `ParserAccess` on its hot path), only
/// while ``parse(reaching:)`` runs.
///
/// ## Usage
/// ```swift
/// guard let parser = SAXParser(source: source, handler: handler, entities: .anyDocumentType) else { return outOfMemory }
/// parser.parse(recorder: recorder)
/// if let failure = parser.failure(refusal: recorder.refusal) { return failed(failure) }
/// ```
final class SAXParser {
    /// libxml2 options: no network, correct line numbers past 65,535, errors only through our
    /// callback. Never NOENT, HUGE, DTDLOAD, DTDVALID, RECOVER or XINCLUDE.
    static let options = Int32(
        XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue
            | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
    )

    /// Which callbacks refuse what could declare or expand an entity. Loading one is never
    /// possible whatever the choice: no external subset, no entity resolver, no DTDLOAD.
    enum EntityRefusal {
        /// ``SAXSafetyCallbacks``: any DOCTYPE, any declaration, any entity other than the five
        /// XML predefines, each refused through the reader's ``SAXRefusingRecorder``.
        case anyDocumentType
        /// The reader's own callbacks: the plist reader accepts Apple's DOCTYPE and words its
        /// refusals as Apple's parser does.
        case byTheReader
    }

    /// Why a parse failed before any reader-specific check, in the order the readers report it.
    enum Failure {
        /// A construct the recorder refused for safety (position as recorded).
        case refused(SAXRefusal)
        /// The first well-formedness error (libxml2's message on one line), line and column at
        /// least 1; later errors are its consequences.
        case malformed(message: String, line: Int, column: Int)
    }

    private let context: xmlParserCtxtPtr
    /// Where libxml2 pulls its bytes from; the context holds a pointer to it.
    private let source: PlistByteSource
    /// What `context._private` points at during the parse: the first error and the reader's
    /// state. Allocated here so that its address is stable for the context's whole life.
    private let slot: UnsafeMutablePointer<em_parse_slot>
    private var hasParsed = false

    /// Creates the parser context over `source` with the reader's callbacks.
    /// - Parameters:
    ///   - source: The file's bytes.
    ///   - handler: The reader's SAX2 callbacks; libxml2 copies them into the context.
    ///   - entities: Which callbacks refuse entities and DTDs.
    /// - Returns: Nil when libxml2 could not allocate a parser context.
    init?(source: PlistByteSource, handler: xmlSAXHandler, entities: EntityRefusal) {
        LibXML2Setup.ensure()
        var handler = handler
        if entities == .anyDocumentType { SAXSafetyCallbacks.install(into: &handler) }
        // Whatever the reader's callbacks (libxml2's SAX2 defaults set both), nothing is ever
        // loaded from outside the file.
        handler.externalSubset = nil
        handler.resolveEntity = nil
        guard
            let context = xmlCreateIOParserCtxt(
                &handler, nil, PlistByteSource.readCallback, nil, Unmanaged.passUnretained(source).toOpaque(), XML_CHAR_ENCODING_NONE
            )
        else { return nil }
        xmlCtxtUseOptions(context, Self.options)
        context.pointee.sax.pointee.serror = em_first_error_recorder()
        self.context = context
        self.source = source
        slot = .allocate(capacity: 1)
        slot.initialize(to: em_parse_slot())
    }

    deinit {
        if let document = context.pointee.myDoc {
            context.pointee.myDoc = nil
            xmlFreeDoc(document)
        }
        xmlFreeParserCtxt(context)
        slot.deallocate()
    }

    /// Parses the whole input once, with `state` reachable from every callback through the
    /// context's `em_parse_slot` for as long as this call runs.
    /// - Parameter state: The reader's state; the caller keeps it alive and in place.
    func parse(reaching state: UnsafeMutableRawPointer) {
        precondition(!hasParsed, "a libxml2 parser context parses one document")
        hasParsed = true
        slot.pointee.state = state
        slot.pointee.byte_source = Unmanaged.passUnretained(source).toOpaque()
        context.pointee._private = UnsafeMutableRawPointer(slot)
        defer {
            context.pointee._private = nil
            slot.pointee.state = nil
            slot.pointee.byte_source = nil
        }
        xmlParseDocument(context)
    }

    /// ``parse(reaching:)`` with a recorder that the callbacks find through
    /// ``SAXCallbackAccess``.
    func parse(recorder: AnyObject) {
        withExtendedLifetime(recorder) {
            parse(reaching: Unmanaged.passUnretained(recorder).toOpaque())
        }
    }

    /// Lends the tree libxml2's SAX2 builders made, if the handler used them, to `body`; the
    /// tree is freed with the parser, so it must not escape.
    func withDocument<Value>(_ body: (xmlDocPtr?) -> Value) -> Value {
        body(context.pointee.myDoc)
    }

    /// Why the parse failed: the recorder's refusal first (a refused construct stops the parser,
    /// and any error after it is its consequence), then the first error, then a document
    /// libxml2 marked as not well-formed without saying why.
    /// - Parameter refusal: What the recorder refused, if anything.
    func failure(refusal: SAXRefusal? = nil) -> Failure? {
        if let refusal { return .refused(refusal) }
        let error = slot.pointee.error
        if error.captured != 0 {
            let message = withUnsafeBytes(of: error.message) { raw in
                LibXML2MessageText.oneLine(String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self))
            }
            return .malformed(
                message: message.isEmpty ? "malformed XML" : message, line: max(Int(error.line), 1), column: max(Int(error.column), 1))
        }
        if context.pointee.wellFormed == 0 {
            return .malformed(message: "malformed XML", line: 1, column: 1)
        }
        return nil
    }
}

/// The parser context, its `em_parse_slot` and the recorder, as one SAX callback of a
/// ``SAXParser`` parse sees them. Built from the callback's raw context pointer; nil when the
/// callback runs outside a parse (no slot or no recorder). Building one notes where converted
/// input stands (`em_note_input_position`), which ``markupStart(opening:)`` may need later.
///
/// Generic so that a parser's own callbacks reach their recorder without a cast.
struct SAXCallbackAccess<Recorder: AnyObject> {
    let context: xmlParserCtxtPtr
    let slot: UnsafeMutablePointer<em_parse_slot>
    let recorder: Recorder

    init?(_ raw: UnsafeMutableRawPointer?) {
        guard let raw else { return nil }
        let context = raw.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let slot = context.pointee._private?.assumingMemoryBound(to: em_parse_slot.self),
            let state = slot.pointee.state
        else { return nil }
        self.context = context
        self.slot = slot
        self.recorder = Unmanaged<Recorder>.fromOpaque(state).takeUnretainedValue()
        em_note_input_position(raw)
    }

    /// Whether libxml2 has already reported an error in this parse.
    var hasCapturedError: Bool { slot.pointee.error.captured != 0 }

    /// The parser's current line, 0 without an input.
    var line: Int { Int(context.pointee.input?.pointee.line ?? 0) }
    /// The parser's current column, 0 without an input.
    var column: Int { Int(context.pointee.input?.pointee.col ?? 0) }

    /// Where the markup that `opening` (`<`, `&` or `%`) starts just before the parser's position
    /// is, or the parser's position when it cannot be found.
    func markupStart(opening: UInt8) -> (line: Int, column: Int) {
        if let start = XMLStartTagPositions.markupStart(opening: opening, in: context) {
            return (start.line, start.column)
        }
        return (line, column)
    }
}
