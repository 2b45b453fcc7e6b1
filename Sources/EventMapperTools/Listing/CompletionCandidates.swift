import EventMapCore
import EventMapper

/// What shell completion offers for `mapper`'s arguments — configured class names, a class's
/// actions, event IDs — read from the project's configs (or the `--config` paths already typed)
/// when the shell asks. Completion must be quiet and quick: any problem reading the configs
/// yields no candidates rather than a message.
package enum CompletionCandidates {
    /// Configured classes starting with `prefix`.
    package static func classNames(words: [String], prefix: String) -> [String] {
        guard let resolver = resolver(words) else { return [] }
        return resolver.pages.map(\.className.value.text).filter { $0.hasPrefix(prefix) }.sorted()
    }

    /// The actions of the class already typed (the first word that is a configured class).
    package static func actions(words: [String], prefix: String) -> [String] {
        guard let resolver = resolver(words), let page = words.lazy.compactMap({ resolver.page($0) }).first else { return [] }
        return page.controls.map(\.selector.value.text).filter { $0.hasPrefix(prefix) }.sorted()
    }

    /// Configured event IDs starting with `prefix`.
    package static func eventIDs(words: [String], prefix: String) -> [String] {
        guard let resolver = resolver(words) else { return [] }
        var ids = Set<String>()
        for page in resolver.pages {
            for event in page.pageEvents.values { ids.insert(event.value.text) }
            for control in page.controls { ids.insert(control.eventID.value.text) }
        }
        return ids.filter { $0.hasPrefix(prefix) }.sorted()
    }

    /// The configs the command line names (`--config X`, `--config=X`), else the project's.
    private static func resolver(_ words: [String]) -> EventResolver? {
        var paths: [String] = []
        for (index, word) in words.enumerated() {
            if word == "--config", index + 1 < words.count { paths.append(words[index + 1]) }
            if word.hasPrefix("--config=") { paths.append(String(word.dropFirst("--config=".count))) }
        }
        guard let selection = try? ConfigSelection.choose(explicit: paths), let loaded = try? selection.load() else { return nil }
        return EventResolver(loaded.set.map)
    }
}
