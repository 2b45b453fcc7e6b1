/// A class name as `NSStringFromClass` returns it: `HomeViewController`, or module-qualified
/// for a Swift class, `MyApp.HomeViewController`.
public struct ClassName: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The name as written.
    public let text: String

    /// Creates a class name from its text.
    public init(_ text: String) {
        self.text = text
    }

    /// The part after the last `.`, which is the whole name when it is not module-qualified.
    public var unqualified: Substring {
        guard let dot = text.lastIndex(of: ".") else { return text[...] }
        return text[text.index(after: dot)...]
    }

    /// Whether the name carries a module prefix.
    public var isQualified: Bool { text.contains(".") }

    public var description: String { text }

    public static func < (lhs: ClassName, rhs: ClassName) -> Bool { lhs.text < rhs.text }
}
