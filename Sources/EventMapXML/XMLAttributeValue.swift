/// Attribute values as libxml2's SAX2 `startElementNs` hands them over. Without entity
/// substitution it leaves references in the value (`&amp;` arrives as `&#38;`) for the tree
/// builder to decode; a reader that builds no tree decodes them itself.
enum XMLAttributeValue {
    /// The value with character references (`&#38;`, `&#x26;`) and the five predefined entities
    /// decoded. Other entity references never get here: the readers refuse them.
    static func decoded(_ raw: String) -> String {
        guard raw.utf8.contains(UInt8(ascii: "&")) else { return raw }
        var result = ""
        var rest = Substring(raw)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let afterAmpersand = rest.index(after: ampersand)
            guard let semicolon = rest[afterAmpersand...].firstIndex(of: ";"),
                  let scalar = scalar(named: rest[afterAmpersand..<semicolon]) else {
                result += "&"
                rest = rest[afterAmpersand...]
                continue
            }
            result.unicodeScalars.append(scalar)
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }

    private static func scalar(named name: Substring) -> Unicode.Scalar? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            return value.flatMap(Unicode.Scalar.init)
        }
    }
}
