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

    /// The layout of `bytes` with the line ending and indentation step of `style`: what the
    /// edits of one change keep from the contents it started from, so that an edit made after
    /// another is laid out as it would be made alone.
    init(_ bytes: [UInt8], style: SourceLayout) {
        self.bytes = bytes
        newline = style.newline
        indentUnit = style.indentUnit
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

    /// `original` with the replacements of every edit made, in one pass; nil when two of them
    /// overlap. Each edit's replacements are made from the same reading of `original`; those of
    /// different edits lie apart (``EditedRanges``). At one offset, an edit's replacements go in
    /// the reverse of their order: an insertion listed after another, or after the replacement
    /// of the bytes it comes before, goes before it.
    static func apply(_ edits: [[ByteReplacement]], to original: [UInt8]) -> [UInt8]? {
        let ordered = edits.enumerated().flatMap { edit, replacements in
            replacements.enumerated().map { (key: (start: $1.range.lowerBound, edit: edit, listed: -$0), replacement: $1) }
        }.sorted { $0.key < $1.key }.map(\.replacement)
        var result: [UInt8] = []
        result.reserveCapacity(original.count + ordered.reduce(0) { $0 + $1.bytes.count })
        var copied = 0
        for replacement in ordered {
            guard replacement.range.lowerBound >= copied, replacement.range.upperBound <= original.count else { return nil }
            result.append(contentsOf: original[copied..<replacement.range.lowerBound])
            result.append(contentsOf: replacement.bytes)
            copied = replacement.range.upperBound
        }
        result.append(contentsOf: original[copied...])
        return result
    }
}

/// The bytes the edits of one reading of a file replace: an edit whose bytes touch or overlap
/// them is not known to give what it would give made after them, and waits for a reading with
/// them made.
struct EditedRanges {
    /// Closed ranges (an insertion is a point), apart from each other, by start: with the
    /// ranges apart, only the ranges on either side of a start can touch what starts there.
    private var ranges: [ClosedRange<Int>] = []

    /// Whether any of `replacements` touches or overlaps the bytes already taken.
    func touches(_ replacements: [ByteReplacement]) -> Bool {
        replacements.contains { replacement in
            let range = replacement.range.lowerBound...replacement.range.upperBound
            let next = insertionPoint(range.lowerBound)
            return (next < ranges.count && ranges[next].lowerBound <= range.upperBound)
                || (next > 0 && ranges[next - 1].upperBound >= range.lowerBound)
        }
    }

    /// Takes the bytes `replacements` replace, joined to the ranges they touch.
    mutating func take(_ replacements: [ByteReplacement]) {
        for replacement in replacements {
            var range = replacement.range.lowerBound...replacement.range.upperBound
            var first = insertionPoint(range.lowerBound)
            while first > 0, ranges[first - 1].upperBound >= range.lowerBound { first -= 1 }
            var end = first
            while end < ranges.count, ranges[end].lowerBound <= range.upperBound {
                range = min(range.lowerBound, ranges[end].lowerBound)...max(range.upperBound, ranges[end].upperBound)
                end += 1
            }
            ranges.replaceSubrange(first..<end, with: [range])
        }
    }

    /// The position of the first range starting after `start`.
    private func insertionPoint(_ start: Int) -> Int {
        var (low, high) = (0, ranges.count)
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].lowerBound <= start { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
