/// What the Swift scanner needs from a file's bytes before parsing it, found in one pass: where
/// each line starts (for ``SwiftSourcePositions``), where each `#selector` and each word `class`
/// is written (for ``SourceMarkers``), and where brackets first nest deeper than the parser
/// may recurse.
///
/// One pass for all of them, each byte classified through a table: most bytes of a Swift file
/// (letters, spaces) are of no interest, and the pass costs a table lookup for each.
struct SwiftByteScan {
    /// The offset where each line starts; line 1 starts at 0. Lines end at `\n`, `\r\n` or a
    /// lone `\r`, as Swift's lexer ends them.
    private(set) var lineStarts: [Int] = [0]
    /// The offsets of the `#selector`s, in comments and strings too (a false hit only makes the
    /// declaration visitor look at one body more).
    private(set) var selectorOffsets: [Int] = []
    /// The offsets of the word `class` followed by a blank, in comments and strings too: where
    /// a class may be declared, so that the declaration visitor finds one declared in code (a
    /// local class) without walking the code.
    private(set) var classOffsets: [Int] = []
    /// Where the nesting of `(`, `[`, `{` and generic `<` first goes deeper than the limit, or
    /// nil; the pass stops there, since the file is not parsed.
    ///
    /// A byte count, not a parse: string literals and comments count too, which can only make a
    /// file be refused that nests its text that deep, never let a deep file through. A `<` counts
    /// as an opening when it follows a name or another `<` directly (`Array<`, `<<`), as generic
    /// arguments do and comparisons written with spaces do not.
    private(set) var firstOffsetNestedTooDeep: Int?

    private enum Kind: UInt8 {
        case plain, lineFeed, carriageReturn, opening, closing, less, greater, pound, letterC
    }

    /// Each byte's kind.
    private static let kinds: [Kind] = (0...255).map { byte -> Kind in
        switch UInt8(byte) {
        case 0x0A: .lineFeed
        case 0x0D: .carriageReturn
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): .opening
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): .closing
        case UInt8(ascii: "<"): .less
        case UInt8(ascii: ">"): .greater
        case UInt8(ascii: "#"): .pound
        case UInt8(ascii: "c"): .letterC
        default: .plain
        }
    }

    private static let selector = Array("#selector".utf8)

    /// Scans `bytes`.
    /// - Parameter nestingLimit: How deep brackets and generic arguments may nest.
    init(_ bytes: [UInt8], nestingLimit: Int) {
        let kinds = Self.kinds
        let selector = Self.selector
        // Lines of Swift average about 40 bytes: room for most files' lines at once.
        lineStarts.reserveCapacity(bytes.count / 24 + 1)
        bytes.withUnsafeBufferPointer { bytes in
            kinds.withUnsafeBufferPointer { kinds in
                var depth = 0
                var angles = 0
                let count = bytes.count
                var offset = 0
                while offset < count {
                    let kind = kinds[Int(bytes[offset])]
                    // Most bytes: a load and a compare.
                    if kind == .plain {
                        offset += 1
                        continue
                    }
                    switch kind {
                    case .plain:
                        break
                    case .lineFeed:
                        lineStarts.append(offset + 1)
                    case .carriageReturn:
                        // `\r\n` ends one line, at the `\n`.
                        if offset + 1 == count || bytes[offset + 1] != 0x0A { lineStarts.append(offset + 1) }
                    case .opening:
                        depth += 1
                    case .closing:
                        depth = max(0, depth - 1)
                    case .less:
                        let previous = offset == 0 ? 0 : bytes[offset - 1]
                        if previous == UInt8(ascii: "<") || previous == UInt8(ascii: "_") || previous >= 0x80
                            || (previous | 0x20 >= UInt8(ascii: "a") && previous | 0x20 <= UInt8(ascii: "z"))
                            || (previous >= UInt8(ascii: "0") && previous <= UInt8(ascii: "9"))
                        {
                            angles += 1
                        }
                    case .greater:
                        if angles > 0 { angles -= 1 }
                    case .letterC:
                        if offset + 5 < count, bytes[offset + 1] == UInt8(ascii: "l"), bytes[offset + 2] == UInt8(ascii: "a"),
                            bytes[offset + 3] == UInt8(ascii: "s"), bytes[offset + 4] == UInt8(ascii: "s"),
                            Self.isBlank(bytes[offset + 5]), offset == 0 || !Self.isIdentifierByte(bytes[offset - 1])
                        {
                            classOffsets.append(offset)
                        }
                    case .pound:
                        if offset + selector.count <= count, bytes[offset + 1] == UInt8(ascii: "s") {
                            var matches = true
                            for step in 2..<selector.count where bytes[offset + step] != selector[step] {
                                matches = false
                                break
                            }
                            if matches { selectorOffsets.append(offset) }
                        }
                    }
                    // Only an opening makes the nesting deeper.
                    if depth + angles > nestingLimit {
                        firstOffsetNestedTooDeep = offset
                        return
                    }
                    offset += 1
                }
            }
        }
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 0x0A || byte == 0x0D
    }

    /// A byte of a name: a letter, a digit, `_`, or part of a multi-byte character.
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte >= 0x80 || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}
