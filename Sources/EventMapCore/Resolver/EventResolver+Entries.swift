/// Lookups that name the configured entry they found, from UTF-8 bytes: for callers that
/// resolve millions of names read from bytes and count what each entry records (the
/// behaviour-log mapper). No `String` is made and nothing is allocated per lookup; matching is
/// the resolver's own (exact class name, then module qualification set aside).
extension EventResolver {
    /// A configured entry: a page event or an action of the page at `page` in ``pages``.
    package struct Entry: Hashable, Sendable {
        /// The page's index in ``EventResolver/pages``.
        package let page: Int
        /// The action's index in the page's `controls`, or nil for a page event.
        package let control: Int?
        /// The page event, when `control` is nil.
        package let event: PageEvent?
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
        return Entry(page: FrozenClassActionTable.page(of: record), control: nil, event: event)
    }

    /// The entry an action of a class records, or nil. The selector is matched in its
    /// Objective-C form, as `NSStringFromSelector` writes it.
    package func entry(forAction selector: UnsafeBufferPointer<UInt8>, of className: ClassKey) -> Entry? {
        guard let record = classRecord(className), let selectorIndex = storage.selectorNames.find(selector),
            let position = FrozenClassActionTable.position(ofSelector: selectorIndex, in: record)
        else { return nil }
        return Entry(page: FrozenClassActionTable.page(of: record), control: FrozenClassActionTable.control(at: position, in: record), event: nil)
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
