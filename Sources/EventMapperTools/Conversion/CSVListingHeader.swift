import EventMapCore

/// The first row of a CSV config or listing: which column holds what.
///
/// Columns are found by name, in any order and in any case (`Class`, `EVENT_ID`), as a
/// spreadsheet user may retype or reorder them. `class`, `kind`, `trigger` and `event_id` are
/// required; `file` is read by `import`; `line` and `column`, which `list` writes, are ignored
/// silently; any other column (a `notes` column someone added) is ignored with one note.
struct CSVListingHeader {
    /// A header that cannot be read, as the finding that says why.
    struct Problem: Error {
        let finding: Finding
    }

    /// The number of columns every row must have.
    let width: Int
    let className: Int
    let kind: Int
    let trigger: Int
    let eventID: Int
    /// The `file` column, when there is one.
    let file: Int?
    /// The note about ignored columns, when there are any.
    let notes: [Finding]

    /// Reads the header row.
    /// - Throws: ``Problem`` when a required column is missing or a column is named twice.
    init(_ cells: [CSVRecordParser.Field], file path: String) throws(Problem) {
        let names = cells.map { $0.cellValue.trimmed.text.lowercased() }
        let found = cells.map(\.text.debugDescriptionBody).joined(separator: ",")
        var columns: [String: Int] = [:]
        var ignored: [CSVRecordParser.Field] = []
        for (index, name) in names.enumerated() {
            guard CSVConfigReader.columns.contains(name) || CSVConfigReader.listingColumns.contains(name) else {
                ignored.append(cells[index])
                continue
            }
            guard columns[name] == nil else {
                throw Problem(finding: Finding(.malformedInput, "the header names the column '\(name)' twice", at: cells[index].location))
            }
            columns[name] = index
        }
        guard let className = columns["class"], let kind = columns["kind"], let trigger = columns["trigger"], let eventID = columns["event_id"]
        else {
            let expected = CSVConfigReader.columns.joined(separator: ",")
            throw Problem(
                finding: Finding(
                    .malformedInput, "the header must name the columns '\(expected)' (in any order, optionally with 'file'), found '\(found)'",
                    at: SourceLocation(file: path, line: 1, column: 1)))
        }
        (width, self.className, self.kind, self.trigger, self.eventID, file) = (cells.count, className, kind, trigger, eventID, columns["file"])
        guard let first = ignored.first else {
            notes = []
            return
        }
        let list = ignored.map { "'\($0.text.debugDescriptionBody)'" }.joined(separator: ", ")
        let (noun, pronoun) = ignored.count == 1 ? ("column", "it is") : ("columns", "they are")
        notes = [
            Finding(.malformedInput, "ignoring the \(noun) \(list): \(pronoun) not one of \(Self.expectedColumns)", at: first.location).asNote
        ]
    }

    /// Whether the column at `index` is read (not ignored).
    func reads(_ index: Int) -> Bool {
        [className, kind, trigger, eventID, file].contains(index)
    }

    private static var expectedColumns: String {
        (CSVConfigReader.columns + CSVConfigReader.listingColumns).joined(separator: ", ")
    }
}
