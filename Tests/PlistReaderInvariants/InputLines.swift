/// The highest line a location in an input can name: its line feeds plus one.
///
/// libxml2 counts a line at each line feed of the *decoded* text (a lone CR is not one). In
/// UTF-8, ASCII, the ISO-8859 family, UTF-16 and UCS-4 a line feed always contains the byte 0x0A,
/// so counting those bytes gives an upper bound without decoding. In EBCDIC (line feed 0x25),
/// UTF-7 (line feed may be base64 `+AAo-`) and other encodings that an XML declaration can
/// select through iconv it does not; for those the bound is unknown (`nil`).
package enum InputLines {
    /// The bound, or `nil` when the encoding may write a line feed without the byte 0x0A.
    package static func limit(of bytes: [UInt8]) -> Int? {
        // libxml2 recognises EBCDIC by "<?xm" in code page 37.
        if bytes.starts(with: [0x4C, 0x6F, 0xA7, 0x94]) { return nil }
        switch declaredEncoding(in: bytes) {
        case .none: break
        case .unreadable: return nil
        case .named(let name): if !lineFeedIsByte0A(name) { return nil }
        }
        var lineFeeds = 0
        for byte in bytes where byte == 0x0A { lineFeeds += 1 }
        return lineFeeds + 1
    }

    /// What the start of an input says about its encoding.
    package enum Declaration: Equatable {
        case none
        case unreadable
        case named(String)
    }

    /// The `encoding="…"` of the input's start, read with NUL bytes dropped so that a UTF-16
    /// or UCS-4 declaration reads like an ASCII one. Anything that says `encoding` but cannot
    /// be read is `unreadable`, which the caller treats as an unknown encoding.
    package static func declaredEncoding(in bytes: [UInt8]) -> Declaration {
        let head = Array(bytes.prefix(1_024).filter { $0 != 0 })
        let word = Array("encoding".utf8)
        guard let start = firstIndex(of: word, in: head) else { return .none }
        var index = start + word.count
        func skipBlanks() {
            while index < head.count, [0x20, 0x09, 0x0A, 0x0D].contains(head[index]) { index += 1 }
        }
        skipBlanks()
        guard index < head.count, head[index] == UInt8(ascii: "=") else { return .unreadable }
        index += 1
        skipBlanks()
        guard index < head.count, head[index] == UInt8(ascii: "\"") || head[index] == UInt8(ascii: "'") else {
            return .unreadable
        }
        let quote = head[index]
        index += 1
        var name: [UInt8] = []
        while index < head.count, head[index] != quote {
            name.append(head[index])
            index += 1
        }
        guard index < head.count else { return .unreadable }
        // Is there a second declaration further on? Then nothing is certain.
        if firstIndex(of: word, in: Array(head[index...])) != nil { return .unreadable }
        return .named(String(decoding: name, as: UTF8.self).uppercased())
    }

    /// Encodings in which every line feed is written with the byte 0x0A.
    package static func lineFeedIsByte0A(_ name: String) -> Bool {
        let exact: Set<String> = ["UTF-8", "UTF8", "US-ASCII", "ASCII", "SHIFT_JIS", "EUC-JP", ""]
        let prefixes = [
            "UTF-16", "UTF16", "UTF-32", "UTF32", "UCS-2", "UCS2", "UCS-4", "UCS4", "ISO-10646-UCS",
            "ISO-8859-", "ISO8859-", "ISO_8859-", "LATIN", "WINDOWS-125", "CP125",
        ]
        return exact.contains(name) || prefixes.contains(where: { name.hasPrefix($0) })
    }

    private static func firstIndex(of word: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= word.count else { return nil }
        for start in 0...(bytes.count - word.count) {
            var matches = true
            for offset in 0..<word.count where bytes[start + offset] | 0x20 != word[offset] {
                matches = false
                break
            }
            if matches { return start }
        }
        return nil
    }
}

/// The text of an input that libxml2 reads as UTF-8, split into lines as libxml2 counts them
/// (at line feeds only: a lone CR does not start a line), for checking that a location points
/// at the `<` of its element, as `SourceLocation` promises.
package struct UTF8InputLines {
    private let lines: [[Unicode.Scalar]]

    /// `nil` when libxml2 would not read `bytes` as UTF-8 (a UTF-16 or UCS-4 start, EBCDIC, or a
    /// declared encoding other than UTF-8), where the harness cannot tell columns without
    /// decoding as libxml2 does.
    package init?(_ bytes: [UInt8]) {
        if bytes.count >= 2, bytes[0] == 0 || bytes[1] == 0 { return nil }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) { return nil }
        if bytes.starts(with: [0x4C, 0x6F, 0xA7, 0x94]) { return nil }
        switch InputLines.declaredEncoding(in: bytes) {
        case .none: break
        case .named(let name) where name == "UTF-8" || name == "UTF8": break
        default: return nil
        }
        // The UTF-8 byte order mark is a signature, not a character of the first line.
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        lines = text.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
            Array(String(decoding: line, as: UTF8.self).unicodeScalars)
        }
    }

    /// What is at 1-based `line` and `column`, or `nil` when there is no such place.
    package func scalar(line: Int, column: Int) -> Unicode.Scalar? {
        guard line >= 1, line <= lines.count, column >= 1, column <= lines[line - 1].count else { return nil }
        return lines[line - 1][column - 1]
    }
}
