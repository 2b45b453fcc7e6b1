/// Decodes `<data>` text as CoreFoundation does: characters outside the base64 alphabet
/// (line breaks, indentation) are skipped, `=` ends a group.
enum PlistBase64Decoder {
    private static let table: [Int8] = {
        var table = [Int8](repeating: -1, count: 256)
        for (value, character) in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8.enumerated() {
            table[Int(character)] = Int8(value)
        }
        return table
    }()

    /// Decodes `text` into `output` at `start`, overwriting; decoding never writes past what it
    /// has read, so `output` may hold `text` itself. Returns the number of bytes written.
    static func decode(
        _ text: UnsafeBufferPointer<UInt8>,
        into output: UnsafeMutableBufferPointer<UInt8>
    ) throws(PlistScalarError) -> Int {
        var accumulator: UInt32 = 0
        var bits = 0
        var written = 0
        var padding = 0
        for byte in text {
            if byte == UInt8(ascii: "=") {
                padding += 1
                continue
            }
            let value = table[Int(byte)]
            guard value >= 0 else {
                if isXMLBlank(byte) { continue }
                throw .misformatted
            }
            guard padding == 0 else { throw .misformatted }
            accumulator = accumulator << 6 | UInt32(value)
            bits += 6
            if bits >= 8 {
                bits -= 8
                output[written] = UInt8(truncatingIfNeeded: accumulator >> UInt32(bits))
                written += 1
            }
        }
        return written
    }
}
