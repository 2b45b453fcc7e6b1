/// A built ``ClassActionTable``: eight-byte slots that find a class's record, and the records
/// in one raw arena. Owned and freed by ``ResolverStorage``; immutable after it is made.
///
/// A slot holds the upper half of the name's hash (so that a probe rarely visits a record that
/// is not the one asked for) and the record's position in eight-byte words, plus one; zero is
/// an empty slot. A record holds, at eight-byte alignment:
///
/// | offset | content |
/// |---|---|
/// | 0 | page index (`UInt32`) |
/// | 4 | action count *n* (`UInt32`) |
/// | 8 | name length in bytes (`UInt32`) |
/// | 12 | the number of the page's first entry (``EventResolver/Entry/number``, `UInt32`) |
/// | 16 | the `Enter` event ID (`EventID?`) |
/// | 32 | the `Leave` event ID (`EventID?`) |
/// | 48 | the name's UTF-8 bytes, zero-padded to four bytes |
/// | | *n* interned selector indexes (`UInt32`), ascending, padded to a multiple of eight with `UInt32.max` |
/// | | *n* positions among the page's controls (`UInt32`), in the same order, zero-padded to eight bytes |
/// | | *n* event IDs (``EventID``), in the same order |
@usableFromInline
struct FrozenClassActionTable: @unchecked Sendable {
    /// Where each part of a record starts.
    @usableFromInline
    struct Layout {
        @usableFromInline static let pageOffset = 0
        @usableFromInline static let countOffset = 4
        @usableFromInline static let nameLengthOffset = 8
        @usableFromInline static let firstEntryOffset = 12
        @usableFromInline static let enterOffset = 16
        @usableFromInline static let leaveOffset = 32
        @usableFromInline static let nameOffset = 48

        @usableFromInline let selectorsOffset: Int
        @usableFromInline let controlsOffset: Int
        @usableFromInline let eventIDsOffset: Int
        /// The record's size, a multiple of eight bytes.
        @usableFromInline let size: Int

        @inlinable
        init(nameLength: Int, actionCount: Int) {
            selectorsOffset = Self.selectorsOffset(nameLength: nameLength)
            controlsOffset = selectorsOffset + Self.paddedSelectorCount(actionCount) * 4
            eventIDsOffset = (controlsOffset + actionCount * 4 + 7) & ~7
            size = eventIDsOffset + actionCount * MemoryLayout<EventID>.stride
        }

        /// Where the selectors start: after the name, at four-byte alignment. A lookup needs only
        /// this until it finds its action.
        @inlinable
        static func selectorsOffset(nameLength: Int) -> Int { (nameOffset + nameLength + 3) & ~3 }

        /// The number of selector entries a record stores: whole groups of eight, so that they
        /// are compared eight at a time.
        @inlinable
        static func paddedSelectorCount(_ actionCount: Int) -> Int { (actionCount + 7) & ~7 }
    }

    @usableFromInline let slots: UnsafeMutableBufferPointer<UInt64>
    @usableFromInline let mask: Int
    @usableFromInline let arena: UnsafeMutableRawPointer
    /// Each page's record position, in eight-byte words.
    @usableFromInline let recordWords: UnsafeBufferPointer<UInt32>

    static func slot(tag hash: UInt64, word: Int) -> UInt64 {
        hash & 0xFFFF_FFFF_0000_0000 | UInt64(word + 1)
    }

    /// The record of a class name, or nil.
    @inlinable @inline(__always)
    func record(named name: UnsafeBufferPointer<UInt8>) -> UnsafeRawPointer? {
        record(named: name, hash: Self.hash(name))
    }

    /// A class name's hash, as the slots are keyed.
    @inlinable @inline(__always)
    static func hash(_ name: UnsafeBufferPointer<UInt8>) -> UInt64 {
        ByteKeyTable.hash(name, namespace: 0)
    }

    /// The record of a class name whose ``hash(_:)`` is `hash`, or nil.
    @inlinable @inline(__always)
    func record(named name: UnsafeBufferPointer<UInt8>, hash: UInt64) -> UnsafeRawPointer? {
        let tag = hash & 0xFFFF_FFFF_0000_0000
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { return nil }
            if entry & 0xFFFF_FFFF_0000_0000 == tag {
                let record = UnsafeRawPointer(arena) + (Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1) * 8
                let length = Int(record.load(fromByteOffset: Layout.nameLengthOffset, as: UInt32.self))
                if length == name.count,
                    length == 0 || memcmpBytes(record.assumingMemoryBound(to: UInt8.self) + Layout.nameOffset, name.baseAddress!, length)
                {
                    return record
                }
            }
            slot = (slot + 1) & mask
        }
    }

    /// How many bytes of a record ``EventResolver/readAheadBytes`` says a lookup mostly reads:
    /// the header, the name, the selectors and their positions for names and action counts of
    /// common sizes; past the last record, a prefetch reads nothing.
    @inlinable static var readAheadBytes: Int { 256 }

    /// The record the first slot of a name with ``hash(_:)`` `hash` names, or nil when the slot
    /// is empty: what a lookup compares first.
    @inlinable
    func firstRecord(hash: UInt64) -> UnsafeRawPointer? {
        let entry = slots[Int(truncatingIfNeeded: hash) & mask]
        guard entry != 0 else { return nil }
        return UnsafeRawPointer(arena) + (Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1) * 8
    }

    /// The record of a page.
    @inlinable
    func record(ofPage page: Int) -> UnsafeRawPointer {
        UnsafeRawPointer(arena) + Int(recordWords[page]) * 8
    }

    /// The page index a record belongs to.
    @inlinable
    static func page(of record: UnsafeRawPointer) -> Int {
        Int(record.load(fromByteOffset: Layout.pageOffset, as: UInt32.self))
    }

    /// The number of the first entry (the `Enter` event) of the page a record belongs to.
    @inlinable
    static func firstEntry(of record: UnsafeRawPointer) -> Int {
        Int(record.load(fromByteOffset: Layout.firstEntryOffset, as: UInt32.self))
    }

    /// The position of an interned selector among a record's actions, or nil.
    @inlinable @inline(__always)
    static func position(ofSelector selector: Int, in record: UnsafeRawPointer) -> Int? {
        let count = Int(record.load(fromByteOffset: Layout.countOffset, as: UInt32.self))
        let length = Int(record.load(fromByteOffset: Layout.nameLengthOffset, as: UInt32.self))
        let selectors = (record + Layout.selectorsOffset(nameLength: length)).assumingMemoryBound(to: UInt32.self)
        let wanted = UInt32(truncatingIfNeeded: selector)
        // Most classes have a few dozen actions: comparing eight at a time over a cache line or
        // two beats the branches of a binary search; larger classes are searched by halves.
        if count <= 64 {
            let needle = SIMD8<UInt32>(repeating: wanted)
            var group = 0
            while group < count {
                let hits = UnsafeRawPointer(selectors + group).loadUnaligned(as: SIMD8<UInt32>.self) .== needle
                if any(hits) {
                    for lane in 0..<8 where hits[lane] { return group + lane }
                }
                group += 8
            }
            return nil
        }
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if selectors[middle] < wanted { low = middle + 1 } else { high = middle }
        }
        return low < count && selectors[low] == wanted ? low : nil
    }

    /// The event ID of a record's action at `position`.
    @inlinable
    static func eventID(at position: Int, in record: UnsafeRawPointer) -> EventID {
        let layout = layout(of: record)
        return (record + layout.eventIDsOffset).assumingMemoryBound(to: EventID.self)[position]
    }

    /// A record's page event ID.
    @inlinable
    static func eventID(for event: PageEvent, in record: UnsafeRawPointer) -> EventID? {
        (record + (event == .enter ? Layout.enterOffset : Layout.leaveOffset)).assumingMemoryBound(to: EventID?.self).pointee
    }

    /// The position among its page's controls of a record's action at `position`.
    static func control(at position: Int, in record: UnsafeRawPointer) -> Int {
        Int(record.load(fromByteOffset: layout(of: record).controlsOffset + position * 4, as: UInt32.self))
    }

    @inlinable
    static func layout(of record: UnsafeRawPointer) -> Layout {
        Layout(
            nameLength: Int(record.load(fromByteOffset: Layout.nameLengthOffset, as: UInt32.self)),
            actionCount: Int(record.load(fromByteOffset: Layout.countOffset, as: UInt32.self)))
    }

    func deallocate() {
        for page in recordWords.indices {
            let record = arena + Int(recordWords[page]) * 8
            let layout = Self.layout(of: UnsafeRawPointer(record))
            let count = Int(record.load(fromByteOffset: Layout.countOffset, as: UInt32.self))
            (record + layout.eventIDsOffset).assumingMemoryBound(to: EventID.self).deinitialize(count: count)
            (record + Layout.enterOffset).assumingMemoryBound(to: EventID?.self).deinitialize(count: 2)
        }
        slots.deallocate()
        arena.deallocate()
        recordWords.deallocate()
    }
}
