import EventMapXML

/// A JSON value with the place it starts, and objects with every member in file order
/// (duplicates included), so that a config read from JSON can be checked like a property list.
indirect enum LocatedJSONValue: Sendable {
    /// An object's members in file order.
    case object([Member], SourceLocation)
    /// An array's elements.
    case array([LocatedJSONValue], SourceLocation)
    /// A string.
    case string(String, SourceLocation)
    /// A number, `true`, `false` or `null`, as written.
    case literal(String, SourceLocation)

    /// One member: its key, where the key starts, and its value.
    struct Member: Sendable {
        let key: String
        let keyLocation: SourceLocation
        let value: LocatedJSONValue
    }

    /// Where the value starts.
    var location: SourceLocation {
        switch self {
        case .object(_, let location), .array(_, let location), .string(_, let location), .literal(_, let location): location
        }
    }

    /// What it is, for messages: `an object`, `a number`.
    var noun: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .literal(let text, _): text == "null" ? "null" : text == "true" || text == "false" ? "a boolean" : "a number"
        }
    }
}
