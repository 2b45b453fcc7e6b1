import EventMapCore

/// Splits RFC 4180 CSV into records of located fields: a delimiter between fields, double
/// quotes around a field that holds a delimiter, quote or line break (a quote doubled inside),
/// records ended by CRLF or LF.
///
/// The delimiter is a comma, or a semicolon when the first line has more semicolons than
/// commas: Excel writes semicolons where the decimal separator is a comma (German, French and
/// other locales). The text must be UTF-8, with or without a byte order mark; the encoding is
/// never guessed, so a sheet saved in a code page is refused at its first byte that is not
/// UTF-8.
struct CSVRecordParser {
    /// One field and where it starts.
    struct Field {
        let text: String
        let location: SourceLocation

        /// The field with ``CSVCell``'s formula guard undone.
        var cellValue: Field { Field(text: CSVCell.value(of: text), location: location) }
    }

    /// A quoting or encoding error, located.
    struct SyntaxError: Error {
        let message: String
        let location: SourceLocation
    }

    let file: String
    let bytes: [UInt8]

    /// The byte the fields are separated by.
    var delimiter: UInt8 {
        var commas = 0
        var semicolons = 0
        var quoted = false
        for byte in bytes.dropFirst(byteOrderMarkLength) {
            if byte == UInt8(ascii: "\"") { quoted.toggle() }
            if quoted { continue }
            if byte == UInt8(ascii: "\n") { break }
            if byte == UInt8(ascii: ",") { commas += 1 }
            if byte == UInt8(ascii: ";") { semicolons += 1 }
        }
        return semicolons > commas ? UInt8(ascii: ";") : UInt8(ascii: ",")
    }

    private var byteOrderMarkLength: Int { bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0 }

    /// The offset of the first byte that does not belong to UTF-8 text, or nil.
    private var firstInvalidUTF8Offset: Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// Every record, blank lines left out.
    func records() throws(SyntaxError) -> [[Field]] {
        let delimiter = delimiter
        let invalidOffset = firstInvalidUTF8Offset ?? bytes.count
        var records: [[Field]] = []
        var record: [Field] = []
        var index = byteOrderMarkLength
        var line = 1
        var column = 1
        var atRecordStart = true
        var here: SourceLocation { SourceLocation(file: file, line: line, column: column) }
        func advance() {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if bytes[index] & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        func take(into text: inout [UInt8]) throws(SyntaxError) {
            guard index != invalidOffset else {
                let byte = "0x" + String(bytes[index], radix: 16, uppercase: true)
                let header = records.first.flatMap { $0.indices.contains(record.count) ? " (\($0[record.count].text))" : nil } ?? ""
                throw SyntaxError(
                    message:
                        "the byte \(byte) in row \(line), column \(record.count + 1)\(header) is not UTF-8: the sheet was saved in another encoding, "
                        + "which is never guessed. Save it as CSV UTF-8 (in Excel: CSV UTF-8 (Comma delimited)) and use that file",
                    location: here)
            }
            text.append(bytes[index])
            advance()
        }
        let fieldEnds = [delimiter, 0x0D, 0x0A]
        while index < bytes.count {
            if atRecordStart,
                bytes[index] == UInt8(ascii: "\n") || (bytes[index] == 0x0D && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n"))
            {
                while bytes[index] != UInt8(ascii: "\n") { advance() }
                advance()
                continue
            }
            atRecordStart = false
            let start = here
            var text: [UInt8] = []
            if bytes[index] == UInt8(ascii: "\"") {
                advance()
                while true {
                    guard index < bytes.count else {
                        throw SyntaxError(message: "not well-formed CSV: a quoted field is not closed", location: start)
                    }
                    if bytes[index] == UInt8(ascii: "\"") {
                        advance()
                        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
                            try take(into: &text)
                            continue
                        }
                        break
                    }
                    try take(into: &text)
                }
                guard index == bytes.count || fieldEnds.contains(bytes[index]) else {
                    throw SyntaxError(message: "not well-formed CSV: text after a quoted field's closing quote", location: here)
                }
            } else {
                while index < bytes.count, !fieldEnds.contains(bytes[index]) {
                    if bytes[index] == UInt8(ascii: "\"") {
                        throw SyntaxError(message: "not well-formed CSV: a quote inside an unquoted field", location: here)
                    }
                    try take(into: &text)
                }
            }
            record.append(Field(text: String(decoding: text, as: UTF8.self), location: start))
            if index == bytes.count { break }
            if bytes[index] == delimiter {
                advance()
                if index == bytes.count { record.append(Field(text: "", location: here)) }
                continue
            }
            if bytes[index] == 0x0D {
                advance()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\n") else {
                    throw SyntaxError(
                        message: "not well-formed CSV: a carriage return outside quotes must be followed by a line feed", location: here)
                }
            }
            advance()
            records.append(record)
            record = []
            atRecordStart = true
        }
        if !record.isEmpty { records.append(record) }
        return records
    }
}
