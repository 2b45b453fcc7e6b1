/// Appends UTF-8 text as a JSON string literal, escaping what RFC 8259 requires.
package enum JSONStringEscaper {
    private static let hexDigits = Array("0123456789abcdef".utf8)

    package static func append(_ text: ArraySlice<UInt8>, to output: inout [UInt8]) {
        text.withUnsafeBufferPointer { append($0, to: &output) }
    }

    /// Appends a string's UTF-8 bytes without copying them first.
    package static func append(_ text: String, to output: inout [UInt8]) {
        if text.utf8.withContiguousStorageIfAvailable({ append($0, to: &output) }) == nil {
            append(ArraySlice(text.utf8), to: &output)
        }
    }

    package static func append(_ text: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var runStart = 0
        var index = 0
        while true {
            index = JSONPlainBytes.end(in: text, from: index, stoppingAtNonASCII: false)
            guard index < text.count else { break }
            let byte = text[index]
            output.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<index]))
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x0A: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            default:
                output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
                output.append(hexDigits[Int(byte >> 4)])
                output.append(hexDigits[Int(byte & 0xF)])
            }
            index += 1
            runStart = index
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<index]))
        output.append(UInt8(ascii: "\""))
    }
}

/// Finds where the plain part of a JSON string's text ends: the bytes a parser copies and a
/// writer writes as they are, without looking at each one on its own.
///
/// Eight bytes are tested at once while none of them is special (the word-at-a-time tests for a
/// zero byte and for a byte below a bound), which is most of every string in a config.
package enum JSONPlainBytes {
    /// The first index at or after `start` that holds a quote, a backslash or a control
    /// character, or (with `nonASCII`) a byte of 0x80 or above; `bytes.count` if none does.
    package static func end(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, stoppingAtNonASCII nonASCII: Bool) -> Int {
        var position = start
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let quotes = ones &* UInt64(UInt8(ascii: "\""))
        let backslashes = ones &* UInt64(UInt8(ascii: "\\"))
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while position + 8 <= bytes.count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: position, as: UInt64.self))
                let quote = word ^ quotes
                let backslash = word ^ backslashes
                // A byte's high bit ends up set if it is zero in `quote` or `backslash`, or below
                // 0x20 in `word`; borrows can only add false alarms, which the byte loop settles.
                var special = ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((word &- ones &* 0x20) & ~word)
                if nonASCII { special |= word }
                if special & highBits != 0 { break }
                position += 8
            }
        }
        while position < bytes.count {
            let byte = bytes[position]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || (nonASCII && byte >= 0x80) { break }
            position += 1
        }
        return position
    }
}
