import EventMapCore

/// A `<dict>`: its entries in file order, duplicates included.
///
/// Apple's parser keeps only the last of two equal keys, silently. Here every entry stays
/// visible (``duplicateKeys``) so that a validator can report the lost one, while ``subscript(_:)``
/// answers as Apple's parser would, with the last.
public struct PlistDictionary: Sendable, Sequence {
    let tree: PlistTree
    let index: Int

    /// The `<dict>` node itself.
    public var node: PlistNode { PlistNode(tree: tree, index: index) }

    /// The number of entries, duplicates included.
    public var count: Int {
        var count = 0
        var iterator = makeIterator()
        while iterator.next() != nil { count += 1 }
        return count
    }

    /// Whether the dictionary has no entries.
    public var isEmpty: Bool { tree.records[index].end == UInt32(index + 1) }

    /// The value of the last entry whose key is `key`, as Apple's parser would keep it.
    public subscript(key: String) -> PlistNode? {
        var key = key
        return key.withUTF8 { utf8 in
            var found: PlistNode?
            for entry in self where tree.textEquals(at: entry.key.index, utf8) {
                found = entry.value
            }
            return found
        }
    }

    /// The line of each entry's key, in file order, duplicates included: read from the tree's
    /// records, with no key or location made.
    package var keyLines: [Int] {
        var lines: [Int] = []
        var cursor = index + 1
        let end = Int(tree.records[index].end)
        while cursor < end {
            lines.append(Int(tree.records[cursor].line))
            cursor = Int(tree.records[Int(tree.records[cursor].end)].end)
        }
        return lines
    }

    /// Entries whose key repeats an earlier entry's key, in file order.
    public var duplicateKeys: [(first: PlistKey, repeated: PlistKey)] {
        // Keys in ascending byte order, as Xcode and the canonical writers write them, cannot
        // repeat: settled here without collecting them, since every dictionary of every config
        // is asked.
        if keysAscend { return [] }
        var keys: [Int] = []
        var cursor = index + 1
        let end = Int(tree.records[index].end)
        while cursor < end {
            keys.append(cursor)
            cursor = Int(tree.records[Int(tree.records[cursor].end)].end)
        }
        return tree.duplicateKeyPairs(keys).map { (PlistKey(tree: tree, index: $0.first), PlistKey(tree: tree, index: $0.repeated)) }
    }

    /// The entries the app sees at run time, in file order: of two equal keys only the last, as
    /// Apple's parser keeps.
    /// - Parameter duplicates: This dictionary's ``duplicateKeys``, which the caller has already
    ///   asked for to report them.
    package func lastOfEachKey(_ duplicates: [(first: PlistKey, repeated: PlistKey)]) -> LazyFilterSequence<PlistDictionary> {
        let overridden = Self.overriddenKeys(duplicates)
        return lazy.filter { overridden.isEmpty || !overridden.contains($0.key.index) }
    }

    /// The keys an equal later key overrides, by record index, from ``duplicateKeys``' pairs.
    static func overriddenKeys(_ duplicates: [(first: PlistKey, repeated: PlistKey)]) -> Set<Int> {
        guard !duplicates.isEmpty else { return [] }
        var lastOfFirst: [Int: Int] = [:]
        for pair in duplicates { lastOfFirst[pair.first.index] = Swift.max(lastOfFirst[pair.first.index] ?? pair.first.index, pair.repeated.index) }
        var overridden = Set(duplicates.flatMap { [$0.first.index, $0.repeated.index] })
        overridden.subtract(lastOfFirst.values)
        return overridden
    }

    /// Whether each key sorts strictly after the one before it, byte by byte.
    private var keysAscend: Bool {
        tree.bytes.withUnsafeBufferPointer { bytes in
            var previous: UnsafeBufferPointer<UInt8>?
            var cursor = index + 1
            let end = Int(tree.records[index].end)
            while cursor < end {
                let key = UnsafeBufferPointer(rebasing: bytes[tree.records[cursor].byteRange])
                if let previous, !bytesPrecede(previous, key) { return false }
                previous = key
                cursor = Int(tree.records[Int(tree.records[cursor].end)].end)
            }
            return true
        }
    }

    /// An iterator over the entries in file order.
    public func makeIterator() -> Iterator {
        Iterator(tree: tree, cursor: index + 1, end: Int(tree.records[index].end))
    }

    /// One key and its value.
    public struct Entry: Sendable {
        /// The key, with its own location.
        public let key: PlistKey
        /// The value, with its own location.
        public let value: PlistNode
    }

    /// Walks the entries in file order.
    public struct Iterator: IteratorProtocol {
        let tree: PlistTree
        var cursor: Int
        let end: Int

        /// The next entry, or nil after the last.
        public mutating func next() -> Entry? {
            guard cursor < end else { return nil }
            let keyIndex = cursor
            let valueIndex = Int(tree.records[keyIndex].end)
            cursor = Int(tree.records[valueIndex].end)
            return Entry(key: PlistKey(tree: tree, index: keyIndex), value: PlistNode(tree: tree, index: valueIndex))
        }
    }
}

/// A dictionary key and where it was written.
public struct PlistKey: Sendable {
    let tree: PlistTree
    let index: Int

    /// The key's text.
    public var text: String { tree.string(at: index) }

    /// The key's UTF-8 bytes, without decoding them into a `String`.
    public var utf8: ArraySlice<UInt8> { tree.byteSlice(at: index) }

    /// Where the `<key>` element starts.
    public var location: SourceLocation {
        let record = tree.records[index]
        return SourceLocation(file: tree.file, line: Int(record.line), column: Int(record.column))
    }
}
