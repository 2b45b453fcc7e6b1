/// The elements of Apple's property-list DTD.
enum PlistElement: UInt8 {
    case plist, dict, array, key, string, integer, real, `true`, `false`, date, data

    /// Recognises a NUL-terminated element name without making a `String`.
    @inline(__always)
    init?(name: UnsafePointer<UInt8>) {
        func matches(_ literal: StaticString) -> Bool {
            let bytes = literal.utf8Start
            var index = 0
            while index < literal.utf8CodeUnitCount {
                if name[index] != bytes[index] { return false }
                index += 1
            }
            return name[index] == 0
        }
        switch name[0] {
        case UInt8(ascii: "k") where matches("key"): self = .key
        case UInt8(ascii: "s") where matches("string"): self = .string
        case UInt8(ascii: "d") where matches("dict"): self = .dict
        case UInt8(ascii: "d") where matches("date"): self = .date
        case UInt8(ascii: "d") where matches("data"): self = .data
        case UInt8(ascii: "a") where matches("array"): self = .array
        case UInt8(ascii: "i") where matches("integer"): self = .integer
        case UInt8(ascii: "r") where matches("real"): self = .real
        case UInt8(ascii: "t") where matches("true"): self = .true
        case UInt8(ascii: "f") where matches("false"): self = .false
        case UInt8(ascii: "p") where matches("plist"): self = .plist
        default: return nil
        }
    }

    /// Elements whose content is text.
    var holdsText: Bool {
        switch self {
        case .key, .string, .integer, .real, .date, .data: true
        default: false
        }
    }

    /// Elements whose content Apple's parser reads byte by byte as written, without XML's
    /// references or CDATA sections: `&#49;` in an `<integer>` is the characters `&`, `#`, `4`,
    /// `9`, `;` to it, not `1`. Keys, strings and reals go through its string reader instead.
    var readsWrittenText: Bool {
        switch self {
        case .integer, .date, .data: true
        default: false
        }
    }

    /// Elements whose content is other elements.
    var holdsElements: Bool {
        switch self {
        case .plist, .dict, .array: true
        default: false
        }
    }

    var name: String {
        switch self {
        case .plist: "plist"
        case .dict: "dict"
        case .array: "array"
        case .key: "key"
        case .string: "string"
        case .integer: "integer"
        case .real: "real"
        case .true: "true"
        case .false: "false"
        case .date: "date"
        case .data: "data"
        }
    }

    var tag: PlistNodeTag {
        switch self {
        case .plist, .dict: .dictionary
        case .array: .array
        case .key: .key
        case .string: .string
        case .integer: .integer
        case .real: .real
        case .true, .false: .boolean
        case .date: .date
        case .data: .data
        }
    }
}
