/// Lookups that name the configured entry they found, by a dense number, from UTF-8 bytes: for
/// callers that resolve millions of names read from bytes and count what each entry records (the
/// behaviour-log mapper). No `String` is made and nothing is allocated per lookup; matching is
/// the resolver's own (exact class name, then module qualification set aside).
///
/// Entries are numbered `0..<entrySlotCount`: a class's `Enter` and `Leave` first (two numbers
/// per configured class, whether set or not), then every action.
extension EventResolver {
    /// How many entry numbers there are; every number a lookup returns is below it.
    package var entrySlotCount: Int { storage.pages.count * 2 + storage.controls.count }

    /// The entry a page event of a class records, or nil when the class is not configured or
    /// has no ID for that event.
    package func entry(for event: PageEvent, ofClass className: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let record = classRecord(className), FrozenClassActionTable.eventID(for: event, in: record) != nil else { return nil }
        return FrozenClassActionTable.page(of: record) * 2 + (event == .enter ? 0 : 1)
    }

    /// The entry an action of a class records, or nil. The selector is matched in its
    /// Objective-C form, as `NSStringFromSelector` writes it.
    package func entry(forAction selector: UnsafeBufferPointer<UInt8>, ofClass className: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let record = classRecord(className), let selectorIndex = storage.selectorNames.find(selector),
            let position = FrozenClassActionTable.position(ofSelector: selectorIndex, in: record)
        else { return nil }
        return storage.pages.count * 2 + FrozenClassActionTable.control(at: position, in: record)
    }

    /// What an entry records and where it is written.
    package func resolution(ofEntry entry: Int) -> EventResolution? {
        let pageSlots = storage.pages.count * 2
        if entry < pageSlots {
            return storage.pageEvent(entry % 2 == 0 ? .enter : .leave, page: entry / 2)
        }
        return storage.controls[entry - pageSlots]
    }

    /// Every configured entry with its number, in map order: page events, then each action.
    package var entries: [(entry: Int, emitter: EventEmitter)] {
        var found: [(entry: Int, emitter: EventEmitter)] = []
        for page in storage.pages {
            var name = page.className.value.text
            name.withUTF8 { className in
                for event in PageEvent.allCases {
                    guard let entry = entry(for: event, ofClass: className), let resolution = resolution(ofEntry: entry),
                        resolution.className == page.className.value
                    else { continue }
                    let emitter = EventEmitter(
                        className: resolution.className, source: .page(event), eventID: resolution.eventID, location: resolution.location)
                    found.append((entry, emitter))
                }
                for control in page.controls {
                    var selector = control.selector.value.text
                    guard let entry = selector.withUTF8({ entry(forAction: $0, ofClass: className) }),
                        let resolution = resolution(ofEntry: entry), resolution.location == control.eventID.location
                    else { continue }
                    let emitter = EventEmitter(
                        className: resolution.className, source: .control(control.selector.value), eventID: resolution.eventID,
                        location: resolution.location)
                    found.append((entry, emitter))
                }
            }
        }
        return found
    }

    private func classRecord(_ className: UnsafeBufferPointer<UInt8>) -> UnsafeRawPointer? {
        storage.classes.record(named: className) ?? storage.qualificationFallback(className)
    }
}
