import EventMapCore
import EventMapper

/// The entries `mapper adopt` proposes, from the adoptable calls and the config set they go
/// into: each (class, `Enter`/`Leave`/selector) once, with every call site that records it.
///
/// - Two calls that give the same class and target different IDs are a conflict in the code:
///   both sites are listed and neither is adopted.
/// - An entry the config already has with the same ID is already configured: nothing to add,
///   and its calls can go.
/// - An entry the config has with another ID is a conflict with the config: reported, not
///   overwritten.
struct AdoptionPlan {
    /// One proposed entry.
    struct Entry {
        /// What becomes of the entry.
        enum State: String {
            /// Not in the config: it will be added.
            case new
            /// In the config with the same ID.
            case configured
            /// In the config with another ID, or given two IDs in code.
            case conflict
        }

        let className: String
        /// `Enter`, `Leave` or the selector.
        let target: String
        let eventID: String
        /// The calls that record it.
        var calls: [AdoptionCall]
        var state: State = .new
        /// For a conflict: what the entry conflicts with.
        var conflict: String?
        /// For a new entry: the file it goes to.
        var file: String?

        /// The edit that adds it.
        var edit: ConfigEdit {
            let place: ConfigEdit.Target =
                switch target {
                case "Enter": .pageEvent(.enter)
                case "Leave": .pageEvent(.leave)
                default: .control(ActionSelector(target))
                }
            return ConfigEdit(className: className, target: place, eventID: EventID(eventID))
        }
    }

    private(set) var entries: [Entry] = []

    /// Groups the adoptable calls into entries and compares each with the set.
    /// - Parameters:
    ///   - calls: Every call adopt found; only the adoptable ones are planned.
    ///   - set: The config set the entries go into.
    ///   - newFile: The file a class the set does not configure goes to; nil when the set has
    ///     one file (it goes there) or none can be chosen.
    init(calls: [AdoptionCall], set: ConfigSet, newFile: String?) {
        var byKey: [String: Int] = [:]
        for call in calls where call.status == .adoptable {
            guard let className = call.className, let target = call.target, let id = call.eventID else { continue }
            let key = className + "\u{0}" + target
            if let index = byKey[key] {
                entries[index].calls.append(call)
                if entries[index].eventID != id, entries[index].state != .conflict {
                    entries[index].state = .conflict
                    entries[index].conflict = "the code gives it two IDs"
                }
                continue
            }
            byKey[key] = entries.count
            entries.append(Entry(className: className, target: target, eventID: id, calls: [call]))
        }
        let resolver = EventResolver(set.map)
        let onlyFile = set.paths.count == 1 ? set.paths.first : nil
        for index in entries.indices where entries[index].state != .conflict {
            let page = resolver.page(entries[index].className)
            let configured: Located<EventID>? =
                switch entries[index].target {
                case "Enter": page?.pageEvents[.enter]
                case "Leave": page?.pageEvents[.leave]
                default: page?.controls.first { $0.selector.value.text == entries[index].target }?.eventID
                }
            if let configured {
                let same = configured.value.text == entries[index].eventID
                entries[index].state = same ? .configured : .conflict
                if !same { entries[index].conflict = "configured as \(configured.value.text) at \(configured.location)" }
            } else {
                entries[index].file = page?.className.location.file ?? newFile ?? onlyFile
            }
        }
    }

    /// The new entries that have no file to go to.
    var homeless: [Entry] { entries.filter { $0.state == .new && $0.file == nil } }

    /// The pages of the new entries that go to `file`, in the order classes first appear.
    func newPages(in file: String) -> [PageMapping] {
        var pages: [PageMapping] = []
        var positions: [String: Int] = [:]
        let place = SourceLocation(file: file, line: 1, column: 1)
        for entry in entries where entry.state == .new && entry.file == file {
            let position = positions[entry.className] ?? pages.count
            if position == pages.count {
                positions[entry.className] = position
                pages.append(PageMapping(className: Located(ClassName(entry.className), at: place)))
            }
            let id = Located(EventID(entry.eventID), at: place)
            switch entry.target {
            case "Enter": pages[position].pageEvents[.enter] = id
            case "Leave": pages[position].pageEvents[.leave] = id
            default: pages[position].controls.append(ControlMapping(selector: Located(ActionSelector(entry.target), at: place), eventID: id))
            }
        }
        return pages
    }

    /// The new entries by file, in the order files first appear.
    var editsByFile: [(file: String, edits: [ConfigEdit])] {
        var result: [(file: String, edits: [ConfigEdit])] = []
        for entry in entries where entry.state == .new {
            guard let file = entry.file else { continue }
            if let index = result.firstIndex(where: { $0.file == file }) {
                result[index].edits.append(entry.edit)
            } else {
                result.append((file, [entry.edit]))
            }
        }
        return result
    }
}
