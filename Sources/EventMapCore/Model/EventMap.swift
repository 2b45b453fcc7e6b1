/// The merged mapping of a config set: every class once, with its page events and actions.
public struct EventMap: Sendable {
    /// The files it was merged from, in load order.
    public let files: [ConfigFile]
    /// Every class once, in load order. Where a class is configured in several files, the first
    /// file's entry is kept (and a `duplicate-class` finding names both).
    public let pages: [PageMapping]

    /// Merges files in order.
    /// - Parameter files: The loaded files.
    /// - Returns: The map and a finding for each class configured in more than one file.
    public static func merging(_ files: [ConfigFile]) -> (map: EventMap, findings: [Finding]) {
        var pages: [PageMapping] = []
        // Matched as lookups match: `MyApp.Home` and `Home` are one class, so only one of them
        // could ever be reached.
        var index = ClassNameIndex(capacity: files.reduce(0) { $0 + $1.pages.count })
        var findings: [Finding] = []
        for file in files {
            for page in file.pages {
                if let position = index.position(of: page.className.value.text) {
                    let first = pages[position].className
                    findings.append(
                        Finding(
                            .duplicateClass,
                            "'\(page.className.value)' is also configured\(first.value == page.className.value ? "" : " as '\(first.value)'") in \(first.location); the entry there is used",
                            at: page.className.location,
                            related: [first.location]
                        ))
                    continue
                }
                index.insert(page.className.value, at: pages.count)
                pages.append(page)
            }
        }
        return (EventMap(files: files, pages: pages), findings)
    }

    private init(files: [ConfigFile], pages: [PageMapping]) {
        self.files = files
        self.pages = pages
    }
}

extension EventMap {
    /// Every place that records an event, in map order: each page's Enter and Leave, then its
    /// actions.
    public var emitters: [EventEmitter] { pages.emitters }
}

extension ConfigFile {
    /// Every place in this file that records an event, in file order.
    public var emitters: [EventEmitter] { pages.emitters }
}

extension [PageMapping] {
    /// Every place that records an event: each page's Enter and Leave, then its actions.
    package var emitters: [EventEmitter] {
        flatMap { page in
            PageEvent.allCases.compactMap { event in
                page.pageEvents[event].map {
                    EventEmitter(className: page.className.value, source: .page(event), eventID: $0.value, location: $0.location)
                }
            }
                + page.controls.map {
                    EventEmitter(
                        className: page.className.value, source: .control($0.selector.value), eventID: $0.eventID.value, location: $0.eventID.location
                    )
                }
        }
    }
}

/// What one config file maps, in file order, whatever its file type.
public struct ConfigFile: Sendable {
    /// The file's path as given.
    public let path: String
    /// The kind of file it was read as.
    public let fileType: ConfigFileType
    /// Its pages in file order.
    public var pages: [PageMapping]
    /// The first line of every top-level entry the file holds, in file order: the pages' and
    /// those the model left out (a malformed class name, an entry that is not a dictionary);
    /// empty when the loader does not record them.
    package var entryLines: [Int] = []

    /// Creates a config file's model.
    public init(path: String, fileType: ConfigFileType, pages: [PageMapping]) {
        self.path = path
        self.fileType = fileType
        self.pages = pages
    }

    /// The lines of `page`'s entry, from its key to the line before the file's next entry (the
    /// next page's, or one the model left out): where the findings about the entry are.
    package func entryLines(of page: PageMapping) -> Range<Int> {
        Self.entry(startingAt: page.className.location.line, entryStarts: entryStarts)
    }

    /// ``entryLines(of:)`` of every page, in the pages' order.
    package var pagesEntryLines: [Range<Int>] {
        let starts = entryStarts
        return pages.map { Self.entry(startingAt: $0.className.location.line, entryStarts: starts) }
    }

    /// The first lines of the file's entries, in order.
    private var entryStarts: [Int] {
        Array(Set(entryLines + pages.map(\.className.location.line))).sorted()
    }

    private static func entry(startingAt start: Int, entryStarts starts: [Int]) -> Range<Int> {
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= start { low = middle + 1 } else { high = middle }
        }
        return start..<(low < starts.count ? starts[low] : Int.max)
    }
}

/// The kinds of file a config is written in.
public enum ConfigFileType: String, Sendable, CaseIterable {
    /// `WGlobalUserStatisticsConfig.plist`: Apple's XML property list.
    case plist
    /// `<event-map version="1">`: the XML dialect, validated by its XSD.
    case xml
    /// The property list's shape in JSON; only `mapper convert` reads it.
    case json
    /// One row per event (`class,kind,trigger,event_id`); only `mapper convert` reads it.
    case csv

    /// The type a file's extension names (`.plist`, `.xml`, `.json`, `.csv`, in any case).
    /// - Parameter path: The file's path.
    public init?(pathExtensionOf path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        self.init(rawValue: path[path.index(after: dot)...].lowercased())
    }

    /// Whether config sets (folders, `.mapper.json`) read files of this type: property lists
    /// and the XML dialect. JSON and CSV are read by `mapper convert` alone.
    public var isReadInConfigSets: Bool { self == .plist || self == .xml }
}
