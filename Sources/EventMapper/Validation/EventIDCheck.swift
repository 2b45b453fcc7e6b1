import EventMapCore

/// The checks on the event IDs themselves, over every page of every loaded file (so that the
/// losing copy of a duplicated class is checked too): the naming pattern, one ID used for two
/// events, and IDs that differ only in case or underscores.
///
/// A 10,000-page config has 220,000 IDs. When they are all ASCII, as they are in practice, IDs
/// and their folded forms are compared on bytes, hashed without `String`'s Unicode-aware
/// hashing, and an emitter is only made for a finding. Otherwise `String` comparison decides, since it also equates canonically
/// equivalent spellings (a Kelvin sign and a `K`), which bytes cannot.
struct EventIDCheck {
    let map: EventMap
    /// The pattern, or nil when it does not compile (the validator refuses such settings).
    let pattern: EventIDPattern?
    /// The pattern as written, for messages.
    let patternText: String

    /// Every finding, in emitter order.
    func run() -> [Finding] {
        runOnBytes() ?? runOnStrings()
    }

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

    /// The checks with IDs compared on bytes; nil when an ID is not ASCII.
    ///
    /// The folded forms are numbered (``FoldedIDForms``). An ID whose form is new is neither a
    /// duplicate nor similar to another, and that is almost every ID; only when the form is
    /// known are the distinct IDs that share it compared with this one, byte by byte.
    private func runOnBytes() -> [Finding]? {
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
        var allASCII = true
        // Read once, so that the optional pattern is not bound for every ID.
        let checksNaming = pattern != nil
        let namingIsUpperSnakeCase = pattern?.isUpperSnakeCase ?? false
        forEachID { id, place in
            id.withUTF8 { bytes in
                var naming = UpperSnakeCaseScanner()
                for byte in bytes {
                    guard byte < 0x80 else {
                        allASCII = false
                        return false
                    }
                    naming.read(byte)
                }
                if checksNaming, !(namingIsUpperSnakeCase ? naming.matched : pattern!.matches(bytes)) {
                    findings.append(.eventIDNaming(emitter(at: place), patternText: patternText))
                }
                let knownForms = forms.count
                let form = forms.form(of: bytes) { form in
                    self.id(at: firstUses[Int(headOfForm[form])]).withUTF8 { FoldedIDForms.sameForm($0, bytes) }
                }
                let firstUse = Int32(firstUses.count)
                guard form < knownForms else {
                    headOfForm.append(firstUse)
                    tailOfForm.append(firstUse)
                    firstUses.append(place)
                    nextFirstUse.append(-1)
                    return true
                }
                var cursor = headOfForm[form]
                while cursor >= 0 {
                    let earlier = firstUses[Int(cursor)]
                    if self.id(at: earlier).withUTF8({ $0.elementsEqual(bytes) }) {
                        findings.append(.duplicateEventID(emitter(at: place), first: emitter(at: earlier)))
                        return true
                    }
                    cursor = nextFirstUse[Int(cursor)]
                }
                findings.append(.similarEventID(emitter(at: place), to: emitter(at: firstUses[Int(headOfForm[form])])))
                nextFirstUse[Int(tailOfForm[form])] = firstUse
                tailOfForm[form] = firstUse
                firstUses.append(place)
                nextFirstUse.append(-1)
                return true
            }
        }
        return allASCII ? findings : nil
    }

    /// The checks with IDs and folded IDs compared as `String`s.
    private func runOnStrings() -> [Finding] {
        var findings: [Finding] = []
        var firstUse: [String: EmitterPlace] = [:]
        var firstFolded: [String: EmitterPlace] = [:]
        forEachID { id, place in
            let text = id.text
            if pattern?.matches(text) == false { findings.append(.eventIDNaming(emitter(at: place), patternText: patternText)) }
            if let first = firstUse[text] {
                findings.append(.duplicateEventID(emitter(at: place), first: emitter(at: first)))
                return true
            }
            firstUse[text] = place
            let folded = Rule.folded(text)
            if let similar = firstFolded[folded] {
                findings.append(.similarEventID(emitter(at: place), to: emitter(at: similar)))
            } else {
                firstFolded[folded] = place
            }
            return true
        }
        return findings
    }
}
