#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// Reads `<real>` text by CoreFoundation's rules: the whole text, case-insensitively, as one of
/// the special spellings of infinity and NaN; otherwise leading white space, then only the
/// characters `0-9 + - . e E`, all of which `strtod` (C locale) must consume.
///
/// The character set matters: `strtod` alone would also take hex floats (`0x1p3`), `nan(1)` and
/// `infinity` after blanks, which Apple's parser calls misformatted.
enum PlistRealParser {
    private static let specials: [(spelling: String, value: Double)] = [
        ("nan", .nan), ("+infinity", .infinity), ("-infinity", -.infinity), ("infinity", .infinity),
        ("-inf", -.infinity), ("inf", .infinity), ("+inf", .infinity),
    ]

    static func parse(_ text: UnsafeBufferPointer<UInt8>) throws(PlistScalarError) -> Double {
        let string = String(decoding: text, as: UTF8.self)
        let lowered = string.lowercased()
        if let special = specials.first(where: { $0.spelling == lowered }) {
            return special.value
        }
        let number = string.unicodeScalars.drop(while: isCoreFoundationWhitespace)
        guard !number.isEmpty, number.allSatisfy(isNumberCharacter) else { throw .misformatted }
        var terminated = Array(String(number).utf8)
        let length = terminated.count
        terminated.append(0)
        return try terminated.withUnsafeBufferPointer { buffer throws(PlistScalarError) in
            let start = UnsafeRawPointer(buffer.baseAddress!).assumingMemoryBound(to: CChar.self)
            var end: UnsafeMutablePointer<CChar>?
            let value = strtod(start, &end)
            guard let end, UnsafePointer(end) - start == length else { throw .misformatted }
            return value
        }
    }

    /// The characters CoreFoundation's number scanner hands to `strtod`.
    private static func isNumberCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "0"..."9", "+", "-", ".", "e", "E": true
        default: false
        }
    }

    /// CoreFoundation's white space for number scanning: controls and space, DEL to NBSP, the
    /// typographic spaces U+2000–U+200B and the ideographic space.
    private static func isCoreFoundationWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x21 || (value > 0x7E && value < 0xA1) || (0x2000...0x200B).contains(value) || value == 0x3000
    }
}
