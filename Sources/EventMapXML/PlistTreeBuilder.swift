import EventMapCore

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
    struct Frame {
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

    // Not `private`: the content handling (PlistTreeBuilder+Content.swift) writes these too.
    var records: [PlistNodeRecord] = []
    var bytes: [UInt8] = []
    /// The text of each integer, real, date and data value as it was read, by record index.
    var writtenTexts: [UInt32: String] = [:]
    /// Markup read past without a value made of it, in document order.
    var ignoredMarkup: [PlistIgnoredMarkup] = []
    /// The open elements, innermost last.
    var frames: [Frame] = []
    private var containerDepth = 0
    private(set) var failure: Failure?
    private(set) var sawRootElement = false
    /// When set, only the top-level entries whose key it might match keep their values: the
    /// others' contents are checked as they are read and then dropped.
    let keptEntries: ClassNameQuery?
    /// The record of a top-level value whose contents are dropped when it ends.
    private(set) var droppedValue: Int?

    init(expectedInputSize: Int, keptEntries: ClassNameQuery? = nil) {
        self.keptEntries = keptEntries
        // Measured on generated configs: about one node per 36 bytes of XML, and text a little
        // over half the bytes. The text is given room for as many bytes as the file has: a
        // buffer that outgrows its room is copied, and for that moment both copies are resident,
        // while reserved pages that are never touched cost no memory.
        // The size is a hint only, capped: a sparse or huge file must not reserve memory it may
        // never fill (reserving for a 100 GB sparse file would abort the process before a byte
        // is read).
        let hint = min(expectedInputSize, 64 << 20)
        records.reserveCapacity(max(hint / 32, 16))
        bytes.reserveCapacity(max(hint, 64))
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
        records.append(
            PlistNodeRecord(
                payload: element == .true ? 1 : 0,
                line: UInt32(truncatingIfNeeded: line),
                column: UInt32(truncatingIfNeeded: column),
                end: 0,
                tag: element.tag,
                flags: 0
            ))
        frames.append(
            Frame(
                element: element,
                record: record,
                textStart: bytes.count,
                contentLine: contentLine,
                selfClosing: selfClosing,
                countsTowardDepth: nests
            ))
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
        if index == droppedValue { dropContents(of: frame) }
        records[index].end = UInt32(truncatingIfNeeded: records.count)
        valueDidEnd(frame.element, record: index, endLine: endLine)
    }

    /// Whether a key just read is one of the top-level dictionary's, whose value is dropped
    /// unless ``keptEntries`` might match it.
    private mutating func decideOnValue(ofKey key: Int) {
        guard let keptEntries, frames.count == 2, frames[0].element == .plist, frames[1].element == .dict else { return }
        let kept = bytes.withUnsafeBufferPointer { keptEntries.mightMatch(UnsafeBufferPointer(rebasing: $0[records[key].byteRange])) }
        droppedValue = kept ? nil : records.count
    }

    /// Drops what a container value holds: it stays in the tree, empty, so that its key and its
    /// own kind and place are still there.
    private mutating func dropContents(of frame: Frame) {
        droppedValue = nil
        guard frame.element == .dict || frame.element == .array else { return }
        records.removeLast(records.count - frame.record - 1)
        bytes.removeLast(bytes.count - frame.textStart)
        if !writtenTexts.isEmpty { writtenTexts = writtenTexts.filter { Int($0.key) <= frame.record } }
    }

    /// Tells the enclosing element that one of its values (or a key), at `record`, is complete.
    private mutating func valueDidEnd(_ element: PlistElement, record: Int, endLine: Int) {
        guard !frames.isEmpty else { return }
        if element == .key { decideOnValue(ofKey: record) }
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

    func position(of record: Int) -> (line: Int, column: Int) {
        (Int(records[record].line), Int(records[record].column))
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
