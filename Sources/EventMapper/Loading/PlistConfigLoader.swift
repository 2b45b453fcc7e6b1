import EventMapCore
import EventMapXML
import Foundation

/// Loads a `WGlobalUserStatisticsConfig.plist`: class name → `PageEventIDs` (`Enter`, `Leave`)
/// and `ControlEventIDs` (selector → event ID), exactly as the swizzled hooks read it.
///
/// Every deviation from that schema is a located finding, and the model keeps what the app
/// would see at run time: for a duplicate key, the last entry, as Apple's parser keeps.
package struct PlistConfigLoader: Sendable {
    /// Creates a loader.
    package init() {}

    /// Reads and loads the file at `path`.
    /// - Parameters:
    ///   - path: The config file.
    ///   - only: When given, only the entries that can be this class are loaded and checked;
    ///     the whole file is still parsed.
    /// - Returns: The model (nil when the file does not parse) and the findings.
    /// - Throws: ``ConfigInputError`` when the file cannot be read at all.
    package func load(path: String, only: ClassNameQuery? = nil) throws(ConfigInputError) -> ConfigFileLoad {
        do {
            let document: PlistDocument
            if let only {
                document = try PlistReader().read(contentsOf: path, keepingEntries: only)
            } else {
                document = try PlistReader().read(contentsOf: path)
            }
            return load(document: document, only: only)
        } catch  where error.reason == .unreadableFile {
            throw ConfigInputError(path: path, message: error.message)
        } catch {
            return ConfigFileLoad(file: nil, findings: [Self.finding(for: error)])
        }
    }

    /// Loads a file's bytes, such as a version read from git.
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - file: The name locations carry.
    package func load(_ bytes: [UInt8], file: String) -> ConfigFileLoad {
        do {
            return load(document: try PlistReader().read(bytes, file: file))
        } catch {
            return ConfigFileLoad(file: nil, findings: [Self.finding(for: error)])
        }
    }

    /// Loads the contents of the file at `path`, read before: as ``load(path:only:)`` loads the
    /// file, every message included.
    package func load(_ bytes: [UInt8], readFrom path: String, only: ClassNameQuery? = nil) -> ConfigFileLoad {
        do {
            return load(document: try PlistReader().read(bytes, readFrom: path, keepingEntries: only), only: only)
        } catch {
            return ConfigFileLoad(file: nil, findings: [Self.finding(for: error)])
        }
    }

    /// Loads an already parsed document.
    /// - Parameters:
    ///   - document: The property list.
    ///   - only: When given, only the entries that can be this class are loaded and checked.
    /// - Returns: The model and the findings.
    package func load(document: PlistDocument, only: ClassNameQuery? = nil) -> ConfigFileLoad {
        var walk = PlistConfigWalk(file: document.file, only: only)
        let pages = walk.pages(in: document.root)
        let findings = walk.findings.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
        var file = ConfigFile(path: document.file, fileType: .plist, pages: pages)
        file.entryLines = walk.entryLines
        var load = ConfigFileLoad(file: file, findings: findings)
        load.skippedClassNames = walk.skippedClassNames
        load.classesWithUnreadableEntries = walk.classesWithUnreadableEntries
        return load
    }

    /// The finding for a file that did not parse.
    static func finding(for error: PlistReadError) -> Finding {
        let rule: Rule =
            switch error.reason {
            case .malformedXML, .unreadableFile: .malformedXML
            case .invalidPlist: .invalidPlist
            case .forbiddenConstruct: .forbiddenConstruct
            case .mergeConflict: .mergeConflict
            }
        return Finding(rule, error.message, at: error.location)
    }
}

/// One pass over a parsed config, collecting its pages and its findings.
struct PlistConfigWalk {
    let file: String
    /// When set, only the entries that can be this class are loaded and checked.
    let only: ClassNameQuery?
    private(set) var findings: [Finding] = []
    /// With `only`: the classes that were passed over, for "did you mean".
    private(set) var skippedClassNames: [String] = []
    /// The classes an entry of which was left out for an error.
    private(set) var classesWithUnreadableEntries: [String] = []
    /// The first line of every top-level entry, those left out of the pages included.
    private(set) var entryLines: [Int] = []
    /// Every distinct selector key read so far, and what is wrong with it, if anything.
    private var selectors = SelectorKeys()
    /// Where the event IDs' bytes are kept.
    private var eventIDs = EventIDArena()

    init(file: String, only: ClassNameQuery? = nil) {
        self.file = file
        self.only = only
    }

    mutating func pages(in root: PlistNode) -> [PageMapping] {
        guard let dictionary = expectDictionary(root, "the top level of the config", holding: "class names") else { return [] }
        // With `only` (resolve), most entries are passed over: one part, read as they come.
        guard only == nil else { return pages(of: lastOfEachKey(dictionary)) }
        entryLines = dictionary.keyLines
        let entries = Array(lastOfEachKey(dictionary))
        let parts = parts(entries.count)
        guard parts.count > 1 else { return pages(of: entries) }
        // The later parts on threads of their own, each with its own findings and ID arena,
        // taken back in file order: the same pages and findings as one walk.
        let (file, only) = (file, only)
        let others = parts.dropFirst().map { part in
            BackgroundTask<WalkedPages, Never> {
                // The actions' and IDs' locations, made by the hundred thousand, each hold a
                // reference to the file's name: a copy of its own keeps the threads apart.
                var walk = PlistConfigWalk(file: String(decoding: Array(file.utf8), as: UTF8.self), only: only)
                let pages = walk.pages(of: entries[part])
                return WalkedPages(
                    pages: pages, findings: walk.findings, skippedClassNames: walk.skippedClassNames,
                    classesWithUnreadableEntries: walk.classesWithUnreadableEntries)
            }
        }
        var pages = pages(of: entries[parts[0]])
        for other in others {
            let walked = other.value()
            pages += walked.pages
            findings += walked.findings
            skippedClassNames += walked.skippedClassNames
            classesWithUnreadableEntries += walked.classesWithUnreadableEntries
        }
        return pages
    }

    /// What walking a part of the top level found.
    private struct WalkedPages: Sendable {
        let pages: [PageMapping]
        let findings: [Finding]
        let skippedClassNames: [String]
        let classesWithUnreadableEntries: [String]
    }

    /// How many top-level entries make a part worth a thread of its own.
    var entriesPerPart = 1_000
    /// The most parts walked side by side: one per core.
    var maximumParts = ProcessInfo.processInfo.activeProcessorCount

    /// The ranges of `count` top-level entries walked side by side: at most ``maximumParts``,
    /// each of at least ``entriesPerPart`` entries.
    func parts(_ count: Int) -> [Range<Int>] {
        let partCount = max(1, min(maximumParts, count / entriesPerPart))
        return (0..<partCount).map { part in (count * part / partCount)..<(count * (part + 1) / partCount) }
    }

    private mutating func pages(of entries: some Sequence<PlistDictionary.Entry>) -> [PageMapping] {
        var pages: [PageMapping] = []
        pages.reserveCapacity(entries.underestimatedCount)
        for entry in entries {
            if let only, !only.mightMatch(entry.key.utf8) {
                skippedClassNames.append(entry.key.text)
                continue
            }
            let name = entry.key.text
            let findingsBefore = findings.count
            defer {
                if findings[findingsBefore...].contains(where: { ConfigFileLoad.dropsAnEntry($0.rule) }) { classesWithUnreadableEntries.append(name) }
            }
            if let problem = Rule.classNameProblem(name) {
                report(.malformedName, problem, at: entry.key.location)
                continue
            }
            guard let page = expectDictionary(entry.value, "the entry of '\(name)'", holding: "PageEventIDs and ControlEventIDs") else { continue }
            pages.append(pageMapping(Located(ClassName(name), at: entry.key.location), page))
        }
        return pages
    }

    private mutating func pageMapping(_ className: Located<ClassName>, _ page: PlistDictionary) -> PageMapping {
        var mapping = PageMapping(className: className)
        for entry in lastOfEachKey(page) {
            switch entry.key.text {
            case "PageEventIDs":
                guard let events = expectDictionary(entry.value, "PageEventIDs of '\(className.value)'", holding: "Enter and Leave") else { continue }
                mapping.pageEvents = pageEvents(events, of: className.value)
            case "ControlEventIDs":
                guard let controls = expectDictionary(entry.value, "ControlEventIDs of '\(className.value)'", holding: "action selectors") else {
                    continue
                }
                mapping.controls = controlMappings(controls, of: className.value)
            default:
                let wording = Rule.unknownSectionWording(entry.key.text, inPage: className.value.text)
                report(.unknownSection, wording.message, at: entry.key.location, suggestion: wording.suggestion)
            }
        }
        return mapping
    }

    private mutating func pageEvents(_ events: PlistDictionary, of className: ClassName) -> [PageEvent: Located<EventID>] {
        var result: [PageEvent: Located<EventID>] = Dictionary(minimumCapacity: PageEvent.allCases.count)
        for entry in lastOfEachKey(events) {
            guard let event = PageEvent(rawValue: entry.key.text) else {
                let wording = Rule.unknownPageEventWording(entry.key.text, inPage: className.text)
                report(.unknownPageEvent, wording.message, at: entry.key.location, suggestion: wording.suggestion)
                continue
            }
            if let id = eventID(entry.value, for: "\(event) of '\(className)'") { result[event] = id }
        }
        return result
    }

    /// The hottest loop of loading: a 10,000-page config has 200,000 actions. Entries are read
    /// in place (``PlistEntryReader``); a `String`, a node or a location is made only for what
    /// the model keeps or a finding names.
    private mutating func controlMappings(_ controls: PlistDictionary, of className: ClassName) -> [ControlMapping] {
        let duplicates = reportDuplicateKeys(controls)
        return PlistEntryReader.reading(controls, file: file) { reader in
            var result: [ControlMapping] = []
            result.reserveCapacity(reader.entryCount(of: controls))
            reader.forEachLastOfEachKey(in: controls, duplicates: duplicates) { entry in
                let selector = selectors.read(reader.text(entry.key)!)
                let text = selectors.text(selector)
                if let problem = selectors.problem(selector) {
                    report(
                        .malformedName, "\(problem.message) (ControlEventIDs of '\(className)')", at: reader.location(entry.key),
                        suggestion: problem.suggestion)
                    return
                }
                guard let id = eventID(entry.value, in: reader, for: "'\(text)' of '\(className)'") else { return }
                result.append(ControlMapping(selector: Located(ActionSelector(objectiveCForm: text), at: reader.location(entry.key)), eventID: id))
            }
            return result
        }
    }

    /// The event ID a value holds, or nil after reporting why it holds none.
    private mutating func eventID(_ node: PlistNode, for place: @autoclosure () -> String) -> Located<EventID>? {
        PlistEntryReader.reading(node, file: file) { eventID($1, in: $0, for: place()) }
    }

    private mutating func eventID(_ node: Int, in reader: PlistEntryReader, for place: @autoclosure () -> String) -> Located<EventID>? {
        guard let bytes = reader.text(node) else {
            let value = reader.value(node)
            report(.wrongValueType, "the event ID for \(place()) must be a <string>, found <\(value.kind.elementName)>", at: value.location)
            return nil
        }
        if !NameSyntax.isPrintableASCIIWithoutBlanks(bytes), let problem = Rule.eventIDProblem(String(decoding: bytes, as: UTF8.self)) {
            report(.malformedEventID, "\(problem) (\(place()))", at: reader.location(node))
            return nil
        }
        return Located(EventID(utf8: bytes, in: &eventIDs), at: reader.location(node))
    }

    private mutating func expectDictionary(_ node: PlistNode, _ place: @autoclosure () -> String, holding contents: String) -> PlistDictionary? {
        guard let dictionary = node.dictionary else {
            report(.wrongValueType, "\(place()) must be a <dict> of \(contents), found <\(node.kind.elementName)>", at: node.location)
            return nil
        }
        return dictionary
    }

    /// The entries the app sees at run time — the last of each key — after reporting every
    /// earlier duplicate.
    private mutating func lastOfEachKey(_ dictionary: PlistDictionary) -> LazyFilterSequence<PlistDictionary> {
        dictionary.lastOfEachKey(reportDuplicateKeys(dictionary))
    }

    /// Reports every key an equal later key overrides, and returns them as
    /// ``PlistDictionary/duplicateKeys`` pairs them.
    private mutating func reportDuplicateKeys(_ dictionary: PlistDictionary) -> [(first: PlistKey, repeated: PlistKey)] {
        let duplicates = dictionary.duplicateKeys
        for (first, repeated) in duplicates {
            let message = Rule.duplicateKeyMessage(repeated.text, first: SourceLocationText(first.location, from: file))
            report(.duplicateKey, message, at: repeated.location, related: [first.location])
        }
        return duplicates
    }

    private mutating func report(
        _ rule: Rule, _ message: String, at location: SourceLocation, suggestion: String? = nil, related: [SourceLocation] = []
    ) {
        findings.append(Finding(rule, message, at: location, suggestion: suggestion, related: related))
    }
}

/// The selector keys of a config, each distinct one made a `String` and checked once.
///
/// Pages share their actions' names (`onBackBtnPressed:` in every page), so a 10,000-page config
/// of 200,000 actions may hold a few hundred distinct selectors: a repeat is found by its bytes
/// and shares the first one's text instead of being decoded, allocated and checked again.
private struct SelectorKeys {
    private var table = ByteKeyTable(capacity: 64)
    private var texts: [String] = []
    private var problems: [(message: String, suggestion: String?)?] = []

    /// The number of a key's text among those read: the same for the same bytes.
    mutating func read(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let index = table.insert(bytes: bytes)
        if index == texts.count {
            let text = String(decoding: bytes, as: UTF8.self)
            texts.append(text)
            problems.append(Rule.selectorProblem(text))
        }
        return index
    }

    /// The text of a key read.
    func text(_ selector: Int) -> String { texts[selector] }

    /// Why a key read cannot be a selector, or nil when it can.
    func problem(_ selector: Int) -> (message: String, suggestion: String?)? { problems[selector] }
}
