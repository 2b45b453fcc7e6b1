/// An analytics event identifier, such as `CTRL_EVENT_HOME_FAV`.
public struct EventID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The identifier as written.
    public let text: String

    /// Creates an identifier from its text.
    public init(_ text: String) {
        self.text = text
    }

    public var description: String { text }

    public static func < (lhs: EventID, rhs: EventID) -> Bool { lhs.text < rhs.text }
}
