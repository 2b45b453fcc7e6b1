#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Reads `<real>` text by CoreFoundation's rules: the special spellings of infinity and NaN,
/// otherwise `strtod` in the C locale, which must consume the whole text.
enum PlistRealParser {
    private static let specials: [(spelling: String, value: Double)] = [
        ("nan", .nan), ("+infinity", .infinity), ("-infinity", -.infinity), ("infinity", .infinity),
        ("-inf", -.infinity), ("inf", .infinity), ("+inf", .infinity),
    ]

    static func parse(_ text: UnsafeBufferPointer<UInt8>) throws(PlistScalarError) -> Double {
        guard !text.isEmpty else { throw .empty }
        let lowered = String(decoding: text, as: UTF8.self).lowercased()
        if let special = specials.first(where: { $0.spelling == lowered }) {
            return special.value
        }
        var terminated = Array(text)
        terminated.append(0)
        return try terminated.withUnsafeBufferPointer { buffer throws(PlistScalarError) in
            let start = UnsafeRawPointer(buffer.baseAddress!).assumingMemoryBound(to: CChar.self)
            var end: UnsafeMutablePointer<CChar>?
            let value = strtod(start, &end)
            guard let end, UnsafePointer(end) - start == text.count else { throw .misformatted }
            return value
        }
    }
}
