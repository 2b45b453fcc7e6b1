import EventMapCore
import EventMapXML
@_spi(RawSyntax) import SwiftSyntax

/// Turns swift-syntax positions (UTF-8 byte offsets) into ``EventMapCore.SourceLocation``s: the
/// line from the table of line starts ``SwiftByteScan`` makes, the column counted in
/// Unicode scalars. (Not swift-syntax's `SourceLocationConverter`, which walks the whole tree
/// again to build its table.)
struct SwiftSourcePositions {
    private let path: String
    private let bytes: [UInt8]
    /// The offset where each line starts; line 1 starts at 0.
    private let lineStarts: [Int]

    /// Positions in one file.
    /// - Parameter lineStarts: Where each line starts (``SwiftByteScan``).
    init(path: String, bytes: [UInt8], lineStarts: [Int]) {
        self.path = path
        self.bytes = bytes
        self.lineStarts = lineStarts
    }

    /// The location of a byte offset.
    func location(of position: AbsolutePosition) -> EventMapCore.SourceLocation {
        let offset = max(0, min(position.utf8Offset, bytes.count))
        // The last line start at or before the offset.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var scalars = 0
        // Every byte that is not a UTF-8 continuation byte starts a scalar.
        for index in lineStarts[low]..<offset where bytes[index] & 0xC0 != 0x80 { scalars += 1 }
        return EventMapCore.SourceLocation(file: path, line: low + 1, column: scalars + 1)
    }

    /// The text of a node that starts at `offset`, without its leading and trailing trivia.
    func trimmedText(of node: RawSyntax, at offset: Int) -> String {
        let start = min(bytes.count, offset + node.leadingTriviaByteLength)
        let end = max(start, min(bytes.count, offset + node.byteLength - node.trailingTriviaByteLength))
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The location of a node's text, after its leading trivia.
    /// - Parameter offset: Where the node starts, its leading trivia included.
    func location(ofTextOf node: RawSyntax, at offset: Int) -> EventMapCore.SourceLocation {
        location(of: AbsolutePosition(utf8Offset: offset + node.leadingTriviaByteLength))
    }
}
