/// Event ID → every place that records it, found by reading the pages: no index is built.
///
/// The hooks never ask which places record an ID; `mapper which` asks once per process. An
/// index of the IDs (hashing each one's bytes into a table) would be paid for by every app and
/// tool that builds a resolver, while one scan of the map compares bytes for a few milliseconds.
///
/// What the scan finds is what the resolver answers for: each page's Enter and Leave, then its
/// actions, and of two actions of one page with the same selector only the first, which is the
/// one lookups find.
enum ReverseLookup {
    /// Every emitter of `eventID` among `pages`, in map order.
    static func emitters(of eventID: String, in pages: [PageMapping]) -> [EventEmitter] {
        withUTF8(of: eventID) { wanted in
            var found: [EventEmitter] = []
            forEachEmitter(in: pages) { page, slot in
                guard id(at: slot, of: page).withUTF8({ $0.elementsEqual(wanted) }) else { return }
                found.append(emitter(at: slot, of: page))
            }
            return found
        }
    }

    /// Every distinct event ID (as bytes), in the order of first use, for suggestions.
    static func eventIDs(in pages: [PageMapping]) -> [String] {
        var seen = ByteKeyTable(capacity: 1024)
        var ids: [String] = []
        forEachEmitter(in: pages) { page, slot in
            let id = id(at: slot, of: page)
            let known = seen.count
            if id.withUTF8({ seen.insert(bytes: $0) }) == known { ids.append(id.text) }
        }
        return ids
    }

    /// A page's Enter (-1) or Leave (-2) event, or its action at a position.
    private typealias Slot = Int

    /// Calls `body` with each emitter's page and slot, in map order.
    private static func forEachEmitter(in pages: [PageMapping], _ body: (PageMapping, Slot) -> Void) {
        for page in pages {
            if page.pageEvents[.enter] != nil { body(page, -1) }
            if page.pageEvents[.leave] != nil { body(page, -2) }
            for position in page.controls.indices where !repeatsEarlierSelector(position, in: page) {
                body(page, position)
            }
        }
    }

    /// Whether an earlier action of the page has the same selector bytes (rare: checked only by
    /// comparing with the earlier ones).
    private static func repeatsEarlierSelector(_ position: Int, in page: PageMapping) -> Bool {
        guard position > 0 else { return false }
        return withUTF8(of: page.controls[position].selector.value.text) { selector in
            page.controls[..<position].contains { earlier in withUTF8(of: earlier.selector.value.text) { $0.elementsEqual(selector) } }
        }
    }

    private static func id(at slot: Slot, of page: PageMapping) -> EventID {
        slot >= 0 ? page.controls[slot].eventID.value : page.pageEvents[slot == -1 ? .enter : .leave]!.value
    }

    private static func emitter(at slot: Slot, of page: PageMapping) -> EventEmitter {
        guard slot >= 0 else {
            let event: PageEvent = slot == -1 ? .enter : .leave
            let id = page.pageEvents[event]!
            return EventEmitter(className: page.className.value, source: .page(event), eventID: id.value, location: id.location)
        }
        let control = page.controls[slot]
        return EventEmitter(
            className: page.className.value, source: .control(control.selector.value), eventID: control.eventID.value,
            location: control.eventID.location)
    }
}
