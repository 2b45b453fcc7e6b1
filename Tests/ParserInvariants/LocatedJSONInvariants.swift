import EventMapCore
import EventMapper

/// What `LocatedJSONParser` (`.mapper.json`, registry files) promises for any input.
///
/// Every input is either refused at a place inside it, or read into nodes that each start
/// inside the input at the character their kind begins with, whose text lies in the document's
/// text and whose extents nest. A document written back as JSON (strings escaped by
/// `JSONStringEscaper`) reads again as the same nodes.
///
/// ## Usage
/// ```swift
/// let outcome = LocatedJSONInvariants.check(reading: bytes, file: "fuzz.json")
/// ```
public enum LocatedJSONInvariants {
    /// Parses `bytes` as JSON named `file` and checks every promise.
    public static func check(reading bytes: [UInt8], file: String) -> InvariantOutcome {
        var outcome = InvariantOutcome()
        let lines = InputText(bytes)
        let document: LocatedJSONDocument
        do {
            document = try LocatedJSONParser.parse(bytes, file: file)
        } catch {
            outcome.consume(error.message)
            outcome.check(error.location, in: lines, file: file, "error '\(error.message)'")
            return outcome
        }
        outcome.expect(document.file == file, "document names file '\(document.file)'")
        guard !document.nodes.isEmpty else {
            outcome.expect(false, "a document without a value")
            return outcome
        }
        outcome.expect(
            document.nodes[0].end == document.nodes.count, "the top-level value ends at \(document.nodes[0].end) of \(document.nodes.count) nodes")
        for (index, node) in document.nodes.enumerated() {
            outcome.check(document.location(of: index), in: lines, file: file, "\(node.kind) node \(index)")
            outcome.expect(node.end > index && node.end <= document.nodes.count, "node \(index) ends at \(node.end)")
            outcome.expect(
                node.text.lowerBound >= 0 && node.text.upperBound <= document.text.count,
                "node \(index)'s text \(node.text) is outside the document's \(document.text.count) bytes")
            if let found = lines.scalar(line: node.line, column: node.column) {
                outcome.expect(
                    starts(node.kind, with: found),
                    "\(node.kind) node \(index) at \(node.line):\(node.column) starts with U+\(String(found.value, radix: 16))")
            }
            if node.kind != .object && node.kind != .array {
                outcome.expect(node.end == index + 1, "\(node.kind) node \(index) holds nodes")
            }
            outcome.consume(UInt64(node.text.count))
        }
        var written: [UInt8] = []
        write(document, node: document.root, to: &written)
        do {
            let again = try LocatedJSONParser.parse(written, file: file)
            outcome.expect(same(document, again), "writing the document back and reading it again changed it")
        } catch {
            outcome.expect(false, "the document written back is refused: \(error.message)")
        }
        return outcome
    }

    private static func starts(_ kind: LocatedJSONNode.Kind, with scalar: Unicode.Scalar) -> Bool {
        switch kind {
        case .object: scalar == "{"
        case .array: scalar == "["
        case .string: scalar == "\""
        case .number: scalar == "-" || ("0"..."9").contains(scalar)
        case .boolean: scalar == "t" || scalar == "f"
        case .null: scalar == "n"
        }
    }

    /// Writes `node` and what it holds as compact JSON; nesting is capped by the parser's depth.
    private static func write(_ document: LocatedJSONDocument, node: Int, to output: inout [UInt8]) {
        let value = document.nodes[node]
        switch value.kind {
        case .object:
            output.append(UInt8(ascii: "{"))
            for (position, member) in document.members(of: node).enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                write(document, node: member.key, to: &output)
                output.append(UInt8(ascii: ":"))
                write(document, node: member.value, to: &output)
            }
            output.append(UInt8(ascii: "}"))
        case .array:
            output.append(UInt8(ascii: "["))
            for (position, element) in document.elements(of: node).enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                write(document, node: element, to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .string:
            JSONStringEscaper.append(document.text[value.text], to: &output)
        case .number, .boolean:
            output.append(contentsOf: document.text[value.text])
        case .null:
            output.append(contentsOf: "null".utf8)
        }
    }

    /// Whether two documents hold the same nodes with the same texts (places aside).
    private static func same(_ one: LocatedJSONDocument, _ other: LocatedJSONDocument) -> Bool {
        guard one.nodes.count == other.nodes.count else { return false }
        for (left, right) in zip(one.nodes, other.nodes) {
            guard left.kind == right.kind, left.end == right.end, one.text[left.text].elementsEqual(other.text[right.text]) else { return false }
        }
        return true
    }
}
