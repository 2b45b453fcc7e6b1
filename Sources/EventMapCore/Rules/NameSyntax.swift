/// Character classes for class names, selectors and event IDs, checked on UTF-8 bytes.
///
/// Loading a large config checks every name in it. ASCII is decided from the string's
/// contiguous bytes; only a non-ASCII scalar (or a string without contiguous UTF-8) asks for
/// Unicode properties.
package enum NameSyntax {
    /// Whether `text` is an identifier: a letter or `_`, then letters, digits, `_` or `$`.
    package static func isIdentifier(_ text: Substring) -> Bool {
        asciiAnswer(text) { bytes in
            var first = true
            for byte in bytes {
                if byte >= 0x80 { return nil }
                if !isIdentifierByte(byte, first: first) { return false }
                first = false
            }
            return !first
        } ?? isIdentifierSlow(text)
    }

    private static func isIdentifierSlow(_ text: Substring) -> Bool {
        guard let head = text.unicodeScalars.first, head == "_" || head.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0 == "$" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    /// Whether `text` is identifiers joined by `.`: `HomeViewController`,
    /// `MyApp.HomeViewController`.
    package static func isClassName(_ text: String) -> Bool {
        asciiAnswer(text) { bytes in
            var atPartStart = true
            for byte in bytes {
                if byte >= 0x80 { return nil }
                if byte == UInt8(ascii: ".") {
                    if atPartStart { return false }
                    atPartStart = true
                    continue
                }
                if !isIdentifierByte(byte, first: atPartStart) { return false }
                atPartStart = false
            }
            return !atPartStart
        } ?? text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { isIdentifier($0) }
    }

    /// Whether `text` holds a blank, a line break or a control character (the bidirectional
    /// overrides and isolates among them).
    package static func containsBlankOrControl(_ text: String) -> Bool {
        asciiAnswer(text) { bytes in
            for byte in bytes {
                if byte >= 0x80 { return nil }
                if byte <= 0x20 || byte == 0x7F { return true }
            }
            return false
        } ?? containsBlankOrControlSlow(text)
    }

    /// Whether `bytes` are a non-empty run of printable ASCII without blanks, which is an event
    /// ID ``Rule/eventIDProblem(_:)`` finds nothing wrong with; false says only that the
    /// `String` check must decide. A loader asks it of every event ID, so it reads eight bytes
    /// at a time: a byte is outside `!`…`~` when its top bit is set, when it is below 0x21, or
    /// when it is 0x7F.
    package static func isPrintableASCIIWithoutBlanks(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return false }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let tops: UInt64 = 0x8080_8080_8080_8080
        var outside: UInt64 = 0
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
            let belowBang = (word &- ones &* 0x21) & ~word
            let delete = word ^ (ones &* 0x7F)
            outside |= word | belowBang | ((delete &- ones) & ~delete)
            offset += 8
        }
        var tail: UInt8 = 0
        while offset < bytes.count {
            tail |= base[offset] &- 0x21 >= 0x5E ? 0x80 : 0
            offset += 1
        }
        return outside & tops == 0 && tail == 0
    }

    /// The bidirectional overrides and isolates (U+202A–202E, U+2066–2069) count as controls:
    /// in an ID they make it show as another.
    private static func containsBlankOrControlSlow(_ text: String) -> Bool {
        text.unicodeScalars.contains {
            switch $0.value {
            case 0...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
            default: $0.properties.isWhitespace
            }
        }
    }

    /// Whether `text` is an Objective-C selector: `name`, or labels each ending in `:`
    /// (`tap:forEvent:`, `pick::`), the first label non-empty.
    package static func isSelector(_ text: String) -> Bool {
        asciiAnswer(text) { bytes in
            var atLabelStart = true
            var isFirstLabel = true
            var colons = 0
            var endsWithColon = false
            for byte in bytes {
                if byte >= 0x80 { return nil }
                if byte == UInt8(ascii: ":") {
                    if isFirstLabel && atLabelStart { return false }
                    colons += 1
                    isFirstLabel = false
                    atLabelStart = true
                    endsWithColon = true
                    continue
                }
                endsWithColon = false
                if !isIdentifierByte(byte, first: atLabelStart) { return false }
                atLabelStart = false
            }
            return !bytes.isEmpty && (colons == 0 || endsWithColon)
        } ?? isSelectorSlow(text)
    }

    private static func isSelectorSlow(_ text: String) -> Bool {
        let pieces = text.split(separator: ":", omittingEmptySubsequences: false)
        let labels = text.hasSuffix(":") ? pieces.dropLast() : pieces[...]
        return isIdentifier(labels.first ?? "")
            && labels.dropFirst().allSatisfy { $0.isEmpty || isIdentifier($0) }
            && (labels.count == 1 || text.hasSuffix(":"))
    }

    /// Whether an ASCII byte may stand in an identifier, at its start or after it.
    private static func isIdentifierByte(_ byte: UInt8, first: Bool) -> Bool {
        let letter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
        if letter || byte == UInt8(ascii: "_") { return true }
        return !first && (byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "$"))
    }

    /// What `decide` says about the text's bytes; nil when it needs Unicode properties (it
    /// returned nil on a non-ASCII byte) or the text has no contiguous UTF-8.
    private static func asciiAnswer(_ text: some StringProtocol, _ decide: (UnsafeBufferPointer<UInt8>) -> Bool?) -> Bool? {
        text.utf8.withContiguousStorageIfAvailable(decide) ?? nil
    }
}

extension String {
    /// The text with escapes for invisible characters, without surrounding quotes.
    package var debugDescriptionBody: String { String(debugDescription.dropFirst().dropLast()) }
}
