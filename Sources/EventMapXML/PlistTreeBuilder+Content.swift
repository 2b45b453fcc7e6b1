/// What the builder does between an element's tags: it keeps the text of keys and strings,
/// refuses text, references and markup where Apple's parser refuses them, and decodes the text of
/// integers, reals, dates and data once the value's close tag (or the markup that cuts it off)
/// is read.
extension PlistTreeBuilder {
    /// What ended the text of a scalar value.
    enum TextEnd {
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

    /// Text as written in the document. `line` and `column` are where the text ends.
    mutating func characters(_ text: UnsafeBufferPointer<UInt8>, line: Int, column: Int) {
        guard failure == nil, let top = frames.last else { return }
        if top.element.holdsText {
            // Inside a value that is dropped when it ends, a key's or a string's text is never
            // looked at: only the text of values whose syntax is checked is kept.
            if droppedValue == nil || (top.element != .key && top.element != .string) { bytes.append(contentsOf: text) }
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
    mutating func markupInsideValue(_ character: Character, line: Int, column: Int) {
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

    mutating func nonEmptyBoolean() {
        guard let frame = frames.last else { return }
        let (line, column) = position(of: frame.record)
        let message = PlistGrammarMessage.nonEmptyBoolean(frame.element.name, line: frame.contentLine)
        fail(.invalidPlist, message, line: line, column: column)
    }

    /// Reads the text of the scalar on top of the stack, as far as `end`. At a close tag the
    /// value is stored; at other markup, a text without problems still fails on the markup.
    mutating func finishScalar(_ frame: Frame, end: TextEnd) {
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
            let message =
                frame.element == .date
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
    func location(ofTextIndex index: Int, in frame: Frame, end: TextEnd) -> (line: Int, column: Int) {
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

    func message(for error: PlistScalarError, element: PlistElement, line: Int) -> String {
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

    /// The line and column of `text[index]`, given where the text ends (libxml2 reports text
    /// with the input already past it).
    static func position(
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
}

/// Why the text of a scalar element could not be read; turned into Apple's wording by the
/// builder, which knows the line.
enum PlistScalarError: Error {
    case empty
    case hexDigitInDecimal
    case incomplete
    case overflow
    case underflow
    case unknownCharacter(UInt8)
    case misformatted
}
