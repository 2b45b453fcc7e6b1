/// The storage behind a parsed document: every node in one array, in document order, and the
/// text of every key, string and data value in one byte buffer.
///
/// A 10,000-page config holds about half a million nodes. Keeping them as flat records rather
/// than as a tree of Swift values with one `String` each keeps the whole model below the size of
/// the file it came from, and building it allocates a handful of times instead of once a node.
final class PlistTree: Sendable {
    /// The file every node's location refers to.
    let file: String
    /// All nodes in document (pre-)order. A node's first child, if any, follows it directly;
    /// its next sibling is at `record.end`.
    let records: [PlistNodeRecord]
    /// UTF-8 text of keys and strings, and the decoded bytes of data values.
    let bytes: [UInt8]
    /// The text of each integer, real, date and data value as it was read, by record index:
    /// integers, dates and data exactly as written, reals with references replaced.
    let writtenTexts: [UInt32: String]
    /// Markup the document holds that no value carries, in document order.
    let ignoredMarkup: [PlistIgnoredMarkup]

    init(file: String, records: [PlistNodeRecord], bytes: [UInt8], writtenTexts: [UInt32: String] = [:], ignoredMarkup: [PlistIgnoredMarkup] = []) {
        self.file = file
        self.records = records
        self.bytes = bytes
        self.writtenTexts = writtenTexts
        self.ignoredMarkup = ignoredMarkup
    }

    func string(at index: Int) -> String {
        let record = records[index]
        return bytes.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[record.byteRange]), as: UTF8.self)
        }
    }

    func byteSlice(at index: Int) -> ArraySlice<UInt8> {
        bytes[records[index].byteRange]
    }

    /// Whether the key or string at `index` is exactly `utf8`, without making a `String`.
    func textEquals(at index: Int, _ utf8: some Collection<UInt8>) -> Bool {
        bytes[records[index].byteRange].elementsEqual(utf8)
    }
}

/// One node of a ``PlistTree``: 24 bytes.
struct PlistNodeRecord: Sendable {
    /// For keys, strings and data: `offset | length << 32` into the byte buffer. For integers,
    /// reals and dates: the value's bits. For booleans: 0 or 1.
    var payload: UInt64
    var line: UInt32
    var column: UInt32
    /// The index just past this node's subtree, which is its next sibling.
    var end: UInt32
    var tag: PlistNodeTag
    /// For integers: 1 when the payload is a `UInt64` above `Int64.max`.
    var flags: UInt8

    var byteRange: Range<Int> {
        let offset = Int(truncatingIfNeeded: payload & 0xFFFF_FFFF)
        return offset..<(offset + Int(truncatingIfNeeded: payload >> 32))
    }
}

/// What a record holds: a value of some ``PlistKind``, or a dictionary key.
enum PlistNodeTag: UInt8, Sendable {
    case dictionary, array, string, integer, real, boolean, date, data, key

    var kind: PlistKind? { PlistKind(rawValue: rawValue) }
}

extension PlistTree {
    /// For each key that repeats an earlier one among `keys` (record indices, in file order),
    /// the pair (first occurrence, repeat). Compares the stored bytes; makes no `String`.
    func duplicateKeyPairs(_ keys: [Int]) -> [(first: Int, repeated: Int)] {
        guard keys.count > 1 else { return [] }
        return RepeatedByteStrings.pairs(keys.map { records[$0].byteRange }, in: bytes).map { (keys[$0.first], keys[$0.repeated]) }
    }
}

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// Finds the keys of one dictionary (or JSON object) that repeat an earlier key, comparing their
/// UTF-8 bytes: two spellings Swift calls equal are still two keys to Apple's parser and to the
/// runtime. Makes no `String`.
///
/// Every dictionary of every config is checked on load, and a converted config once more when
/// it is read back, so this must cost next to nothing when there are no repeats: keys in
/// ascending byte order (what Xcode and the canonical writers write, for ASCII keys) cannot
/// repeat and are settled with one comparison per key; otherwise small dictionaries are
/// compared pairwise and large ones through a hash table of byte ranges.
package enum RepeatedByteStrings {
    /// For each key that repeats an earlier one, the pair (position of its first occurrence,
    /// position of the repeat), positions being indices into `keys`.
    /// - Parameters:
    ///   - keys: Each key's byte range in `bytes`, in file order.
    ///   - bytes: The buffer the ranges index.
    package static func pairs(_ keys: [Range<Int>], in bytes: [UInt8]) -> [(first: Int, repeated: Int)] {
        guard keys.count > 1 else { return [] }
        return bytes.withUnsafeBufferPointer { buffer in
            let search = Search(keys: keys, buffer: buffer)
            if search.isAscending { return [] }
            return keys.count <= 16 ? search.pairwise() : search.hashed()
        }
    }

    private struct Search {
        let keys: [Range<Int>]
        let buffer: UnsafeBufferPointer<UInt8>

        var isAscending: Bool {
            for position in 1..<keys.count where compare(position - 1, position) >= 0 { return false }
            return true
        }

        func pairwise() -> [(first: Int, repeated: Int)] {
            var pairs: [(first: Int, repeated: Int)] = []
            for later in 1..<keys.count {
                if let earlier = (0..<later).first(where: { compare($0, later) == 0 }) {
                    pairs.append((earlier, later))
                }
            }
            return pairs
        }

        func hashed() -> [(first: Int, repeated: Int)] {
            var pairs: [(first: Int, repeated: Int)] = []
            var size = 32
            while size < keys.count * 2 { size <<= 1 }
            var slots = [Int](repeating: -1, count: size)
            for position in keys.indices {
                var slot = Int(truncatingIfNeeded: hash(position)) & (size - 1)
                while slots[slot] >= 0, compare(slots[slot], position) != 0 { slot = (slot + 1) & (size - 1) }
                if slots[slot] >= 0 {
                    pairs.append((slots[slot], position))
                } else {
                    slots[slot] = position
                }
            }
            return pairs
        }

        /// Negative, zero or positive as key `a`'s bytes sort before, equal or after key `b`'s.
        private func compare(_ a: Int, _ b: Int) -> Int {
            let first = UnsafeBufferPointer(rebasing: buffer[keys[a]])
            let second = UnsafeBufferPointer(rebasing: buffer[keys[b]])
            let common = min(first.count, second.count)
            if common > 0 {
                let order = memcmp(first.baseAddress!, second.baseAddress!, common)
                if order != 0 { return Int(order) }
            }
            return first.count - second.count
        }

        private func hash(_ position: Int) -> UInt64 {
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in UnsafeBufferPointer(rebasing: buffer[keys[position]]) {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
            return hash
        }
    }
}
