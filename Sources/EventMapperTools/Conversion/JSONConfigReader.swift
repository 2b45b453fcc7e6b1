import EventMapCore
import EventMapper
import EventMapXML

/// Reads a config written as JSON in the property list's own shape — what `mapper convert --to
/// json` writes:
///
/// ```json
/// {"HomeViewController":{"ControlEventIDs":{"onFavBtnPressed:":"CTRL_EVENT_HOME_FAV"},
///  "PageEventIDs":{"Enter":"PAGE_EVENT_HOME_ENTER","Leave":"PAGE_EVENT_HOME_LEAVE"}}}
/// ```
///
/// Every deviation is a located finding, as for a property list: a value of the wrong type, an
/// unknown section or page event, a malformed name or ID, a key twice in one object (keys are
/// compared by their bytes, as the property-list reader compares them), and an empty section
/// (no other format can carry it).
package struct JSONConfigReader: Sendable {
    /// Creates a reader.
    package init() {}

    /// Loads a JSON config from its bytes.
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - file: The name locations carry.
    /// - Returns: The model (nil when the JSON is not well-formed) and the findings.
    package func load(_ bytes: [UInt8], file: String) -> ConfigFileLoad {
        let document: LocatedJSONDocument
        do {
            document = try LocatedJSONParser.parse(bytes, file: file)
        } catch {
            return ConfigFileLoad(file: nil, findings: [Self.finding(for: error)])
        }
        var builder = ConfigEntryBuilder(file: file)
        walk(document, into: &builder)
        return ConfigFileLoad(file: ConfigFile(path: file, fileType: .json, pages: builder.result), findings: builder.findings)
    }

    /// Reads a conversion's output as ``load(_:file:)`` reads a file, comparing each entry in
    /// step with the pages written instead of building them again.
    /// - Parameters:
    ///   - bytes: The output.
    ///   - file: The name locations carry.
    ///   - pages: The pages written, in ``ConfigWriter/canonicalOrder(_:)``.
    /// - Returns: The findings ``load(_:file:)`` would report, and whether the output maps
    ///   exactly `pages`, in order.
    func readBack(_ bytes: [UInt8], file: String, writtenFrom pages: [PageMapping]) -> (findings: [Finding], matches: Bool) {
        let document: LocatedJSONDocument
        do {
            document = try LocatedJSONParser.parse(bytes, file: file)
        } catch {
            return ([Self.finding(for: error)], false)
        }
        var comparison = WrittenPagesComparison(written: pages)
        walk(document, into: &comparison)
        return (comparison.findings, comparison.matches)
    }

    private static func finding(for error: LocatedJSONParser.SyntaxError) -> Finding {
        Finding(.malformedInput, "not well-formed JSON: \(error.message)", at: error.location)
    }

    /// Checks the document's structure, reporting what is not a config, and hands every entry
    /// in a place a config has one to `receiver`.
    private func walk(_ document: LocatedJSONDocument, into receiver: inout some JSONConfigEntryReceiver) {
        guard let classes = members(of: document.root, in: document, "the top level of the config", holding: "class names", &receiver) else { return }
        for (key, value) in classes {
            // Made only for messages, so that a receiver that compares bytes makes no string.
            let className = { document.string(key) }
            guard let page = receiver.page(named: key, in: document),
                let sections = members(
                    of: value, in: document, "the entry of '\(className())'", holding: "PageEventIDs and ControlEventIDs", &receiver)
            else { continue }
            for section in sections {
                let isPageEvents = document.text(of: section.key, equals: "PageEventIDs")
                guard isPageEvents || document.text(of: section.key, equals: "ControlEventIDs") else {
                    let wording = Rule.unknownSectionWording(document.string(section.key), inPage: className())
                    receiver.report(
                        .unknownSection, wording.message, at: document.location(of: section.key), suggestion: wording.suggestion, related: [])
                    continue
                }
                let sectionName = isPageEvents ? "PageEventIDs" : "ControlEventIDs"
                guard
                    let entries = members(
                        of: section.value, in: document, "\(sectionName) of '\(className())'",
                        holding: isPageEvents ? "Enter and Leave" : "action selectors", &receiver)
                else { continue }
                if entries.isEmpty {
                    receiver.report(
                        .lossyRewrite, "\(sectionName) of '\(className())' is empty; the canonical form leaves empty sections out",
                        at: document.location(of: section.key), suggestion: nil, related: [])
                }
                for entry in entries {
                    guard document.nodes[entry.value].kind == .string else {
                        receiver.report(
                            .wrongValueType,
                            "the event ID for '\(document.string(entry.key))' of '\(className())' must be a string, found \(document.noun(of: entry.value))",
                            at: document.location(of: entry.value), suggestion: nil, related: [])
                        continue
                    }
                    if isPageEvents {
                        receiver.pageEvent(entry.key, id: entry.value, in: document, page: page)
                    } else {
                        receiver.control(entry.key, id: entry.value, in: document, page: page)
                    }
                }
            }
        }
    }

    /// An object's members with each repeated key (compared by bytes) reported and left out,
    /// or nil (after a finding) when the value is not an object.
    private func members(
        of value: Int, in document: LocatedJSONDocument, _ place: @autoclosure () -> String, holding contents: String,
        _ receiver: inout some JSONConfigEntryReceiver
    ) -> [(key: Int, value: Int)]? {
        guard document.nodes[value].kind == .object else {
            receiver.report(
                .wrongValueType, "\(place()) must be an object of \(contents), found \(document.noun(of: value))",
                at: document.location(of: value), suggestion: nil, related: [])
            return nil
        }
        let members = document.members(of: value)
        let repeats = document.repeatedKeys(among: members)
        guard !repeats.isEmpty else { return members }
        for (first, repeated) in repeats {
            let key = members[repeated].key
            receiver.reportRepeat(document.string(key), at: document.location(of: key), first: document.location(of: members[first].key))
        }
        let left = Set(repeats.map(\.repeated))
        return members.indices.filter { !left.contains($0) }.map { members[$0] }
    }
}

/// What ``JSONConfigReader`` hands each entry of a JSON config to once its walk has checked the
/// structure (objects where objects belong, known sections, string IDs, no key twice in one
/// object): a ``ConfigEntryBuilder``, which checks names and IDs and builds the model, or a
/// ``WrittenPagesComparison``, which compares each entry with the pages a conversion wrote.
///
/// Entries come as node indices into the document, so that a receiver that only compares
/// bytes makes no `String`.
protocol JSONConfigEntryReceiver {
    /// A class's key; the page's position for the entries that follow, or nil to pass over
    /// the class's entries.
    mutating func page(named key: Int, in document: LocatedJSONDocument) -> Int?
    /// A `PageEventIDs` member of the page at `page`, its value a string.
    mutating func pageEvent(_ key: Int, id: Int, in document: LocatedJSONDocument, page: Int)
    /// A `ControlEventIDs` member of the page at `page`, its value a string.
    mutating func control(_ key: Int, id: Int, in document: LocatedJSONDocument, page: Int)
    /// A problem the walk found in the structure.
    mutating func report(_ rule: Rule, _ message: String, at location: SourceLocation, suggestion: String?, related: [SourceLocation])
    /// A key given a second time in one object.
    mutating func reportRepeat(_ key: String, at location: SourceLocation, first: SourceLocation)
}

extension ConfigEntryBuilder: JSONConfigEntryReceiver {
    mutating func page(named key: Int, in document: LocatedJSONDocument) -> Int? {
        declarePage(document.string(key), at: document.location(of: key))
    }

    mutating func pageEvent(_ key: Int, id: Int, in document: LocatedJSONDocument, page: Int) {
        addPageEvent(document.string(key), at: document.location(of: key), id: document.string(id), idAt: document.location(of: id), toPage: page)
    }

    mutating func control(_ key: Int, id: Int, in document: LocatedJSONDocument, page: Int) {
        addControl(document.string(key), at: document.location(of: key), id: document.string(id), idAt: document.location(of: id), toPage: page)
    }
}
