/// An owned property-list value, built in code or copied from a parsed document, for
/// ``PlistCanonicalWriter`` to write.
///
/// Integers, reals, dates and data are held as their written text (``PlistObject/written(_:_:)``),
/// so that a value copied from a file is written back exactly as it was read.
public indirect enum PlistObject: Sendable, Equatable {
    /// A `<dict>`: its entries in the order given (the writer sorts them).
    case dictionary([Entry])
    /// An `<array>`: its elements in order.
    case array([PlistObject])
    /// A `<string>`.
    case string(String)
    /// `<true/>` or `<false/>`.
    case boolean(Bool)
    /// An `<integer>`, `<real>`, `<date>` or `<data>` with the text between its tags.
    case written(PlistKind, String)

    /// One key and its value.
    public struct Entry: Sendable, Equatable {
        /// The key.
        public let key: String
        /// The value.
        public let value: PlistObject

        /// Creates an entry.
        /// - Parameters:
        ///   - key: The key.
        ///   - value: The value.
        public init(key: String, value: PlistObject) {
            self.key = key
            self.value = value
        }
    }

    /// Copies a parsed value and everything below it, keeping every entry (duplicates too) and
    /// the written text of every integer, real, date and data value.
    /// - Parameter node: The parsed value.
    public init(copying node: PlistNode) {
        switch node.kind {
        case .dictionary:
            self = .dictionary(node.dictionary!.map { Entry(key: $0.key.text, value: PlistObject(copying: $0.value)) })
        case .array:
            self = .array(node.array!.map(PlistObject.init(copying:)))
        case .string:
            self = .string(node.string!)
        case .boolean:
            self = .boolean(node.boolean!)
        case .integer, .real, .date, .data:
            self = .written(node.kind, node.writtenText ?? "")
        }
    }
}
