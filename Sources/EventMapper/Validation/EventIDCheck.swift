import EventMapCore

/// The checks on the event IDs themselves, over every page of every loaded file (so that the
/// losing copy of a duplicated class is checked too): the naming pattern, one ID used for two
/// events, and IDs that differ only in case or underscores.
///
/// A 10,000-page config has 220,000 IDs: they are compared and hashed on bytes, without
/// `String`'s Unicode-aware hashing, and an emitter is only made for a finding. IDs that are
/// not ASCII are compared as `String` compares them, canonically equivalent spellings (a Kelvin
/// sign and a `K`) as one ID.
struct EventIDCheck {
    let map: EventMap
    /// The pattern, or nil when it does not compile (the validator refuses such settings).
    let pattern: EventIDPattern?
    /// The pattern as written, for messages.
    let patternText: String

    /// One emitter: a page's Enter (-1) or Leave (-2) event or its action at `slot`.
    private struct EmitterPlace {
        var file: Int32
        var page: Int32
        var slot: Int32
    }

    /// Every ID in emitter order: each page's Enter and Leave, then its actions. Only the IDs
    /// are handed out, so that no action's mapping is copied.
    private func forEachID(_ body: (EventID, EmitterPlace) -> Bool) {
        for fileIndex in map.files.indices {
            let pages = map.files[fileIndex].pages
            for pageIndex in pages.indices {
                var place = EmitterPlace(file: Int32(fileIndex), page: Int32(pageIndex), slot: -1)
                if let enter = pages[pageIndex].pageEvents[.enter], !body(enter.value, place) { return }
                place.slot = -2
                if let leave = pages[pageIndex].pageEvents[.leave], !body(leave.value, place) { return }
                let controls = pages[pageIndex].controls
                for slot in controls.indices {
                    place.slot = Int32(slot)
                    if !body(controls[slot].eventID.value, place) { return }
                }
            }
        }
    }

    /// How many IDs there are, for sizing tables.
    private var idCount: Int {
        map.files.reduce(0) { $0 + $1.pages.reduce(0) { $0 + $1.pageEvents.count + $1.controls.count } }
    }

    private func id(at place: EmitterPlace) -> EventID {
        emitter(at: place).eventID
    }

    private func emitter(at place: EmitterPlace) -> EventEmitter {
        let page = map.files[Int(place.file)].pages[Int(place.page)]
        switch place.slot {
        case -1, -2:
            let event: PageEvent = place.slot == -1 ? .enter : .leave
            let id = page.pageEvents[event]!
            return EventEmitter(className: page.className.value, source: .page(event), eventID: id.value, location: id.location)
        default:
            let control = page.controls[Int(place.slot)]
            return EventEmitter(
                className: page.className.value, source: .control(control.selector.value), eventID: control.eventID.value,
                location: control.eventID.location)
        }
    }

    /// The three checks, in one pass over every ID.
    ///
    /// IDs are compared on bytes: an ASCII ID on its own, any other on its canonical
    /// composition (NFC) and its Unicode lower case (``EventIDKeys``). The folded forms are numbered
    /// (``FoldedIDForms``). An ID whose form is new is neither a duplicate nor similar to
    /// another, and that is almost every ID; only when the form is known are the distinct IDs
    /// that share it compared with this one, byte by byte.
    func run() -> [Finding] {
        var findings: [Finding] = []
        let count = idCount
        var forms = FoldedIDForms(capacity: count)
        // For each form, its distinct IDs as a chain of first uses, oldest first.
        var firstUses: [EmitterPlace] = []
        firstUses.reserveCapacity(count)
        var nextFirstUse: [Int32] = []
        nextFirstUse.reserveCapacity(count)
        var headOfForm: [Int32] = []
        var tailOfForm: [Int32] = []
        // Read once, so that the optional pattern is not bound for every ID.
        let checksNaming = pattern != nil
        let namingIsUpperSnakeCase = pattern?.isUpperSnakeCase ?? false
        forEachID { id, place in
            id.withUTF8 { bytes in
                if checksNaming, !(namingIsUpperSnakeCase ? EventIDPattern.isUpperSnakeCase(bytes) : pattern!.matches(bytes)) {
                    findings.append(.eventIDNaming(emitter(at: place), patternText: patternText))
                }
                EventIDKeys.with(bytes) { keys in
                    let knownForms = forms.count
                    let form = forms.form(of: keys.form) { form in
                        self.withKeys(at: firstUses[Int(headOfForm[form])]) { FoldedIDForms.sameForm($0.form, keys.form) }
                    }
                    let firstUse = Int32(firstUses.count)
                    guard form < knownForms else {
                        headOfForm.append(firstUse)
                        tailOfForm.append(firstUse)
                        firstUses.append(place)
                        nextFirstUse.append(-1)
                        return
                    }
                    var cursor = headOfForm[form]
                    while cursor >= 0 {
                        let earlier = firstUses[Int(cursor)]
                        if self.withKeys(at: earlier, { $0.exact.elementsEqual(keys.exact) }) {
                            findings.append(.duplicateEventID(emitter(at: place), first: emitter(at: earlier)))
                            return
                        }
                        cursor = nextFirstUse[Int(cursor)]
                    }
                    findings.append(.similarEventID(emitter(at: place), to: emitter(at: firstUses[Int(headOfForm[form])])))
                    nextFirstUse[Int(tailOfForm[form])] = firstUse
                    tailOfForm[form] = firstUse
                    firstUses.append(place)
                    nextFirstUse.append(-1)
                }
            }
            return true
        }
        return findings
    }

    private func withKeys<Result>(at place: EmitterPlace, _ body: (EventIDKeys) -> Result) -> Result {
        id(at: place).withUTF8 { EventIDKeys.with($0, body) }
    }
}
