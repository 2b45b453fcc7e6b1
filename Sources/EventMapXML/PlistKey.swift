import EventMapCore

/// A dictionary key and where it was written.
public struct PlistKey: Sendable {
    let tree: PlistTree
    let index: Int

    /// The key's text.
    public var text: String { tree.string(at: index) }

    /// The key's UTF-8 bytes, without decoding them into a `String`.
    public var utf8: ArraySlice<UInt8> { tree.byteSlice(at: index) }

    /// Where the `<key>` element starts.
    public var location: SourceLocation {
        let record = tree.records[index]
        return SourceLocation(file: tree.file, line: Int(record.line), column: Int(record.column))
    }
}
