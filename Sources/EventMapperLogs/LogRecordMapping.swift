import CPrefetch
import EventMapCore

/// The config's meaning for log records (`docs/logs.md`): a page's appearance or a tab switch
/// records its `Enter` ID, its disappearance its `Leave` ID, a control action the
/// `ControlEventIDs` entry of its **target** class — the lookups the hooks make at run time.
struct LogRecordMapping: Sendable {
    /// What a record maps to.
    enum Outcome: Equatable {
        /// A configured entry, by its ``EventResolver/Entry/number``.
        case mapped(Int)
        /// A page or control record the config does not map.
        case unmapped
        /// A record with nothing to map: a launch, or an app record the format does not define.
        case notMappable
    }

    let resolver: EventResolver
    /// How many entry numbers there are.
    let entryCount: Int

    init(_ resolver: EventResolver) {
        self.resolver = resolver
        entryCount = resolver.pages.reduce(0) { $0 + EventResolver.entryCount(of: $1) }
    }

    /// Calls `body` with every configured entry's number, class, what records it and its ID, in
    /// map order: a page's `Enter`, its `Leave`, then its actions. Makes no `String`.
    func forEachEntry(_ body: (_ entry: Int, _ page: PageMapping, _ source: EventEmitter.Source, _ eventID: Located<EventID>) -> Void) {
        Self.forEachEntry(in: resolver.pages, body)
    }

    /// ``forEachEntry(_:)`` of the mapping of a resolver of `pages`, without the resolver: the
    /// numbers are those its records map to.
    static func forEachEntry(
        in pages: [PageMapping], _ body: (_ entry: Int, _ page: PageMapping, _ source: EventEmitter.Source, _ eventID: Located<EventID>) -> Void
    ) {
        var first = 0
        for page in pages {
            for event in PageEvent.allCases {
                if let id = page.pageEvents[event] { body(first + EventResolver.entryOffset(of: event), page, .page(event), id) }
            }
            page.controls.withUnsafeBufferPointer { controls in
                for offset in controls.indices {
                    body(
                        first + EventResolver.entryOffset(ofAction: offset), page, .control(controls[offset].selector.value), controls[offset].eventID
                    )
                }
            }
            first += EventResolver.entryCount(of: page)
        }
    }

    /// Every configured entry with what records it, in map order (an action configured twice in
    /// one class is found at its first entry only).
    var entries: [(entry: Int, emitter: EventEmitter)] {
        var entries: [(entry: Int, emitter: EventEmitter)] = []
        entries.reserveCapacity(entryCount)
        forEachEntry { entry, page, source, id in
            entries.append((entry, EventEmitter(className: page.className.value, source: source, eventID: id.value, location: id.location)))
        }
        return entries
    }

    /// The key a record's class is looked up by, its name hashed once for ``prefetch(_:)`` and
    /// ``outcome(of:in:classKey:)``.
    @inline(__always)
    func classKey(of record: LogRecord, in line: UnsafeBufferPointer<UInt8>) -> EventResolver.ClassKey {
        EventResolver.ClassKey(UnsafeBufferPointer(rebasing: line[record.className]))
    }

    /// Asks the processor to start loading what ``outcome(of:in:classKey:)`` will read for a
    /// record of `kind`, without waiting for it (``EventResolver/lookupStart(of:)``).
    @inline(__always)
    func prefetch(_ kind: LogRecord.Kind, classKey: EventResolver.ClassKey) {
        if kind == .launch || kind == .otherApp { return }
        guard let start = resolver.lookupStart(of: classKey) else { return }
        for offset in stride(from: 0, to: EventResolver.readAheadBytes, by: 64) { event_map_prefetch(start + offset) }
    }

    /// What a record of `line` maps to; `classKey` is its ``classKey(of:in:)``.
    @inline(__always)
    func outcome(of record: LogRecord, in line: UnsafeBufferPointer<UInt8>, classKey: EventResolver.ClassKey) -> Outcome {
        let entry: EventResolver.Entry?
        switch record.kind {
        case .launch, .otherApp: return .notMappable
        case .pageEnter, .tabSwitch: entry = resolver.entry(for: .enter, of: classKey)
        case .pageLeave: entry = resolver.entry(for: .leave, of: classKey)
        case .control: entry = resolver.entry(forAction: UnsafeBufferPointer(rebasing: line[record.action]), of: classKey)
        }
        return entry.map { .mapped($0.number) } ?? .unmapped
    }
}

/// How many records of each kind a run has seen.
package struct LogCounts: Sendable, Equatable {
    /// Lines that are records.
    package var records = 0
    /// Records mapped to an event ID.
    package var mapped = 0
    /// Page and control records the config does not map.
    package var unmapped = 0
    /// Records with nothing to map (launches, undefined app records).
    package var notMappable = 0
    /// Launch records (type 0), among those with nothing to map.
    package var launches = 0
    /// Lines that follow no form of the format.
    package var malformed = 0
    /// Device header lines.
    package var headers = 0
    /// Sources whose first line is a record rather than a device header.
    package var sourcesWithoutHeader = 0
    /// Sources read (files, archive entries, standard input).
    package var sources = 0

    mutating func add(_ other: LogCounts) {
        records += other.records
        mapped += other.mapped
        unmapped += other.unmapped
        notMappable += other.notMappable
        launches += other.launches
        malformed += other.malformed
        headers += other.headers
        sourcesWithoutHeader += other.sourcesWithoutHeader
        sources += other.sources
    }

    mutating func count(_ outcome: LogRecordMapping.Outcome) {
        records += 1
        switch outcome {
        case .mapped: mapped += 1
        case .unmapped: unmapped += 1
        case .notMappable: notMappable += 1
        }
    }

    /// The summary line: `1,204 records: 1,100 mapped, 90 unmapped, 14 with no event to map (12 launches, 2 of types
    /// 4–99); 3 malformed lines`.
    package var summary: String {
        // Types 4–99 are not launches: counting them as such would misstate how often the app started.
        let kinds = "\(launches) \(launches == 1 ? "launch" : "launches"), \(notMappable - launches) of types 4–99"
        var text =
            "\(records) records: \(mapped) mapped, \(unmapped) unmapped, \(notMappable) with no event to map (\(kinds)); \(malformed) malformed lines"
        text += "; \(sources) sources"
        if sourcesWithoutHeader > 0 { text += ", \(sourcesWithoutHeader) without a device header" }
        return text
    }
}

/// Malformed lines as the log commands report them: the first few each with its place, all counted.
package struct MalformedLineSamples: Sendable {
    /// How many are kept to be printed.
    static let limit = 10
    /// `path:line: warning: why [malformed-log-line]`, the first ``limit``.
    package private(set) var messages: [String] = []

    mutating func add(source: LogSource, line: Int, defect: LogLineDefect, unterminated: Bool) {
        guard messages.count < Self.limit else { return }
        let cut = unterminated ? " (the file's last line, with no newline: cut short?)" : ""
        messages.append("\(source.name):\(line): warning: malformed line: \(defect)\(cut) [malformed-log-line]")
    }

    mutating func add(_ other: MalformedLineSamples) {
        for message in other.messages where messages.count < Self.limit { messages.append(message) }
    }
}
