import EventMapCore
public import struct Foundation.Date

/// A value in a parsed property list, with the place it was written.
///
/// Nodes are light views into their document's storage: copying one copies a reference and an
/// index. Text is decoded only when asked for.
public struct PlistNode: Sendable {
    let tree: PlistTree
    let index: Int

    init(tree: PlistTree, index: Int) {
        self.tree = tree
        self.index = index
    }

    /// The value's type.
    public var kind: PlistKind {
        // Keys are never handed out as nodes, so every reachable record has a kind.
        tree.records[index].tag.kind ?? .string
    }

    /// Where the value's element starts.
    public var location: SourceLocation {
        let record = tree.records[index]
        return SourceLocation(file: tree.file, line: Int(record.line), column: Int(record.column))
    }

    /// The value, for pattern matching.
    public var value: PlistValue {
        switch kind {
        case .dictionary: .dictionary(PlistDictionary(tree: tree, index: index))
        case .array: .array(PlistArray(tree: tree, index: index))
        case .string: .string(tree.string(at: index))
        case .integer: .integer(integer!)
        case .real: .real(real!)
        case .boolean: .boolean(boolean!)
        case .date: .date(date!)
        case .data: .data(Array(tree.byteSlice(at: index)))
        }
    }

    /// The dictionary, when this node is one.
    public var dictionary: PlistDictionary? {
        kind == .dictionary ? PlistDictionary(tree: tree, index: index) : nil
    }

    /// The array, when this node is one.
    public var array: PlistArray? {
        kind == .array ? PlistArray(tree: tree, index: index) : nil
    }

    /// The text, when this node is a `<string>`.
    public var string: String? {
        kind == .string ? tree.string(at: index) : nil
    }

    /// The UTF-8 bytes of a `<string>`, without decoding them into a `String`.
    public var stringUTF8: ArraySlice<UInt8>? {
        kind == .string ? tree.byteSlice(at: index) : nil
    }

    /// The integer, when this node is an `<integer>`.
    public var integer: PlistInteger? {
        let record = tree.records[index]
        guard record.tag == .integer else { return nil }
        return record.flags == 1 ? .unsigned(record.payload) : .signed(Int64(bitPattern: record.payload))
    }

    /// The number, when this node is a `<real>`.
    public var real: Double? {
        let record = tree.records[index]
        return record.tag == .real ? Double(bitPattern: record.payload) : nil
    }

    /// The truth value, when this node is `<true/>` or `<false/>`.
    public var boolean: Bool? {
        let record = tree.records[index]
        return record.tag == .boolean ? record.payload != 0 : nil
    }

    /// The instant, when this node is a `<date>`.
    public var date: Date? {
        let record = tree.records[index]
        guard record.tag == .date else { return nil }
        return Date(timeIntervalSinceReferenceDate: Double(bitPattern: record.payload))
    }

    /// The text of an `<integer>`, `<real>`, `<date>` or `<data>` as it was read: integers,
    /// dates and data exactly as written (`0x1F`, data's line breaks), reals with character
    /// references replaced. `nil` for other kinds.
    public var writtenText: String? {
        tree.writtenTexts[UInt32(truncatingIfNeeded: index)]
    }

    /// The decoded bytes, when this node is `<data>`.
    public var data: [UInt8]? {
        kind == .data ? Array(tree.byteSlice(at: index)) : nil
    }
}

/// The type of a property-list value, as its XML element names it.
public enum PlistKind: UInt8, Sendable, CaseIterable, CustomStringConvertible {
    /// `<dict>`.
    case dictionary
    /// `<array>`.
    case array
    /// `<string>`.
    case string
    /// `<integer>`.
    case integer
    /// `<real>`.
    case real
    /// `<true/>` or `<false/>`.
    case boolean
    /// `<date>`.
    case date
    /// `<data>`.
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

    /// The kind's name in messages: `dictionary`, `boolean`, ….
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

/// A property-list value, for `switch`. Containers stay views into the document, so their
/// children keep their locations.
public enum PlistValue: Sendable {
    /// A `<dict>`, its entries still located.
    case dictionary(PlistDictionary)
    /// An `<array>`, its elements still located.
    case array(PlistArray)
    /// A `<string>`'s text.
    case string(String)
    /// An `<integer>`.
    case integer(PlistInteger)
    /// A `<real>`.
    case real(Double)
    /// `<true/>` or `<false/>`.
    case boolean(Bool)
    /// A `<date>`.
    case date(Date)
    /// A `<data>`'s decoded bytes.
    case data([UInt8])
}

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

    /// The value in decimal.
    public var description: String {
        switch self {
        case .signed(let value): String(value)
        case .unsigned(let value): String(value)
        }
    }
}

/// An `<array>`: its elements in file order.
public struct PlistArray: Sendable, Sequence {
    let tree: PlistTree
    let index: Int

    /// The `<array>` node itself.
    public var node: PlistNode { PlistNode(tree: tree, index: index) }

    /// The number of elements.
    public var count: Int {
        var count = 0
        var iterator = makeIterator()
        while iterator.next() != nil { count += 1 }
        return count
    }

    /// Whether the array has no elements.
    public var isEmpty: Bool { tree.records[index].end == UInt32(index + 1) }

    /// An iterator over the elements in file order.
    public func makeIterator() -> Iterator {
        Iterator(tree: tree, cursor: index + 1, end: Int(tree.records[index].end))
    }

    /// Walks the elements in file order.
    public struct Iterator: IteratorProtocol {
        let tree: PlistTree
        var cursor: Int
        let end: Int

        /// The next element, or nil after the last.
        public mutating func next() -> PlistNode? {
            guard cursor < end else { return nil }
            let node = PlistNode(tree: tree, index: cursor)
            cursor = Int(tree.records[cursor].end)
            return node
        }
    }
}

extension PlistNode {
    /// Whether `other` holds the same value: the same kind and content all the way down, with
    /// dictionaries compared as sets of entries (keys byte for byte; order does not matter),
    /// reals and dates bit for bit, integers and data by value. Locations and the written form
    /// of scalars do not count: `0x1F` and `31` are the same integer.
    ///
    /// A formatter checks its output with this before it replaces a file.
    /// - Parameter other: The value to compare with, usually from another document.
    public func hasSameValue(as other: PlistNode) -> Bool {
        guard kind == other.kind else { return false }
        switch kind {
        case .dictionary:
            let mine = dictionary!.sortedByKeyBytes()
            let theirs = other.dictionary!.sortedByKeyBytes()
            guard mine.count == theirs.count else { return false }
            return zip(mine, theirs).allSatisfy { $0.key.utf8.elementsEqual($1.key.utf8) && $0.value.hasSameValue(as: $1.value) }
        case .array:
            let mine = Array(array!)
            let theirs = Array(other.array!)
            guard mine.count == theirs.count else { return false }
            return zip(mine, theirs).allSatisfy { $0.hasSameValue(as: $1) }
        case .string:
            return stringUTF8!.elementsEqual(other.stringUTF8!)
        case .integer:
            return integer == other.integer
        case .real:
            return real!.bitPattern == other.real!.bitPattern
        case .boolean:
            return boolean == other.boolean
        case .date:
            return date!.timeIntervalSinceReferenceDate.bitPattern == other.date!.timeIntervalSinceReferenceDate.bitPattern
        case .data:
            return data == other.data
        }
    }
}

extension PlistDictionary {
    /// The entries ordered by their keys' bytes; equal keys stay in file order.
    func sortedByKeyBytes() -> [Entry] {
        Array(self).enumerated().sorted { lhs, rhs in
            let (a, b) = (lhs.element.key.utf8, rhs.element.key.utf8)
            if a.elementsEqual(b) { return lhs.offset < rhs.offset }
            return a.lexicographicallyPrecedes(b)
        }.map(\.element)
    }
}
