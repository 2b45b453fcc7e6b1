internal import CLibXML2

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
           let start = XMLStartTagPositions.markupStart(opening: opening, before: end, base: base, line: line, column: column) {
            return (start.line, start.column)
        }
        return (line, column)
    }
}
