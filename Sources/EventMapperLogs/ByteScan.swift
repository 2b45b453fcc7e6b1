/// Byte searches eight bytes at a time (SWAR: SIMD within a register), for the short fields of
/// log lines, where a call to `memchr` costs more than the search; and a chunk's newlines
/// counted sixteen bytes at a time, in vector registers.
enum ByteScan {
    @usableFromInline static let ones: UInt64 = 0x0101_0101_0101_0101
    @usableFromInline static let highs: UInt64 = 0x8080_8080_8080_8080

    /// A word whose high bit is set in each byte of `word` that is zero — exactly in the lowest
    /// such byte; bytes above it may be flagged falsely.
    @inline(__always)
    static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- ones) & ~word & highs
    }

    /// A word whose high bit is set in exactly each byte of `word` that is zero: the sums are
    /// made on the low seven bits of each byte, so no carry crosses into the next.
    @inline(__always)
    static func exactZeroBytes(_ word: UInt64) -> UInt64 {
        ~(((word & ~highs) &+ ~highs) | word) & highs
    }

    /// `byte` repeated in every byte of a word.
    @inline(__always)
    static func splat(_ byte: UInt8) -> UInt64 {
        UInt64(byte) &* ones
    }

    /// The first offset in `start..<end` of `line` holding `byte`, or nil.
    @inline(__always)
    static func firstIndex(of byte: UInt8, in line: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
        guard let base = line.baseAddress else { return nil }
        let pattern = splat(byte)
        var offset = start
        while offset + 8 <= end {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
            let found = zeroBytes(word ^ pattern)
            if found != 0 { return offset + found.trailingZeroBitCount >> 3 }
            offset += 8
        }
        while offset < end {
            if base[offset] == byte { return offset }
            offset += 1
        }
        return nil
    }

    /// The first offset `i` in `start..<end - 1` where `line[i]` and `line[i + 1]` both hold
    /// `byte`, or nil: the seven pairs that start in each eight bytes at once.
    @inline(__always)
    static func firstIndex(ofPair byte: UInt8, in line: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
        guard let base = line.baseAddress else { return nil }
        let pattern = splat(byte)
        var offset = start
        while offset + 8 <= end {
            let equal = exactZeroBytes(word(at: base + offset) ^ pattern)
            let pairs = equal & (equal >> 8)
            if pairs != 0 { return offset + pairs.trailingZeroBitCount >> 3 }
            offset += 7
        }
        while offset + 1 < end {
            if base[offset] == byte, base[offset + 1] == byte { return offset }
            offset += 1
        }
        return nil
    }

    /// Where the run of ASCII digits that starts at `start` in `line` ends: the offset of the
    /// first byte in `start..<end` that is not one, or `end`.
    @inline(__always)
    static func endOfDigits(in line: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        guard let base = line.baseAddress else { return start }
        var offset = start
        while offset + 8 <= end {
            let found = nonDigitBytes(word(at: base + offset))
            if found != 0 { return offset + found.trailingZeroBitCount >> 3 }
            offset += 8
        }
        while offset < end, base[offset] &- UInt8(ascii: "0") < 10 { offset += 1 }
        return offset
    }

    /// A word whose high bit is set in exactly each byte of `word` that is not an ASCII digit.
    /// The sums are made on the low seven bits of each byte, so no carry crosses into the next.
    @inline(__always)
    static func nonDigitBytes(_ word: UInt64) -> UInt64 {
        let low = word & ~highs
        let atLeastZero = low &+ splat(0x80 - 0x30)
        let aboveNine = low &+ splat(0x80 - 0x3A)
        return (word | ~atLeastZero | aboveNine) & highs
    }

    /// The last offset of `line` holding `byte`, or nil.
    @inline(__always)
    static func lastIndex(of byte: UInt8, in line: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = line.baseAddress else { return nil }
        let pattern = splat(byte)
        var end = line.count
        while end >= 8 {
            // A flagged word holds the byte, though its highest flag may be false: check down.
            if zeroBytes(word(at: base + end - 8) ^ pattern) != 0 {
                for offset in stride(from: end - 1, through: end - 8, by: -1) where base[offset] == byte { return offset }
            }
            end -= 8
        }
        for offset in stride(from: end - 1, through: 0, by: -1) where base[offset] == byte { return offset }
        return nil
    }

    /// Whether `count` bytes from `base` hold one that `inByte` flags: eight at a time through
    /// `inWord`, which says whether eight bytes hold one, then the last eight, overlapping those
    /// before; fewer than eight, byte by byte.
    @inline(__always)
    static func anyFlagged(_ base: UnsafePointer<UInt8>, count: Int, inWord: (UInt64) -> Bool, inByte: (UInt8) -> Bool) -> Bool {
        guard count >= 8 else {
            for offset in 0..<count where inByte(base[offset]) { return true }
            return false
        }
        var offset = 0
        while offset + 8 <= count {
            if inWord(word(at: base + offset)) { return true }
            offset += 8
        }
        return offset < count && inWord(word(at: base + count - 8))
    }

    /// Whether eight bytes hold one JSON must escape: a control character, `"` or `\`.
    @inline(__always)
    static func needsJSONEscape(_ word: UInt64) -> Bool {
        let control = (word &- splat(0x20)) & ~word & highs
        return control | zeroBytes(word ^ splat(UInt8(ascii: "\""))) | zeroBytes(word ^ splat(UInt8(ascii: "\\"))) != 0
    }

    /// Whether eight bytes hold one that makes a CSV field need quotes: `,`, `"`, CR or LF.
    @inline(__always)
    static func needsCSVQuotes(_ word: UInt64) -> Bool {
        zeroBytes(word ^ splat(UInt8(ascii: ","))) | zeroBytes(word ^ splat(UInt8(ascii: "\""))) | zeroBytes(word ^ splat(0x0A))
            | zeroBytes(word ^ splat(0x0D)) != 0
    }

    /// Whether eight bytes are all ASCII.
    @inline(__always)
    static func isASCII(_ word: UInt64) -> Bool {
        word & highs == 0
    }

    /// The number of newlines in `bytes`, counted sixteen bytes at a time; `lineStart` is
    /// called, in order, with the offset just past each newline followed by a byte other than
    /// an ASCII digit.
    ///
    /// Blocks of up to 255 steps, so that no lane's count wraps, are added up after each block;
    /// a block where such a line starts is looked through again for it.
    static func newlines(in bytes: UnsafeBufferPointer<UInt8>, lineStart: (_ offset: Int) -> Void) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let newline = SIMD16<UInt8>(repeating: .newline)
        let zero = SIMD16<UInt8>(repeating: UInt8(ascii: "0"))
        let nine = SIMD16<UInt8>(repeating: 9)
        // The newlines among sixteen bytes, and those of them a non-digit follows.
        @inline(__always) func step(_ offset: Int) -> (ends: SIMDMask<SIMD16<Int8>>, flagged: SIMDMask<SIMD16<Int8>>) {
            let ends = UnsafeRawPointer(base + offset).loadUnaligned(as: SIMD16<UInt8>.self) .== newline
            let next = UnsafeRawPointer(base + offset + 1).loadUnaligned(as: SIMD16<UInt8>.self)
            return (ends, ends .& (next &- zero .> nine))
        }
        var count = 0
        var offset = 0
        // Each step reads its sixteen bytes and the sixteen after its first: one byte past them.
        while offset + 17 <= bytes.count {
            let blockStart = offset
            let blockEnd = min(bytes.count - 17, offset + 254 * 16)
            var lanes = SIMD16<UInt8>()
            var flags = SIMD16<UInt8>()
            while offset <= blockEnd {
                let (ends, flagged) = step(offset)
                lanes &+= SIMD16<UInt8>().replacing(with: 1, where: ends)
                flags |= SIMD16<UInt8>().replacing(with: 1, where: flagged)
                offset += 16
            }
            count += Int(SIMD16<UInt16>(truncatingIfNeeded: lanes).wrappedSum())
            guard Self.isNonzero(flags) else { continue }
            for start in stride(from: blockStart, to: offset, by: 16) {
                let flagged = SIMD16<UInt8>().replacing(with: 1, where: step(start).flagged)
                guard Self.isNonzero(flagged) else { continue }
                for lane in 0..<16 where flagged[lane] != 0 { lineStart(start + lane + 1) }
            }
        }
        while offset < bytes.count {
            if base[offset] == .newline {
                count += 1
                if offset + 1 < bytes.count, base[offset + 1] &- UInt8(ascii: "0") >= 10 { lineStart(offset + 1) }
            }
            offset += 1
        }
        return count
    }

    /// Whether any of sixteen bytes is not zero.
    @inline(__always)
    private static func isNonzero(_ vector: SIMD16<UInt8>) -> Bool {
        let halves = unsafeBitCast(vector, to: (UInt64, UInt64).self)
        return halves.0 | halves.1 != 0
    }

    /// Loads eight bytes from `pointer`, in memory order (the first byte lowest).
    @inline(__always)
    static func word(at pointer: UnsafePointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self))
    }
}
