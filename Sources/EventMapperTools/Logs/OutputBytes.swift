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

    @inline(__always)
    func put(_ byte: UInt8) {
        base[count] = byte
        count += 1
    }

    @inline(__always)
    func put(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        memcpy(base + count, source, bytes.count)
        count += bytes.count
    }

    @inline(__always)
    func put(_ text: StaticString) {
        put(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    @inline(__always)
    func put(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { put($0) }
    }

    /// An integer's decimal digits, `-` first when negative (at most 20 bytes).
    @inline(__always)
    func putInteger(_ value: Int) {
        if value < 0 { put(UInt8(ascii: "-")) }
        var rest = value.magnitude
        var digits = 1
        var scale: UInt = 1
        while rest / scale >= 10 {
            scale *= 10
            digits += 1
        }
        for _ in 0..<digits {
            put(UInt8(ascii: "0") + UInt8(rest / scale))
            rest %= scale
            scale /= 10
        }
    }

    /// `"bytes"` escaped for JSON (`"`, `\` and control characters); the bytes are UTF-8 already.
    /// Takes at most 6 bytes per byte, plus 2.
    @inline(__always)
    func putJSONString(_ bytes: UnsafeBufferPointer<UInt8>) {
        put(UInt8(ascii: "\""))
        var runStart = 0
        for offset in 0..<bytes.count {
            let byte = bytes[offset]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            put(UnsafeBufferPointer(rebasing: bytes[runStart..<offset]))
            putJSONEscape(byte)
            runStart = offset + 1
        }
        put(UnsafeBufferPointer(rebasing: bytes[runStart...]))
        put(UInt8(ascii: "\""))
    }

    private func putJSONEscape(_ byte: UInt8) {
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
    /// bytes per byte, plus 2. Values are written as they are: the annotated rows are data for
    /// SQL engines and Spark; `mapper list --format csv`, meant for spreadsheets, is what guards
    /// formulas.
    @inline(__always)
    func putCSVField(_ bytes: UnsafeBufferPointer<UInt8>) {
        var needsQuotes = false
        for byte in bytes where byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
            needsQuotes = true
            break
        }
        guard needsQuotes else { return put(bytes) }
        put(UInt8(ascii: "\""))
        for byte in bytes {
            if byte == UInt8(ascii: "\"") { put(byte) }
            put(byte)
        }
        put(UInt8(ascii: "\""))
    }
}

/// Text spelled once as JSON or CSV bytes: names and IDs that many rows repeat.
enum SpelledBytes {
    static func json(_ text: String) -> [UInt8] { spelled(text) { $0.putJSONString($1) } }
    static func csv(_ text: String) -> [UInt8] { spelled(text) { $0.putCSVField($1) } }

    private static func spelled(_ text: String, _ spell: (ByteBuffer, UnsafeBufferPointer<UInt8>) -> Void) -> [UInt8] {
        var text = text
        let buffer = ByteBuffer(capacity: text.utf8.count * 6 + 2)
        text.withUTF8 { spell(buffer, $0) }
        return Array(buffer.bytes)
    }
}
