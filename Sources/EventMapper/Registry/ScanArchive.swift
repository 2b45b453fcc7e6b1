import EventMapCore

/// The compact binary form of scan results that `mapper-source-scanner` writes for `mapper` and
/// keeps in its cache: numbers as LEB128 varints, and each distinct string once (a later use is
/// its number), so a path repeated in every location costs a byte or two.
///
/// Only builds of the same package read what another wrote; the reader checks every length and
/// number against the bytes and throws ``ScanArchiveReader/Malformed`` rather than trusting them.
package struct ScanArchiveWriter {
    /// What has been written so far.
    package private(set) var bytes: [UInt8] = []
    /// Each distinct string written, by its UTF-8 bytes: its number is its index.
    private var strings = ByteKeyTable(capacity: 64)

    /// Starts an empty archive.
    package init() {}

    /// Starts an archive with `prefix` as it is (a format's own mark, not an archived value),
    /// with room for `capacity` bytes in all.
    package init(prefix: [UInt8], reservingCapacity capacity: Int) {
        bytes.reserveCapacity(capacity)
        bytes.append(contentsOf: prefix)
    }

    /// Writes a non-negative number, or any number with ``signed(_:)``.
    package mutating func count(_ value: Int) {
        var rest = UInt64(UInt(bitPattern: value))
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// Writes a number that may be negative (zigzag encoded).
    package mutating func signed(_ value: Int) {
        count((value << 1) ^ (value >> (Int.bitWidth - 1)))
    }

    /// Writes a flag.
    package mutating func flag(_ value: Bool) {
        bytes.append(value ? 1 : 0)
    }

    /// Writes a small tag that tells apart the cases of an enumeration.
    package mutating func tag(_ value: UInt8) {
        bytes.append(value)
    }

    /// Writes a string: its number when it was written before, spelt with the same bytes, else
    /// 0, its length and its bytes. Bytes, not `String` equality, tell strings apart: that takes
    /// canonically equivalent spellings (the Kelvin sign and `K`) for one, and an archive gives
    /// back each as written.
    package mutating func string(_ value: String) {
        withUTF8(of: value) { utf8 in
            let known = strings.count
            let number = strings.insert(bytes: utf8)
            guard number == known else { return count(number + 1) }
            count(0)
            count(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    /// Writes a string that may be absent.
    package mutating func optionalString(_ value: String?) {
        flag(value != nil)
        if let value { string(value) }
    }

    /// Writes raw bytes, with their length.
    package mutating func data(_ value: [UInt8]) {
        count(value.count)
        bytes.append(contentsOf: value)
    }

    /// Writes raw bytes, with their length, from a slice of another archive's.
    package mutating func data(_ value: ArraySlice<UInt8>) {
        count(value.count)
        bytes.append(contentsOf: value)
    }

    /// Overwrites bytes already written from `offset`, as a format's own mark (a digest of what
    /// follows it) that is known only once the rest is written.
    package mutating func overwrite(at offset: Int, with value: [UInt8]) {
        bytes.replaceSubrange(offset..<offset + value.count, with: value)
    }

    /// Writes a list: its length, then each element as `element` writes it.
    package mutating func list<Element>(_ values: [Element], _ element: (inout ScanArchiveWriter, Element) -> Void) {
        count(values.count)
        for value in values { element(&self, value) }
    }

    /// Writes a location.
    package mutating func location(_ value: SourceLocation) {
        string(value.file)
        signed(value.line)
        signed(value.column)
    }

    /// Writes a location that may be absent.
    package mutating func optionalLocation(_ value: SourceLocation?) {
        flag(value != nil)
        if let value { location(value) }
    }
}

/// Reads what ``ScanArchiveWriter`` wrote, in the same order.
package struct ScanArchiveReader {
    /// Bytes that are not an archive of what was expected: cut short, a length past the end, a
    /// string number never defined, a tag this build does not write.
    package struct Malformed: Error, Sendable, CustomStringConvertible {
        /// What is wrong, and at which byte.
        package let description: String
    }

    private let bytes: [UInt8]
    private var position: Int
    private var strings: [String] = []

    /// Reads `bytes` from `start`.
    package init(_ bytes: [UInt8], from start: Int = 0) {
        self.bytes = bytes
        position = start
    }

    /// Whether every byte has been read.
    package var isAtEnd: Bool { position == bytes.count }

    /// How many bytes have been read.
    package var offset: Int { position }

    /// A failure at the current byte.
    package func malformed(_ what: String) -> Malformed {
        Malformed(description: "\(what) at byte \(position)")
    }

    /// Reads a number written by ``ScanArchiveWriter/count(_:)``.
    package mutating func count() throws(Malformed) -> Int {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard position < bytes.count else { throw malformed("the archive ends inside a number") }
            let byte = bytes[position]
            position += 1
            guard shift < 64 else { throw malformed("a number is too long") }
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return Int(bitPattern: UInt(value)) }
            shift += 7
        }
    }

    /// Reads a number no larger than what is left of the archive: a length or a count.
    package mutating func length() throws(Malformed) -> Int {
        let value = try count()
        guard value >= 0, value <= bytes.count - position else { throw malformed("a length of \(value) runs past the end") }
        return value
    }

    /// Reads a number written by ``ScanArchiveWriter/signed(_:)``.
    package mutating func signed() throws(Malformed) -> Int {
        let raw = UInt(bitPattern: try count())
        return Int(bitPattern: (raw >> 1) ^ (0 &- (raw & 1)))
    }

    /// Reads a flag.
    package mutating func flag() throws(Malformed) -> Bool {
        switch try tag() {
        case 0: return false
        case 1: return true
        default: throw malformed("a flag is neither 0 nor 1")
        }
    }

    /// Reads a tag.
    package mutating func tag() throws(Malformed) -> UInt8 {
        guard position < bytes.count else { throw malformed("the archive ends early") }
        defer { position += 1 }
        return bytes[position]
    }

    /// Reads a string.
    package mutating func string() throws(Malformed) -> String {
        let number = try count()
        if number > 0 {
            guard number <= strings.count else { throw malformed("string \(number) is used before it is defined") }
            return strings[number - 1]
        }
        let length = try length()
        let text = String(decoding: bytes[position..<position + length], as: UTF8.self)
        position += length
        strings.append(text)
        return text
    }

    /// Reads a string that may be absent.
    package mutating func optionalString() throws(Malformed) -> String? {
        try flag() ? try string() : nil
    }

    /// Reads raw bytes.
    package mutating func data() throws(Malformed) -> [UInt8] {
        Array(try dataSlice())
    }

    /// Reads raw bytes as a slice of the archive's, without copying them.
    package mutating func dataSlice() throws(Malformed) -> ArraySlice<UInt8> {
        let length = try length()
        defer { position += length }
        return bytes[position..<position + length]
    }

    /// Reads a list; each element is read by `element`.
    package mutating func list<Element>(_ element: (inout ScanArchiveReader) throws(Malformed) -> Element) throws(Malformed) -> [Element] {
        // Every element takes a byte at least, which bounds what a forged length can reserve.
        let count = try length()
        var values: [Element] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try element(&self)) }
        return values
    }

    /// Reads a location.
    package mutating func location() throws(Malformed) -> SourceLocation {
        SourceLocation(file: try string(), line: try signed(), column: try signed())
    }

    /// Reads a location that may be absent.
    package mutating func optionalLocation() throws(Malformed) -> SourceLocation? {
        try flag() ? try location() : nil
    }
}
