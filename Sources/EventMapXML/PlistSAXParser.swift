import EventMapCore
internal import CLibXML2

/// Runs libxml2's SAX2 parser over a byte source and feeds a ``PlistTreeBuilder``.
///
/// One instance per parse, owning its parser context. Nothing global is touched: errors are
/// captured through the context's own structured-error callback, entities are refused by the
/// context's own callbacks, and no DTD is ever loaded.
final class PlistSAXParser {
    /// libxml2 options: no network, correct line numbers past 65,535, errors only through our
    /// callback. Never NOENT, HUGE, DTDLOAD, DTDVALID, RECOVER or XINCLUDE.
    private static let options = Int32(
        XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue
            | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
    )

    private let source: PlistByteSource
    private var slot = em_parse_slot()
    private var builder: PlistTreeBuilder

    /// - Parameters:
    ///   - source: Where the bytes come from.
    ///   - keptEntries: When set, only the top-level entries it might match keep their values.
    init(source: PlistByteSource, keptEntries: ClassNameQuery? = nil) {
        LibXML2Setup.ensure()
        self.source = source
        self.builder = PlistTreeBuilder(expectedInputSize: source.expectedSize, keptEntries: keptEntries)
    }

    /// Parses everything and returns the tree, or the first problem with its location.
    func parse(file: String) -> Result<PlistTree, PlistReadError> {
        var handler = Self.makeHandler()
        let sourcePointer = Unmanaged.passUnretained(source).toOpaque()
        guard
            let context = xmlCreateIOParserCtxt(
                &handler, nil, PlistByteSource.readCallback, nil, sourcePointer, XML_CHAR_ENCODING_NONE
            )
        else {
            let location = SourceLocation(file: file, line: 0, column: 0)
            return .failure(PlistReadError(reason: .unreadableFile, location: location, message: "out of memory"))
        }
        defer { xmlFreeParserCtxt(context) }
        xmlCtxtUseOptions(context, Self.options)
        context.pointee.sax.pointee.serror = em_first_error_recorder()

        let outcome: Result<PlistTree, PlistReadError> = withUnsafeMutablePointer(to: &builder) { builderPointer in
            withUnsafeMutablePointer(to: &slot) { slotPointer in
                slotPointer.pointee.state = UnsafeMutableRawPointer(builderPointer)
                context.pointee._private = UnsafeMutableRawPointer(slotPointer)
                defer { context.pointee._private = nil }
                xmlParseDocument(context)
                return finish(context: context, slot: slotPointer, builder: builderPointer, file: file)
            }
        }
        return outcome
    }

    private func finish(
        context: xmlParserCtxtPtr,
        slot: UnsafeMutablePointer<em_parse_slot>,
        builder: UnsafeMutablePointer<PlistTreeBuilder>,
        file: String
    ) -> Result<PlistTree, PlistReadError> {
        if let readError = source.readError {
            let location = SourceLocation(file: file, line: 0, column: 0)
            return .failure(PlistReadError(reason: .unreadableFile, location: location, message: readError))
        }
        if let refusal = source.refusal {
            let place = source.lineAndColumn(ofOffset: refusal.offset)
            return .failure(
                PlistReadError(
                    reason: .forbiddenConstruct, location: SourceLocation(file: file, line: place.line, column: place.column),
                    message: refusal.message))
        }
        if let failure = builder.pointee.failure {
            return .failure(error(failure.reason, failure.message, line: failure.line, column: failure.column, file: file))
        }
        if slot.pointee.error.captured != 0 {
            let message = withUnsafeBytes(of: slot.pointee.error.message) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            // libxml2 puts some details on a second line ("Bytes: 0xC3 0x28"); keep one line.
            let cleaned = message.trimmingTrailingBlanks().split(separator: "\n").joined(separator: " ")
            let line = Int(slot.pointee.error.line)
            let column = Int(slot.pointee.error.column)
            return .failure(error(.malformedXML, cleaned.isEmpty ? "malformed XML" : cleaned, line: line, column: column, file: file))
        }
        if context.pointee.wellFormed == 0 {
            return .failure(error(.malformedXML, "malformed XML", line: 1, column: 1, file: file))
        }
        return .success(builder.pointee.makeTree(file: file))
    }

    private func error(_ reason: PlistReadError.Reason, _ message: String, line: Int, column: Int, file: String) -> PlistReadError {
        let line = max(line, 1)
        return PlistReadError(
            reason: reason,
            location: SourceLocation(file: file, line: line, column: max(column, 1)),
            message: message,
            sourceLine: source.line(line)
        )
    }
}

extension String {
    func trimmingTrailingBlanks() -> String {
        var result = self
        while let last = result.unicodeScalars.last, last == "\n" || last == " " || last == "\r" || last == "\t" {
            result.unicodeScalars.removeLast()
        }
        return result
    }
}
