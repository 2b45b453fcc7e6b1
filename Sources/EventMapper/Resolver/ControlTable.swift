/// The control actions of every class, keyed by two small integers — the class's page index
/// and the interned selector's index — with the event ID stored in the slot itself.
///
/// A random lookup in a 200,000-action map then touches one slot (and the ID's own storage
/// when the caller keeps it); nested `String`-keyed dictionaries touch six or more places.
struct ControlTable: Sendable {
    struct Slot: Sendable {
        var key: UInt64 = .max
        var eventID: EventID?
        var control: Int32 = -1
    }

    private var slots: [Slot]
    private let shift: UInt64

    init(capacity: Int) {
        var size = 16
        var bits: UInt64 = 4
        while size < capacity * 2 {
            size <<= 1
            bits += 1
        }
        slots = Array(repeating: Slot(), count: size)
        shift = 64 - bits
    }

    @inline(__always)
    private static func key(page: Int, selector: Int) -> UInt64 {
        UInt64(UInt32(truncatingIfNeeded: page)) << 32 | UInt64(UInt32(truncatingIfNeeded: selector))
    }

    @inline(__always)
    private func start(_ key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// Adds an action unless the class already has it; returns whether it was added.
    mutating func insert(page: Int, selector: Int, eventID: EventID, control: Int) -> Bool {
        let key = Self.key(page: page, selector: selector)
        var slot = start(key)
        let mask = slots.count - 1
        while slots[slot].key != .max {
            if slots[slot].key == key { return false }
            slot = (slot + 1) & mask
        }
        slots[slot] = Slot(key: key, eventID: eventID, control: Int32(control))
        return true
    }

    /// A copy in a raw buffer, for lookups that touch no reference counts but the event ID's.
    func frozen() -> FrozenControlTable {
        let buffer = UnsafeMutableBufferPointer<Slot>.allocate(capacity: slots.count)
        _ = buffer.initialize(from: slots)
        return FrozenControlTable(slots: buffer, shift: shift)
    }

    @inline(__always)
    static func start(_ key: UInt64, shift: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    @inline(__always)
    static func key(_ page: Int, _ selector: Int) -> UInt64 { key(page: page, selector: selector) }
}

/// A built ``ControlTable`` in a raw buffer; owned and freed by ``ResolverStorage``.
struct FrozenControlTable: @unchecked Sendable {
    let slots: UnsafeMutableBufferPointer<ControlTable.Slot>
    let shift: UInt64

    /// The index of an action's slot, or nil.
    @inline(__always)
    func find(page: Int, selector: Int) -> Int? {
        let key = ControlTable.key(page, selector)
        var slot = ControlTable.start(key, shift: shift)
        let mask = slots.count - 1
        while true {
            let candidate = slots[slot].key
            if candidate == key { return slot }
            if candidate == .max { return nil }
            slot = (slot + 1) & mask
        }
    }

    @inline(__always)
    func eventID(at slot: Int) -> EventID? { slots[slot].eventID }

    @inline(__always)
    func control(at slot: Int) -> Int { Int(slots[slot].control) }

    func deallocate() {
        slots.deinitialize()
        slots.deallocate()
    }
}
