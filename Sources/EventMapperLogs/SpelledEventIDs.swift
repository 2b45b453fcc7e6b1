import CPrefetch
import EventMapCore

/// Every configured entry's event ID spelled once, as a row format writes it (a JSON string or a
/// CSV field): what `mapper logs annotate` copies into each mapped row.
///
/// Each entry number has a 32-byte slot, in entry order (a page's IDs side by side): a length
/// byte and the spelled bytes, so that a row's ID is one cache line away and can be prefetched
/// for a group of rows (``View/prefetch(_:)``). A spelling longer than 31 bytes goes to an overflow
/// buffer; its slot holds 255 and, at byte 8, `offset << 32 | length` there.
final class SpelledEventIDs: @unchecked Sendable {
    private static let slotSize = 32
    private static let overflowMark = UInt8.max

    private let slots: UnsafeMutableRawPointer
    /// How many entries are spelled: a mapping of a resolver of the same pages has as many.
    let entryCount: Int
    /// Spellings too long for a slot, end to end.
    private let overflow = ByteBuffer(capacity: 256)

    /// Spells the IDs of `pages`, numbered as the mapping of a resolver of these pages numbers
    /// them (``LogRecordMapping/forEachEntry(in:_:)``).
    init(_ pages: [PageMapping], format: AnnotationFormat) {
        entryCount = pages.reduce(0) { $0 + EventResolver.entryCount(of: $1) }
        let size = max(1, entryCount) * Self.slotSize
        slots = .allocate(byteCount: size, alignment: 64)
        slots.initializeMemory(as: UInt8.self, repeating: 0, count: size)
        let spelling = ByteBuffer(capacity: 256)
        LogRecordMapping.forEachEntry(in: pages) { entry, _, _, eventID in
            spelling.removeAll()
            eventID.value.withUTF8 { utf8 in
                switch format {
                case .jsonl: spelling.putJSONString(utf8)
                case .csv: spelling.putCSVField(utf8)
                }
            }
            let slot = slots + entry * Self.slotSize
            let spelled = spelling.bytes
            if spelled.count < Self.slotSize {
                slot.storeBytes(of: UInt8(spelled.count), as: UInt8.self)
                (slot + 1).copyMemory(from: spelled.baseAddress!, byteCount: spelled.count)
            } else {
                slot.storeBytes(of: Self.overflowMark, as: UInt8.self)
                slot.storeBytes(of: UInt64(overflow.count) << 32 | UInt64(spelled.count), toByteOffset: 8, as: UInt64.self)
                overflow.append(spelled)
            }
        }
    }

    deinit {
        slots.deallocate()
    }

    /// Plain pointers to the spellings, valid while this lives.
    var view: View { View(slots: UnsafeRawPointer(slots), overflow: UnsafePointer(overflow.base)) }

    /// What a row writer holds: the spellings' pointers, read without touching this object.
    struct View {
        let slots: UnsafeRawPointer
        let overflow: UnsafePointer<UInt8>

        /// The spelled ID of entry number `entry`.
        @inline(__always)
        subscript(entry: Int) -> UnsafeBufferPointer<UInt8> {
            let slot = slots + entry * SpelledEventIDs.slotSize
            let length = slot.load(as: UInt8.self)
            if length != SpelledEventIDs.overflowMark {
                return UnsafeBufferPointer(start: (slot + 1).assumingMemoryBound(to: UInt8.self), count: Int(length))
            }
            let span = slot.load(fromByteOffset: 8, as: UInt64.self)
            return UnsafeBufferPointer(start: overflow + Int(truncatingIfNeeded: span >> 32), count: Int(truncatingIfNeeded: span & 0xFFFF_FFFF))
        }

        /// Asks the processor to start loading entry `entry`'s spelling, for a row written soon.
        @inline(__always)
        func prefetch(_ entry: Int) {
            event_map_prefetch(slots + entry * SpelledEventIDs.slotSize)
        }
    }
}
