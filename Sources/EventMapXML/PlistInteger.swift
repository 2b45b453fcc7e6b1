/// An `<integer>` value over CoreFoundation's range: every `Int64`, and above `Int64.max` up to
/// `UInt64.max`.
public enum PlistInteger: Hashable, Sendable, CustomStringConvertible {
    /// A value that fits `Int64`.
    case signed(Int64)
    /// A value above `Int64.max`.
    case unsigned(UInt64)

    /// The value as `Int64`, or `nil` when it is above `Int64.max`.
    public var int64: Int64? {
        if case .signed(let value) = self { return value }
        return nil
    }

    public var description: String {
        switch self {
        case .signed(let value): String(value)
        case .unsigned(let value): String(value)
        }
    }
}
