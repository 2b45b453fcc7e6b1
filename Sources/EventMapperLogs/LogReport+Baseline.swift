import EventMapCore
import EventMapper
import InputFiles

extension LogReport {
    /// What started and stopped firing between an earlier report (`--baseline`) and this one:
    /// configured events and unmapped interactions with records in one and none in the other.
    package struct BaselineComparison: Encodable, Sendable {
        /// The earlier report's file, as named.
        package let file: String
        /// Records in this report and none in the earlier one.
        package let started: [BaselineChange]
        /// Records in the earlier report and none in this one (an event the config no longer
        /// has included).
        package let stopped: [BaselineChange]

        init(now: LogReport, earlier: EarlierReport) {
            file = earlier.file
            var before: [EarlierReport.Key: Int] = [:]
            for item in earlier.items where item.count > 0 { before[item.key, default: 0] += item.count }
            var current: [EarlierReport.Key: Int] = [:]
            for event in now.events where event.count > 0 {
                current[EarlierReport.Key(eventID: event.eventID, className: event.className, trigger: event.trigger), default: 0] += event.count
            }
            for item in now.unmapped where item.count > 0 {
                current[EarlierReport.Key(eventID: nil, className: item.className, trigger: item.trigger), default: 0] += item.count
            }
            started = current.filter { before[$0.key] == nil }.map { BaselineChange($0.key, before: 0, now: $0.value) }.sorted()
            stopped = before.filter { current[$0.key] == nil }.map { BaselineChange($0.key, before: $0.value, now: 0) }.sorted()
        }
    }

    /// A configured event, or an unmapped interaction, in ``BaselineComparison``.
    package struct BaselineChange: Encodable, Sendable, Comparable {
        /// Nil, `null` in JSON, for an interaction the config does not map.
        package let eventID: String?
        package let className: String
        /// `Enter`, `Leave` or the action's selector.
        package let trigger: String
        /// Records in the earlier report and in this one.
        package let before, now: Int

        init(_ key: EarlierReport.Key, before: Int, now: Int) {
            eventID = key.eventID
            className = key.className
            trigger = key.trigger
            self.before = before
            self.now = now
        }

        /// Most records first, then by name.
        package static func < (left: Self, right: Self) -> Bool {
            (max(right.before, right.now), left.className, left.trigger, left.eventID ?? "")
                < (max(left.before, left.now), right.className, right.trigger, right.eventID ?? "")
        }

        private enum CodingKeys: String, CodingKey { case eventID, className, trigger, before, now }
        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            // `null`, not a missing key, for an unmapped interaction.
            try container.encode(eventID, forKey: .eventID)
            try container.encode(className, forKey: .className)
            try container.encode(trigger, forKey: .trigger)
            try container.encode(before, forKey: .before)
            try container.encode(now, forKey: .now)
        }
    }
}

/// The counts of an earlier `mapper logs report --format json`, read for `--baseline`: each
/// configured event's and each unmapped interaction's records. Read with the located JSON
/// reader, so that a file that is not such a report is refused at the place it goes wrong.
package struct EarlierReport: Sendable {
    /// What is compared: an event (with its ID) or an unmapped interaction (without).
    struct Key: Hashable, Sendable {
        let eventID: String?
        let className: String
        let trigger: String
    }

    /// The file, as named.
    let file: String
    let items: [(key: Key, count: Int)]

    /// Reads the report at `path`.
    /// - Throws: ``ConfigInputError`` when it cannot be read or is not a report in JSON, with
    ///   every problem, located.
    package static func load(path: String) throws(ConfigInputError) -> EarlierReport {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.contents(of: path, limit: InputFile.registryLimit)
        } catch {
            throw ConfigInputError(path: path, message: "cannot read the earlier report: \(error.reason)")
        }
        let document: LocatedJSONDocument
        do {
            document = try LocatedJSONParser.parse(bytes, file: path)
        } catch {
            throw ConfigInputError(
                path: error.location.description, message: "the earlier report is not JSON (write it with --format json): \(error.message)")
        }
        var reader = EarlierReportReader(document: document)
        let items = reader.read()
        if let first = reader.problems.first {
            throw ConfigInputError(
                path: first.place, message: first.message,
                also: reader.problems.dropFirst().map { ConfigInputError(path: $0.place, message: $0.message) })
        }
        return EarlierReport(file: path, items: items)
    }
}

/// One pass over a report in JSON: `events` (`eventID`, `className`, `trigger`, `count`) and
/// `unmapped` (`className`, `trigger`, `count`); every other key is the report's own and passed
/// over.
private struct EarlierReportReader {
    let document: LocatedJSONDocument
    private(set) var problems: [(place: String, message: String)] = []

    init(document: LocatedJSONDocument) {
        self.document = document
    }

    mutating func read() -> [(key: EarlierReport.Key, count: Int)] {
        guard document.nodes[document.root].kind == .object else {
            problem(at: document.root, "an earlier report is an object (mapper logs report --format json), found \(document.noun(of: document.root))")
            return []
        }
        let root = Dictionary(document.members(of: document.root).map { (document.string($0.key), $0.value) }) { first, _ in first }
        var items: [(key: EarlierReport.Key, count: Int)] = []
        for (list, isEvent) in [("events", true), ("unmapped", false)] {
            guard let node = root[list], document.nodes[node].kind == .array else {
                problem(at: root[list] ?? document.root, "'\(list)' must be a list, as in a report written with --format json")
                continue
            }
            for element in document.elements(of: node) {
                if let item = item(element, isEvent: isEvent) { items.append(item) }
            }
        }
        return items
    }

    private mutating func item(_ node: Int, isEvent: Bool) -> (key: EarlierReport.Key, count: Int)? {
        guard document.nodes[node].kind == .object else {
            problem(at: node, "expected an object, found \(document.noun(of: node))")
            return nil
        }
        let members = Dictionary(document.members(of: node).map { (document.string($0.key), $0.value) }) { first, _ in first }
        let names = (isEvent ? ["eventID"] : []) + ["className", "trigger"]
        var texts: [String] = []
        for name in names {
            guard let value = members[name], document.nodes[value].kind == .string else {
                problem(at: members[name] ?? node, "'\(name)' must be a string")
                return nil
            }
            texts.append(document.string(value))
        }
        guard let countNode = members["count"], document.nodes[countNode].kind == .number, let count = Int(document.string(countNode)),
            count >= 0
        else {
            problem(at: members["count"] ?? node, "'count' must be a whole number of records")
            return nil
        }
        let key = EarlierReport.Key(eventID: isEvent ? texts[0] : nil, className: texts[names.count - 2], trigger: texts[names.count - 1])
        return (key, count)
    }

    private mutating func problem(at node: Int, _ message: String) {
        problems.append((document.location(of: node).description, message))
    }
}
