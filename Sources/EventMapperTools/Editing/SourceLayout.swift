import EventMapper

/// How a file is laid out — its line ending, its indentation step — inferred from the file so
/// that an inserted entry looks like its neighbours.
struct SourceLayout: Sendable {
    let bytes: [UInt8]
    /// CR LF when the file's first line break is one, else LF.
    let newline: [UInt8]
    /// One level of indentation: a tab when the file indents with tabs, else the smallest
    /// indentation in spaces that it uses; when it has none, the format's canonical step.
    let indentUnit: [UInt8]

    /// The layout of `bytes`; `canonicalIndent` is the step `mapper fmt` writes for the format,
    /// taken when the file has no indented line to go by (a skeleton such as `<dict/>`).
    init(_ bytes: [UInt8], canonicalIndent: [UInt8]) {
        self.bytes = bytes
        if let firstBreak = bytes.firstIndex(of: 0x0A) {
            newline = firstBreak > 0 && bytes[firstBreak - 1] == 0x0D ? [0x0D, 0x0A] : [0x0A]
        } else {
            newline = [0x0A]
        }
        var smallestSpaces = Int.max
        var usesTabs = false
        var index = 0
        while index < bytes.count {
            if index == 0 || bytes[index - 1] == 0x0A {
                if bytes[index] == 0x09 {
                    usesTabs = true
                    break
                }
                var spaces = 0
                while index + spaces < bytes.count, bytes[index + spaces] == 0x20 { spaces += 1 }
                if spaces > 0, index + spaces < bytes.count, bytes[index + spaces] == UInt8(ascii: "<") {
                    smallestSpaces = min(smallestSpaces, spaces)
                }
            }
            index += 1
        }
        if usesTabs {
            indentUnit = [0x09]
        } else {
            indentUnit = smallestSpaces == .max ? canonicalIndent : Array(repeating: 0x20, count: smallestSpaces)
        }
    }

    /// The blanks between the start of the line and `offset`, when only blanks precede it on
    /// its line; nil when something else does.
    func indentation(before offset: Int) -> [UInt8]? {
        var start = offset
        while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
        guard start == 0 || bytes[start - 1] == 0x0A || bytes[start - 1] == 0x0D else { return nil }
        return Array(bytes[start..<offset])
    }

    /// The bytes in `range` when they are all blanks or line breaks (possibly none).
    func whitespace(_ range: Range<Int>) -> [UInt8]? {
        guard range.lowerBound <= range.upperBound else { return nil }
        let slice = bytes[range]
        return slice.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D } ? Array(slice) : nil
    }

    /// The range that removes `element` together with its line: from the line's start through
    /// its line break when nothing else shares the line; else the element and the blanks that
    /// separate it from what precedes it.
    func removal(of element: Range<Int>) -> Range<Int> {
        var start = element.lowerBound
        while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
        let atLineStart = start == 0 || bytes[start - 1] == 0x0A || bytes[start - 1] == 0x0D
        var end = element.upperBound
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        let atLineEnd = end == bytes.count || bytes[end] == 0x0A || bytes[end] == 0x0D
        switch (atLineStart, atLineEnd) {
        case (true, true):
            if end < bytes.count, bytes[end] == 0x0D { end += 1 }
            if end < bytes.count, bytes[end] == 0x0A { end += 1 }
            return start..<end
        case (true, false):
            // Something follows on the line: it keeps the line's indentation.
            return element.lowerBound..<end
        case (false, _):
            return start..<element.upperBound
        }
    }

    /// Whether `byte` is one of XML's blanks.
    static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}

/// One change to a file's bytes: the bytes in `range` give way to `bytes`.
struct ByteReplacement: Sendable, Equatable {
    let range: Range<Int>
    let bytes: [UInt8]

    init(_ range: Range<Int>, with bytes: [UInt8]) {
        self.range = range
        self.bytes = bytes
    }

    /// An insertion at `offset`.
    init(inserting bytes: [UInt8], at offset: Int) {
        self.init(offset..<offset, with: bytes)
    }

    /// `original` with every replacement made; the ranges must not overlap.
    static func apply(_ replacements: [ByteReplacement], to original: [UInt8]) -> [UInt8] {
        var result = original
        for replacement in replacements.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(replacement.range, with: replacement.bytes)
        }
        return result
    }
}
