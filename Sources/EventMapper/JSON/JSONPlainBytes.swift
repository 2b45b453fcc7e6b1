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
