/// Builds a ``PlistTree`` from parser events, enforcing Apple's property-list grammar.
///
/// It is driven by the SAX callbacks in ``PlistSAXParser``; each event carries the line and
/// column of the element's `<`. The first violation is kept in ``failure`` and the parser is
/// stopped.
struct PlistTreeBuilder {
    /// Apple's parser refuses deeper nesting of arrays and dictionaries.
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
        /// Where the element's text starts in `bytes`.
        var textStart = 0
        /// `<true>`/`<false>`: characters other than blanks were seen.
        var sawText = false
    }

    /// A grammar problem, before the file name and source line are attached.
    struct Failure {
        var reason: PlistReadError.Reason
        var message: String
        var line: Int
        var column: Int
    }

    /// The frame record of a `<plist>` that the document left out.
    private static let impliedPlist = -2

    private(set) var records: [PlistNodeRecord] = []
    private(set) var bytes: [UInt8] = []
    private var frames: [Frame] = []
    private var containerDepth = 0
    private(set) var failure: Failure?
    private(set) var sawRootElement = false

    init(expectedInputSize: Int) {
        // Measured on generated configs: about one node per 36 bytes of XML and half the bytes as
        // text. Untouched reserved pages cost no memory.
        records.reserveCapacity(max(expectedInputSize / 32, 16))
        bytes.reserveCapacity(max(expectedInputSize / 2, 64))
        frames.reserveCapacity(16)
    }

    var hasFailed: Bool { failure != nil }

    mutating func fail(_ reason: PlistReadError.Reason, _ message: String, line: Int, column: Int) {
        if failure == nil { failure = Failure(reason: reason, message: message, line: line, column: column) }
    }

    // MARK: Events

    mutating func startElement(_ name: UnsafePointer<UInt8>, line: Int, column: Int) {
        guard failure == nil else { return }
        guard let element = PlistElement(name: name) else {
            let text = String(cString: name)
            fail(.invalidPlist, PlistGrammarMessage.unknownTag(text, line: line), line: line, column: column)
            return
        }
        guard let parent = frames.last else {
            sawRootElement = true
            if element == .plist {
                frames.append(Frame(element: .plist, record: -1))
            } else {
                // Apple's parser takes a bare value as the document's object.
                frames.append(Frame(element: .plist, record: Self.impliedPlist))
                openValue(element, line: line, column: column)
            }
            return
        }
        if parent.element.holdsText || parent.element == .true || parent.element == .false {
            fail(.invalidPlist, PlistGrammarMessage.elementInsideValue(line: line), line: line, column: column)
            return
        }
        switch parent.element {
        case .plist:
            if parent.hasObject || element == .plist {
                fail(.invalidPlist, PlistGrammarMessage.moreThanOneObject(line: line), line: line, column: column)
                return
            }
        case .dict:
            if !parent.awaitingValue, element != .key {
                fail(.invalidPlist, PlistGrammarMessage.nonKeyInsideDict(line: line), line: line, column: column)
                return
            }
            if parent.awaitingValue, element == .key {
                fail(.invalidPlist, PlistGrammarMessage.valueMissingForKey(line: line), line: line, column: column)
                return
            }
        default:
            if element == .key || element == .plist {
                let message = PlistGrammarMessage.unknownTag(element.name, line: line)
                fail(.invalidPlist, message, line: line, column: column)
                return
            }
        }
        openValue(element, line: line, column: column)
    }

    private mutating func openValue(_ element: PlistElement, line: Int, column: Int) {
        if element == .dict || element == .array {
            containerDepth += 1
            if containerDepth > Self.maximumContainerDepth {
                fail(.forbiddenConstruct, PlistGrammarMessage.tooDeep(line: line), line: line, column: column)
                return
            }
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
        frames.append(Frame(element: element, record: record, textStart: bytes.count))
    }

    mutating func characters(_ text: UnsafeBufferPointer<UInt8>, line: Int, column: Int) {
        guard failure == nil, let top = frames.last else { return }
        if top.element.holdsText {
            bytes.append(contentsOf: text)
            return
        }
        guard let offending = text.first(where: { !isXMLBlank($0) }) else { return }
        if top.element == .true || top.element == .false {
            frames[frames.count - 1].sawText = true
            return
        }
        let character = Character(Unicode.Scalar(offending))
        fail(.invalidPlist, PlistGrammarMessage.unexpectedCharacter(character, line: line), line: line, column: column)
    }

    mutating func comment(line: Int, column: Int) {
        guard failure == nil, let top = frames.last, top.element == .key || top.element == .string else { return }
        fail(.invalidPlist, PlistGrammarMessage.commentInsideValue(line: line), line: line, column: column)
    }

    mutating func endElement(line: Int, column: Int) {
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
            containerDepth -= 1
        case .array:
            containerDepth -= 1
        case .key, .string:
            let length = bytes.count - frame.textStart
            guard frame.textStart <= Int(UInt32.max), length <= Int(UInt32.max) else {
                fail(.forbiddenConstruct, PlistGrammarMessage.tooLarge(), line: line, column: column)
                return
            }
            records[index].payload = UInt64(frame.textStart) | UInt64(length) << 32
        case .true, .false:
            if frame.sawText {
                let (recordLine, recordColumn) = position(of: index)
                let message = PlistGrammarMessage.nonEmptyBoolean(frame.element.name, line: recordLine)
                fail(.invalidPlist, message, line: recordLine, column: recordColumn)
                return
            }
        case .integer, .real, .date, .data:
            finishScalar(frame)
            if failure != nil { return }
        case .plist:
            break
        }
        records[index].end = UInt32(truncatingIfNeeded: records.count)
        valueDidEnd(frame.element)
    }

    /// Tells the enclosing element that one of its values (or a key) is complete.
    private mutating func valueDidEnd(_ element: PlistElement) {
        guard !frames.isEmpty else { return }
        let parent = frames.count - 1
        switch frames[parent].element {
        case .plist:
            frames[parent].hasObject = true
            if frames[parent].record == Self.impliedPlist { frames.removeLast() }
        case .dict: frames[parent].awaitingValue = element == .key
        default: break
        }
    }

    private mutating func finishScalar(_ frame: Frame) {
        let index = frame.record
        let (line, column) = position(of: index)
        do throws(PlistScalarError) {
            try bytes.withUnsafeMutableBufferPointer { buffer throws(PlistScalarError) in
                let text = UnsafeBufferPointer(rebasing: buffer[frame.textStart...])
                switch frame.element {
                case .integer:
                    switch try PlistIntegerParser.parse(text) {
                    case .signed(let value): records[index].payload = UInt64(bitPattern: value)
                    case .unsigned(let value):
                        records[index].payload = value
                        records[index].flags = 1
                    }
                case .real:
                    records[index].payload = try PlistRealParser.parse(text).bitPattern
                case .date:
                    records[index].payload = try PlistDateParser.parse(text).bitPattern
                default:
                    let output = UnsafeMutableBufferPointer(rebasing: buffer[frame.textStart...])
                    let written = try PlistBase64Decoder.decode(text, into: output)
                    records[index].payload = UInt64(frame.textStart) | UInt64(written) << 32
                }
            }
        } catch {
            fail(.invalidPlist, message(for: error, element: frame.element, line: line), line: line, column: column)
            return
        }
        if frame.element == .data {
            bytes.removeLast(bytes.count - frame.textStart - Int(records[index].payload >> 32))
        } else {
            bytes.removeLast(bytes.count - frame.textStart)
        }
    }

    private func message(for error: PlistScalarError, element: PlistElement, line: Int) -> String {
        switch (error, element) {
        case (.empty, .real), (.empty, .integer): PlistGrammarMessage.emptyValue(element.name, line: line)
        case (.empty, _), (.misformatted, .real): PlistGrammarMessage.misformattedReal(line: line)
        case (.hexDigitInDecimal, _): PlistGrammarMessage.hexDigitInDecimal(line: line)
        case (.incomplete, _): PlistGrammarMessage.incompleteInteger(line: line)
        case (.overflow, _): PlistGrammarMessage.integerOverflow(line: line)
        case (.underflow, _): PlistGrammarMessage.integerUnderflow(line: line)
        case (.unknownCharacter(let byte), _): PlistGrammarMessage.unknownIntegerCharacter(byte, line: line)
        case (.misformatted, .date): PlistGrammarMessage.uninterpretableDate(line: line)
        case (.misformatted, _): PlistGrammarMessage.uninterpretableData(line: line)
        }
    }

    private func position(of record: Int) -> (line: Int, column: Int) {
        (Int(records[record].line), Int(records[record].column))
    }

    /// Ends the document: a document that ended inside an element was already reported by libxml2.
    mutating func endDocument(line: Int, column: Int) {
        guard failure == nil else { return }
        if !sawRootElement || !frames.isEmpty {
            fail(.malformedXML, PlistGrammarMessage.unexpectedEndOfFile(), line: line, column: column)
        }
    }

    /// Hands over the finished storage.
    mutating func makeTree(file: String) -> PlistTree {
        PlistTree(file: file, records: records, bytes: bytes)
    }
}
