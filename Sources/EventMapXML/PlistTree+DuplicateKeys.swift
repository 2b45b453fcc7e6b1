extension PlistTree {
    /// For each key that repeats an earlier one among `keys` (record indices, in file order),
    /// the pair (first occurrence, repeat). Compares the stored bytes; makes no `String`.
    ///
    /// Every dictionary of every config is checked on load, so this must cost next to nothing
    /// when there are no duplicates: pairwise for small dictionaries, a hash table of byte
    /// ranges for large ones.
    func duplicateKeyPairs(_ keys: [Int]) -> [(first: Int, repeated: Int)] {
        guard keys.count > 1 else { return [] }
        var pairs: [(first: Int, repeated: Int)] = []
        if keys.count <= 16 {
            for later in 1..<keys.count {
                if let earlier = keys[..<later].first(where: { sameBytes($0, keys[later]) }) {
                    pairs.append((earlier, keys[later]))
                }
            }
            return pairs
        }
        var size = 32
        while size < keys.count * 2 { size <<= 1 }
        var slots = [Int](repeating: -1, count: size)
        for key in keys {
            var slot = Int(truncatingIfNeeded: hashBytes(key)) & (size - 1)
            while slots[slot] >= 0, !sameBytes(slots[slot], key) { slot = (slot + 1) & (size - 1) }
            if slots[slot] >= 0 {
                pairs.append((slots[slot], key))
            } else {
                slots[slot] = key
            }
        }
        return pairs
    }

    private func sameBytes(_ a: Int, _ b: Int) -> Bool {
        let first = records[a].byteRange
        let second = records[b].byteRange
        guard first.count == second.count else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < first.count {
                if buffer[first.lowerBound + index] != buffer[second.lowerBound + index] { return false }
                index += 1
            }
            return true
        }
    }

    private func hashBytes(_ record: Int) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes[records[record].byteRange] {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
