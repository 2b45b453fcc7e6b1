import EventMapCore

/// The folded forms of event IDs (letters in lower case, underscores left out), numbered
/// in the order they are first met, for the similar-event-id rule.
///
/// An ID is folded as it is hashed, and two forms are compared by folding both IDs as they are
/// read: no folded copy of an ID is made or kept. A slot holds the upper half of the form's hash
/// and the form's number, so a probe reads one word and compares IDs only when the halves
/// agree. The table is sized for every ID up front and never grows.
struct FoldedIDForms {
    private var slots: [UInt64]
    private let mask: Int
    /// How many distinct forms have been met.
    private(set) var count = 0

    /// A table for at most `capacity` forms.
    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = Array(repeating: 0, count: size)
        mask = size - 1
    }

    /// The number of `id`'s form: that of an earlier ID when `isForm` says the form numbered so is
    /// the same, else a new number, ``count`` minus one after the call.
    /// - Parameters:
    ///   - id: An ID's EventIDKeys/form.
    ///   - isForm: Whether the form with this number is `id`'s, asked only of forms whose hash
    ///     agrees.
    mutating func form(of id: UnsafeBufferPointer<UInt8>, isForm: (Int) -> Bool) -> Int {
        precondition(count < slots.count / 2, "more forms than the table was made for")
        let hash = Self.hash(folding: id)
        let tag = hash & 0xFFFF_FFFF_0000_0000
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let entry = slots[slot]
            if entry & 0xFFFF_FFFF_0000_0000 == tag, isForm(Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1) {
                return Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
            }
            slot = (slot + 1) & mask
        }
        count += 1
        slots[slot] = tag | UInt64(count)
        return count - 1
    }

    /// Whether two IDs have the same folded form, given their ``EventIDKeys/form``.
    static func sameForm(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Bool {
        var left = 0
        var right = 0
        while true {
            while left < first.count, first[left] == UInt8(ascii: "_") { left += 1 }
            while right < second.count, second[right] == UInt8(ascii: "_") { right += 1 }
            guard left < first.count, right < second.count else { return left == first.count && right == second.count }
            guard folded(first[left]) == folded(second[right]) else { return false }
            left += 1
            right += 1
        }
    }

    @inline(__always)
    private static func folded(_ byte: UInt8) -> UInt8 {
        byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
    }

    /// A hash of the folded form, eight folded bytes to a word.
    static func hash(folding id: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash: UInt64 = 0x243F_6A88_85A3_08D3
        var word: UInt64 = 0
        var filled: UInt64 = 0
        var length: UInt64 = 0
        for byte in id where byte != UInt8(ascii: "_") {
            word = word << 8 | UInt64(folded(byte))
            filled += 1
            length += 1
            if filled == 8 {
                hash = (hash ^ word) &* multiplier
                hash ^= hash >> 29
                word = 0
                filled = 0
            }
        }
        return ByteKeyTable.finalized((hash ^ word ^ length << 56) &* multiplier)
    }
}
