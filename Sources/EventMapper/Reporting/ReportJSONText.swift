import Foundation

/// The JSON text of a report document, shared by the JSON and SARIF reporters so that both
/// print the same stable way: keys sorted, two-space indentation, `/` left unescaped (paths stay
/// readable), and a final newline.
enum ReportJSONText {
    /// Encodes `document`.
    ///
    /// The reporters' documents hold only strings, integers, arrays and keyed containers, which
    /// `JSONEncoder` cannot fail to encode (it throws only for non-finite floats and for custom
    /// `encode(to:)` methods that throw), so a failure here is a programming error.
    static func encode(_ document: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(document), as: UTF8.self) + "\n"
        } catch {
            preconditionFailure("a report document failed to encode: \(error)")
        }
    }
}
