import EventMapCore
import EventMapperTools
import EventMapXML
import Foundation

/// What `PlistReader` promises for any input, checked on one input: the libFuzzer entry
/// (`Tests/Fuzz`) stops at the first violation, `FuzzCorpusReplayTests` reports them all.
///
/// Every input must either produce a document whose locations all lie inside the input (and,
/// for input read as UTF-8, point at the `<` of their element, as `SourceLocation` promises),
/// whose counts agree with its contents and whose values have the kind they claim; or an error
/// with a real position. A document is also converted to JSON, the other consumer of a whole
/// value tree; a real that JSON cannot hold is refused, and that is all.
///
/// Free of XCTest so that the fuzz package can link it; public because the fuzz package is
/// another package, where `package` access does not reach.
///
/// ## Usage
/// ```swift
/// let outcome = PlistReadInvariants.check(reading: bytes, file: "fuzz.plist")
/// if let first = outcome.violations.first { fatalError(first) }
/// ```
public enum PlistReadInvariants {
    /// What one input gave.
    public struct Outcome: Sendable {
        /// What broke a promise, worded for a person; empty when nothing did.
        public var violations: [String] = []
        /// A hash of everything that was read, so that an optimizer cannot drop the reads.
        public var digest: UInt64 = 0
    }

    /// Reads `bytes` as a property list named `file` and checks every promise.
    public static func check(reading bytes: [UInt8], file: String) -> Outcome {
        var walk = DocumentWalk(file: file, lineLimit: InputLines.limit(of: bytes) ?? Int.max, utf8Lines: UTF8InputLines(bytes))
        do {
            let document = try PlistReader().read(bytes, file: file)
            walk.visit(document)
            do {
                let (json, notices) = try PlistJSONWriter().encode(document)
                walk.consume(UInt64(json.count))
                for notice in notices { walk.consume(notice.description) }
            } catch {
                // Infinite and NaN reals have no JSON form; the writer says so and that is all.
                walk.consume(error.description)
            }
        } catch {
            walk.consume(error.rendered)
            if error.reason != .unreadableFile {
                walk.expect(error.location.line >= 1, "error at line \(error.location.line) < 1: \(error)")
                walk.expect(error.location.column >= 1, "error at column \(error.location.column) < 1: \(error)")
                walk.expect(error.location.file == file, "error names file '\(error.location.file)'")
            }
        }
        return walk.outcome
    }
}

/// One walk over a document, collecting violations and the digest.
private struct DocumentWalk {
    let file: String
    /// The highest line the input has, or `Int.max` when its encoding hides its line feeds.
    let lineLimit: Int
    /// The input's lines, when libxml2 reads it as UTF-8.
    let utf8Lines: UTF8InputLines?
    var outcome = PlistReadInvariants.Outcome()

    mutating func expect(_ condition: Bool, _ violation: @autoclosure () -> String) {
        if !condition { outcome.violations.append(violation()) }
    }

    mutating func consume(_ value: UInt64) {
        outcome.digest = outcome.digest &* 31 &+ value
    }

    mutating func consume(_ text: String) {
        var hash: UInt64 = 0
        for byte in text.utf8 { hash = hash &* 131 &+ UInt64(byte) }
        consume(hash)
    }

    /// Checks that `location` names the input, lies inside it and, where the input's characters
    /// are known, points at a `<`.
    mutating func check(_ location: SourceLocation, _ what: @autoclosure () -> String) {
        // Messages read the limit from a copy: an autoclosure reading `self` while `expect`
        // mutates it would overlap.
        let lineLimit = lineLimit
        expect(location.file == file, "\(what()) names file '\(location.file)'")
        expect(location.line >= 1, "\(what()) at line \(location.line) < 1")
        expect(location.column >= 1, "\(what()) at column \(location.column) < 1")
        expect(location.line <= lineLimit, "\(what()) at line \(location.line), past the input's \(lineLimit) lines")
        if let utf8Lines {
            let found = utf8Lines.scalar(line: location.line, column: location.column)
            let shown = found.map { "U+" + String($0.value, radix: 16, uppercase: true) } ?? "nothing"
            expect(found == "<", "\(what()) at \(location.line):\(location.column) points at \(shown), not at '<'")
        }
        consume(UInt64(truncatingIfNeeded: location.line) << 32 ^ UInt64(truncatingIfNeeded: location.column))
    }

    /// Touches every key and value, iteratively so that deep nesting cannot exhaust the stack.
    mutating func visit(_ document: PlistDocument) {
        expect(document.file == file, "document names file '\(document.file)'")
        var pending: [PlistNode] = [document.root]
        var visited = 0
        while let node = pending.popLast() {
            visited += 1
            check(node.location, "\(node.kind) value")
            switch node.value {
            case .dictionary(let dictionary):
                expect(node.kind == .dictionary, "dictionary value of kind \(node.kind)")
                var entries = 0
                for entry in dictionary {
                    entries += 1
                    visited += 1
                    consume(entry.key.text)
                    consume(UInt64(entry.key.utf8.count))
                    check(entry.key.location, "key '\(entry.key.text)'")
                    pending.append(entry.value)
                }
                expect(entries == dictionary.count, "dictionary at \(node.location): count \(dictionary.count) != \(entries) entries")
                expect(dictionary.isEmpty == (entries == 0), "dictionary at \(node.location): isEmpty disagrees with its entries")
                for duplicate in dictionary.duplicateKeys {
                    expect(
                        duplicate.first.text == duplicate.repeated.text,
                        "duplicate keys '\(duplicate.first.text)' and '\(duplicate.repeated.text)' differ")
                    expect(
                        duplicate.first.location < duplicate.repeated.location,
                        "duplicate key at \(duplicate.repeated.location) before its first at \(duplicate.first.location)")
                    check(duplicate.first.location, "first duplicate key")
                    check(duplicate.repeated.location, "repeated duplicate key")
                }
            case .array(let array):
                expect(node.kind == .array, "array value of kind \(node.kind)")
                var elements = 0
                for element in array {
                    elements += 1
                    pending.append(element)
                }
                expect(elements == array.count, "array at \(node.location): count \(array.count) != \(elements) elements")
                expect(array.isEmpty == (elements == 0), "array at \(node.location): isEmpty disagrees with its elements")
            case .string(let text):
                expect(node.kind == .string, "string value of kind \(node.kind)")
                consume(text)
                consume(UInt64(node.stringUTF8?.count ?? 0))
            case .integer(let integer):
                expect(node.kind == .integer, "integer value of kind \(node.kind)")
                consume(integer.description)
            case .real(let real):
                expect(node.kind == .real, "real value of kind \(node.kind)")
                consume(real.bitPattern)
            case .boolean(let boolean):
                expect(node.kind == .boolean, "boolean value of kind \(node.kind)")
                consume(boolean ? 1 : 0)
            case .date(let date):
                expect(node.kind == .date, "date value of kind \(node.kind)")
                consume(date.timeIntervalSinceReferenceDate.bitPattern)
            case .data(let bytes):
                expect(node.kind == .data, "data value of kind \(node.kind)")
                consume(UInt64(bytes.count))
                for byte in bytes { consume(UInt64(byte)) }
            }
        }
        expect(visited == document.nodeCount, "walked \(visited) nodes of \(document.nodeCount)")
    }
}
