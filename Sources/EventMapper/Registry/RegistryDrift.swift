import EventMapCore

/// How a committed registry file differs from what the sources declare now, class by class, as
/// the file's format records a class (name, superclass, runtime name, actions): what
/// `mapper scan --check` reports. Where a class or action is declared is not compared: a line
/// added above it changes no lookup.
package struct RegistryDrift: Sendable, Equatable {
    /// Classes the sources declare that the file lacks.
    package let added: [String]
    /// Classes the file lists that the sources no longer declare.
    package let removed: [String]
    /// Classes in both whose superclass, runtime name or actions differ.
    package let changed: [String]

    /// Compares the file's classes with the scan's.
    package init(file: [DeclaredClass], sources: [DeclaredClass]) {
        func records(_ classes: [DeclaredClass]) -> [String: String] {
            Dictionary(classes.map { ($0.name.text, RegistryFile.encode([$0])) }, uniquingKeysWith: { first, _ in first })
        }
        let old = records(file)
        let new = records(sources)
        added = new.keys.filter { old[$0] == nil }.sorted()
        removed = old.keys.filter { new[$0] == nil }.sorted()
        changed = new.keys.filter { old[$0] != nil && old[$0] != new[$0] }.sorted()
    }

    /// Whether the file matches the sources.
    package var isEmpty: Bool { added.isEmpty && removed.isEmpty && changed.isEmpty }

    /// `2 classes added (A, B), 1 changed (C)`: at most five names a kind.
    package var summary: String {
        func part(_ names: [String], _ what: String) -> String? {
            guard !names.isEmpty else { return nil }
            let shown = names.prefix(5).joined(separator: ", ") + (names.count > 5 ? ", …" : "")
            return "\(names.count) \(what) (\(shown))"
        }
        let kinds = [part(added, "added"), part(removed, "removed"), part(changed, "changed")].compactMap { $0 }
        let total = added.count + removed.count + changed.count
        return "\(total) \(total == 1 ? "class differs" : "classes differ"): " + kinds.joined(separator: ", ")
    }
}
