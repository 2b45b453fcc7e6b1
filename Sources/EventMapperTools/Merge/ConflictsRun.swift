import EventMapCore
import EventMapper
import InputFiles

/// What `mapper conflicts` does, with no printing: finds the conflicts git left in the configs
/// of the set, names the entries each one holds with both sides' IDs, and settles them by
/// keeping one side, file by file under the file's edit lock, written atomically and checked as
/// it is read back.
package struct ConflictsRun: Sendable {
    /// One entry two branches set differently.
    package struct Entry: Sendable, Equatable {
        /// The config, and the line of the conflict's `<<<<<<<` marker.
        package let file: String
        package let line: Int
        /// `-[HomeViewController onShareBtnPressed:]`, `HomeViewController Enter`.
        package let subject: String
        /// What each side records (nil where that side has no such entry), and the sides' names.
        package let ours: String?
        package let theirs: String?
        package let oursLabel: String
        package let theirsLabel: String

        /// `Configs/X.plist:27: -[Home onShare:]: HEAD records A; feature/x records B`.
        package var description: String {
            func side(_ label: String, _ id: String?) -> String { id.map { "\(label) records \($0)" } ?? "\(label) has no such entry" }
            return "\(file):\(line): \(subject): \(side(oursLabel, ours)); \(side(theirsLabel, theirs))"
        }
    }

    /// Which entries to settle: all, a class's, or one event of a class.
    package struct Choice: Sendable {
        package let className: String?
        package let target: ConfigEdit.Target?

        package init(className: String?, target: ConfigEdit.Target?) {
            (self.className, self.target) = (className, target)
        }

        func includes(_ emitter: EventEmitter) -> Bool {
            guard let className else { return true }
            guard emitter.className.text == className || emitter.className.unqualified == Substring(className) else { return false }
            switch (target, emitter.source) {
            case (nil, _): return true
            case (.control(let selector)?, .control(let declared)): return selector == declared
            case (.pageEvent(let event)?, .page(let declared)): return event == declared
            default: return false
            }
        }
    }

    /// The conflicted entries of every config of the set, in file and line order.
    package let entries: [Entry]
    /// What settling did, one line per file.
    package let settled: [String]

    /// Lists the conflicts of the configs `configPaths` choose (the project's by default).
    /// - Throws: ``ConfigEditFailure`` with exit status 2 when a config cannot be read, its
    ///   markers are malformed, or it has no conflict and does not parse: "no conflict" would
    ///   tell someone settling a merge that the set is sound.
    package init(configPaths: [String]) throws(ConfigEditFailure) {
        var entries: [Entry] = []
        for file in try Self.files(configPaths) {
            let bytes = try Self.contents(of: file)
            guard let regions = try Self.regions(in: bytes, of: file) else {
                try Self.requireParses(bytes, of: file)
                continue
            }
            entries += try Self.entries(regions, file: file).flatMap { $0.1.map(\.entry) }
        }
        self.entries = entries
        settled = []
    }

    /// Settles the conflicts `choice` selects by keeping `side`.
    /// - Throws: ``ConfigEditFailure``: 1 when no conflict holds what `choice` names, or a
    ///   conflict holds it and other entries too; 2 when a file cannot be read, locked or written.
    package init(
        taking side: ConflictRegionSide, _ choice: Choice, configPaths: [String], writer: AtomicFileWriter = AtomicFileWriter()
    ) throws(ConfigEditFailure) {
        var settled: [String] = []
        // What the conflicts hold, for a choice that names none of it.
        var held: [String] = []
        for file in try Self.files(configPaths) {
            let lock: FileEditLock
            do {
                lock = try FileEditLock(for: file)
            } catch {
                throw ConfigEditFailure(.cannotRun, [error.description])
            }
            defer { lock.release() }
            guard let regions = try Self.regions(in: try Self.contents(of: file), of: file) else { continue }
            var chosen = Set<Int>()
            for (region, entries) in try Self.entries(regions, file: file) {
                held += entries.map(\.entry.subject)
                let included = entries.filter { choice.includes($0.emitter) }
                guard !included.isEmpty || (choice.className == nil && entries.isEmpty) else { continue }
                if included.count < entries.count {
                    let others = entries.filter { !choice.includes($0.emitter) }.map(\.entry.subject).joined(separator: ", ")
                    throw ConfigEditFailure(
                        .refused,
                        [
                            "\(file):\(region.line): error: this conflict also holds \(others); settle it whole with mapper conflicts --take \(side.rawValue) \(included[0].emitter.className)"
                        ])
                }
                chosen.insert(region.line)
            }
            guard !chosen.isEmpty else { continue }
            let bytes = regions.settled { chosen.contains($0.line) ? side : nil }
            let left = regions.regions.count - chosen.count
            try Self.write(bytes, to: file, left: left, writer: writer)
            settled.append(
                "\(file): kept \(side.rawValue) in \(chosen.count) \(chosen.count == 1 ? "conflict" : "conflicts")"
                    + (left == 0 ? "" : "; \(left) left"))
        }
        guard !settled.isEmpty else {
            guard let className = choice.className else { throw ConfigEditFailure(.notFound, error: "no config holds a conflict") }
            let named =
                switch choice.target {
                case nil, .page?: className
                case .pageEvent(let event)?: "\(className) \(event.rawValue)"
                case .control(let selector)?: "-[\(className) \(selector.text)]"
                }
            let holding = held.isEmpty ? "" : "; the conflicts hold \(held.joined(separator: ", ")) (mapper conflicts lists them)"
            throw ConfigEditFailure(.notFound, error: "no conflict holds \(named)\(holding)")
        }
        self.settled = settled
        entries = []
    }

    /// The config files of the set.
    private static func files(_ configPaths: [String]) throws(ConfigEditFailure) -> [String] {
        do {
            let selection = try ConfigSelection.choose(explicit: configPaths)
            return try ConfigSet.configFiles(selection.paths, excluding: selection.project?.exclusion)
        } catch {
            throw ConfigEditFailure(.cannotRun, [error.description])
        }
    }

    /// The file's bytes.
    private static func contents(of file: String) throws(ConfigEditFailure) -> [UInt8] {
        do {
            return try InputFile.contents(of: file, limit: InputFile.configLimit)
        } catch {
            throw ConfigEditFailure(.cannotRun, ["\(file): error: \(error.message)"])
        }
    }

    /// The conflicts of `file`, whose bytes these are, or nil when it has none.
    private static func regions(in bytes: [UInt8], of file: String) throws(ConfigEditFailure) -> ConflictRegions? {
        let regions: ConflictRegions
        do {
            regions = try ConflictRegions(bytes)
        } catch {
            throw ConfigEditFailure(.cannotRun, ["\(file):\(error.line): error: \(error.message)"])
        }
        return regions.regions.isEmpty ? nil : regions
    }

    /// Refuses a file that does not parse, with what its reader found.
    private static func requireParses(_ bytes: [UInt8], of file: String) throws(ConfigEditFailure) {
        let format = ConfigFileType(pathExtensionOf: file) ?? .plist
        let load: ConfigFileLoad
        do {
            load = try ConfigFileLoad.load(bytes, format: format, file: file)
        } catch {
            throw ConfigEditFailure(.cannotRun, [error.description])
        }
        if load.file == nil { throw ConfigEditFailure(.cannotRun, load.findings.map(\.description)) }
    }

    /// Each conflict with the entries it holds: those whose IDs differ between the file with
    /// every conflict settled as ours and the same with this one settled as theirs.
    private static func entries(_ regions: ConflictRegions, file: String) throws(ConfigEditFailure) -> [(
        ConflictRegions.Region, [(entry: Entry, emitter: EventEmitter)]
    )] {
        let format = ConfigFileType(pathExtensionOf: file) ?? .plist
        let ours = try emitters(regions.settled { _ in .ours }, file: file, format: format, side: "ours")
        return try regions.regions.map { region throws(ConfigEditFailure) in
            let theirs = try emitters(
                regions.settled { $0.line == region.line ? .theirs : .ours }, file: file, format: format, side: "theirs, at line \(region.line),")
            var found: [(entry: Entry, emitter: EventEmitter)] = []
            for key in Set(ours.keys).union(theirs.keys).sorted() where ours[key]?.eventID != theirs[key]?.eventID {
                let emitter = (ours[key] ?? theirs[key])!
                found.append(
                    (
                        Entry(
                            file: file, line: region.line, subject: emitter.description, ours: ours[key]?.eventID.text,
                            theirs: theirs[key]?.eventID.text, oursLabel: region.oursLabel, theirsLabel: region.theirsLabel),
                        emitter
                    ))
            }
            return (region, found)
        }
    }

    /// The file's events by class and source, as one side makes it.
    private static func emitters(_ bytes: [UInt8], file: String, format: ConfigFileType, side: String) throws(ConfigEditFailure)
        -> [String: EventEmitter]
    {
        let load: ConfigFileLoad
        do {
            load = try ConfigFileLoad.load(bytes, format: format, file: file)
        } catch {
            throw ConfigEditFailure(.cannotRun, [error.description])
        }
        guard let made = load.file else {
            throw ConfigEditFailure(
                .cannotRun,
                load.findings.map(\.description) + ["error: \(file) does not parse with the \(side) side of its conflicts; edit it by hand"])
        }
        var byKey: [String: EventEmitter] = [:]
        for emitter in made.emitters { byKey["\(emitter.className.text)\t\(emitter.source)"] = emitter }
        return byKey
    }

    /// Writes the settled file, checked as it is read back: with no conflict left it must parse.
    private static func write(_ bytes: [UInt8], to file: String, left: Int, writer: AtomicFileWriter) throws(ConfigEditFailure) {
        let format = ConfigFileType(pathExtensionOf: file) ?? .plist
        do {
            try writer.write(bytes, to: file) { written in
                if left == 0, try ConfigFileLoad.load(written, format: format, file: file).file == nil {
                    throw ConfigInputError(path: file, message: "the settled file does not parse")
                }
            }
        } catch {
            throw ConfigEditFailure(.cannotRun, [error.description] + (error.fileWasReplaced ? [] : ["\(file): the file is unchanged"]))
        }
    }
}
