/// The type of a property-list value, as its XML element names it.
public enum PlistKind: UInt8, Sendable, CaseIterable, CustomStringConvertible {
    case dictionary
    case array
    case string
    case integer
    case real
    case boolean
    case date
    case data

    /// The element name that introduces a value of this kind (`dict`, `string`, …).
    public var elementName: String {
        switch self {
        case .dictionary: "dict"
        case .array: "array"
        case .string: "string"
        case .integer: "integer"
        case .real: "real"
        case .boolean: "true/false"
        case .date: "date"
        case .data: "data"
        }
    }

    public var description: String {
        switch self {
        case .dictionary: "dictionary"
        case .array: "array"
        case .string: "string"
        case .integer: "integer"
        case .real: "real"
        case .boolean: "boolean"
        case .date: "date"
        case .data: "data"
        }
    }
}
