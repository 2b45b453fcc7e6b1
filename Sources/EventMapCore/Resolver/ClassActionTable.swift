/// Every configured class with its actions, built once and then laid out by ``frozen(_:)`` as one
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
        /// The action's position among its page's controls.
        var control: UInt32
    }

    /// Where each class's actions start in ``actions``; the last entry is where they end.
    private var starts: [Int] = [0]
    /// Every class's actions, class after class.
    private var actions: [Action] = []

    init(pageCount: Int, actionCount: Int) {
        starts.reserveCapacity(pageCount + 1)
        actions.reserveCapacity(actionCount)
    }

    /// Starts the next class. Classes are added in page order, each name once (an
    /// ``EventMap`` holds every class once), so a class's record index is its page index.
    mutating func addClass() {
        starts.append(actions.count)
    }

    /// Adds an action to the class added last, whose selector it does not have yet.
    mutating func add(_ action: Action) {
        actions.append(action)
        starts[starts.count - 1] = actions.count
    }

    /// The records in one raw arena and the slots that find them. The owner must call
    /// ``FrozenClassActionTable/deallocate()`` once.
    /// - Parameter pages: The pages the classes were added for, in the same order: their names,
    ///   page events and event IDs go into the records.
    mutating func frozen(_ pages: [PageMapping]) -> FrozenClassActionTable {
        let count = starts.count - 1
        // At most half full: linear probing's runs stay short for every class, not just on
        // average.
        var size = 16
        while size < count * 2 { size <<= 1 }
        let slots = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: size)
        slots.initialize(repeating: 0)
        var arenaSize = 0
        for page in 0..<count {
            arenaSize +=
                FrozenClassActionTable.Layout(nameLength: pages[page].className.value.text.utf8.count, actionCount: starts[page + 1] - starts[page])
                .size
        }
        let arena = UnsafeMutableRawPointer.allocate(byteCount: max(arenaSize, 8), alignment: 8)
        let recordOffsets = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: max(count, 1))
        var offset = 0
        var firstEntry = 0
        for page in 0..<count {
            let range = starts[page]..<starts[page + 1]
            actions[range].sort { $0.selector < $1.selector }
            let mapping = pages[page]
            let layout = withUTF8(of: mapping.className.value.text) { name in
                let layout = FrozenClassActionTable.Layout(nameLength: name.count, actionCount: range.count)
                write(page: page, firstEntry: firstEntry, mapping, name: name, actions: actions[range], layout: layout, at: arena + offset)
                let hash = ByteKeyTable.hash(name, namespace: 0)
                var slot = Int(truncatingIfNeeded: hash) & (size - 1)
                while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
                slots[slot] = FrozenClassActionTable.slot(tag: hash, word: offset / 8)
                return layout
            }
            recordOffsets[page] = UInt32(offset / 8)
            offset += layout.size
            firstEntry += EventResolver.entryCount(of: mapping)
        }
        return FrozenClassActionTable(
            slots: slots, mask: size - 1, arena: arena, recordWords: UnsafeBufferPointer(start: recordOffsets.baseAddress, count: count))
    }

    /// Writes a record: header, name, selectors sorted ascending, their controls, their IDs.
    private func write(
        page: Int, firstEntry: Int, _ mapping: PageMapping, name: UnsafeBufferPointer<UInt8>, actions: ArraySlice<Action>,
        layout: FrozenClassActionTable.Layout, at base: UnsafeMutableRawPointer
    ) {
        base.storeBytes(of: UInt32(page), toByteOffset: FrozenClassActionTable.Layout.pageOffset, as: UInt32.self)
        base.storeBytes(of: UInt32(actions.count), toByteOffset: FrozenClassActionTable.Layout.countOffset, as: UInt32.self)
        base.storeBytes(of: UInt32(name.count), toByteOffset: FrozenClassActionTable.Layout.nameLengthOffset, as: UInt32.self)
        base.storeBytes(of: UInt32(firstEntry), toByteOffset: FrozenClassActionTable.Layout.firstEntryOffset, as: UInt32.self)
        let enter = base + FrozenClassActionTable.Layout.enterOffset
        enter.initializeMemory(as: EventID?.self, repeating: mapping.pageEvents[.enter]?.value, count: 1)
        (base + FrozenClassActionTable.Layout.leaveOffset).initializeMemory(as: EventID?.self, repeating: mapping.pageEvents[.leave]?.value, count: 1)
        // An empty buffer may have no base address.
        if let bytes = name.baseAddress { (base + FrozenClassActionTable.Layout.nameOffset).copyMemory(from: bytes, byteCount: name.count) }
        let padding = layout.selectorsOffset - FrozenClassActionTable.Layout.nameOffset - name.count
        (base + FrozenClassActionTable.Layout.nameOffset + name.count).initializeMemory(as: UInt8.self, repeating: 0, count: padding)
        for position in 0..<FrozenClassActionTable.Layout.paddedSelectorCount(actions.count) {
            let selector = position < actions.count ? actions[actions.startIndex + position].selector : .max
            base.storeBytes(of: selector, toByteOffset: layout.selectorsOffset + position * 4, as: UInt32.self)
        }
        let eventIDs = (base + layout.eventIDsOffset).bindMemory(to: EventID.self, capacity: actions.count)
        for (position, action) in actions.enumerated() {
            base.storeBytes(of: action.control, toByteOffset: layout.controlsOffset + position * 4, as: UInt32.self)
            (eventIDs + position).initialize(to: mapping.controls[Int(action.control)].eventID.value)
        }
        let gap = layout.eventIDsOffset - layout.controlsOffset - actions.count * 4
        (base + layout.controlsOffset + actions.count * 4).initializeMemory(as: UInt8.self, repeating: 0, count: gap)
    }
}
