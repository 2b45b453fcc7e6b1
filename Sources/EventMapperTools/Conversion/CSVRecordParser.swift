import EventMapCore
import EventMapper
import EventMapXML

/// Splits RFC 4180 CSV into records of located fields: commas between fields, double quotes
/// around a field that holds a comma, quote or line break (a quote doubled inside), records
/// ended by CRLF or LF.
struct CSVRecordParser {
    /// One field and where it starts.
    struct Field {
        let text: String
        let location: SourceLocation
    }

    /// A quoting error, located.
    struct SyntaxError: Error {
        let message: String
        let location: SourceLocation
    }

    let file: String
    let bytes: [UInt8]

    /// Every record, blank lines left out.
    func records() throws(SyntaxError) -> [[Field]] {
        var records: [[Field]] = []
        var record: [Field] = []
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var line = 1
        var column = 1
        var atRecordStart = true
        func advance() {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if bytes[index] & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        while index < bytes.count {
            if atRecordStart, bytes[index] == UInt8(ascii: "\n") || (bytes[index] == 0x0D && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n")) {
                while bytes[index] != UInt8(ascii: "\n") { advance() }
                advance()
                continue
            }
            atRecordStart = false
            let start = SourceLocation(file: file, line: line, column: column)
            var text: [UInt8] = []
            if bytes[index] == UInt8(ascii: "\"") {
                advance()
                while true {
                    guard index < bytes.count else { throw SyntaxError(message: "a quoted field is not closed", location: start) }
                    if bytes[index] == UInt8(ascii: "\"") {
                        advance()
                        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
                            text.append(UInt8(ascii: "\""))
                            advance()
                            continue
                        }
                        break
                    }
                    text.append(bytes[index])
                    advance()
                }
                guard index == bytes.count || [UInt8(ascii: ","), 0x0D, 0x0A].contains(bytes[index]) else {
                    throw SyntaxError(message: "text after a quoted field's closing quote", location: SourceLocation(file: file, line: line, column: column))
                }
            } else {
                while index < bytes.count, ![UInt8(ascii: ","), 0x0D, 0x0A].contains(bytes[index]) {
                    if bytes[index] == UInt8(ascii: "\"") {
                        throw SyntaxError(message: "a quote inside an unquoted field", location: SourceLocation(file: file, line: line, column: column))
                    }
                    text.append(bytes[index])
                    advance()
                }
            }
            guard let field = String(validating: text, as: UTF8.self) else {
                throw SyntaxError(message: "a field that is not valid UTF-8", location: start)
            }
            record.append(Field(text: field, location: start))
            if index == bytes.count { break }
            if bytes[index] == UInt8(ascii: ",") {
                advance()
                if index == bytes.count { record.append(Field(text: "", location: SourceLocation(file: file, line: line, column: column))) }
                continue
            }
            if bytes[index] == 0x0D {
                advance()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\n") else {
                    throw SyntaxError(message: "a carriage return outside quotes must be followed by a line feed", location: SourceLocation(file: file, line: line, column: column))
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
