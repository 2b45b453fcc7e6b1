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
