/// The resolver's indexes, built once and never changed.
///
/// What a lookup returns beyond the ID (the matching entry, where it is written) is read from
/// ``pages`` when it is asked for, so that no answer is built up front for each of the map's
/// entries. Event IDs are not indexed: see ``ReverseLookup``.
@usableFromInline
final class ResolverStorage: Sendable {
    let pages: [PageMapping]
    /// Every class by exact name, each with its actions in one record.
    @usableFromInline let classes: FrozenClassActionTable
    /// The unqualified part of module-qualified entries → index into `unqualifiedOwners`.
    @usableFromInline let unqualifiedClasses: FrozenByteKeyTable
    /// Page index of each unqualified name (the first class that has it).
    @usableFromInline let unqualifiedOwners: [Int]
    /// Every distinct selector text → its index. Selectors repeat across classes
    /// (`onShareBtnPressed:`), so this table is small and stays in cache.
    @usableFromInline let selectorNames: FrozenByteKeyTable

    init(_ map: EventMap) {
        pages = map.pages
        let controlCount = pages.reduce(0) { $0 + $1.controls.count }
        var classes = ClassActionTable(pageCount: pages.count, actionCount: controlCount)
        var unqualified = ByteKeyTable(capacity: pages.count)
        var unqualifiedOwners: [Int] = []
        var selectorNames = ByteKeyTable(capacity: 64)
        // The last page that added each selector: a class's second entry for one selector is
        // not added (the first one is what lookups find).
        var lastPageOfSelector: [Int32] = []
        for index in pages.indices {
            let page = pages[index]
            let className = page.className.value
            classes.addClass()
            if className.isQualified {
                let before = unqualified.count
                unqualified.insert(String(className.unqualified))
                if unqualified.count > before { unqualifiedOwners.append(index) }
            }
            // Read in place, so that no mapping is copied and none of its four strings retained.
            page.controls.withUnsafeBufferPointer { controls in
                for position in controls.indices {
                    let selector = withUTF8(of: controls[position].selector.value.text) { selectorNames.insert(bytes: $0) }
                    if selector == lastPageOfSelector.count { lastPageOfSelector.append(-1) }
                    guard lastPageOfSelector[selector] != Int32(index) else { continue }
                    lastPageOfSelector[selector] = Int32(index)
                    classes.add(ClassActionTable.Action(selector: UInt32(selector), control: UInt32(position)))
                }
            }
        }
        self.classes = classes.frozen(pages)
        self.unqualifiedClasses = unqualified.frozen()
        self.unqualifiedOwners = unqualifiedOwners
        self.selectorNames = selectorNames.frozen()
    }

    deinit {
        classes.deallocate()
        unqualifiedClasses.deallocate()
        selectorNames.deallocate()
    }

    /// The page a class name resolves to, as ``classRecord(_:)`` finds it.
    @inlinable
    func classIndex(_ name: String) -> Int? {
        classRecord(name).map(FrozenClassActionTable.page(of:))
    }

    /// The record of the class a name resolves to: exact, then the unqualified part of a
    /// qualified query, then an unqualified query against qualified entries.
    @inlinable
    func classRecord(_ name: String) -> UnsafeRawPointer? {
        withUTF8(of: name) { utf8 -> UnsafeRawPointer? in
            if let record = classes.record(named: utf8) { return record }
            return qualificationFallback(utf8)
        }
    }

    /// The record a class name resolves to once module qualification is set aside: the slow
    /// path, kept out of line.
    @usableFromInline
    func qualificationFallback(_ utf8: UnsafeBufferPointer<UInt8>) -> UnsafeRawPointer? {
        if let dot = utf8.lastIndex(of: UInt8(ascii: ".")) {
            return classes.record(named: UnsafeBufferPointer(rebasing: utf8[(dot + 1)...]))
        }
        return unqualifiedClasses.find(utf8).map { classes.record(ofPage: unqualifiedOwners[$0]) }
    }

    func pageEvent(_ event: PageEvent, page: Int) -> EventResolution? {
        let mapping = pages[page]
        return mapping.pageEvents[event].map { EventResolution(eventID: $0.value, className: mapping.className.value, location: $0.location) }
    }

    /// The position of an action among its class record's; a Swift spelling is normalised first.
    @inlinable
    func actionPosition(_ selector: String, in record: UnsafeRawPointer) -> Int? {
        // A Swift spelling never matches an interned selector, so it is normalised only on a miss.
        guard let index = withUTF8(of: selector, { selectorNames.find($0) }) ?? normalizedSelectorIndex(selector) else { return nil }
        return FrozenClassActionTable.position(ofSelector: index, in: record)
    }

    /// The index of a Swift spelling's Objective-C form: the slow path, kept out of line.
    @usableFromInline
    func normalizedSelectorIndex(_ selector: String) -> Int? {
        var normalized = ActionSelector(selector).text
        guard normalized != selector else { return nil }
        return normalized.withUTF8 { selectorNames.find($0) }
    }

    func controlEvent(_ selector: String, in record: UnsafeRawPointer) -> EventResolution? {
        guard let position = actionPosition(selector, in: record) else { return nil }
        let page = pages[FrozenClassActionTable.page(of: record)]
        let control = page.controls[FrozenClassActionTable.control(at: position, in: record)]
        return EventResolution(eventID: control.eventID.value, className: page.className.value, location: control.eventID.location)
    }

    @inlinable
    func eventID(_ event: PageEvent, in record: UnsafeRawPointer) -> EventID? {
        FrozenClassActionTable.eventID(for: event, in: record)
    }

    @inlinable
    func eventID(_ selector: String, in record: UnsafeRawPointer) -> EventID? {
        actionPosition(selector, in: record).map { FrozenClassActionTable.eventID(at: $0, in: record) }
    }
}

/// Calls `body` with a string's UTF-8 bytes: in place for a native string, from a copy otherwise.
@inlinable
package func withUTF8<Result>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = text
    return copy.withUTF8(body)
}
