import EventMapXML
import SwiftSyntax

/// Turns swift-syntax positions into ``EventMapXML.SourceLocation``s: the line from one
/// `SourceLocationConverter` built per file, the column recounted in Unicode scalars (the
/// converter counts UTF-8 bytes).
struct SwiftSourcePositions {
    private let path: String
    private let bytes: [UInt8]
    private let converter: SourceLocationConverter

    /// Positions in one parsed file.
    init(path: String, bytes: [UInt8], tree: SourceFileSyntax) {
        self.path = path
        self.bytes = bytes
        converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    /// The location of a byte offset.
    func location(of position: AbsolutePosition) -> EventMapXML.SourceLocation {
        let byteLocation = converter.location(for: position)
        let lineStart = max(0, min(position.utf8Offset - (byteLocation.column - 1), bytes.count))
        let end = max(lineStart, min(position.utf8Offset, bytes.count))
        var scalars = 0
        // Every byte that is not a UTF-8 continuation byte starts a scalar.
        for index in lineStart..<end where bytes[index] & 0xC0 != 0x80 { scalars += 1 }
        return EventMapXML.SourceLocation(file: path, line: byteLocation.line, column: scalars + 1)
    }

    /// The location of a token's text, after its leading trivia.
    func location(of token: TokenSyntax) -> EventMapXML.SourceLocation {
        location(of: token.positionAfterSkippingLeadingTrivia)
    }

    /// The location of a node's first token, after its leading trivia.
    func location(of node: some SyntaxProtocol) -> EventMapXML.SourceLocation {
        location(of: node.positionAfterSkippingLeadingTrivia)
    }
}
