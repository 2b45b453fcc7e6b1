import EventMapCore
import EventMapXML
import Foundation

/// The registry file format (JSON), which `mapper scan` writes and `--registry` reads:
///
/// ```json
/// {
///   "version": 1,
///   "classes": [
///     { "name": "HomeViewController", "superclass": "BaseViewController",
///       "actions": ["onFavBtnPressed_UA:", "onShareBtnPressed:"] }
///   ]
/// }
/// ```
/// Each class and action keeps the line and column where its name is written, so that a
/// finding about it points into the file.
public enum RegistryFile {
    private struct Contents: Decodable {
        var version: Int
        var classes: [Entry]
    }

    private struct Entry: Decodable {
        var name: String
        var superclass: String?
        var actions: [String]
    }

    /// Reads a registry file.
    /// - Parameter path: The file.
    /// - Returns: Its classes, located.
    /// - Throws: ``ConfigInputError`` when it cannot be read or is not a registry.
    public static func load(path: String) throws(ConfigInputError) -> [DeclaredClass] {
        let data: Data
        do {
            data = Data(try InputFile.contents(of: path, limit: InputFile.registryLimit))
        } catch {
            throw ConfigInputError(path: path, message: "cannot read the registry file: \(error.reason)")
        }
        let contents: Contents
        do {
            contents = try JSONDecoder().decode(Contents.self, from: data)
        } catch {
            throw ConfigInputError(path: path, message: "invalid registry file: \(DecodingProblem.describe(error))")
        }
        guard contents.version == 1 else {
            throw ConfigInputError(path: path, message: "registry file version \(contents.version) is not supported (expected 1)")
        }
        var locator = JSONStringLocator(bytes: Array(data), file: path)
        return contents.classes.map { entry in
            let classLocation = locator.next(entry.name, asValueOf: "name")
            return DeclaredClass(
                name: ClassName(entry.name),
                superclass: entry.superclass.map(ClassName.init),
                actions: entry.actions.map { DeclaredAction(ActionSelector($0), at: locator.next($0)) },
                location: classLocation
            )
        }
    }

    /// Writes classes in this format, sorted by name, one action per line.
    public static func encode(_ classes: [DeclaredClass]) -> String {
        var text = "{\n  \"version\": 1,\n  \"classes\": ["
        let sorted = classes.sorted { $0.name < $1.name }
        for (index, declared) in sorted.enumerated() {
            text += index == 0 ? "\n" : ",\n"
            text += "    {\n      \"name\": \(quoted(declared.name.text)),\n"
            if let superclass = declared.superclass { text += "      \"superclass\": \(quoted(superclass.text)),\n" }
            let actions = declared.actions.map(\.selector.text).sorted()
            text +=
                actions.isEmpty
                ? "      \"actions\": []\n"
                : "      \"actions\": [\n" + actions.map { "        \(quoted($0))" }.joined(separator: ",\n") + "\n      ]\n"
            text += "    }"
        }
        return text + (sorted.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
    }

    private static func quoted(_ text: String) -> String {
        var output: [UInt8] = []
        JSONStringEscaper.append(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }
}

/// Finds, in order, where JSON string literals are written, so that decoded values get
/// locations without a JSON parser that keeps them. It only moves forward, counting lines and
/// columns as it goes: a registry of 200,000 actions is scanned once.
struct JSONStringLocator {
    let bytes: [UInt8]
    let file: String
    /// Where the last search ended, and the line and column there.
    private var offset = 0
    private var line = 1
    private var column = 1

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    /// The location of the next `"text"` literal after the previous one found; with `key`, only
    /// one written as that key's value (`"name": "text"`), so that the same text as another
    /// key's value (a superclass) is passed over.
    mutating func next(_ text: String, asValueOf key: String? = nil) -> SourceLocation? {
        var needle: [UInt8] = []
        JSONStringEscaper.append(text, to: &needle)
        var start = offset
        var (startLine, startColumn) = (line, column)
        while start + needle.count <= bytes.count {
            if bytes[start] == needle[0], bytes[start..<(start + needle.count)].elementsEqual(needle),
                key.map({ isValue(at: start, of: $0) }) ?? true
            {
                let found = SourceLocation(file: file, line: startLine, column: startColumn)
                advance(from: start, to: start + needle.count, line: startLine, column: startColumn)
                return found
            }
            if bytes[start] == 0x0A {
                startLine += 1
                startColumn = 1
            } else if bytes[start] & 0xC0 != 0x80 {
                startColumn += 1
            }
            start += 1
        }
        return nil
    }

    /// Whether the literal at `position` follows `"key":`, blanks allowed.
    private func isValue(at position: Int, of key: String) -> Bool {
        var cursor = position - 1
        func skipBlanks() { while cursor >= 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[cursor]) { cursor -= 1 } }
        skipBlanks()
        guard cursor >= 0, bytes[cursor] == UInt8(ascii: ":") else { return false }
        cursor -= 1
        skipBlanks()
        let quoted = Array("\"\(key)\"".utf8)
        guard cursor + 1 >= quoted.count else { return false }
        return bytes[(cursor + 1 - quoted.count)...cursor].elementsEqual(quoted)
    }

    private mutating func advance(from start: Int, to end: Int, line startLine: Int, column startColumn: Int) {
        line = startLine
        column = startColumn
        for byte in bytes[start..<end] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        offset = end
    }
}

/// A one-line reason for a JSON decoding failure, naming the key path: what registry files and
/// source-scan documents say when they are not in their shape.
enum DecodingProblem {
    static func describe(_ error: any Error) -> String {
        func path(_ codingPath: [any CodingKey]) -> String {
            codingPath.isEmpty ? "the top level" : "'" + codingPath.map(\.stringValue).joined(separator: ".") + "'"
        }
        switch error {
        case DecodingError.typeMismatch(let type, let context):
            let name = "\(type)"
            let expected =
                name.hasPrefix("Array") ? "a list of strings" : name.hasPrefix("Dictionary") ? "an object" : name == "Int" ? "a number" : "a string"
            return "\(path(context.codingPath)) must be \(expected)"
        case DecodingError.dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not valid JSON" : "\(path(context.codingPath)): \(context.debugDescription)"
        case DecodingError.valueNotFound(_, let context):
            return "\(path(context.codingPath)) has no value"
        case DecodingError.keyNotFound(let key, _):
            return "'\(key.stringValue)' is missing"
        default:
            return "\(error)"
        }
    }

}
