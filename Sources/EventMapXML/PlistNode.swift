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
