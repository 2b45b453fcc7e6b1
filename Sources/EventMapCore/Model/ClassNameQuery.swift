/// The config entries a class name can resolve to, decided on an entry's UTF-8 bytes before
/// any `String` is made: the name itself, the unqualified part of a module-qualified name, or,
/// for an unqualified name, any entry whose unqualified part it is.
///
/// `mapper resolve` uses it to build the model of one class out of a 10,000-page config; the
/// resolver then applies its precedence (exact first) among the candidates.
public struct ClassNameQuery: Sendable {
    private let exact: [UInt8]
    private let unqualified: [UInt8]
    private let isQualified: Bool

    /// A query for `className`, as `NSStringFromClass` gives it.
    public init(_ className: String) {
        exact = Array(className.utf8)
        unqualified = Array(ClassName(className).unqualified.utf8)
        isQualified = ClassName(className).isQualified
    }

    /// Whether a config entry with this key might be the class asked for.
    public func mightMatch(_ entry: some BidirectionalCollection<UInt8>) -> Bool {
        if entry.elementsEqual(exact) { return true }
        if isQualified { return entry.elementsEqual(unqualified) }
        guard let dot = entry.lastIndex(of: UInt8(ascii: ".")) else { return false }
        return entry[entry.index(after: dot)...].elementsEqual(exact)
    }
}
