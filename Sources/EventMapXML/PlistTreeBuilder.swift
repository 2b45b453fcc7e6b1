/// Builds a ``PlistTree`` from parser events, enforcing Apple's property-list grammar.
///
/// It is driven by the SAX callbacks in ``PlistSAXParser``; each event carries the line and
/// column of the element's `<`. The first violation is kept in ``failure`` and the parser is
/// stopped. Problems are reported as Apple's parser (CoreFoundation) reports them, on the line it
/// names; where this reader deliberately differs, ``AppleParserDifference`` says so.
struct PlistTreeBuilder {
    /// Apple's parser refuses deeper nesting of arrays and dictionaries. It counts only those
    /// with content: `<array/>` and `<dict/>` do not nest anything.
    static let maximumContainerDepth = 512

    /// One open element.
    private struct Frame {
        var element: PlistElement
        /// The element's record, or -1 for `<plist>`.
        var record: Int
        /// In a `<dict>`: a key was read and its value has not come yet.
        var awaitingValue = false
        /// In `<plist>`: its one object was read.
        var hasObject = false
        /// In `<plist>`: the line where its object ended, which Apple's parser names when a
        /// second object follows.
        var objectEndLine = 0
        /// In `<plist>`: the document left it out and began with a bare value.
        var implied = false
        /// Where the element's text starts in `bytes`.
        var textStart = 0
        /// The line the element's content starts on (that of its start tag's `>`).
        var contentLine = 0
        /// Written `<x/>`.
        var selfClosing = false
        /// A `<dict>` or `<array>` counted toward ``maximumContainerDepth``.
        var countsTowardDepth = false
    }

    /// A grammar problem, before the file name and source line are attached.
    struct Failure {
        var reason: PlistReadError.Reason
        var message: String
        var line: Int
        var column: Int
    }

    /// What ended the text of a scalar value.
    private enum TextEnd {
        /// Its close tag, whose `<` is at `line`.
        case closeTag(line: Int, column: Int)
        /// Other markup, which Apple's parser meets where it wants the close tag. `character` is
        /// the one after the `<`.
        case markup(Character, line: Int, column: Int)

        var line: Int {
            switch self {
            case .closeTag(let line, _), .markup(_, let line, _): line
            }
        }

        var column: Int {
            switch self {
            case .closeTag(_, let column), .markup(_, _, let column): column
            }
        }
    }

    private(set) var records: [PlistNodeRecord] = []
    private(set) var bytes: [UInt8] = []
    /// The text of each integer, real, date and data value as it was read, by record index.
    private(set) var writtenTexts: [UInt32: String] = [:]
    /// Markup read past without a value made of it, in document order.
    private(set) var ignoredMarkup: [PlistIgnoredMarkup] = []
    private var frames: [Frame] = []
    private var containerDepth = 0
    private(set) var failure: Failure?
    private(set) var sawRootElement = false

    init(expectedInputSize: Int) {
        // Measured on generated configs: about one node per 36 bytes of XML and half the bytes as
        // text. Untouched reserved pages cost no memory.
        // The size is a hint only, capped: a sparse or huge file must not reserve memory it may
        // never fill (a 100 GB sparse file aborted the process before a byte was read).
        let hint = min(expectedInputSize, 64 << 20)
        records.reserveCapacity(max(hint / 32, 16))
        bytes.reserveCapacity(max(hint / 2, 64))
        frames.reserveCapacity(16)
    }

    var hasFailed: Bool { failure != nil }

    mutating func fail(_ reason: PlistReadError.Reason, _ message: String, line: Int, column: Int) {
        if failure == nil { failure = Failure(reason: reason, message: message, line: line, column: column) }
    }

    // MARK: Events

    /// An element starts.
    /// - Parameters:
    ///   - name: Its local name, NUL-terminated.
    ///   - prefix: Its namespace prefix, if it was written with one.
    ///   - selfClosing: Whether it was written `<x/>`.
    ///   - line: The line of its `<`.
    ///   - column: The column of its `<`.
    ///   - contentLine: The line of the start tag's end, where its content begins.
    mutating func startElement(
        _ name: UnsafePointer<UInt8>,
        prefix: UnsafePointer<UInt8>?,
        selfClosing: Bool,
        line: Int,
        column: Int,
        contentLine: Int
    ) {
        guard failure == nil else { return }
        if let top = frames.last, !top.element.holdsElements {
            // Apple's parser reads a value's text up to the next `<` and then wants the close tag.
            let first = prefix?.pointee ?? name.pointee
            markupInsideValue(Character(Unicode.Scalar(first)), line: line, column: column)
            return
        }
        // Apple's parser compares the name as written, prefix included: `p:plist` is unknown.
        guard prefix == nil, let element = PlistElement(name: name) else {
            let text = (prefix.map { String(cString: $0) + ":" } ?? "") + String(cString: name)
            fail(.invalidPlist, PlistGrammarMessage.unknownTag(text, line: line), line: line, column: column)
            return
        }
        if element == .key, frames.last?.element != .dict {
            // AppleParserDifference.keyOutsideKeyPositionRefused: Apple would take it as a string.
            fail(.invalidPlist, PlistGrammarMessage.unknownTag(element.name, line: line), line: line, column: column)
            return
        }
        guard let parent = frames.last else {
            sawRootElement = true
            if element == .plist {
                frames.append(Frame(element: .plist, record: -1))
            } else {
                // Apple's parser takes a bare value as the document's object.
                frames.append(Frame(element: .plist, record: -1, implied: true))
                openValue(element, selfClosing: selfClosing, line: line, column: column, contentLine: contentLine)
            }
            return
        }
        switch parent.element {
        case .plist:
            // A second object is read before it is refused (see valueDidEnd), as Apple's parser
            // does: a problem inside it is reported first.
            if element == .plist {
                // A nested `<plist>` is refused: AppleParserDifference.nestedPlistRefused.
                let reported = parent.hasObject ? parent.objectEndLine : line
                fail(.invalidPlist, PlistGrammarMessage.moreThanOneObject(line: reported), line: line, column: column)
                return
            }
        case .dict:
            if !parent.awaitingValue, element != .key {
                // Apple's parser names the line where the start tag ends, here and below.
                fail(.invalidPlist, PlistGrammarMessage.nonKeyInsideDict(line: contentLine), line: line, column: column)
                return
            }
            if parent.awaitingValue, element == .key {
                // AppleParserDifference.keyOutsideKeyPositionRefused: Apple would take it as the value.
                fail(.invalidPlist, PlistGrammarMessage.valueMissingForKey(line: line), line: line, column: column)
                return
            }
        default:
            if element == .plist {
                // AppleParserDifference.nestedPlistRefused.
                let message = PlistGrammarMessage.unknownTag(element.name, line: line)
                fail(.invalidPlist, message, line: line, column: column)
                return
            }
        }
        openValue(element, selfClosing: selfClosing, line: line, column: column, contentLine: contentLine)
    }

    private mutating func openValue(_ element: PlistElement, selfClosing: Bool, line: Int, column: Int, contentLine: Int) {
        let nests = (element == .dict || element == .array) && !selfClosing
        if nests {
            containerDepth += 1
            if containerDepth > Self.maximumContainerDepth {
                fail(.forbiddenConstruct, PlistGrammarMessage.tooDeep(line: contentLine), line: line, column: column)
                return
            }
        }
        guard records.count < Int(UInt32.max) else {
            fail(.forbiddenConstruct, PlistGrammarMessage.tooLarge(), line: line, column: column)
            return
        }
        let record = records.count
        records.append(PlistNodeRecord(
            payload: element == .true ? 1 : 0,
            line: UInt32(truncatingIfNeeded: line),
            column: UInt32(truncatingIfNeeded: column),
            end: 0,
            tag: element.tag,
            flags: 0
        ))
        frames.append(Frame(
            element: element,
            record: record,
            textStart: bytes.count,
            contentLine: contentLine,
            selfClosing: selfClosing,
            countsTowardDepth: nests
        ))
    }

    /// Text as written in the document. `line` and `column` are where the text ends.
    mutating func characters(_ text: UnsafeBufferPointer<UInt8>, line: Int, column: Int) {
        guard failure == nil, let top = frames.last else { return }
        if top.element.holdsText {
            bytes.append(contentsOf: text)
            return
        }
        if top.element == .true || top.element == .false {
            // Even white space: Apple's parser wants `</true>` right after `<true>`.
            nonEmptyBoolean()
            return
        }
        guard let offending = text.firstIndex(where: { !isXMLBlank($0) }) else { return }
        let (offendingLine, offendingColumn) = Self.position(of: offending, in: text, endLine: line, endColumn: column)
        let character = Character(Unicode.Scalar(text[offending]))
        let message = PlistGrammarMessage.unexpectedCharacter(character, line: offendingLine)
        fail(.invalidPlist, message, line: offendingLine, column: offendingColumn)
    }

    /// A character or predefined entity reference: `written` is the reference as it stands in
    /// the document, `replacement` the text it stands for. The input is just past the reference.
    mutating func reference(written: UnsafeBufferPointer<UInt8>, replacement: UnsafeBufferPointer<UInt8>, line: Int, column: Int) {
        guard failure == nil, let top = frames.last else { return }
        if top.element.readsWrittenText {
            bytes.append(contentsOf: written)
        } else if top.element.holdsText {
            bytes.append(contentsOf: replacement)
        } else if top.element == .true || top.element == .false {
            nonEmptyBoolean()
        } else {
            // Apple's parser sees the `&`, whatever the reference stands for (`&#32;` too).
            let referenceColumn = max(column - written.count, 1)
            let message = PlistGrammarMessage.unexpectedCharacter("&", line: line)
            fail(.invalidPlist, message, line: line, column: referenceColumn)
        }
    }

    /// A CDATA section starting at `line`.
    mutating func cdata(_ text: UnsafeBufferPointer<UInt8>, line: Int, column: Int) {
        guard failure == nil, let top = frames.last else { return }
        switch top.element {
        case .key, .string, .real:
            bytes.append(contentsOf: text)
        case .true, .false:
            nonEmptyBoolean()
        case .integer, .date, .data:
            markupInsideValue("!", line: line, column: column)
        case .plist, .dict, .array:
            // Apple's parser looks for the end of `<!` markup it does not know and runs off the
            // end of the document.
            fail(.invalidPlist, PlistGrammarMessage.unexpectedEndOfFile(), line: line, column: column)
        }
    }

    mutating func comment(line: Int, column: Int) {
        guard failure == nil else { return }
        ignoredMarkup.append(PlistIgnoredMarkup(kind: .comment, line: line, column: column))
        guard let top = frames.last, !top.element.holdsElements else { return }
        markupInsideValue("!", line: line, column: column)
    }

    mutating func processingInstruction(line: Int, column: Int) {
        guard failure == nil else { return }
        ignoredMarkup.append(PlistIgnoredMarkup(kind: .processingInstruction, line: line, column: column))
        guard let top = frames.last, !top.element.holdsElements else { return }
        markupInsideValue("?", line: line, column: column)
    }

    /// Markup (an element, comment, CDATA section or processing instruction, introduced by
    /// `<` and `character`) inside the value on top, where Apple's parser wants its close tag.
    private mutating func markupInsideValue(_ character: Character, line: Int, column: Int) {
        guard let frame = frames.last else { return }
        switch frame.element {
        case .true, .false:
            nonEmptyBoolean()
        case .key, .string, .real:
            if character == "!" {
                // Apple's string reader takes `<!` for a CDATA section; only a comment gets here.
                fail(.invalidPlist, PlistGrammarMessage.improperCDATAOpening(line: line), line: line, column: column)
            } else if frame.element == .real {
                // A real is read as a string, then checked, then its close tag is looked for.
                finishScalar(frame, end: .markup(character, line: line, column: column))
            } else {
                let message = PlistGrammarMessage.unexpectedCharacterBeforeCloseTag(character, line: line)
                fail(.invalidPlist, message, line: line, column: column)
            }
        case .integer, .date, .data:
            // The text so far is read first: a problem in it is the one Apple's parser reports.
            finishScalar(frame, end: .markup(character, line: line, column: column))
        case .plist, .dict, .array:
            break
        }
    }

    /// An element ends.
    /// - Parameters:
    ///   - line: The line of the close tag's `<` (of `<x/>` for an empty element).
    ///   - column: Its column.
    ///   - endLine: The line just past the close tag.
    mutating func endElement(line: Int, column: Int, endLine: Int) {
        guard failure == nil, let frame = frames.popLast() else { return }
        if frame.element == .plist {
            if !frame.hasObject {
                fail(.invalidPlist, PlistGrammarMessage.emptyPlist(), line: line, column: column)
            }
            return
        }
        let index = frame.record
        switch frame.element {
        case .dict:
            if frame.awaitingValue {
                fail(.invalidPlist, PlistGrammarMessage.valueMissingForKey(line: line), line: line, column: column)
                return
            }
        case .array, .true, .false, .plist:
            break
        case .key, .string:
            let length = bytes.count - frame.textStart
            guard frame.textStart <= Int(UInt32.max), length <= Int(UInt32.max) else {
                fail(.forbiddenConstruct, PlistGrammarMessage.tooLarge(), line: line, column: column)
                return
            }
            records[index].payload = UInt64(frame.textStart) | UInt64(length) << 32
        case .integer, .real, .date, .data:
            // A data payload is stored like text: offset and length in 32 bits each.
            guard frame.textStart <= Int(UInt32.max), bytes.count - frame.textStart <= Int(UInt32.max) else {
                fail(.forbiddenConstruct, PlistGrammarMessage.tooLarge(), line: line, column: column)
                return
            }
            if frame.selfClosing {
                // `<real/>` is "empty" to Apple's parser, while `<real></real>` is misformatted.
                let (recordLine, recordColumn) = position(of: index)
                let message = PlistGrammarMessage.emptyValue(frame.element.name, line: frame.contentLine)
                fail(.invalidPlist, message, line: recordLine, column: recordColumn)
                return
            }
            finishScalar(frame, end: .closeTag(line: line, column: column))
            if failure != nil { return }
        }
        if frame.countsTowardDepth { containerDepth -= 1 }
        records[index].end = UInt32(truncatingIfNeeded: records.count)
        valueDidEnd(frame.element, record: index, endLine: endLine)
    }

    /// Tells the enclosing element that one of its values (or a key), at `record`, is complete.
    private mutating func valueDidEnd(_ element: PlistElement, record: Int, endLine: Int) {
        guard !frames.isEmpty else { return }
        let parent = frames.count - 1
        switch frames[parent].element {
        case .plist:
            if frames[parent].hasObject {
                // Apple's parser names the line where the first object ended.
                let (line, column) = position(of: record)
                let message = PlistGrammarMessage.moreThanOneObject(line: frames[parent].objectEndLine)
                fail(.invalidPlist, message, line: line, column: column)
                return
            }
            frames[parent].hasObject = true
            frames[parent].objectEndLine = endLine
            if frames[parent].implied { frames.removeLast() }
        case .dict: frames[parent].awaitingValue = element == .key
        default: break
        }
    }

    private mutating func nonEmptyBoolean() {
        guard let frame = frames.last else { return }
        let (line, column) = position(of: frame.record)
        let message = PlistGrammarMessage.nonEmptyBoolean(frame.element.name, line: frame.contentLine)
        fail(.invalidPlist, message, line: line, column: column)
    }

    /// Reads the text of the scalar on top of the stack, as far as `end`. At a close tag the
    /// value is stored; at other markup, a text without problems still fails on the markup.
    private mutating func finishScalar(_ frame: Frame, end: TextEnd) {
        let index = frame.record
        var stop = 0
        // Kept before the value is decoded (data is decoded in place) so that a writer can give
        // the value back in the form it was written: `0x1F`, `1.50`, data's line breaks.
        let written = String(decoding: bytes[frame.textStart...], as: UTF8.self)
        do throws(PlistScalarError) {
            try bytes.withUnsafeMutableBufferPointer { buffer throws(PlistScalarError) in
                let text = UnsafeBufferPointer(rebasing: buffer[frame.textStart...])
                switch frame.element {
                case .integer:
                    switch try PlistIntegerParser.parse(text, stoppedAt: &stop) {
                    case .signed(let value): records[index].payload = UInt64(bitPattern: value)
                    case .unsigned(let value):
                        records[index].payload = value
                        records[index].flags = 1
                    }
                case .real:
                    // Apple's parser checks a real once its text is complete, so its problems
                    // are reported at the `<` that ended it.
                    stop = text.count
                    records[index].payload = try PlistRealParser.parse(text).bitPattern
                case .date:
                    records[index].payload = try PlistDateParser.parse(text, stoppedAt: &stop).bitPattern
                default:
                    let output = UnsafeMutableBufferPointer(rebasing: buffer[frame.textStart...])
                    let written = try PlistBase64Decoder.decode(text, into: output, stoppedAt: &stop)
                    records[index].payload = UInt64(frame.textStart) | UInt64(written) << 32
                }
            }
        } catch {
            let (line, column) = location(ofTextIndex: stop, in: frame, end: end)
            fail(.invalidPlist, message(for: error, element: frame.element, line: line), line: line, column: column)
            return
        }
        if case .markup(let character, let line, let column) = end {
            let message = frame.element == .date
                ? PlistGrammarMessage.uninterpretableDate(line: line)
                : PlistGrammarMessage.unexpectedCharacterBeforeCloseTag(character, line: line)
            fail(.invalidPlist, message, line: line, column: column)
            return
        }
        writtenTexts[UInt32(truncatingIfNeeded: index)] = written
        if frame.element == .data {
            bytes.removeLast(bytes.count - frame.textStart - Int(records[index].payload >> 32))
        } else {
            bytes.removeLast(bytes.count - frame.textStart)
        }
    }

    /// Where the byte at `index` of a scalar's text is; at or past its end, where the text ended.
    /// The text of integers, dates and data is as written, so its line breaks are the file's.
    private func location(ofTextIndex index: Int, in frame: Frame, end: TextEnd) -> (line: Int, column: Int) {
        let textEnd = bytes.count - frame.textStart
        guard index < textEnd else { return (end.line, end.column) }
        var line = frame.contentLine
        var column = 0
        for byte in bytes[frame.textStart..<(frame.textStart + index)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80, column > 0 {
                column += 1
            }
        }
        // Without a line break before it, the column of the text's start is not known here.
        if column == 0 { column = position(of: frame.record).column }
        return (line, column)
    }

    private func message(for error: PlistScalarError, element: PlistElement, line: Int) -> String {
        switch (error, element) {
        case (_, .real): PlistGrammarMessage.misformattedReal(line: line)
        case (_, .date): PlistGrammarMessage.uninterpretableDate(line: line)
        case (.unknownCharacter(let byte), .data): PlistGrammarMessage.invalidDataCharacter(byte, line: line)
        case (_, .data): PlistGrammarMessage.uninterpretableData(line: line)
        case (.empty, _): PlistGrammarMessage.emptyValue(element.name, line: line)
        case (.hexDigitInDecimal, _): PlistGrammarMessage.hexDigitInDecimal(line: line)
        case (.incomplete, _): PlistGrammarMessage.incompleteInteger(line: line)
        case (.overflow, _): PlistGrammarMessage.integerOverflow(line: line)
        case (.underflow, _): PlistGrammarMessage.integerUnderflow(line: line)
        case (.unknownCharacter(let byte), _): PlistGrammarMessage.unknownIntegerCharacter(byte, line: line)
        case (.misformatted, _): PlistGrammarMessage.misformattedReal(line: line)
        }
    }

    private func position(of record: Int) -> (line: Int, column: Int) {
        (Int(records[record].line), Int(records[record].column))
    }

    /// The line and column of `text[index]`, given where the text ends (libxml2 reports text
    /// with the input already past it).
    private static func position(
        of index: Int,
        in text: UnsafeBufferPointer<UInt8>,
        endLine: Int,
        endColumn: Int
    ) -> (line: Int, column: Int) {
        let after = text[(index + 1)...]
        let line = endLine - after.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        if !after.contains(UInt8(ascii: "\n")) {
            let characters = text[index...].reduce(0) { $0 + ($1 & 0xC0 != 0x80 ? 1 : 0) }
            return (line, max(endColumn - characters, 1))
        }
        guard let lineStart = text[..<index].lastIndex(of: UInt8(ascii: "\n")) else { return (line, endColumn) }
        let characters = text[(lineStart + 1)..<index].reduce(0) { $0 + ($1 & 0xC0 != 0x80 ? 1 : 0) }
        return (line, characters + 1)
    }

    /// Ends the document: a document that ended inside an element was already reported by libxml2.
    mutating func endDocument(line: Int, column: Int) {
        guard failure == nil else { return }
        if !sawRootElement || !frames.isEmpty {
            fail(.malformedXML, PlistGrammarMessage.unexpectedEndOfFile(), line: line, column: column)
        }
    }

    /// Notes markup that carries no value: an attribute, a namespace declaration or a document
    /// type declaration.
    mutating func ignore(_ kind: PlistIgnoredMarkup.Kind, line: Int, column: Int) {
        guard failure == nil else { return }
        ignoredMarkup.append(PlistIgnoredMarkup(kind: kind, line: line, column: column))
    }

    /// Hands over the finished storage.
    mutating func makeTree(file: String) -> PlistTree {
        PlistTree(file: file, records: records, bytes: bytes, writtenTexts: writtenTexts, ignoredMarkup: ignoredMarkup)
    }
}
