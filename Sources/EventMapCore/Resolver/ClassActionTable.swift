/// Every configured class with its actions, built once and then laid out by ``frozen()`` as one
/// record per class: the class name's bytes, the interned indexes of its selectors, and the
/// event IDs they record, side by side.
///
/// A random lookup in a large map is bound by memory, not by instructions: each table it visits
/// is a cache miss and, on a map of megabytes, a TLB miss too. Keeping a class's actions next
/// to its name makes a lookup touch the small slot array and then one record, instead of a
/// class table, a key arena and a (class, selector) table spread over the whole map.
struct ClassActionTable {
    /// One action of a class, as the builder collects it.
    struct Action {
        /// The interned selector's index.
        var selector: UInt32
        /// The index of the action's ``EventResolution`` in the resolver.
        var control: UInt32
        var eventID: EventID
    }

    private struct PendingRecord {
        var page: UInt32
        var name: [UInt8]
        var enter: EventID?
        var leave: EventID?
        var actions: [Action]
    }

    private var records: [PendingRecord] = []
    /// (record, selector) pairs already added.
    private var added: Set<UInt64> = []

    init(capacity: Int) {
        records.reserveCapacity(capacity)
    }

    /// Adds a class with its page events. Classes are added in page order, each name once (an
    /// ``EventMap`` holds every class once), so a class's record index is its page index.
    /// - Returns: The class's record, for ``add(_:to:)``.
    mutating func addClass(_ name: String, enter: EventID?, leave: EventID?) -> Int {
        records.append(PendingRecord(page: UInt32(records.count), name: Array(name.utf8), enter: enter, leave: leave, actions: []))
        return records.count - 1
    }

    /// Adds an action to a class unless the class already has its selector.
    /// - Returns: Whether it was added.
    mutating func add(_ action: Action, to record: Int) -> Bool {
        guard added.insert(UInt64(record) << 32 | UInt64(action.selector)).inserted else { return false }
        records[record].actions.append(action)
        return true
    }

    /// The records in one raw arena and the slots that find them. The owner must call
    /// ``FrozenClassActionTable/deallocate()`` once.
    func frozen() -> FrozenClassActionTable {
        var size = 16
        while size < records.count + records.count / 3 + 1 { size <<= 1 }
        let slots = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: size)
        slots.initialize(repeating: 0)
        let arenaSize = records.reduce(0) { $0 + FrozenClassActionTable.Layout(nameLength: $1.name.count, actionCount: $1.actions.count).size }
        let arena = UnsafeMutableRawPointer.allocate(byteCount: max(arenaSize, 8), alignment: 8)
        let recordOffsets = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: max(records.count, 1))
        var offset = 0
        for (index, record) in records.enumerated() {
            let layout = FrozenClassActionTable.Layout(nameLength: record.name.count, actionCount: record.actions.count)
            write(record, layout: layout, at: arena + offset)
            recordOffsets[index] = UInt32(offset / 8)
            let hash = record.name.withUnsafeBufferPointer { ByteKeyTable.hash($0, namespace: 0) }
            var slot = Int(truncatingIfNeeded: hash) & (size - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = FrozenClassActionTable.slot(tag: hash, word: offset / 8)
            offset += layout.size
        }
        return FrozenClassActionTable(
            slots: slots, mask: size - 1, arena: arena, recordWords: UnsafeBufferPointer(start: recordOffsets.baseAddress, count: records.count))
    }

    /// Writes a record: header, name, selectors sorted ascending, their controls, their IDs.
    private func write(_ record: PendingRecord, layout: FrozenClassActionTable.Layout, at base: UnsafeMutableRawPointer) {
        let actions = record.actions.sorted { $0.selector < $1.selector }
        base.storeBytes(of: record.page, toByteOffset: FrozenClassActionTable.Layout.pageOffset, as: UInt32.self)
        base.storeBytes(of: UInt32(actions.count), toByteOffset: FrozenClassActionTable.Layout.countOffset, as: UInt32.self)
        base.storeBytes(of: UInt32(record.name.count), toByteOffset: FrozenClassActionTable.Layout.nameLengthOffset, as: UInt32.self)
        base.storeBytes(of: 0, toByteOffset: FrozenClassActionTable.Layout.reservedOffset, as: UInt32.self)
        (base + FrozenClassActionTable.Layout.enterOffset).initializeMemory(as: EventID?.self, from: [record.enter, record.leave], count: 2)
        record.name.withUnsafeBytes { name in
            // An empty buffer may have no base address.
            if let bytes = name.baseAddress { (base + FrozenClassActionTable.Layout.nameOffset).copyMemory(from: bytes, byteCount: name.count) }
        }
        let padding = layout.selectorsOffset - FrozenClassActionTable.Layout.nameOffset - record.name.count
        (base + FrozenClassActionTable.Layout.nameOffset + record.name.count).initializeMemory(as: UInt8.self, repeating: 0, count: padding)
        for position in 0..<FrozenClassActionTable.Layout.paddedSelectorCount(actions.count) {
            let selector = position < actions.count ? actions[position].selector : .max
            base.storeBytes(of: selector, toByteOffset: layout.selectorsOffset + position * 4, as: UInt32.self)
        }
        for (position, action) in actions.enumerated() {
            base.storeBytes(of: action.control, toByteOffset: layout.controlsOffset + position * 4, as: UInt32.self)
        }
        let gap = layout.eventIDsOffset - layout.controlsOffset - actions.count * 4
        (base + layout.controlsOffset + actions.count * 4).initializeMemory(as: UInt8.self, repeating: 0, count: gap)
        (base + layout.eventIDsOffset).initializeMemory(as: EventID.self, from: actions.map(\.eventID), count: actions.count)
    }
}
