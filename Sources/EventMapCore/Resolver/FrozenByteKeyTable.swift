/// A built ``ByteKeyTable`` in raw buffers: lookups read plain memory, with no array
/// retain/release, which on an in-cache lookup cost more than the hashing. Owned and freed by
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
            let entry = slots[slot].entry
            if entry.hash == hash, entry.namespace == namespace, Int(entry.length) == key.count,
               key.count == 0 || memcmpBytes(bytes.baseAddress! + Int(entry.offset), key.baseAddress!, key.count) {
                return Int(index)
            }
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
