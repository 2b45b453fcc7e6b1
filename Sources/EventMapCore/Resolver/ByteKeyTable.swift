/// An open-addressing hash table from (namespace, UTF-8 bytes) to a dense index, built once.
///
/// The resolver's lookups hash the caller's bytes directly — no `String` is made, nothing is
/// allocated — with a multiply-xorshift hash that reads eight bytes at a time. Swift's
/// `Dictionary<String, …>` pays SipHash and Unicode-aware comparison on every lookup, which
/// dominates the cost of resolving an event.
@usableFromInline
package struct ByteKeyTable: Sendable {
    @usableFromInline
    struct Entry: Sendable {
        @usableFromInline var hash: UInt64
        @usableFromInline var namespace: Int32
        @usableFromInline var offset: Int32
        @usableFromInline var length: Int32

        /// Whether this entry is `key` in `namespace`, whose hash is `hash`; `bytes` holds the
        /// entries' keys.
        @inlinable @inline(__always)
        func holds(_ key: UnsafeBufferPointer<UInt8>, namespace: Int32, hash: UInt64, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            self.hash == hash && self.namespace == namespace && Int(length) == key.count
                && (key.count == 0 || memcmpBytes(bytes.baseAddress! + Int(offset), key.baseAddress!, key.count))
        }
    }

    private var bytes: [UInt8] = []
    private var entries: [Entry] = []
    private var slots: [Int32]
    private var mask: Int

    /// A table sized for `capacity` keys.
    package init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = Array(repeating: -1, count: size)
        mask = size - 1
        entries.reserveCapacity(capacity)
    }

    package var count: Int { entries.count }

    /// Adds a key unless present; returns its index either way.
    @discardableResult
    package mutating func insert(_ key: String, namespace: Int32 = 0) -> Int {
        withUTF8(of: key) { insert(bytes: $0, namespace: namespace) }
    }

    /// Adds a key given as UTF-8 bytes unless present; returns its index either way.
    @discardableResult
    package mutating func insert(bytes utf8: UnsafeBufferPointer<UInt8>, namespace: Int32 = 0) -> Int {
        let hash = Self.hash(utf8, namespace: namespace)
        if let found = find(utf8, namespace: namespace, hash: hash) { return found }
        if (entries.count + 1) * 2 > slots.count { grow() }
        let index = entries.count
        entries.append(Entry(hash: hash, namespace: namespace, offset: Int32(bytes.count), length: Int32(utf8.count)))
        bytes.append(contentsOf: utf8)
        place(index, hash: hash)
        return index
    }

    /// The index of a key, or nil.
    package func index(of key: String, namespace: Int32 = 0) -> Int? {
        withUTF8(of: key) { find($0, namespace: namespace) }
    }

    /// The index of a key given as bytes, or nil.
    @inline(__always)
    package func find(_ key: UnsafeBufferPointer<UInt8>, namespace: Int32 = 0) -> Int? {
        find(key, namespace: namespace, hash: Self.hash(key, namespace: namespace))
    }

    @inline(__always)
    private func find(_ key: UnsafeBufferPointer<UInt8>, namespace: Int32, hash: UInt64) -> Int? {
        var slot = Int(truncatingIfNeeded: hash) & mask
        return slots.withUnsafeBufferPointer { slots in
            entries.withUnsafeBufferPointer { entries in
                bytes.withUnsafeBufferPointer { bytes in
                    while true {
                        let index = slots[slot]
                        if index < 0 { return nil }
                        if entries[Int(index)].holds(key, namespace: namespace, hash: hash, in: bytes) { return Int(index) }
                        slot = (slot + 1) & mask
                    }
                }
            }
        }
    }

    private mutating func place(_ index: Int, hash: UInt64) {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(index)
    }

    private mutating func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        mask = slots.count - 1
        for (index, entry) in entries.enumerated() { place(index, hash: entry.hash) }
    }

    /// A copy in raw buffers, for lookups that touch no reference counts. The owner must call
    /// ``FrozenByteKeyTable/deallocate()`` once.
    func frozen() -> FrozenByteKeyTable {
        // Each slot carries its entry, so that a probe reads one place, then the key's bytes.
        let inline = slots.map { index in
            index < 0
                ? FrozenByteKeyTable.Slot(entry: Entry(hash: 0, namespace: 0, offset: 0, length: 0), index: -1)
                : FrozenByteKeyTable.Slot(entry: entries[Int(index)], index: index)
        }
        return FrozenByteKeyTable(slots: Self.copy(inline), bytes: Self.copy(bytes), mask: mask)
    }

    private static func copy<Element>(_ array: [Element]) -> UnsafeBufferPointer<Element> {
        let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(array.count, 1))
        _ = buffer.initialize(from: array)
        return UnsafeBufferPointer(buffer)
    }

    /// Multiply-xorshift over eight-byte words, seeded by the namespace. The last word of a key
    /// of eight bytes or more is read overlapping the one before, so no byte loop remains.
    @inlinable @inline(__always)
    static func hash(_ key: UnsafeBufferPointer<UInt8>, namespace: Int32) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        let count = key.count
        var hash = (UInt64(UInt32(bitPattern: namespace)) &+ 1) &* multiplier ^ UInt64(count)
        guard let base = key.baseAddress, count > 0 else { return hash }
        let raw = UnsafeRawPointer(base)
        if count < 8 {
            var tail: UInt64 = 0
            for index in 0..<count { tail |= UInt64(base[index]) << UInt64(index * 8) }
            return finalized((hash ^ tail) &* multiplier)
        }
        var offset = 0
        while offset + 8 < count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* multiplier
            hash ^= hash >> 29
            offset += 8
        }
        return finalized((hash ^ raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)) &* multiplier)
    }

    /// Spreads every bit of the last multiplication over the low bits that pick a slot, the last
    /// word's high bytes included — the digits that end `CTRL_EVENT_PAGE00001_ACTION03` — so that
    /// IDs that differ only there do not probe long runs of occupied slots.
    @inlinable @inline(__always)
    package static func finalized(_ product: UInt64) -> UInt64 {
        var hash = product ^ (product >> 32)
        hash = hash &* 0xD6E8_FEB8_6659_FD93
        return hash ^ (hash >> 32)
    }
}

/// A built ``ByteKeyTable`` in raw buffers: lookups read plain memory, with no array
/// retain/release, which on an in-cache lookup would cost more than the hashing. Owned and freed by
/// ``ResolverStorage``; immutable after it is made.
@usableFromInline
struct FrozenByteKeyTable: @unchecked Sendable {
    /// A slot with its entry inline; `index` is -1 in an empty slot.
    @usableFromInline
    struct Slot {
        @usableFromInline var entry: ByteKeyTable.Entry
        @usableFromInline var index: Int32
    }

    @usableFromInline let slots: UnsafeBufferPointer<Slot>
    @usableFromInline let bytes: UnsafeBufferPointer<UInt8>
    @usableFromInline let mask: Int

    /// The index of a key, or nil.
    @inlinable @inline(__always)
    func find(_ key: UnsafeBufferPointer<UInt8>, namespace: Int32 = 0) -> Int? {
        let hash = ByteKeyTable.hash(key, namespace: namespace)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let index = slots[slot].index
            if index < 0 { return nil }
            if slots[slot].entry.holds(key, namespace: namespace, hash: hash, in: bytes) { return Int(index) }
            slot = (slot + 1) & mask
        }
    }

    func deallocate() {
        slots.deallocate()
        bytes.deallocate()
    }
}

/// Whether two byte ranges of `count` bytes are equal, eight bytes at a time; the last word
/// overlaps the one before instead of finishing byte by byte.
@inlinable @inline(__always)
package func memcmpBytes(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    let left = UnsafeRawPointer(a)
    let right = UnsafeRawPointer(b)
    if count < 8 {
        for index in 0..<count where a[index] != b[index] { return false }
        return true
    }
    var offset = 0
    while offset + 8 < count {
        if left.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != right.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
            return false
        }
        offset += 8
    }
    return left.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self) == right.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
}

/// Whether `a` sorts strictly before `b`, byte by byte (a prefix first), comparing eight bytes
/// at a time as big-endian words.
@inlinable
package func bytesPrecede(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    let common = min(a.count, b.count)
    var offset = 0
    if let left = a.baseAddress, let right = b.baseAddress {
        while offset + 8 <= common {
            let x = UnsafeRawPointer(left + offset).loadUnaligned(as: UInt64.self).bigEndian
            let y = UnsafeRawPointer(right + offset).loadUnaligned(as: UInt64.self).bigEndian
            if x != y { return x < y }
            offset += 8
        }
    }
    while offset < common {
        if a[offset] != b[offset] { return a[offset] < b[offset] }
        offset += 1
    }
    return a.count < b.count
}
