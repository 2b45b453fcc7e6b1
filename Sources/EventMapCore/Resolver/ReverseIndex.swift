/// Event ID → every place that records it, as chains through flat arrays of page positions:
/// building it makes no per-ID array and no ``EventEmitter`` (each holds four strings), which
/// for a 200,000-action map were most of the cost of indexing it. Emitters are made from the
/// pages when they are asked for.
struct ReverseIndex: Sendable {
    /// An emitter's place: its page, and its action's position there or a page event.
    struct Place: Sendable {
        var page: Int32
        /// The action's position among the page's controls; -1 for Enter, -2 for Leave.
        var slot: Int32

        init(page: Int, pageEvent: PageEvent) {
            self.page = Int32(page)
            slot = pageEvent == .enter ? -1 : -2
        }

        init(page: Int, control: Int) {
            self.page = Int32(page)
            slot = Int32(control)
        }
    }

    private var ids: ByteKeyTable
    private var firstEmitter: [Int32] = []
    private var nextEmitter: [Int32] = []
    private var lastEmitter: [Int32] = []
    private var places: [Place] = []

    init(capacity: Int) {
        ids = ByteKeyTable(capacity: capacity)
        places.reserveCapacity(capacity)
        nextEmitter.reserveCapacity(capacity)
    }

    mutating func add(_ eventID: EventID, at place: Place) {
        let before = ids.count
        let id = ids.insert(eventID.text)
        let index = Int32(places.count)
        places.append(place)
        nextEmitter.append(-1)
        if ids.count > before {
            firstEmitter.append(index)
            lastEmitter.append(index)
        } else {
            nextEmitter[Int(lastEmitter[id])] = index
            lastEmitter[id] = index
        }
    }

    /// Every emitter of `eventID` among `pages` (the pages indexed), in map order.
    func emitters(of eventID: String, in pages: [PageMapping]) -> [EventEmitter] {
        guard let id = ids.index(of: eventID) else { return [] }
        var result: [EventEmitter] = []
        var cursor = firstEmitter[id]
        while cursor >= 0 {
            result.append(Self.emitter(at: places[Int(cursor)], in: pages))
            cursor = nextEmitter[Int(cursor)]
        }
        return result
    }

    /// Every distinct event ID, in the order of first use, for suggestions.
    func eventIDs(in pages: [PageMapping]) -> [String] {
        firstEmitter.map { Self.emitter(at: places[Int($0)], in: pages).eventID.text }
    }

    private static func emitter(at place: Place, in pages: [PageMapping]) -> EventEmitter {
        let page = pages[Int(place.page)]
        guard place.slot >= 0 else {
            let event: PageEvent = place.slot == -1 ? .enter : .leave
            let id = page.pageEvents[event]!
            return EventEmitter(className: page.className.value, source: .page(event), eventID: id.value, location: id.location)
        }
        let control = page.controls[Int(place.slot)]
        return EventEmitter(
            className: page.className.value, source: .control(control.selector.value), eventID: control.eventID.value,
            location: control.eventID.location)
    }
}
