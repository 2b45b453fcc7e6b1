import EventMapper

/// One change to a file's bytes: the bytes in `range` give way to `bytes`.
struct ByteReplacement: Sendable, Equatable {
    let range: Range<Int>
    let bytes: [UInt8]

    init(_ range: Range<Int>, with bytes: [UInt8]) {
        self.range = range
        self.bytes = bytes
    }

    /// An insertion at `offset`.
    init(inserting bytes: [UInt8], at offset: Int) {
        self.init(offset..<offset, with: bytes)
    }

    /// `original` with every replacement made; the ranges must not overlap.
    static func apply(_ replacements: [ByteReplacement], to original: [UInt8]) -> [UInt8] {
        var result = original
        for replacement in replacements.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(replacement.range, with: replacement.bytes)
        }
        return result
    }
}
