import EventMapCore
import EventMapper

/// The editor's list of pages: every configured class with its page events, its actions and
/// its coverage as `mapper status` computes it, then the code's screens that no config
/// mentions; searched, filtered and cut to one page of rows.
package struct WorkspaceOverview: Encodable, Sendable {
    /// What a row may be filtered by.
    package enum Filter: String, Sendable, CaseIterable {
        /// Every row.
        case all
        /// Rows with a finding.
        case problems
        /// Rows with a tagged action that is not tracked.
        case untracked
        /// The code's screens that no config mentions.
        case unconfigured
    }

    /// One class.
    package struct Row: Encodable, Sendable {
        package let className: String
        /// The file that configures it, or nil for a screen no config mentions.
        package let file: String?
        package let line: Int?
        package let enter: String?
        package let leave: String?
        package let controls: Int
        /// Tagged actions of the code that the config does not track.
        package let untracked: Int
        /// Configured actions the code does not declare (nil without code).
        package let missingInCode: Int?
        package let errors: Int
        package let warnings: Int
    }

    /// The totals at the top of the page.
    package struct Totals: Encodable, Sendable {
        package let pages: Int
        package let screensNotTracked: Int
        package let taggedActions: Int
        package let tracked: Int
        package let errors: Int
        package let warnings: Int
        package let codeChecked: Bool
    }

    package let totals: Totals
    /// The findings in the configs that are in no page's entry, such as one about an entry the
    /// model left out (a class name that is not one): shown on their own, since no row has them.
    package let outsidePages: [WorkspacePage.Problem]
    /// How many rows match the search and filter.
    package let matched: Int
    package let offset: Int
    /// The rows from `offset`, at most the limit asked for.
    package let rows: [Row]

    /// Every row of a snapshot with the text a search looks in, and the totals: made once per
    /// snapshot, searched and cut for each request.
    package struct Rows: Sendable {
        let candidates: [(row: Row, text: String)]
        let totals: Totals
        let outsidePages: [WorkspacePage.Problem]

        /// The rows of `snapshot`.
        /// - Parameters:
        ///   - snapshot: The set.
        ///   - report: Its report.
        ///   - code: The code's declarations.
        ///   - tag: The tag that marks actions to be tracked.
        package init(_ snapshot: ConfigSetSnapshot, report: ValidationReport, code: CodeDeclarations, tag: String) {
            let resolver = snapshot.resolver
            let registry = code.registry
            let counts = FindingsByPage(snapshot.set.map, report: report)
            var candidates: [(row: Row, text: String)] = []
            var taggedCount = 0
            var trackedCount = 0
            for page in resolver.pages {
                let name = page.className.value.text
                let tagged = WorkspaceOverview.taggedActions(of: name, registry: registry, tag: tag)
                let untracked = tagged.filter { resolver.eventID(forAction: $0.text, ofClass: name) == nil }
                taggedCount += tagged.count
                trackedCount += tagged.count - untracked.count
                let missing = registry.map { registry in
                    page.controls.filter { registry.declaringClass(of: $0.selector.value, in: name) == nil }.count
                }
                let (errors, warnings) = counts.counts(of: page)
                let row = Row(
                    className: name, file: page.className.location.file, line: page.className.location.line,
                    enter: page.pageEvents[.enter]?.value.text, leave: page.pageEvents[.leave]?.value.text, controls: page.controls.count,
                    untracked: untracked.count, missingInCode: missing, errors: errors, warnings: warnings)
                let words =
                    [name, page.className.location.file] + page.pageEvents.values.map(\.value.text)
                    + page.controls.flatMap { [$0.selector.value.text, $0.eventID.value.text] }
                candidates.append((row, words.joined(separator: "\u{0}").lowercased()))
            }
            var screens = 0
            for declared in registry?.classes ?? []
            where resolver.page(declared.name.text) == nil && WorkspaceOverview.isScreen(declared, registry: registry) {
                let name = declared.name.text
                let tagged = WorkspaceOverview.taggedActions(of: name, registry: registry, tag: tag)
                taggedCount += tagged.count
                screens += 1
                let row = Row(
                    className: name, file: nil, line: nil, enter: nil, leave: nil, controls: 0, untracked: tagged.count, missingInCode: nil,
                    errors: 0, warnings: 0)
                candidates.append((row, ([name] + tagged.map(\.text)).joined(separator: "\u{0}").lowercased()))
            }
            candidates.sort { ($0.row.file == nil ? 1 : 0, $0.row.className) < ($1.row.file == nil ? 1 : 0, $1.row.className) }
            self.candidates = candidates
            outsidePages = counts.outsidePages.map(WorkspacePage.Problem.init)
            totals = Totals(
                pages: resolver.pages.count, screensNotTracked: screens, taggedActions: taggedCount, tracked: trackedCount,
                errors: report.count(.error), warnings: report.count(.warning), codeChecked: registry != nil)
        }
    }

    /// The rows that match, cut to one page.
    /// - Parameters:
    ///   - rows: Every row of the set.
    ///   - query: Words every matching row holds in its class, file, IDs or actions, case aside.
    ///   - filter: The rows to keep.
    ///   - offset: The first row to return.
    ///   - limit: How many rows at most.
    package init(_ rows: Rows, query: String, filter: Filter, offset: Int, limit: Int) {
        let words = query.lowercased().split(whereSeparator: \.isWhitespace)
        let matching = rows.candidates.filter { entry in
            words.allSatisfy { entry.text.contains($0) } && Self.keeps(entry.row, filter)
        }.map(\.row)
        totals = rows.totals
        outsidePages = rows.outsidePages
        matched = matching.count
        self.offset = max(0, min(offset, matching.count))
        self.rows = Array(matching[self.offset..<min(matching.count, self.offset + max(0, limit))])
    }

    private static func keeps(_ row: Row, _ filter: Filter) -> Bool {
        switch filter {
        case .all: true
        case .problems: row.errors + row.warnings > 0 || (row.missingInCode ?? 0) > 0
        case .untracked: row.untracked > 0
        case .unconfigured: row.file == nil
        }
    }

    /// The actions the class itself declares whose names hold the tag, as `untracked-action` checks.
    static func taggedActions(of name: String, registry: ActionRegistry?, tag: String) -> [ActionSelector] {
        guard let declared = registry?.declaredClass(name) else { return [] }
        return declared.actions.map(\.selector).filter { $0.text.contains(tag) }
    }

    /// Whether the class is a view controller: it or a class it inherits from is named so.
    static func isScreen(_ declared: DeclaredClass, registry: ActionRegistry?) -> Bool {
        let lineage = registry?.lineage(of: declared.name.text) ?? [declared]
        let names = lineage.map(\.name.text) + lineage.compactMap { $0.superclass?.text }
        return names.contains { $0.hasSuffix("ViewController") }
    }
}

/// How many errors and warnings fall within each page's entry (``ConfigFile/entryLines(of:)``),
/// by file and line.
struct FindingsByPage {
    /// Per file, the pages' entries in order, with the page's key.
    private var entries: [String: [(lines: Range<Int>, key: String)]] = [:]
    private var counts: [String: (errors: Int, warnings: Int)] = [:]
    /// The findings in a config that fall in no page's entry, in the report's order.
    private(set) var outsidePages: [Finding] = []

    init(_ map: EventMap, report: ValidationReport) {
        for file in map.files {
            entries[file.path] = zip(file.pagesEntryLines, file.pages).map { ($0, Self.key(file.path, $1)) }.sorted {
                $0.lines.lowerBound < $1.lines.lowerBound
            }
        }
        for finding in report.findings where finding.severity != .note {
            guard let pages = entries[finding.location.file] else { continue }
            guard let page = pages.last(where: { $0.lines.lowerBound <= finding.location.line }), page.lines.contains(finding.location.line)
            else {
                outsidePages.append(finding)
                continue
            }
            var count = counts[page.key] ?? (0, 0)
            if finding.severity == .error { count.errors += 1 } else { count.warnings += 1 }
            counts[page.key] = count
        }
    }

    /// The errors and warnings within `page`'s entry.
    func counts(of page: PageMapping) -> (errors: Int, warnings: Int) {
        counts[Self.key(page.className.location.file, page)] ?? (0, 0)
    }

    /// The findings within `page`'s entry.
    static func findings(of page: PageMapping, in map: EventMap, report: ValidationReport) -> [Finding] {
        let file = page.className.location.file
        guard let lines = map.files.first(where: { $0.path == file })?.entryLines(of: page) else { return [] }
        return report.findings.filter { $0.location.file == file && lines.contains($0.location.line) }
    }

    private static func key(_ file: String, _ page: PageMapping) -> String {
        file + "\u{0}" + page.className.value.text
    }
}
