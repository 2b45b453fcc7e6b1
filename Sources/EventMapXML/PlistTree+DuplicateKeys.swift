extension PlistTree {
    /// For each key that repeats an earlier one among `keys` (record indices, in file order),
    /// the pair (first occurrence, repeat). Compares the stored bytes; makes no `String`.
    func duplicateKeyPairs(_ keys: [Int]) -> [(first: Int, repeated: Int)] {
        guard keys.count > 1 else { return [] }
        return RepeatedByteStrings.pairs(keys.map { records[$0].byteRange }, in: bytes).map { (keys[$0.first], keys[$0.repeated]) }
    }
}
