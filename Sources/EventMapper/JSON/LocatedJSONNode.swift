/// One value, or one object key, of a ``LocatedJSONDocument``: its kind, where it starts and
/// where its text is, in 48 bytes.
///
/// A document keeps its nodes in one array in file order; a container is followed by everything
/// inside it (an object's members as key, value, key, value…), and ``end`` skips past that.
/// Nothing is allocated per node.
package struct LocatedJSONNode: Sendable {
    /// What a node holds.
    package enum Kind: UInt8, Sendable {
        case object, array, string, number, boolean, null
    }

    package let kind: Kind
    /// The 1-based line of the value's first character (an object key's opening quote).
    package let line: Int
    /// The 1-based column of that character, in Unicode scalars.
    package let column: Int
    /// Where in the document's ``LocatedJSONDocument/text`` a string's content (escapes undone)
    /// or a number's text is; empty for other kinds.
    package let text: Range<Int>
    /// The index of the first node after this one and everything inside it.
    package var end: Int
}
