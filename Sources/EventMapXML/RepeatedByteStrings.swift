#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Finds the keys of one dictionary (or JSON object) that repeat an earlier key, comparing their
/// UTF-8 bytes: two spellings Swift calls equal are still two keys to Apple's parser and to the
/// runtime. Makes no `String`.
///
/// Every dictionary of every config is checked on load, and a converted config once more when
/// it is read back, so this must cost next to nothing when there are no repeats: keys in
/// ascending byte order (what Xcode and the canonical writers write, for ASCII keys) cannot
/// repeat and are settled with one comparison per key; otherwise small dictionaries are
/// compared pairwise and large ones through a hash table of byte ranges.
package enum RepeatedByteStrings {
    /// For each key that repeats an earlier one, the pair (position of its first occurrence,
    /// position of the repeat), positions being indices into `keys`.
    /// - Parameters:
    ///   - keys: Each key's byte range in `bytes`, in file order.
    ///   - bytes: The buffer the ranges index.
    package static func pairs(_ keys: [Range<Int>], in bytes: [UInt8]) -> [(first: Int, repeated: Int)] {
        guard keys.count > 1 else { return [] }
        return bytes.withUnsafeBufferPointer { buffer in
            let search = Search(keys: keys, buffer: buffer)
            if search.isAscending { return [] }
            return keys.count <= 16 ? search.pairwise() : search.hashed()
        }
    }

    private struct Search {
        let keys: [Range<Int>]
        let buffer: UnsafeBufferPointer<UInt8>

        var isAscending: Bool {
            for position in 1..<keys.count where compare(position - 1, position) >= 0 { return false }
            return true
        }

        func pairwise() -> [(first: Int, repeated: Int)] {
            var pairs: [(first: Int, repeated: Int)] = []
            for later in 1..<keys.count {
                if let earlier = (0..<later).first(where: { compare($0, later) == 0 }) {
                    pairs.append((earlier, later))
                }
            }
            return pairs
        }

        func hashed() -> [(first: Int, repeated: Int)] {
            var pairs: [(first: Int, repeated: Int)] = []
            var size = 32
            while size < keys.count * 2 { size <<= 1 }
            var slots = [Int](repeating: -1, count: size)
            for position in keys.indices {
                var slot = Int(truncatingIfNeeded: hash(position)) & (size - 1)
                while slots[slot] >= 0, compare(slots[slot], position) != 0 { slot = (slot + 1) & (size - 1) }
                if slots[slot] >= 0 {
                    pairs.append((slots[slot], position))
                } else {
                    slots[slot] = position
                }
            }
            return pairs
        }

        /// Negative, zero or positive as key `a`'s bytes sort before, equal or after key `b`'s.
        private func compare(_ a: Int, _ b: Int) -> Int {
            let first = UnsafeBufferPointer(rebasing: buffer[keys[a]])
            let second = UnsafeBufferPointer(rebasing: buffer[keys[b]])
            let common = min(first.count, second.count)
            if common > 0 {
                let order = memcmp(first.baseAddress!, second.baseAddress!, common)
                if order != 0 { return Int(order) }
            }
            return first.count - second.count
        }

        private func hash(_ position: Int) -> UInt64 {
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in UnsafeBufferPointer(rebasing: buffer[keys[position]]) {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
            return hash
        }
    }
}
