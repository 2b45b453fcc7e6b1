import EventMapCore
import EventMapper
import EventMapXML
import Foundation

/// Writes a property list as JSON: dictionaries as objects in file order, integers without and
/// reals with a fraction or exponent, dates as ISO 8601 strings in UTC, data as base64.
///
/// JSON has no room for two equal keys in one object; as Apple's parser does, the last one is
/// written, and every dropped entry is returned as a ``PlistJSONWriter/Notice`` so that nothing
/// is lost silently.
package struct PlistJSONWriter: Sendable {
    /// Something the JSON could not carry exactly.
    package struct Notice: Sendable, Equatable, CustomStringConvertible {
        /// Where the dropped entry's key is.
        package let location: SourceLocation
        /// What happened.
        package let message: String

        package var description: String { "\(location): warning: \(message)" }
    }

    /// A value that JSON cannot represent at all.
    package struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// Where the value is.
        package let location: SourceLocation
        /// What is wrong.
        package let message: String

        package var description: String { "\(location): error: \(message)" }
    }

    /// Creates a writer.
    package init() {}

    /// Encodes the document.
    /// - Parameter document: The document to write.
    /// - Returns: The JSON text as UTF-8 (with a final newline) and the notices.
    /// - Throws: ``Failure`` for a real that is infinite or NaN.
    package func encode(_ document: PlistDocument) throws(Failure) -> (json: [UInt8], notices: [Notice]) {
        var output: [UInt8] = []
        output.reserveCapacity(document.nodeCount * 24)
        var notices: [Notice] = []
        try write(document.root, into: &output, notices: &notices)
        output.append(UInt8(ascii: "\n"))
        return (output, notices)
    }

    private func write(_ node: PlistNode, into output: inout [UInt8], notices: inout [Notice]) throws(Failure) {
        switch node.kind {
        case .dictionary:
            try writeDictionary(node.dictionary!, into: &output, notices: &notices)
        case .array:
            output.append(UInt8(ascii: "["))
            var first = true
            for element in node.array! {
                if !first { output.append(UInt8(ascii: ",")) }
                first = false
                try write(element, into: &output, notices: &notices)
            }
            output.append(UInt8(ascii: "]"))
        case .string:
            JSONStringEscaper.append(node.stringUTF8!, to: &output)
        case .integer:
            output.append(contentsOf: node.integer!.description.utf8)
        case .real:
            let value = node.real!
            guard value.isFinite else {
                throw Failure(location: node.location, message: "the real \(value) has no JSON form")
            }
            var text = value.description
            if !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) { text += ".0" }
            output.append(contentsOf: text.utf8)
        case .boolean:
            output.append(contentsOf: node.boolean! ? Array("true".utf8) : Array("false".utf8))
        case .date:
            let text = ISO8601Timestamp.string(from: node.date!)
            JSONStringEscaper.append(text, to: &output)
        case .data:
            let text = Data(node.data!).base64EncodedString()
            JSONStringEscaper.append(text, to: &output)
        }
    }

    private func writeDictionary(
        _ dictionary: PlistDictionary, into output: inout [UInt8], notices: inout [Notice]
    ) throws(Failure) {
        let duplicates = dictionary.duplicateKeys
        var dropped = Set<SourceLocation>()
        if !duplicates.isEmpty {
            // Keep the last of each key, as Apple's parser does; report the others.
            var lastByKey: [String: SourceLocation] = [:]
            for entry in dictionary { lastByKey[entry.key.text] = entry.key.location }
            for entry in dictionary where lastByKey[entry.key.text] != entry.key.location {
                dropped.insert(entry.key.location)
                let kept = lastByKey[entry.key.text]!
                notices.append(Notice(
                    location: entry.key.location,
                    message: "duplicate key '\(entry.key.text)' dropped; the entry at \(kept.line):\(kept.column) is kept, as Apple's parser keeps the last"
                ))
            }
        }
        output.append(UInt8(ascii: "{"))
        var first = true
        for entry in dictionary where dropped.isEmpty || !dropped.contains(entry.key.location) {
            if !first { output.append(UInt8(ascii: ",")) }
            first = false
            JSONStringEscaper.append(entry.key.utf8, to: &output)
            output.append(UInt8(ascii: ":"))
            try write(entry.value, into: &output, notices: &notices)
        }
        output.append(UInt8(ascii: "}"))
    }
}
