/// What a config maps, without locations or order: the thing a conversion must keep. Two
/// files with equal snapshots configure the same events.
struct ConfigSnapshot: Equatable {
    private let lines: [String]

    init(_ pages: [PageMapping]) {
        var lines: [String] = []
        for page in pages {
            let name = page.className.value.text
            lines.append(name)
            for (event, id) in page.pageEvents { lines.append([name, "page", event.rawValue, id.value.text].joined(separator: "\u{0}")) }
            for control in page.controls { lines.append([name, "control", control.selector.value.text, control.eventID.value.text].joined(separator: "\u{0}")) }
        }
        // Compared by bytes: two spellings Swift calls equal are still two names to the runtime.
        self.lines = lines.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    static func == (lhs: ConfigSnapshot, rhs: ConfigSnapshot) -> Bool {
        lhs.lines.count == rhs.lines.count && zip(lhs.lines, rhs.lines).allSatisfy { $0.utf8.elementsEqual($1.utf8) }
    }
}
