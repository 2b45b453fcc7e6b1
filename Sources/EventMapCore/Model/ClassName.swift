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
        guard let dot = lastDot else { return text[...] }
        return text[text.index(after: dot)...]
    }

    /// Whether the name carries a module prefix.
    public var isQualified: Bool { lastDot != nil }

    /// The last `.`. An ASCII name is searched as bytes, where a `.` byte is a `.` character,
    /// so that no `Character` is made: merging a config or registry asks this of every name.
    private var lastDot: String.Index? {
        let asciiOffset: Int? = text.utf8.withContiguousStorageIfAvailable { bytes -> Int in
            var dot = -1
            for (offset, byte) in bytes.enumerated() {
                if byte >= 0x80 { return -2 }
                if byte == UInt8(ascii: ".") { dot = offset }
            }
            return dot
        }
        guard let asciiOffset, asciiOffset != -2 else { return text.lastIndex(of: ".") }
        return asciiOffset < 0 ? nil : text.utf8.index(text.utf8.startIndex, offsetBy: asciiOffset)
    }

    public var description: String { text }

    public static func < (lhs: ClassName, rhs: ClassName) -> Bool { lhs.text < rhs.text }
}

/// The config entries a class name can resolve to, decided on an entry's UTF-8 bytes before
/// any `String` is made: the name itself, the unqualified part of a module-qualified name, or,
/// for an unqualified name, any entry whose unqualified part it is.
///
/// `mapper resolve` uses it to build the model of one class out of a 10,000-page config; the
/// resolver then applies its precedence (exact first) among the candidates. A check of a few
/// classes again uses it for every entry of those classes' unqualified names.
package struct ClassNameQuery: Sendable {
    /// Names an entry matches by being one of them.
    private let exactNames: [[UInt8]]
    /// Names an entry matches when its unqualified part (``ClassName/unqualified``) is one.
    private let unqualifiedNames: [[UInt8]]

    /// A query for `className`, as `NSStringFromClass` gives it.
    package init(_ className: String) {
        let name = ClassName(className)
        if name.isQualified {
            (exactNames, unqualifiedNames) = ([Array(className.utf8), Array(name.unqualified.utf8)], [])
        } else {
            (exactNames, unqualifiedNames) = ([], [Array(className.utf8)])
        }
    }

    /// A query for every entry whose unqualified part is one of `names`: the qualified
    /// `MyApp.Home` and the unqualified `Home` for `Home`.
    package init(unqualifiedNames names: some Sequence<Substring>) {
        exactNames = []
        unqualifiedNames = names.map { Array($0.utf8) }
    }

    /// Whether a config entry with this key might be the class asked for.
    package func mightMatch(_ entry: some BidirectionalCollection<UInt8>) -> Bool {
        // Compared as contiguous bytes, not element by element through a generic collection:
        // `resolve` asks once per class of the file.
        if let answer = entry.withContiguousStorageIfAvailable({ mightMatch(bytes: $0) }) { return answer }
        return Array(entry).withUnsafeBufferPointer { mightMatch(bytes: $0) }
    }

    private func mightMatch(bytes entry: UnsafeBufferPointer<UInt8>) -> Bool {
        if exactNames.contains(where: { entry.elementsEqual($0) }) { return true }
        guard !unqualifiedNames.isEmpty else { return false }
        var dot: Int?
        for (offset, byte) in entry.enumerated() {
            // Beyond ASCII, a `.` byte may start a character that is not a `.`: the name's own
            // rule says where its unqualified part starts.
            if byte >= 0x80 { return matchesUnqualified(ClassName(String(decoding: entry, as: UTF8.self)).unqualified.utf8) }
            if byte == UInt8(ascii: ".") { dot = offset }
        }
        return matchesUnqualified(UnsafeBufferPointer(rebasing: entry[(dot.map { $0 + 1 } ?? 0)...]))
    }

    private func matchesUnqualified(_ part: some Sequence<UInt8>) -> Bool {
        unqualifiedNames.contains { part.elementsEqual($0) }
    }
}

/// Positions of classes by name, matched as the registry and the resolver match names: exactly,
/// or module-qualified against unqualified. `MyApp.HomeViewController` and `HomeViewController`
/// are one class; `MyApp.HomeViewController` and `OtherKit.HomeViewController` are two.
///
/// Building a registry and merging registries both go through it, so that a Swift-declared
/// class (module-qualified) and the same class from a registry file (unqualified) are one class
/// there too, not two that are never compared.
package struct ClassNameIndex: Sendable {
    /// Every name (namespace 0) and every unqualified part (namespace 1), by their bytes: no
    /// name is hashed or compared as Unicode text, and no unqualified part is made a `String`.
    private var names: ByteKeyTable
    /// The position of each key of `names`, by the key's index: for a name, its own; for an
    /// unqualified part, the first position that has it.
    private var positions: [Int] = []
    private static let exactNames: Int32 = 0
    private static let unqualifiedParts: Int32 = 1

    /// An empty index.
    package init() {
        names = ByteKeyTable(capacity: 16)
    }

    /// An empty index with room for `capacity` names, so that filling it never rehashes.
    package init(capacity: Int) {
        names = ByteKeyTable(capacity: capacity * 2)
        positions.reserveCapacity(capacity * 2)
    }

    /// The position of the class `name` refers to, if it has been inserted.
    package func position(of name: String) -> Int? {
        withUTF8(of: name) { bytes in
            if let key = names.find(bytes, namespace: Self.exactNames) { return positions[key] }
            if let part = Self.unqualifiedPart(of: bytes, in: name) {
                return names.find(part, namespace: Self.exactNames).map { positions[$0] }
            }
            return names.find(bytes, namespace: Self.unqualifiedParts).map { positions[$0] }
        }
    }

    /// Records `name` at `position`, unless a class it refers to is already recorded.
    /// - Returns: Whether it was recorded.
    @discardableResult
    package mutating func insert(_ name: ClassName, at position: Int) -> Bool {
        guard self.position(of: name.text) == nil else { return false }
        withUTF8(of: name.text) { bytes in
            names.insert(bytes: bytes, namespace: Self.exactNames)
            positions.append(position)
            let part = Self.unqualifiedPart(of: bytes, in: name.text) ?? bytes
            if names.insert(bytes: part, namespace: Self.unqualifiedParts) == positions.count { positions.append(position) }
        }
        return true
    }

    /// The bytes after the last `.` of a qualified name, found as ``ClassName/unqualified``
    /// finds them; nil for an unqualified name.
    private static func unqualifiedPart(of bytes: UnsafeBufferPointer<UInt8>, in name: String) -> UnsafeBufferPointer<UInt8>? {
        var dot = -1
        for (offset, byte) in bytes.enumerated() {
            if byte >= 0x80 {
                // Decided by `Character`s, as `ClassName` decides, then measured in bytes.
                let className = ClassName(name)
                guard className.isQualified else { return nil }
                return UnsafeBufferPointer(rebasing: bytes[(bytes.count - className.unqualified.utf8.count)...])
            }
            if byte == UInt8(ascii: ".") { dot = offset }
        }
        return dot < 0 ? nil : UnsafeBufferPointer(rebasing: bytes[(dot + 1)...])
    }

    /// Whether two names refer to the same class; two absent names (no superclass) do too.
    package static func sameClass(_ first: ClassName?, _ second: ClassName?) -> Bool {
        guard let first, let second else { return first == nil && second == nil }
        if first == second { return true }
        guard first.isQualified != second.isQualified else { return false }
        return first.unqualified == second.unqualified
    }
}
