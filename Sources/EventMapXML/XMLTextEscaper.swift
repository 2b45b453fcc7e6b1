/// Escapes text for XML output so that libxml2 reads back exactly the text that was escaped:
/// the one escaper of the canonical writers and of the in-place editors.
///
/// What XML does to a character written as itself decides what must be a reference:
///
/// | character | element text | attribute value |
/// |---|---|---|
/// | `&`, `<` | `&amp;`, `&lt;` | `&amp;`, `&lt;` |
/// | `>` | `&gt;` (`]]>` is not allowed in text) | `&gt;` |
/// | the quote around the value | itself | `&quot;` or `&apos;` |
/// | tab, line feed | itself | `&#9;`, `&#10;`: a parser turns written ones into spaces |
/// | carriage return | `&#13;`: a parser turns CR LF and CR into LF | `&#13;` |
///
/// Everything else, non-ASCII text included, is written as its UTF-8 bytes.
package enum XMLTextEscaper {
    /// Appends `text` escaped as element content.
    /// - Parameters:
    ///   - text: The text the element should hold once read.
    ///   - output: The bytes to append to.
    package static func appendText(_ text: String, to output: inout [UInt8]) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
            case 0x0D: output.append(contentsOf: "&#13;".utf8)
            default: output.append(byte)
            }
        }
    }

    /// Appends `text` escaped as the content of an attribute value written between `quote`s.
    /// - Parameters:
    ///   - text: The value the attribute should have once read.
    ///   - quote: The quote written around the value: `"` (the default) or `'`.
    ///   - output: The bytes to append to.
    package static func appendAttributeValue(_ text: String, quote: UInt8 = UInt8(ascii: "\""), to output: inout [UInt8]) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\"") where quote == UInt8(ascii: "\""): output.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'") where quote == UInt8(ascii: "'"): output.append(contentsOf: "&apos;".utf8)
            case 0x09: output.append(contentsOf: "&#9;".utf8)
            case 0x0A: output.append(contentsOf: "&#10;".utf8)
            case 0x0D: output.append(contentsOf: "&#13;".utf8)
            default: output.append(byte)
            }
        }
    }

    /// `text` escaped as element content.
    /// - Parameter text: The text the element should hold once read.
    /// - Returns: The escaped UTF-8 bytes.
    package static func text(_ text: String) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        appendText(text, to: &output)
        return output
    }

    /// `text` escaped as an attribute value written between `quote`s, without the quotes.
    /// - Parameters:
    ///   - text: The value the attribute should have once read.
    ///   - quote: The quote written around the value: `"` (the default) or `'`.
    /// - Returns: The escaped UTF-8 bytes.
    package static func attributeValue(_ text: String, quote: UInt8 = UInt8(ascii: "\"")) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        appendAttributeValue(text, quote: quote, to: &output)
        return output
    }
}
