/// Decodes `<data>` text exactly as CoreFoundation does, which is looser than base64:
/// - characters outside the alphabet (line breaks, indentation, `*`, `-`, `&`) are skipped;
/// - `=` counts as a digit of value 0, and a group of four digits yields three bytes less one
///   for each `=` seen since the last character that is neither `=` nor white space;
/// - an unfinished last group is dropped;
/// - a byte outside ASCII is an error.
///
/// Matching it byte for byte matters more than strictness here: a config's data must decode to
/// what the app will read on the device.
enum PlistBase64Decoder {
    private static let table: [Int8] = {
        var table = [Int8](repeating: -1, count: 256)
        for (value, character) in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8.enumerated() {
            table[Int(character)] = Int8(value)
        }
        table[Int(UInt8(ascii: "="))] = 0
        return table
    }()

    /// Decodes `text` into `output` from its start, overwriting; decoding never writes past what
    /// it has read, so `output` may hold `text` itself. Returns the number of bytes written.
    /// - Throws: `unknownCharacter` for a byte outside ASCII; `stop` receives its index.
    static func decode(
        _ text: UnsafeBufferPointer<UInt8>,
        into output: UnsafeMutableBufferPointer<UInt8>,
        stoppedAt stop: inout Int
    ) throws(PlistScalarError) -> Int {
        // Checked before anything is written, so that the caller can still count the lines
        // before the bad byte in `text`.
        if let index = text.firstIndex(where: { $0 >= 0x80 }) {
            stop = index
            throw .unknownCharacter(text[index])
        }
        var accumulator: UInt32 = 0
        var digits = 0
        var written = 0
        var equalSigns = 0
        for byte in text {
            if byte == UInt8(ascii: "=") {
                equalSigns += 1
            } else if !isCWhitespace(byte) {
                equalSigns = 0
            }
            let value = table[Int(byte)]
            guard value >= 0 else { continue }
            digits += 1
            accumulator = accumulator << 6 | UInt32(value)
            if digits % 4 == 0 {
                output[written] = UInt8(truncatingIfNeeded: accumulator >> 16)
                written += 1
                if equalSigns < 2 {
                    output[written] = UInt8(truncatingIfNeeded: accumulator >> 8)
                    written += 1
                }
                if equalSigns < 1 {
                    output[written] = UInt8(truncatingIfNeeded: accumulator)
                    written += 1
                }
            }
        }
        stop = text.count
        return written
    }

    /// C's `isspace` in the C locale, which CoreFoundation uses here: XML's blanks plus VT and FF.
    private static func isCWhitespace(_ byte: UInt8) -> Bool {
        isXMLBlank(byte) || byte == 0x0B || byte == 0x0C
    }
}
