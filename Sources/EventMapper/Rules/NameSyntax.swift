/// Character classes for class names, selectors and event IDs, checked on UTF-8 bytes.
///
/// Loading a 10,000-page config checks half a million names; Unicode property lookups per
/// scalar made that the slowest part of loading. ASCII is decided from the byte; only a
/// non-ASCII scalar asks for Unicode properties.
enum NameSyntax {
    /// Whether `text` is an identifier: a letter or `_`, then letters, digits, `_` or `$`.
    static func isIdentifier(_ text: Substring) -> Bool {
        var first = true
        for byte in text.utf8 {
            if byte >= 0x80 { return isIdentifierSlow(text) }
            let letter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            let digit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            let ok = first ? (letter || byte == UInt8(ascii: "_")) : (letter || digit || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$"))
            if !ok { return false }
            first = false
        }
        return !first
    }

    private static func isIdentifierSlow(_ text: Substring) -> Bool {
        guard let head = text.unicodeScalars.first, head == "_" || head.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0 == "$" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    /// Whether `text` holds a blank, a line break or a control character.
    static func containsBlankOrControl(_ text: String) -> Bool {
        for byte in text.utf8 {
            if byte >= 0x80 { return containsBlankOrControlSlow(text) }
            if byte <= 0x20 || byte == 0x7F { return true }
        }
        return false
    }

    private static func containsBlankOrControlSlow(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.isWhitespace || $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }

    /// Whether `text` is an Objective-C selector: `name`, or labels each ending in `:`
    /// (`tap:forEvent:`, `pick::`), the first label non-empty.
    static func isSelector(_ text: String) -> Bool {
        var atLabelStart = true
        var isFirstLabel = true
        var colons = 0
        var endsWithColon = false
        for byte in text.utf8 {
            if byte >= 0x80 { return isSelectorSlow(text) }
            if byte == UInt8(ascii: ":") {
                if isFirstLabel && atLabelStart { return false }
                colons += 1
                isFirstLabel = false
                atLabelStart = true
                endsWithColon = true
                continue
            }
            endsWithColon = false
            let letter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            let digit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            let ok = atLabelStart ? (letter || byte == UInt8(ascii: "_")) : (letter || digit || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$"))
            if !ok { return false }
            atLabelStart = false
        }
        return !text.isEmpty && (colons == 0 || endsWithColon)
    }

    private static func isSelectorSlow(_ text: String) -> Bool {
        let pieces = text.split(separator: ":", omittingEmptySubsequences: false)
        let labels = text.hasSuffix(":") ? pieces.dropLast() : pieces[...]
        return isIdentifier(labels.first ?? "")
            && labels.dropFirst().allSatisfy { $0.isEmpty || isIdentifier($0) }
            && (labels.count == 1 || text.hasSuffix(":"))
    }
}
