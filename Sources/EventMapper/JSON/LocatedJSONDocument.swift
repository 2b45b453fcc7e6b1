import EventMapCore
import EventMapXML

/// A parsed JSON document, held flat as ``PlistTree`` holds a property list: every value and
/// object key is a ``LocatedJSONNode`` in one array, in file order, and the content of every
/// string and number is in one byte buffer. Objects keep every member in file order,
/// duplicates included, so that a config read from JSON can be checked like a property list.
///
/// A converted 10,000-page config is read back through this before it is written: half a
/// million values, none of them allocated on its own.
package struct LocatedJSONDocument: Sendable {
    /// The file every location refers to.
    package let file: String
    /// Every value and object key, in file order; the top-level value first.
    package let nodes: [LocatedJSONNode]
    /// UTF-8 content of every string, escapes undone, and the text of every number.
    package let text: [UInt8]

    /// The top-level value.
    package var root: Int { 0 }

    /// Where a value (or key) starts: its first character, a string's opening quote.
    package func location(of node: Int) -> SourceLocation {
        SourceLocation(file: file, line: nodes[node].line, column: nodes[node].column)
    }

    /// A string's (or key's) content; a number's text.
    package func string(_ node: Int) -> String {
        text.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[nodes[node].text]), as: UTF8.self) }
    }

    /// Whether a string's content is `string`'s UTF-8, byte for byte, without making a `String`.
    package func text(of node: Int, equals string: String) -> Bool {
        let range = nodes[node].text
        let compared = string.utf8.withContiguousStorageIfAvailable { utf8 in
            text.withUnsafeBufferPointer { buffer in
                utf8.count == range.count && (range.isEmpty || memcmpBytes(buffer.baseAddress! + range.lowerBound, utf8.baseAddress!, range.count))
            }
        }
        return compared ?? text[range].elementsEqual(string.utf8)
    }

    /// Whether a string's content is `id`'s bytes, without making a `String`.
    package func text(of node: Int, equals id: EventID) -> Bool {
        let range = nodes[node].text
        return id.withUTF8 { utf8 in
            text.withUnsafeBufferPointer { buffer in
                utf8.count == range.count && (range.isEmpty || memcmpBytes(buffer.baseAddress! + range.lowerBound, utf8.baseAddress!, range.count))
            }
        }
    }

    /// An object's members in file order, as (key, value) node indices.
    package func members(of object: Int) -> [(key: Int, value: Int)] {
        var members: [(key: Int, value: Int)] = []
        var key = object + 1
        while key < nodes[object].end {
            members.append((key, key + 1))
            key = nodes[key + 1].end
        }
        return members
    }

    /// An array's elements in file order, as node indices.
    package func elements(of array: Int) -> [Int] {
        var elements: [Int] = []
        var element = array + 1
        while element < nodes[array].end {
            elements.append(element)
            element = nodes[element].end
        }
        return elements
    }

    /// For each member whose key repeats an earlier one's (compared by bytes), the pair
    /// (first occurrence, repeat), as positions in `members`.
    package func repeatedKeys(among members: [(key: Int, value: Int)]) -> [(first: Int, repeated: Int)] {
        RepeatedByteStrings.pairs(members.map { nodes[$0.key].text }, in: text)
    }

    /// What a value is, for messages: `an object`, `a number`, `null`.
    package func noun(of node: Int) -> String {
        switch nodes[node].kind {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .boolean: "a boolean"
        case .null: "null"
        }
    }
}

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
    /// or a number's or a boolean's text is; empty for other kinds.
    package let text: Range<Int>
    /// The index of the first node after this one and everything inside it.
    package var end: Int
}
