import EventMapper

/// XML escaping of inserted text.
enum XMLEscaping {
    /// Text content: `&`, `<` and `>` escaped.
    static func text(_ text: String) -> [UInt8] {
        Array(text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;").utf8)
    }

    /// An attribute value between `quote`s.
    static func attribute(_ text: String, quote: UInt8 = UInt8(ascii: "\"")) -> [UInt8] {
        var escaped = text.replacing("&", with: "&amp;").replacing("<", with: "&lt;")
        escaped = quote == UInt8(ascii: "'") ? escaped.replacing("'", with: "&apos;") : escaped.replacing("\"", with: "&quot;")
        return Array(escaped.utf8)
    }
}
