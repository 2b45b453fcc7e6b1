/// A format `mapper convert` writes.
public enum ConversionFormat: String, Sendable, CaseIterable {
    /// JSON: objects in file order, integers and reals apart, dates as ISO 8601, data as base64.
    case json
}
