/// Lookups that name the configured entry they found, from UTF-8 bytes: for callers that
/// resolve millions of names read from bytes and count what each entry records (the
/// behaviour-log mapper). No `String` is made and nothing is allocated per lookup; matching is
/// the resolver's own (exact class name, then module qualification set aside).
extension EventResolver {
    /// A configured entry — a page event or an action — by its number among all the map's
    /// entries, from zero, in map order: each page's `Enter`, its `Leave`, then its actions
    /// (``entryCount(of:)`` numbers a page), whether the page has an ID for each or not.
    package struct Entry: Hashable, Sendable {
        /// The entry's number.
        package let number: Int
    }

    /// How many numbers a page's page events take, before its actions': one per ``PageEvent``
    /// (a test checks it against `PageEvent.allCases`).
    package static let pageEventEntryCount = 2

    /// How many entry numbers a page takes: one per ``PageEvent`` and one per action.
    package static func entryCount(of page: PageMapping) -> Int {
        entryOffset(ofAction: page.controls.count)
    }

    /// The offset of a page event's entry from its page's first number: its `Enter` first, then
    /// its `Leave`.
    @inline(__always)
    package static func entryOffset(of event: PageEvent) -> Int {
        switch event {
        case .enter: 0
        case .leave: 1
        }
    }

    /// The offset of an action's entry from its page's first number, `control` being the
    /// action's index among the page's controls: after the page events'.
    @inline(__always)
    package static func entryOffset(ofAction control: Int) -> Int {
        pageEventEntryCount + control
    }

    /// A class name read from bytes, hashed once: a caller that prefetches a lookup's memory
    /// (``lookupStart(of:)``) and then makes the lookup hashes each name once.
    @usableFromInline
    package struct ClassKey {
        @usableFromInline let name: UnsafeBufferPointer<UInt8>
        @usableFromInline let hash: UInt64

        /// The key of `name`, whose bytes must outlive it.
        @inlinable
        package init(_ name: UnsafeBufferPointer<UInt8>) {
            self.name = name
            hash = FrozenClassActionTable.hash(name)
        }
    }

    /// The entry a page event of a class records, or nil when the class is not configured or
    /// has no ID for that event.
    package func entry(for event: PageEvent, of className: ClassKey) -> Entry? {
        guard let record = classRecord(className), FrozenClassActionTable.eventID(for: event, in: record) != nil else { return nil }
        return Entry(number: FrozenClassActionTable.firstEntry(of: record) + Self.entryOffset(of: event))
    }

    /// The entry an action of a class records, or nil. The selector is matched in its
    /// Objective-C form, as `NSStringFromSelector` writes it.
    package func entry(forAction selector: UnsafeBufferPointer<UInt8>, of className: ClassKey) -> Entry? {
        guard let record = classRecord(className), let selectorIndex = storage.selectorNames.find(selector),
            let position = FrozenClassActionTable.position(ofSelector: selectorIndex, in: record)
        else { return nil }
        let control = FrozenClassActionTable.control(at: position, in: record)
        return Entry(number: FrozenClassActionTable.firstEntry(of: record) + Self.entryOffset(ofAction: control))
    }

    /// Where a lookup of a class starts reading — the record its first hash slot names — or
    /// nil when that slot is empty: for a caller that asks the processor to load the first
    /// ``readAheadBytes`` there for a group of records before looking them up, so that the group
    /// waits for memory once rather than once per record.
    @inlinable
    package func lookupStart(of className: ClassKey) -> UnsafeRawPointer? {
        storage.classes.firstRecord(hash: className.hash)
    }

    /// How many bytes from ``lookupStart(of:)`` a lookup mostly reads: a record's header,
    /// name, selectors and their positions.
    @inlinable package static var readAheadBytes: Int { FrozenClassActionTable.readAheadBytes }

    private func classRecord(_ className: ClassKey) -> UnsafeRawPointer? {
        storage.classes.record(named: className.name, hash: className.hash) ?? storage.qualificationFallback(className.name)
    }
}
