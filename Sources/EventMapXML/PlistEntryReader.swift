import EventMapCore

/// A dictionary's entries read in place, for a loader that visits hundreds of thousands of them:
/// keys and string values as bytes in the tree's buffer, locations from its records, and no
/// `String`, `ArraySlice` or retained node made per entry.
///
/// Every entry still has its ``PlistKey`` and ``PlistNode`` (``key(_:)``, ``value(_:)``) for
/// the rare one a loader must say something about.
package struct PlistEntryReader {
    private let tree: PlistTree
    /// The file locations name: the tree's, or the caller's own copy of it.
    private let file: String
    private let records: UnsafeBufferPointer<PlistNodeRecord>
    private let bytes: UnsafeBufferPointer<UInt8>

    /// One entry: the record indices of its key and value.
    package struct Entry {
        package let key: Int
        package let value: Int
    }

    /// Calls `body` with a reader of `dictionary`'s tree; the reader must not escape it.
    /// - Parameter file: The file locations name, when not the tree's own `String`: threads
    ///   reading one tree side by side each pass a copy, so that their locations do not all
    ///   count references on one object.
    package static func reading<Result>(
        _ dictionary: PlistDictionary, file: String? = nil, _ body: (PlistEntryReader) throws -> Result
    ) rethrows -> Result {
        try reading(dictionary.tree, file: file, body)
    }

    /// Calls `body` with a reader of `node`'s tree and the node's index in it.
    package static func reading<Result>(
        _ node: PlistNode, file: String? = nil, _ body: (PlistEntryReader, Int) throws -> Result
    ) rethrows -> Result {
        try reading(node.tree, file: file) { try body($0, node.index) }
    }

    private static func reading<Result>(_ tree: PlistTree, file: String?, _ body: (PlistEntryReader) throws -> Result) rethrows -> Result {
        try tree.records.withUnsafeBufferPointer { records in
            try tree.bytes.withUnsafeBufferPointer { bytes in
                try body(PlistEntryReader(tree: tree, file: file ?? tree.file, records: records, bytes: bytes))
            }
        }
    }

    /// Calls `body` with each entry of `dictionary` the app sees at run time, in file order: of
    /// two equal keys only the last, as Apple's parser keeps.
    /// - Parameter duplicates: The dictionary's ``PlistDictionary/duplicateKeys``.
    package func forEachLastOfEachKey(
        in dictionary: PlistDictionary, duplicates: [(first: PlistKey, repeated: PlistKey)], _ body: (Entry) throws -> Void
    ) rethrows {
        let overridden = PlistDictionary.overriddenKeys(duplicates)
        var cursor = dictionary.index + 1
        let end = Int(records[dictionary.index].end)
        while cursor < end {
            let value = Int(records[cursor].end)
            if overridden.isEmpty || !overridden.contains(cursor) { try body(Entry(key: cursor, value: value)) }
            cursor = Int(records[value].end)
        }
    }

    /// The number of entries of `dictionary`, duplicates included.
    package func entryCount(of dictionary: PlistDictionary) -> Int {
        var count = 0
        var cursor = dictionary.index + 1
        let end = Int(records[dictionary.index].end)
        while cursor < end {
            count += 1
            cursor = Int(records[Int(records[cursor].end)].end)
        }
        return count
    }

    /// A key's or string's UTF-8 bytes; nil for a node of another kind.
    package func text(_ node: Int) -> UnsafeBufferPointer<UInt8>? {
        let record = records[node]
        guard record.tag == .string || record.tag == .key else { return nil }
        return UnsafeBufferPointer(rebasing: bytes[record.byteRange])
    }

    /// Where a node's element starts.
    package func location(_ node: Int) -> SourceLocation {
        SourceLocation(file: file, line: Int(records[node].line), column: Int(records[node].column))
    }

    /// The key at `node`, for messages.
    package func key(_ node: Int) -> PlistKey { PlistKey(tree: tree, index: node) }

    /// The value at `node`, for messages.
    package func value(_ node: Int) -> PlistNode { PlistNode(tree: tree, index: node) }
}
