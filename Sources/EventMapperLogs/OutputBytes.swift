#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A growable run of bytes written through a pointer: the log commands' output, a chunk's
/// rows at a time. ``reserve(_:)`` once for the most a row can take, then the `put` calls
/// check nothing — what keeps formatting millions of rows close to copying their bytes.
final class ByteBuffer: @unchecked Sendable {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int = 4096) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// The bytes written.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    /// Keeps the first `count` bytes.
    func truncate(to newCount: Int) {
        count = min(count, newCount)
    }

    /// Forgets the bytes, keeping the memory.
    func removeAll() {
        count = 0
    }

    /// Appends bytes, making room for them.
    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        put(bytes)
    }

    /// Lets `fill` write up to `limit` bytes after the last one and keeps as many as it says it wrote.
    func appendFilling(upTo limit: Int, _ fill: (UnsafeMutableRawBufferPointer) throws -> Int) rethrows {
        reserve(limit)
        let written = try fill(UnsafeMutableRawBufferPointer(start: base + count, count: limit))
        count += max(0, written)
    }

    /// The offset of the last `byte`, or nil.
    func lastIndex(of byte: UInt8) -> Int? {
        var offset = count - 1
        while offset >= 0 {
            if base[offset] == byte { return offset }
            offset -= 1
        }
        return nil
    }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    private func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        grown.update(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = newCapacity
    }

    /// A writer at the end of the bytes; ``reserve(_:)`` first for all it will write, and
    /// ``commit(_:)`` it when done.
    @inline(__always)
    func writer() -> ByteWriter {
        ByteWriter(cursor: base + count)
    }

    /// Keeps what `writer` wrote.
    @inline(__always)
    func commit(_ writer: ByteWriter) {
        count = writer.cursor - base
    }

    /// Writes through a ``ByteWriter``, room for `limit` bytes made first.
    @inline(__always)
    func write(reserving limit: Int, _ body: (inout ByteWriter) -> Void) {
        reserve(limit)
        var writer = writer()
        body(&writer)
        commit(writer)
    }

    @inline(__always)
    func put(_ bytes: UnsafeBufferPointer<UInt8>) {
        write(reserving: bytes.count) { $0.put(bytes) }
    }

    @inline(__always)
    func putJSONString(_ bytes: UnsafeBufferPointer<UInt8>) {
        write(reserving: bytes.count * 6 + 2) { $0.putJSONString(bytes) }
    }

    @inline(__always)
    func putCSVField(_ bytes: UnsafeBufferPointer<UInt8>) {
        write(reserving: bytes.count * 2 + 3) { $0.putCSVField(bytes) }
    }
}

/// Writes bytes at a cursor into memory already reserved (``ByteBuffer/reserve(_:)``): the
/// cursor stays in a register while a row is written, and nothing is checked.
struct ByteWriter {
    var cursor: UnsafeMutablePointer<UInt8>

    @inline(__always)
    mutating func put(_ byte: UInt8) {
        cursor.pointee = byte
        cursor += 1
    }

    @inline(__always)
    mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        let length = bytes.count
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(cursor)
        // Most pieces are short: two overlapping word copies beat a call to memcpy.
        if length >= 8, length <= 16 {
            let head = from.loadUnaligned(as: UInt64.self)
            let tail = from.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
            to.storeBytes(of: head, as: UInt64.self)
            to.storeBytes(of: tail, toByteOffset: length - 8, as: UInt64.self)
        } else if length >= 4, length < 8 {
            let head = from.loadUnaligned(as: UInt32.self)
            let tail = from.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self)
            to.storeBytes(of: head, as: UInt32.self)
            to.storeBytes(of: tail, toByteOffset: length - 4, as: UInt32.self)
        } else if length < 4 {
            for offset in 0..<length { cursor[offset] = source[offset] }
        } else if length <= 32 {
            // IDs, uuids and file names: two overlapping 16-byte copies.
            let head = from.loadUnaligned(as: SIMD16<UInt8>.self)
            let tail = from.loadUnaligned(fromByteOffset: length - 16, as: SIMD16<UInt8>.self)
            to.storeBytes(of: head, as: SIMD16<UInt8>.self)
            to.storeBytes(of: tail, toByteOffset: length - 16, as: SIMD16<UInt8>.self)
        } else if length <= 64 {
            let head = from.loadUnaligned(as: SIMD32<UInt8>.self)
            let tail = from.loadUnaligned(fromByteOffset: length - 32, as: SIMD32<UInt8>.self)
            to.storeBytes(of: head, as: SIMD32<UInt8>.self)
            to.storeBytes(of: tail, toByteOffset: length - 32, as: SIMD32<UInt8>.self)
        } else {
            memcpy(to, from, length)
        }
        cursor += length
    }

    @inline(__always)
    mutating func put(_ text: StaticString) {
        put(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    @inline(__always)
    mutating func put(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { put($0) }
    }

    /// An integer's decimal digits, `-` first when negative (at most 20 bytes).
    @inline(__always)
    mutating func putInteger(_ value: Int) {
        if value < 0 { put(UInt8(ascii: "-")) }
        var rest = value.magnitude
        var digits = 1
        var bound: UInt = 10
        while rest >= bound, digits < 19 {
            bound &*= 10
            digits += 1
        }
        if rest >= bound { digits += 1 }
        // Two digits at a time, from the end.
        let digitPairs: StaticString =
            "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
        let pairs = digitPairs.utf8Start
        var position = digits
        while rest >= 100 {
            let pair = Int(truncatingIfNeeded: rest % 100) &* 2
            rest /= 100
            position -= 2
            cursor[position] = pairs[pair]
            cursor[position + 1] = pairs[pair + 1]
        }
        if rest >= 10 {
            let pair = Int(truncatingIfNeeded: rest) &* 2
            cursor[position - 2] = pairs[pair]
            cursor[position - 1] = pairs[pair + 1]
        } else {
            cursor[position - 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest)
        }
        cursor += digits
    }

    /// `"bytes"` escaped for JSON (`"`, `\` and control characters); the bytes are UTF-8 already.
    /// Takes at most 6 bytes per byte, plus 2.
    mutating func putJSONString(_ bytes: UnsafeBufferPointer<UInt8>) {
        put(UInt8(ascii: "\""))
        if let base = bytes.baseAddress {
            if !ByteScan.anyFlagged(base, count: bytes.count, inWord: ByteScan.needsJSONEscape, inByte: Self.needsJSONEscape) {
                put(bytes)
            } else {
                putEscapingJSON(bytes)
            }
        }
        put(UInt8(ascii: "\""))
    }

    @inline(__always)
    private static func needsJSONEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// The slow path: bytes with something to escape.
    private mutating func putEscapingJSON(_ bytes: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        for offset in 0..<bytes.count where Self.needsJSONEscape(bytes[offset]) {
            put(UnsafeBufferPointer(rebasing: bytes[runStart..<offset]))
            putJSONEscape(bytes[offset])
            runStart = offset + 1
        }
        put(UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }

    private mutating func putJSONEscape(_ byte: UInt8) {
        put(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): put(byte)
        case UInt8(ascii: "\n"): put(UInt8(ascii: "n"))
        case UInt8(ascii: "\r"): put(UInt8(ascii: "r"))
        case UInt8(ascii: "\t"): put(UInt8(ascii: "t"))
        default:
            let hex: StaticString = "0123456789abcdef"
            put("u00")
            put(hex.utf8Start[Int(byte >> 4)])
            put(hex.utf8Start[Int(byte & 15)])
        }
    }

    /// A CSV field (RFC 4180): quoted when it holds a comma, quote, CR or LF. Takes at most 2
    /// bytes per byte, plus 3. Rows are opened in spreadsheets too, which run a cell starting
    /// with `=`, `+`, `-`, `@`, a tab or a CR as a formula: such a field is written behind a `'`,
    /// as every CSV `mapper` writes (`docs/guarantees.md`); so is one starting with `'`, so that
    /// dropping one leading `'` always gives the value back.
    mutating func putCSVField(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        let guarded = Self.startsLikeFormula(base[0])
        guard ByteScan.anyFlagged(base, count: bytes.count, inWord: ByteScan.needsCSVQuotes, inByte: Self.needsCSVQuotes) else {
            if guarded { put(UInt8(ascii: "'")) }
            return put(bytes)
        }
        put(UInt8(ascii: "\""))
        if guarded { put(UInt8(ascii: "'")) }
        for byte in bytes {
            if byte == UInt8(ascii: "\"") { put(byte) }
            put(byte)
        }
        put(UInt8(ascii: "\""))
    }

    @inline(__always)
    private static func needsCSVQuotes(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\"") || byte == 0x0A || byte == 0x0D
    }

    /// Whether a field starting with `byte` needs the formula guard.
    @inline(__always)
    private static func startsLikeFormula(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "@"), 0x09, 0x0D, UInt8(ascii: "'"): true
        default: false
        }
    }
}

/// Texts spelled once as JSON or CSV bytes — names and IDs that many rows repeat — kept in one
/// buffer that lives as long as this, so that rows copy them through plain pointers.
final class SpelledTexts: @unchecked Sendable {
    private let buffer = ByteBuffer(capacity: 256)
    private var ranges: [Range<Int>] = []

    /// Spells `text` as a JSON string; returns its number.
    func addJSON(_ text: String) -> Int { add(text) { $0.putJSONString($1) } }

    /// Spells `text` as a CSV field; returns its number.
    func addCSV(_ text: String) -> Int { add(text) { $0.putCSVField($1) } }

    /// Joins labels and spelled values, each label before its value; returns the run's number.
    func addRun(_ parts: [(label: StaticString, value: UnsafeBufferPointer<UInt8>)]) -> Int {
        let start = buffer.count
        for (label, value) in parts {
            buffer.append(UnsafeBufferPointer(start: label.utf8Start, count: label.utf8CodeUnitCount))
            buffer.append(value)
        }
        ranges.append(start..<buffer.count)
        return ranges.count - 1
    }

    /// The bytes of text `number`: valid while this lives and no text is added.
    @inline(__always)
    subscript(number: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: buffer.bytes[ranges[number]])
    }

    private func add(_ text: String, _ spell: (ByteBuffer, UnsafeBufferPointer<UInt8>) -> Void) -> Int {
        var text = text
        let start = buffer.count
        buffer.reserve(text.utf8.count * 6 + 2)
        text.withUTF8 { spell(buffer, $0) }
        ranges.append(start..<buffer.count)
        return ranges.count - 1
    }
}
