/// Writes a property list in the layout Xcode saves: the XML declaration, Apple's document type,
/// `<plist version="1.0">`, one tab per level, `<dict/>` and `<array/>` when empty, and every
/// dictionary's keys in the order Apple's writer puts them.
///
/// ## Usage
/// ```swift
/// let document = try PlistReader().read(contentsOf: "WGlobalUserStatisticsConfig.plist")
/// let bytes = PlistCanonicalWriter().write(PlistObject(copying: document.root))
/// ```
///
/// A file Xcode saved comes back byte for byte: keys are ordered as CoreFoundation's writer
/// orders them (``PlistCanonicalWriter/keyPrecedes(_:_:)``), and integers, reals, dates and data
/// keep the text they were written with. Text escapes `&`, `<` and `>` as Apple's writer does,
/// and a carriage return as `&#13;` (an XML parser turns a written one into a line feed).
package struct PlistCanonicalWriter: Sendable {
    /// Creates a writer.
    package init() {}

    /// The document's bytes, UTF-8, ending in a line feed after `</plist>`.
    /// - Parameter root: The top-level value.
    package func write(_ root: PlistObject) -> [UInt8] {
        var output: [UInt8] = []
        output.append(
            contentsOf: """
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "\(PlistDocumentType.publicID)" "\(PlistDocumentType.systemID)">
                <plist version="1.0">

                """.utf8)
        append(root, depth: 0, to: &output)
        output.append(contentsOf: "</plist>\n".utf8)
        return output
    }

    /// Whether `a` comes before `b` among a dictionary's keys: CoreFoundation's writer sorts
    /// keys with `CFStringCompare` and no options, which compares UTF-16 code units.
    ///
    /// Decided on the UTF-8 bytes, which sort as code points do: the same as UTF-16 code units
    /// except that a scalar above U+FFFF (a surrogate pair in UTF-16, lead byte F0–F4 in UTF-8)
    /// sorts before U+E000–U+FFFF (lead byte EE or EF) in UTF-16 and after them in code points.
    /// The first byte that differs tells which case it is. The UTF-16 views are read only for a
    /// string without contiguous UTF-8.
    package static func keyPrecedes(_ a: String, _ b: String) -> Bool {
        let decided = a.utf8.withContiguousStorageIfAvailable { first in
            b.utf8.withContiguousStorageIfAvailable { second in
                let common = min(first.count, second.count)
                var index = 0
                while index < common, first[index] == second[index] { index += 1 }
                guard index < common else { return first.count < second.count }
                let (x, y) = (first[index], second[index])
                if x >= 0xF0, y == 0xEE || y == 0xEF { return true }
                if y >= 0xF0, x == 0xEE || x == 0xEF { return false }
                return x < y
            }
        }
        return (decided ?? nil) ?? a.utf16.lexicographicallyPrecedes(b.utf16)
    }

    private func append(_ value: PlistObject, depth: Int, to output: inout [UInt8]) {
        indent(depth, &output)
        switch value {
        case .dictionary(let entries):
            guard !entries.isEmpty else {
                output.append(contentsOf: "<dict/>\n".utf8)
                return
            }
            output.append(contentsOf: "<dict>\n".utf8)
            for entry in entries.sorted(by: { Self.keyPrecedes($0.key, $1.key) }) {
                indent(depth + 1, &output)
                element("key", entry.key, &output)
                append(entry.value, depth: depth + 1, to: &output)
            }
            indent(depth, &output)
            output.append(contentsOf: "</dict>\n".utf8)
        case .array(let elements):
            guard !elements.isEmpty else {
                output.append(contentsOf: "<array/>\n".utf8)
                return
            }
            output.append(contentsOf: "<array>\n".utf8)
            for element in elements { append(element, depth: depth + 1, to: &output) }
            indent(depth, &output)
            output.append(contentsOf: "</array>\n".utf8)
        case .string(let text):
            element("string", text, &output)
        case .boolean(let truth):
            output.append(contentsOf: (truth ? "<true/>\n" : "<false/>\n").utf8)
        case .written(let kind, let text):
            element(kind.elementName, text, &output)
        }
    }

    private func element(_ name: String, _ text: String, _ output: inout [UInt8]) {
        output.append(UInt8(ascii: "<"))
        output.append(contentsOf: name.utf8)
        output.append(UInt8(ascii: ">"))
        XMLTextEscaper.appendText(text, to: &output)
        output.append(contentsOf: "</".utf8)
        output.append(contentsOf: name.utf8)
        output.append(contentsOf: ">\n".utf8)
    }

    private func indent(_ depth: Int, _ output: inout [UInt8]) {
        output.append(contentsOf: repeatElement(UInt8(ascii: "\t"), count: depth))
    }
}

/// An owned property-list value, built in code or copied from a parsed document, for
/// ``PlistCanonicalWriter`` to write.
///
/// Integers, reals, dates and data are held as their written text (``PlistObject/written(_:_:)``),
/// so that a value copied from a file is written back exactly as it was read.
package indirect enum PlistObject: Sendable, Equatable {
    /// A `<dict>`: its entries in the order given (the writer sorts them).
    case dictionary([Entry])
    /// An `<array>`: its elements in order.
    case array([PlistObject])
    /// A `<string>`.
    case string(String)
    /// `<true/>` or `<false/>`.
    case boolean(Bool)
    /// An `<integer>`, `<real>`, `<date>` or `<data>` with the text between its tags.
    case written(PlistKind, String)

    /// One key and its value.
    package struct Entry: Sendable, Equatable {
        /// The key.
        package let key: String
        /// The value.
        package let value: PlistObject

        /// Creates an entry.
        /// - Parameters:
        ///   - key: The key.
        ///   - value: The value.
        package init(key: String, value: PlistObject) {
            self.key = key
            self.value = value
        }
    }

    /// Copies a parsed value and everything below it, keeping every entry (duplicates too) and
    /// the written text of every integer, real, date and data value.
    /// - Parameter node: The parsed value.
    package init(copying node: PlistNode) {
        switch node.kind {
        case .dictionary:
            self = .dictionary(node.dictionary!.map { Entry(key: $0.key.text, value: PlistObject(copying: $0.value)) })
        case .array:
            self = .array(node.array!.map(PlistObject.init(copying:)))
        case .string:
            self = .string(node.string!)
        case .boolean:
            self = .boolean(node.boolean!)
        case .integer, .real, .date, .data:
            self = .written(node.kind, node.writtenText ?? "")
        }
    }
}

/// Apple's property-list document type declaration, which a canonical writer writes itself.
enum PlistDocumentType {
    /// The public identifier Xcode and `plutil` write.
    static let publicID = "-//Apple//DTD PLIST 1.0//EN"
    /// The system identifier Xcode and `plutil` write today.
    static let systemID = "http://www.apple.com/DTDs/PropertyList-1.0.dtd"
    /// The system identifier older versions of macOS wrote, with the same DTD behind it.
    static let legacySystemID = "file://localhost/System/Library/DTDs/PropertyList.dtd"

    /// Whether a `<!DOCTYPE>` is Apple's: named `plist`, with Apple's public identifier (or
    /// none) and either of Apple's system identifiers.
    static func isApples(name: UnsafePointer<UInt8>?, publicID: UnsafePointer<UInt8>?, systemID: UnsafePointer<UInt8>?) -> Bool {
        guard let name, String(cString: name) == "plist" else { return false }
        let publicText = publicID.map { String(cString: $0) }
        let systemText = systemID.map { String(cString: $0) }
        guard publicText == nil || publicText == Self.publicID else { return false }
        return systemText == Self.systemID || systemText == Self.legacySystemID
    }
}
