import EventMapCore
internal import CLibXML2

/// Runs libxml2's SAX2 parser over a byte source and feeds a ``PlistTreeBuilder``.
///
/// One instance per parse, its context set up and freed by a ``SAXParser``. Nothing global is
/// touched: errors are captured through the context's own structured-error callback, entities
/// are refused by this reader's own callbacks (worded as Apple's parser words them), and no DTD
/// is ever loaded.
final class PlistSAXParser {
    private let source: PlistByteSource
    private var builder: PlistTreeBuilder

    /// - Parameters:
    ///   - source: Where the bytes come from.
    ///   - keptEntries: When set, only the top-level entries it might match keep their values.
    init(source: PlistByteSource, keptEntries: ClassNameQuery? = nil) {
        self.source = source
        self.builder = PlistTreeBuilder(expectedInputSize: source.expectedSize, keptEntries: keptEntries)
    }

    /// Parses everything and returns the tree, or the first problem with its location.
    func parse(file: String) -> Result<PlistTree, PlistReadError> {
        guard let parser = SAXParser(source: source, handler: Self.makeHandler(), entities: .byTheReader) else {
            let location = SourceLocation(file: file, line: 0, column: 0)
            return .failure(PlistReadError(reason: .unreadableFile, location: location, message: "out of memory"))
        }
        // The callbacks reach the builder in place, through the context's slot.
        withUnsafeMutablePointer(to: &builder) { parser.parse(reaching: UnsafeMutableRawPointer($0)) }
        return finish(parser, file: file)
    }

    private func finish(_ parser: SAXParser, file: String) -> Result<PlistTree, PlistReadError> {
        if let readError = source.readError {
            let location = SourceLocation(file: file, line: 0, column: 0)
            return .failure(PlistReadError(reason: .unreadableFile, location: location, message: readError))
        }
        if let refusal = source.refusal {
            let place = source.lineAndColumn(ofOffset: refusal.offset)
            return .failure(
                PlistReadError(
                    reason: refusal.kind == .mergeConflict ? .mergeConflict : .forbiddenConstruct,
                    location: SourceLocation(file: file, line: place.line, column: place.column), message: refusal.message))
        }
        if let failure = builder.failure {
            return .failure(error(failure.reason, failure.message, line: failure.line, column: failure.column, file: file))
        }
        if case .malformed(let message, let line, let column)? = parser.failure() {
            return .failure(error(.malformedXML, message, line: line, column: column, file: file))
        }
        return .success(builder.makeTree(file: file))
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
