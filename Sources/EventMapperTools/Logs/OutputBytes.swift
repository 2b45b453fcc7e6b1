/// JSON strings written as bytes, for the log commands' streaming output.
enum JSONBytes {
    /// `"text"`, escaped.
    static func quoted(_ text: String) -> [UInt8] {
        var text = text
        var out: [UInt8] = []
        text.withUTF8 { appendQuoted($0, to: &out) }
        return out
    }

    /// Appends `"bytes"` escaped: `"`, `\` and control characters; the bytes are UTF-8 already.
    @inline(__always)
    static func appendQuoted(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var runStart = 0
        for offset in 0..<bytes.count {
            let byte = bytes[offset]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<offset]))
            appendEscape(byte, to: &out)
            runStart = offset + 1
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        out.append(UInt8(ascii: "\""))
    }

    private static func appendEscape(_ byte: UInt8, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(byte)
        case UInt8(ascii: "\n"): out.append(UInt8(ascii: "n"))
        case UInt8(ascii: "\r"): out.append(UInt8(ascii: "r"))
        case UInt8(ascii: "\t"): out.append(UInt8(ascii: "t"))
        default:
            let hex = Array("0123456789abcdef".utf8)
            out.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 15)]])
        }
    }
}

/// CSV fields written as bytes (RFC 4180): quoted when they hold a comma, quote, CR or LF. The
/// annotated rows are data for SQL engines and Spark, so values are written as they are;
/// `mapper list --format csv`, meant for spreadsheets, is what guards formulas.
enum CSVBytes {
    static func field(_ text: String) -> [UInt8] {
        var text = text
        var out: [UInt8] = []
        text.withUTF8 { appendField($0, to: &out) }
        return out
    }

    @inline(__always)
    static func appendField(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        var needsQuotes = false
        for byte in bytes where byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
            needsQuotes = true
            break
        }
        guard needsQuotes else {
            out.append(contentsOf: bytes)
            return
        }
        out.append(UInt8(ascii: "\""))
        for byte in bytes {
            if byte == UInt8(ascii: "\"") { out.append(byte) }
            out.append(byte)
        }
        out.append(UInt8(ascii: "\""))
    }
}

extension Array where Element == UInt8 {
    /// Appends an integer's decimal digits, with `-` when negative.
    mutating func appendInteger(_ value: Int) {
        if value < 0 { append(.minus) }
        appendDecimal(Int(value.magnitude))
    }

    /// Appends a non-negative integer's decimal digits.
    @inline(__always)
    mutating func appendDecimal(_ value: Int) {
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var count = 0
        var rest = UInt(value)
        Swift.withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[23 - count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                count += 1
            } while rest > 0
            append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[(24 - count)...]))
        }
    }
}
