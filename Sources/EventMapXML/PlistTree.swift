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
