internal import CLibXML2

/// One libxml2 SAX2 parse of a whole file, set up the one safe way: an IO parser context over a
/// ``PlistByteSource``, the safe options, the first error captured through the context's own
/// structured-error callback, and the caller's recorder reachable from every callback through
/// the context's `em_parse_slot`. Callbacks reach both through ``SAXCallbackAccess``.
///
/// Used by the XML-dialect and Interface Builder parsers. The plist parser keeps its own set-up:
/// its callbacks are the hot path of the reader benchmark and reach their state directly.
struct SAXParseSession: ~Copyable {
    /// libxml2 options: no network, correct line numbers past 65,535, errors only through our
    /// callback. Never NOENT, HUGE, DTDLOAD, DTDVALID, RECOVER or XINCLUDE.
    static let options = Int32(
        XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue
            | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
    )

    /// Why a parse failed before any caller-specific check, in the order the parsers report it.
    enum Failure {
        /// A construct the recorder refused for safety (position as recorded).
        case refused(SAXRefusal)
        /// The first well-formedness error (libxml2's message on one line), line and column at
        /// least 1; later errors are its consequences.
        case malformed(message: String, line: Int, column: Int)
    }

    /// The parser context, alive for as long as the session is lent out.
    let context: xmlParserCtxtPtr
    /// The first error libxml2 raised, as the slot captured it.
    private let firstError: em_first_error

    private init(context: xmlParserCtxtPtr, firstError: em_first_error) {
        self.context = context
        self.firstError = firstError
    }

    /// Parses the whole of `source` with `handler`, then lends the finished session to `body`.
    /// The context, and any tree the handler built, are freed when `body` returns.
    /// - Parameters:
    ///   - source: The file's bytes.
    ///   - handler: The SAX callbacks; they find `recorder` through ``SAXCallbackAccess``.
    ///   - recorder: The callbacks' state, kept alive for the parse.
    ///   - body: What to make of the outcome.
    /// - Returns: What `body` returned, or nil when libxml2 could not allocate a parser context.
    static func parse<Value>(
        _ source: PlistByteSource, handler: xmlSAXHandler, recorder: AnyObject,
        _ body: (borrowing SAXParseSession) -> Value
    ) -> Value? {
        LibXML2Setup.ensure()
        var handler = handler
        let sourcePointer = Unmanaged.passUnretained(source).toOpaque()
        guard
            let context = xmlCreateIOParserCtxt(
                &handler, nil, PlistByteSource.readCallback, nil, sourcePointer, XML_CHAR_ENCODING_NONE
            )
        else { return nil }
        defer { xmlFreeParserCtxt(context) }
        defer {
            if let document = context.pointee.myDoc {
                context.pointee.myDoc = nil
                xmlFreeDoc(document)
            }
        }
        xmlCtxtUseOptions(context, options)
        context.pointee.sax.pointee.serror = em_first_error_recorder()
        var slot = em_parse_slot()
        slot.state = Unmanaged.passUnretained(recorder).toOpaque()
        withExtendedLifetime((source, recorder)) {
            withUnsafeMutablePointer(to: &slot) { slotPointer in
                context.pointee._private = UnsafeMutableRawPointer(slotPointer)
                defer { context.pointee._private = nil }
                xmlParseDocument(context)
            }
        }
        let session = SAXParseSession(context: context, firstError: slot.error)
        return body(session)
    }

    /// The tree libxml2's SAX2 builders made, if the handler used them.
    var document: xmlDocPtr? { context.pointee.myDoc }

    /// Why the parse failed: the recorder's refusal first (a refused construct stops the parser,
    /// and any error after it is its consequence), then the first error, then a document
    /// libxml2 marked as not well-formed without saying why.
    /// - Parameter refusal: What the recorder refused, if anything.
    func failure(refusal: SAXRefusal?) -> Failure? {
        if let refusal { return .refused(refusal) }
        if firstError.captured != 0 {
            let message = withUnsafeBytes(of: firstError.message) { raw in
                LibXML2MessageText.oneLine(String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self))
            }
            return .malformed(
                message: message.isEmpty ? "malformed XML" : message,
                line: max(Int(firstError.line), 1), column: max(Int(firstError.column), 1))
        }
        if context.pointee.wellFormed == 0 {
            return .malformed(message: "malformed XML", line: 1, column: 1)
        }
        return nil
    }
}

/// The parser context, its `em_parse_slot` and the recorder, as one SAX callback of a
/// ``SAXParseSession`` sees them. Built from the callback's raw context pointer; nil when the
/// callback runs outside a session (no slot or no recorder).
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
        let line = self.line
        let column = self.column
        if let input = context.pointee.input, let end = input.pointee.cur, let base = input.pointee.base,
            let start = XMLStartTagPositions.markupStart(opening: opening, before: end, base: base, line: line, column: column)
        {
            return (start.line, start.column)
        }
        return (line, column)
    }
}
