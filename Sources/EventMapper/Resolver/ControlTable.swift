/// The control actions of every class, keyed by two small integers — the class's page index
/// and the interned selector's index — with the event ID stored in the slot itself.
///
/// A random lookup in a 200,000-action map touches one slot, then the ID's own storage when the
/// caller keeps it. Slots are 24 bytes and the table is sized at 1.3× its entries (not rounded
/// up to a power of two), so a 200,000-action table takes 6 MB and stays in the last-level
/// cache alongside the IDs; the index a full resolution needs lives in a side array.
@usableFromInline
struct ControlTable: Sendable {
    @usableFromInline
    struct Slot: Sendable {
        @usableFromInline var key: UInt64 = .max
        @usableFromInline var eventID: EventID?
    }

    private var slots: [Slot]
    private var controls: [Int32]

    init(capacity: Int) {
        let size = max(16, capacity + capacity * 3 / 10 + 1)
        slots = Array(repeating: Slot(), count: size)
        controls = Array(repeating: -1, count: size)
    }

    @inlinable
    static func key(page: Int, selector: Int) -> UInt64 {
        UInt64(UInt32(truncatingIfNeeded: page)) << 32 | UInt64(UInt32(truncatingIfNeeded: selector))
    }

    /// The first slot to probe: the mixed key mapped onto `0..<count` by a multiply-shift.
    @inlinable
    static func start(_ key: UInt64, count: Int) -> Int {
        let mixed = (key ^ (key >> 29)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed.multipliedFullWidth(by: UInt64(count)).high)
    }

    /// Adds an action unless the class already has it; returns whether it was added.
    mutating func insert(page: Int, selector: Int, eventID: EventID, control: Int) -> Bool {
        let key = Self.key(page: page, selector: selector)
        var slot = Self.start(key, count: slots.count)
        while slots[slot].key != .max {
            if slots[slot].key == key { return false }
            slot = slot + 1 == slots.count ? 0 : slot + 1
        }
        slots[slot] = Slot(key: key, eventID: eventID)
        controls[slot] = Int32(control)
        return true
    }

    /// A copy in raw buffers, for lookups that touch no reference counts but the event ID's.
    func frozen() -> FrozenControlTable {
        let slotBuffer = UnsafeMutableBufferPointer<Slot>.allocate(capacity: slots.count)
        _ = slotBuffer.initialize(from: slots)
        let controlBuffer = UnsafeMutableBufferPointer<Int32>.allocate(capacity: controls.count)
        _ = controlBuffer.initialize(from: controls)
        return FrozenControlTable(slots: slotBuffer, controls: UnsafeBufferPointer(controlBuffer))
    }
}

/// A built ``ControlTable`` in raw buffers; owned and freed by ``ResolverStorage``.
@usableFromInline
struct FrozenControlTable: @unchecked Sendable {
    @usableFromInline let slots: UnsafeMutableBufferPointer<ControlTable.Slot>
    @usableFromInline let controls: UnsafeBufferPointer<Int32>

    /// The index of an action's slot, or nil.
    @inlinable
    func find(page: Int, selector: Int) -> Int? {
        let key = ControlTable.key(page: page, selector: selector)
        let count = slots.count
        var slot = ControlTable.start(key, count: count)
        while true {
            let candidate = slots[slot].key
            if candidate == key { return slot }
            if candidate == .max { return nil }
            slot = slot + 1 == count ? 0 : slot + 1
        }
    }

    @inlinable
    func eventID(at slot: Int) -> EventID? { slots[slot].eventID }

    @inline(__always)
    func control(at slot: Int) -> Int { Int(controls[slot]) }

    func deallocate() {
        slots.deinitialize()
        slots.deallocate()
        controls.deallocate()
    }
}
