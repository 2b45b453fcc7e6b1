import EventMapCore
import EventMapper
import Foundation
import InputFiles

/// What each event ID means and who owns it: the first thing a tracking plan holds. It is kept
/// in `event-descriptions.json` beside the configs, because the configs' schema is the hooks'
/// and stays as it is. The editor shows and edits it, `mapper list` shows it, and an ID
/// renamed through the editor keeps its description.
///
/// ```json
/// {
///   "version": 1,
///   "events": {
///     "CTRL_EVENT_HOME_FAV": { "description": "Taps the star on the home page", "owner": "growth" }
///   }
/// }
/// ```
package struct EventDescriptions: Sendable, Equatable {
    /// One event's meaning.
    package struct Entry: Codable, Sendable, Equatable {
        /// What the event means, for people.
        package var description: String
        /// Who answers for it (a team, a person); optional.
        package var owner: String?

        package init(description: String, owner: String? = nil) {
            self.description = description
            self.owner = owner
        }
    }

    /// The file's name.
    package static let fileName = "event-descriptions.json"

    /// Entries by event ID.
    package private(set) var entries: [String: Entry]

    package init(entries: [String: Entry] = [:]) {
        self.entries = entries
    }

    /// The file for the set `selection` chooses: in its first config folder, or beside its first
    /// config file.
    package static func path(for selection: ConfigSelection) -> String {
        let first = selection.paths.first ?? "Configs"
        if FileSystemItem.kind(at: first) == .folder { return (first.hasSuffix("/") ? first : first + "/") + fileName }
        guard let slash = first.lastIndex(of: "/") else { return fileName }
        return String(first[...slash]) + fileName
    }

    /// Reads the file; no file is no descriptions.
    /// - Throws: ``ConfigInputError`` when the file cannot be read or is not in this shape.
    package static func load(_ path: String) throws(ConfigInputError) -> EventDescriptions {
        guard FileSystemItem.kind(at: path) != nil else { return EventDescriptions() }
        let bytes: [UInt8]
        do {
            bytes = try InputFile.contents(of: path, limit: InputFile.projectFileLimit * 16)
        } catch {
            throw ConfigInputError(path: path, message: "cannot read the descriptions: \(error.reason)")
        }
        return try decode(bytes, path: path)
    }

    /// The entries `bytes` hold.
    static func decode(_ bytes: [UInt8], path: String) throws(ConfigInputError) -> EventDescriptions {
        struct File: Decodable {
            let version: Int
            let events: [String: Entry]
        }
        do {
            let file = try JSONDecoder().decode(File.self, from: Data(bytes))
            guard file.version == 1 else {
                throw ConfigInputError(path: path, message: "descriptions of version \(file.version); this mapper reads version 1")
            }
            return EventDescriptions(entries: file.events)
        } catch let error as ConfigInputError {
            throw error
        } catch {
            throw ConfigInputError(
                path: path, message: "not a descriptions file ({\"version\": 1, \"events\": {ID: {\"description\": …, \"owner\": …}}}): \(error)")
        }
    }

    /// The longest description or owner kept, in characters: the file stays a size every
    /// command reads.
    package static let fieldLimit = 2_000

    /// Gives `id` its entry, or takes it away with nil (or an empty description and owner).
    package mutating func set(_ id: String, _ entry: Entry?) {
        entries[id] = Self.kept(entry)
    }

    /// Whether `id`'s entry is `entry`, compared as ``set(_:_:)`` would store it (an empty
    /// description and owner are no entry).
    package func holds(_ entry: Entry?, for id: String) -> Bool {
        entries[id] == Self.kept(entry)
    }

    /// What ``set(_:_:)`` stores for `entry`: its fields trimmed, nothing for empty ones.
    private static func kept(_ entry: Entry?) -> Entry? {
        let trimmed = entry.map { Entry(description: $0.description.trimmed, owner: $0.owner.map(\.trimmed).flatMap { $0.isEmpty ? nil : $0 }) }
        return trimmed.flatMap { $0.description.isEmpty && $0.owner == nil ? nil : $0 }
    }

    /// Moves `old`'s entry to `new`, unless `new` has one already.
    package mutating func rename(_ old: String, to new: String) {
        guard let entry = entries[old], entries[new] == nil else { return }
        entries[new] = entry
        entries[old] = nil
    }

    /// The file's text: IDs in order, two spaces, one entry a line group.
    package var encoded: [UInt8] {
        var text = "{\n  \"version\": 1,\n  \"events\": {"
        for (index, id) in entries.keys.sorted().enumerated() {
            let entry = entries[id]!
            text += (index == 0 ? "\n" : ",\n") + "    \(Self.quoted(id)): { \"description\": \(Self.quoted(entry.description))"
            if let owner = entry.owner { text += ", \"owner\": \(Self.quoted(owner))" }
            text += " }"
        }
        text += entries.isEmpty ? "}\n}\n" : "\n  }\n}\n"
        return Array(text.utf8)
    }

    /// Changes the descriptions in `path` under its lock, held from the read to the write, so
    /// that two changes at once cannot lose one; the file is written atomically and read back
    /// before it replaces the old one.
    /// - Returns: The descriptions as written.
    /// - Throws: ``ConfigEditFailure`` (exit status 2) when the file is locked, cannot be read,
    ///   or cannot be written; what `change` throws, with nothing written.
    @discardableResult
    package static func update(
        _ path: String, writer: AtomicFileWriter = AtomicFileWriter(), _ change: (inout EventDescriptions) throws(ConfigEditFailure) -> Void
    ) throws(ConfigEditFailure) -> EventDescriptions {
        let lock: FileEditLock
        do {
            lock = try FileEditLock(for: path)
        } catch {
            throw ConfigEditFailure(.cannotRun, [error.description])
        }
        defer { lock.release() }
        var descriptions: EventDescriptions
        do {
            descriptions = try load(path)
        } catch {
            throw ConfigEditFailure(.cannotRun, [error.description])
        }
        let before = descriptions
        try change(&descriptions)
        guard descriptions != before else { return descriptions }
        let expected = descriptions
        do {
            try writer.write(descriptions.encoded, to: path) { bytes in
                guard try Self.decode(bytes, path: path) == expected else {
                    throw ConfigInputError(path: path, message: "the file read back differs")
                }
            }
        } catch {
            throw ConfigEditFailure(.cannotRun, [error.description])
        }
        return descriptions
    }

    private static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        JSONStringEscaper.append(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension String {
    fileprivate var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
