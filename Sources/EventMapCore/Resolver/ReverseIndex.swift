/// Event ID → every place that records it, as chains through flat arrays: building it makes no
/// per-ID array, which for a 200,000-action map was a tenth of the load time.
struct ReverseIndex: Sendable {
    private var ids: ByteKeyTable
    private var firstEmitter: [Int32] = []
    private var nextEmitter: [Int32] = []
    private var lastEmitter: [Int32] = []
    private(set) var emitters: [EventEmitter] = []

    init(capacity: Int) {
        ids = ByteKeyTable(capacity: capacity)
        emitters.reserveCapacity(capacity)
    }

    mutating func add(_ emitter: EventEmitter, for eventID: EventID) {
        let before = ids.count
        let id = ids.insert(eventID.text)
        let index = Int32(emitters.count)
        emitters.append(emitter)
        nextEmitter.append(-1)
        if ids.count > before {
            firstEmitter.append(index)
            lastEmitter.append(index)
        } else {
            nextEmitter[Int(lastEmitter[id])] = index
            lastEmitter[id] = index
        }
    }

    /// Every emitter of `eventID`, in map order.
    func emitters(of eventID: String) -> [EventEmitter] {
        var text = eventID
        guard let id = text.withUTF8({ ids.find($0) }) else { return [] }
        var result: [EventEmitter] = []
        var cursor = firstEmitter[id]
        while cursor >= 0 {
            result.append(emitters[Int(cursor)])
            cursor = nextEmitter[Int(cursor)]
        }
        return result
    }

    /// Every distinct event ID, for suggestions.
    var eventIDs: [String] {
        var seen = Set<String>()
        return emitters.compactMap { emitter in
            let text = emitter.eventID.text
            return seen.insert(text).inserted ? text : nil
        }
    }
}
