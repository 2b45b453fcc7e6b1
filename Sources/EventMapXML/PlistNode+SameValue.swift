import struct Foundation.Date

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
