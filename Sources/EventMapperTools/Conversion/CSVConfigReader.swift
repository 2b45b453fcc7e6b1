import EventMapCore
import EventMapper
import EventMapXML

/// Reads a config written as CSV, one row per event — what `mapper convert --to csv` writes,
/// and what `mapper list --format csv` prints:
///
/// ```
/// class,kind,trigger,event_id
/// HomeViewController,page,Enter,PAGE_EVENT_HOME_ENTER
/// HomeViewController,control,onFavBtnPressed:,CTRL_EVENT_HOME_FAV
/// ```
///
/// The header names the columns; `list`'s `file`, `line` and `column` may follow. `convert`
/// ignores them, so a listing edited in a spreadsheet converts back; `import` uses `file` to
/// apply each class's rows to the config they came from. `kind` is `page` (trigger
/// `Enter` or `Leave`) or `control` (trigger: the action selector). Every problem is a finding at
/// the row and column: a row with the wrong number of fields, an unknown kind or page event, a
/// malformed name or ID, the same trigger twice for one class.
package struct CSVConfigReader: Sendable {
    /// The columns every CSV config starts with.
    package static let columns = ["class", "kind", "trigger", "event_id"]
    /// The location columns `mapper list --format csv` adds, accepted and ignored.
    package static let listingColumns = ["file", "line", "column"]

    /// Creates a reader.
    package init() {}

    /// Loads a CSV config from its bytes.
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - file: The name locations carry.
    /// - Returns: The model (nil when the CSV cannot be split into rows) and the findings.
    package func load(_ bytes: [UInt8], file: String) -> ConfigFileLoad {
        loadListing(bytes, file: file).load
    }

    /// Loads a listing (`mapper list --format csv`, edited) with the config file each class's
    /// rows name in their `file` column: what `mapper import` applies to the files they came from.
    /// Rows of one class that name two files are a finding at the second.
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - file: The name locations carry.
    package func loadListing(_ bytes: [UInt8], file: String) -> CSVListing {
        let records: [[CSVRecordParser.Field]]
        do {
            records = try CSVRecordParser(file: file, bytes: bytes).records()
        } catch {
            return CSVListing(
                load: ConfigFileLoad(file: nil, findings: [Finding(.malformedInput, "not well-formed CSV: \(error.message)", at: error.location)]),
                files: [:])
        }
        let start = SourceLocation(file: file, line: 1, column: 1)
        let header = records.first?.map(\.text) ?? []
        guard header == Self.columns || header == Self.columns + Self.listingColumns else {
            let expected = Self.columns.joined(separator: ",")
            return CSVListing(
                load: ConfigFileLoad(
                    file: nil,
                    findings: [
                        Finding(
                            .malformedInput,
                            "the header must be '\(expected)' (optionally followed by ',file,line,column'), found '\(header.joined(separator: ","))'",
                            at: start)
                    ]),
                files: [:])
        }
        var builder = ConfigEntryBuilder(file: file)
        var files: [String: Located<String>] = [:]
        for row in records.dropFirst().map({ $0.map(\.cellValue) }) {
            guard row.count == header.count else {
                builder.report(.malformedInput, "a row must have \(header.count) fields, found \(row.count)", at: row[0].location)
                continue
            }
            let (className, kind, trigger, id) = (row[0], row[1], row[2], row[3])
            guard let page = builder.declarePage(className.text, at: className.location) else { continue }
            if row.count > 4, !row[4].text.isEmpty {
                if let first = files[className.text], first.value != row[4].text {
                    builder.report(
                        .malformedInput, "the rows of '\(className.text)' name two files: \(first.value) (at \(first.location)) and \(row[4].text)",
                        at: row[4].location)
                } else if files[className.text] == nil {
                    files[className.text] = Located(row[4].text, at: row[4].location)
                }
            }
            switch kind.text {
            case "page":
                builder.addPageEvent(trigger.text, at: trigger.location, id: id.text, idAt: id.location, toPage: page)
            case "control":
                builder.addControl(trigger.text, at: trigger.location, id: id.text, idAt: id.location, toPage: page)
            default:
                let suggestion = NearestName.suggestion(for: kind.text, among: ["page", "control"])
                builder.report(
                    .malformedInput, "the kind '\(kind.text)' is neither 'page' nor 'control'", at: kind.location,
                    suggestion: suggestion.map { "did you mean '\($0)'?" })
            }
        }
        return CSVListing(
            load: ConfigFileLoad(file: ConfigFile(path: file, fileType: .csv, pages: builder.result), findings: builder.findings), files: files)
    }
}

/// A listing read back: the config it holds, and the file each class's rows name.
package struct CSVListing: Sendable {
    /// The classes, page events and actions of the rows, and the problems found in them.
    package let load: ConfigFileLoad
    /// Class name as written → the `file` column of its rows, where given.
    package let files: [String: Located<String>]
}

/// Splits RFC 4180 CSV into records of located fields: commas between fields, double quotes
/// around a field that holds a comma, quote or line break (a quote doubled inside), records
/// ended by CRLF or LF.
struct CSVRecordParser {
    /// One field and where it starts.
    struct Field {
        let text: String
        let location: SourceLocation

        /// The field with ``CSVCell``'s formula guard undone.
        var cellValue: Field { Field(text: CSVCell.value(of: text), location: location) }
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
            if atRecordStart,
                bytes[index] == UInt8(ascii: "\n") || (bytes[index] == 0x0D && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n"))
            {
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
                    throw SyntaxError(
                        message: "text after a quoted field's closing quote", location: SourceLocation(file: file, line: line, column: column))
                }
            } else {
                while index < bytes.count, ![UInt8(ascii: ","), 0x0D, 0x0A].contains(bytes[index]) {
                    if bytes[index] == UInt8(ascii: "\"") {
                        throw SyntaxError(
                            message: "a quote inside an unquoted field", location: SourceLocation(file: file, line: line, column: column))
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
                    throw SyntaxError(
                        message: "a carriage return outside quotes must be followed by a line feed",
                        location: SourceLocation(file: file, line: line, column: column))
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

/// One CSV cell as EventMapper writes it: RFC 4180 quoting, and a guard against formulas.
///
/// The CSV is meant to be opened in a spreadsheet, which runs a cell starting with `=`, `+`,
/// `-`, `@`, a tab or a carriage return as a formula (`=cmd|'/C calc'!A0`): such a cell is
/// written with a `'` in front, which spreadsheets show as text and do not display. So that
/// reading the CSV back gives exactly what was written, a cell that itself starts with `'` gets
/// one too, and the reader drops one leading `'` from every cell.
enum CSVCell {
    /// The cell for `value`, guarded and quoted as needed.
    static func text(for value: String) -> String {
        var text = value
        if let first = value.unicodeScalars.first, "=+-@\t\r'".unicodeScalars.contains(first) {
            text = "'" + value
        }
        let needsQuotes = text.unicodeScalars.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }
        return needsQuotes ? "\"" + text.replacing("\"", with: "\"\"") + "\"" : text
    }

    /// The value a cell's unquoted text stands for: without the guard's leading `'`.
    static func value(of text: String) -> String {
        text.hasPrefix("'") ? String(text.dropFirst()) : text
    }
}
