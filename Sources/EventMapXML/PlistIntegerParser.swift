/// Reads `<integer>` text by CoreFoundation's rules: blanks, an optional sign, blanks, decimal
/// digits or `0x` and hex digits, nothing after. Negative values reach `Int64.min`, positive ones
/// `UInt64.max`.
enum PlistIntegerParser {
    /// Parses `text`; `stop` receives the index where reading ended, which is where a problem
    /// is (`text.count` when the text ran out), so that the caller can name its line as Apple's
    /// parser does.
    static func parse(_ text: UnsafeBufferPointer<UInt8>, stoppedAt stop: inout Int) throws(PlistScalarError) -> PlistInteger {
        var index = 0
        let count = text.count
        defer { stop = index }
        @inline(__always) func skipBlanks() {
            while index < count, isXMLBlank(text[index]) { index += 1 }
        }
        skipBlanks()
        guard index < count else { throw .empty }
        var negative = false
        if text[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        } else if text[index] == UInt8(ascii: "+") {
            index += 1
        }
        skipBlanks()
        guard index < count else { throw .incomplete }
        var hex = false
        var sawZero = false
        if text[index] == UInt8(ascii: "0") {
            if index + 1 < count, text[index + 1] | 0x20 == UInt8(ascii: "x") {
                hex = true
                index += 1
            } else {
                sawZero = true
            }
            index += 1
        }
        while index < count, text[index] == UInt8(ascii: "0") {
            sawZero = true
            index += 1
        }
        guard index < count else {
            // `0x` alone has no digit: Apple's parser calls it incomplete, as it does `-`.
            guard sawZero else { throw .incomplete }
            return .signed(0)
        }
        let radix: UInt64 = hex ? 16 : 10
        var magnitude: UInt64 = 0
        while index < count {
            let byte = text[index]
            let digit: UInt64
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt64(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"):
                guard hex else { throw .hexDigitInDecimal }
                digit = UInt64((byte | 0x20) - UInt8(ascii: "a") + 10)
            default:
                throw .unknownCharacter(byte)
            }
            let (shifted, overflowed) = magnitude.multipliedReportingOverflow(by: radix)
            let (sum, carried) = shifted.addingReportingOverflow(digit)
            // Apple's parser checks each digit: first that the magnitude still fits 64 bits
            // (overflow, whatever the sign), then that a negative one reaches no lower than
            // `Int64.min` (underflow).
            guard !overflowed, !carried else { throw .overflow }
            magnitude = sum
            if negative, magnitude > UInt64(Int64.max) + 1 { throw .underflow }
            index += 1
        }
        if negative {
            return .signed(magnitude == UInt64(Int64.max) + 1 ? .min : -Int64(magnitude))
        }
        return magnitude <= UInt64(Int64.max) ? .signed(Int64(magnitude)) : .unsigned(magnitude)
    }
}

/// XML's blank characters: space, tab, line feed, carriage return.
@inline(__always)
func isXMLBlank(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
}
