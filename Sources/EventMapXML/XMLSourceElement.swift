/// An element as it is written in a file: the byte offsets of its tags, its attributes and its
/// child elements. Offsets count bytes of the UTF-8 file from 0; ranges are half-open.
///
/// Editors use it to change one entry of a config and leave every other byte as it was, which
/// the parsed value tree (locations by line and column only) cannot do by itself.
public struct XMLSourceElement: Sendable, Equatable {
    /// The element's qualified name as written.
    public let name: String
    /// The offset of the start tag's `<`.
    public let start: Int
    /// The offset just past the start tag's `>` (of `/>` for an empty-element tag).
    public let startTagEnd: Int
    /// The offset of the end tag's `<`; equal to ``startTagEnd`` for an empty-element tag.
    public internal(set) var endTagStart: Int
    /// The offset just past the element.
    public internal(set) var end: Int
    /// Whether the element is written `<name … />`.
    public let isEmptyElementTag: Bool
    /// The attributes in the order written.
    public let attributes: [XMLSourceAttribute]
    /// The child elements, as indices into ``XMLSourceDocument/elements``, in file order.
    public internal(set) var children: [Int]
    /// The enclosing element's index, nil for the document element.
    public let parent: Int?

    /// The attribute called `name`, if written.
    public func attribute(_ name: String) -> XMLSourceAttribute? {
        attributes.first { $0.name == name }
    }

    /// The byte range of the whole element.
    public var range: Range<Int> { start..<end }

    /// The byte range between the start tag and the end tag.
    public var contentRange: Range<Int> { startTagEnd..<endTagStart }
}
