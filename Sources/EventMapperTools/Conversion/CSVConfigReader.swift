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
/// The header names the columns, in any order and any case; `list`'s `file`, `line` and
/// `column` may follow. `convert` ignores them, so a listing edited in a spreadsheet converts
/// back; `import` uses `file` to apply each class's rows to the config they came from. The file
/// is read as spreadsheets save it (see ``CSVRecordParser`` and ``CSVListingHeader``): commas or
/// semicolons, other columns ignored with a note, rows with no value skipped, blanks around a
/// value removed with a note. `kind` is `page` (trigger
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
            return CSVListing(failure: Finding(.malformedInput, error.message, at: error.location))
        }
        let header: CSVListingHeader
        do {
            header = try CSVListingHeader(records.first ?? [], file: file)
        } catch {
            return CSVListing(failure: error.finding)
        }
        var builder = ConfigEntryBuilder(file: file)
        var files: [String: Located<String>] = [:]
        var notes = header.notes
        for record in records.dropFirst() {
            let row = record.map { $0.cellValue.trimmed }
            if row.allSatisfy({ $0.text.isEmpty }) { continue }
            guard row.count == header.width else {
                builder.report(.malformedInput, "a row must have \(header.width) fields, found \(row.count)", at: row[0].location)
                continue
            }
            for (index, cell) in record.enumerated() where header.reads(index) && cell.cellValue.text != row[index].text {
                notes.append(
                    Finding(.malformedInput, "removed the blanks around '\(row[index].text)'", at: cell.location)
                        .asNote)
            }
            let (className, kind, trigger, id) = (row[header.className], row[header.kind], row[header.trigger], row[header.eventID])
            guard let page = builder.declarePage(className.text, at: className.location) else { continue }
            if let fileColumn = header.file, !row[fileColumn].text.isEmpty {
                let named = row[fileColumn]
                if let first = files[className.text], first.value != named.text {
                    builder.report(
                        .malformedInput, "the rows of '\(className.text)' name two files: \(first.value) (at \(first.location)) and \(named.text)",
                        at: named.location)
                } else if files[className.text] == nil {
                    files[className.text] = Located(named.text, at: named.location)
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
            load: ConfigFileLoad(file: ConfigFile(path: file, fileType: .csv, pages: builder.result), findings: builder.findings), files: files,
            notes: notes)
    }
}

/// A listing read back: the config it holds, and the file each class's rows name.
package struct CSVListing: Sendable {
    /// The classes, page events and actions of the rows, and the problems found in them.
    package let load: ConfigFileLoad
    /// Class name as written → the `file` column of its rows, where given.
    package let files: [String: Located<String>]
    /// What was read differently from what the sheet says, at note severity: columns that are
    /// ignored, blanks removed around a cell.
    package let notes: [Finding]

    init(load: ConfigFileLoad, files: [String: Located<String>], notes: [Finding]) {
        self.load = load
        self.files = files
        self.notes = notes
    }

    /// A listing that could not be read at all.
    init(failure: Finding) {
        self.init(load: ConfigFileLoad(file: nil, findings: [failure]), files: [:], notes: [])
    }
}

extension CSVRecordParser.Field {
    /// The field without the blanks a spreadsheet user pastes around a value by accident.
    var trimmed: Self {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else {
            return Self(text: "", location: location)
        }
        let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
        return Self(text: String(scalars[first...last]), location: location)
    }
}

extension Finding {
    /// The finding at note severity: something read differently from what was written, not a
    /// problem.
    var asNote: Finding {
        var note = self
        note.severity = .note
        return note
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
