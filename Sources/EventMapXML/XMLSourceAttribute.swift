/// One attribute of a start tag as it is written in the file's bytes.
public struct XMLSourceAttribute: Sendable, Equatable {
    /// The qualified name as written.
    public let name: String
    /// The byte offset of the name's first byte.
    public let nameStart: Int
    /// The byte offset of the opening quote.
    public let valueStart: Int
    /// The byte offset just past the closing quote.
    public let valueEnd: Int
    /// The quote written around the value: `"` or `'`.
    public let quote: UInt8
    /// The value after XML's normalisation: references resolved, literal tabs and line breaks
    /// turned into spaces.
    public let value: String
}
