/// The resolver's indexes, built once and never changed.
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
    let controls: [EventResolution]
    /// `[enter, leave]` of each page, by page index.
    private let pageEvents: [EventResolution?]
    let reverse: ReverseIndex

    init(_ map: EventMap) {
        pages = map.pages
        let controlCount = pages.reduce(0) { $0 + $1.controls.count }
        var classes = ClassActionTable(capacity: pages.count)
        var unqualified = ByteKeyTable(capacity: pages.count)
        var unqualifiedOwners: [Int] = []
        var selectorNames = ByteKeyTable(capacity: 64)
        var controls: [EventResolution] = []
        controls.reserveCapacity(controlCount)
        var pageEvents: [EventResolution?] = []
        pageEvents.reserveCapacity(pages.count * 2)
        var reverse = ReverseIndex(capacity: controlCount + pages.count * 2)
        for (index, page) in pages.enumerated() {
            let className = page.className.value
            let record = classes.addClass(className.text, enter: page.pageEvents[.enter]?.value, leave: page.pageEvents[.leave]?.value)
            if className.isQualified {
                let before = unqualified.count
                unqualified.insert(String(className.unqualified))
                if unqualified.count > before { unqualifiedOwners.append(index) }
            }
            for event in PageEvent.allCases {
                guard let id = page.pageEvents[event] else {
                    pageEvents.append(nil)
                    continue
                }
                pageEvents.append(EventResolution(eventID: id.value, className: className, location: id.location))
                reverse.add(EventEmitter(className: className, source: .page(event), eventID: id.value, location: id.location), for: id.value)
            }
            for control in page.controls {
                let selector = selectorNames.insert(control.selector.value.text)
                let id = control.eventID
                let action = ClassActionTable.Action(selector: UInt32(selector), control: UInt32(controls.count), eventID: id.value)
                guard classes.add(action, to: record) else { continue }
                controls.append(EventResolution(eventID: id.value, className: className, location: id.location))
                reverse.add(
                    EventEmitter(className: className, source: .control(control.selector.value), eventID: id.value, location: id.location),
                    for: id.value)
            }
        }
        self.classes = classes.frozen()
        self.unqualifiedClasses = unqualified.frozen()
        self.unqualifiedOwners = unqualifiedOwners
        self.selectorNames = selectorNames.frozen()
        self.controls = controls
        self.pageEvents = pageEvents
        self.reverse = reverse
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

    @inline(__always)
    func pageEvent(_ event: PageEvent, page: Int) -> EventResolution? {
        pageEvents[page * 2 + (event == .enter ? 0 : 1)]
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

    @inline(__always)
    func controlEvent(_ selector: String, in record: UnsafeRawPointer) -> EventResolution? {
        actionPosition(selector, in: record).map { controls[FrozenClassActionTable.control(at: $0, in: record)] }
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
func withUTF8<Result>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = text
    return copy.withUTF8(body)
}
