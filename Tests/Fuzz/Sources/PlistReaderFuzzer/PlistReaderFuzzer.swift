import EventMapCore
import EventMapXML
import EventMapper
import Foundation

// libFuzzer entry for `PlistReader`: reads the input as a property list and, when that works,
// walks the whole document and converts it to JSON; when it fails, renders the error. Every
// input must either produce a document whose locations are all inside the input (and, for
// input read as UTF-8, point at the `<` of their element, as `SourceLocation` promises), or an
// error with a real position. A violated invariant stops the process with `fatalError`, which
// libFuzzer records as a crash. FuzzCorpusReplayTests checks the same on the checked-in inputs.

/// The name every location of a fuzz input carries.
private let fileName = "fuzz.plist"

/// libxml2 prints some encoding errors through its per-thread generic channel even with
/// NOERROR; libFuzzer calls the entry on one thread, so discarding them once is enough.
private let genericMessagesDiscarded: Void = LibXML2GenericMessages.discardOnCurrentThread()

/// Somewhere to put what was read so that the optimizer cannot drop the reads.
nonisolated(unsafe) private var sink: UInt64 = 0

@inline(never)
private func consume(_ value: UInt64) {
    sink = sink &* 31 &+ value
}

@inline(never)
private func consume(_ text: String) {
    var hash: UInt64 = 0
    for byte in text.utf8 { hash = hash &* 131 &+ UInt64(byte) }
    consume(hash)
}

private func invariant(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("fuzz invariant violated: \(message())") }
}

/// What every location of a document is checked against.
private struct Bounds {
    /// The highest line the input has, or `Int.max` when its encoding hides its line feeds.
    let lineLimit: Int
    /// The input's lines, when libxml2 reads it as UTF-8.
    let utf8Lines: UTF8InputLines?
}

/// Checks that `location` names the input, lies inside it and, where the input's characters
/// are known, points at a `<`.
private func check(_ location: SourceLocation, what: @autoclosure () -> String, bounds: Bounds) {
    let lineLimit = bounds.lineLimit
    invariant(location.file == fileName, "\(what()) names file '\(location.file)'")
    invariant(location.line >= 1, "\(what()) at line \(location.line) < 1")
    invariant(location.column >= 1, "\(what()) at column \(location.column) < 1")
    invariant(location.line <= lineLimit, "\(what()) at line \(location.line), past the input's \(lineLimit) lines")
    if let lines = bounds.utf8Lines {
        let found = lines.scalar(line: location.line, column: location.column)
        invariant(found == "<", "\(what()) at \(location.line):\(location.column) points at \(found.map { "U+" + String($0.value, radix: 16, uppercase: true) } ?? "nothing"), not at '<'")
    }
    consume(UInt64(truncatingIfNeeded: location.line) << 32 ^ UInt64(truncatingIfNeeded: location.column))
}

/// Touches every key and value of `document`, iteratively so that deep nesting cannot
/// exhaust the stack.
private func walk(_ document: PlistDocument, bounds: Bounds) {
    invariant(document.file == fileName, "document names file '\(document.file)'")
    var pending: [PlistNode] = [document.root]
    var visited = 0
    while let node = pending.popLast() {
        visited += 1
        check(node.location, what: "\(node.kind) value", bounds: bounds)
        switch node.value {
        case .dictionary(let dictionary):
            invariant(node.kind == .dictionary, "dictionary value of kind \(node.kind)")
            var entries = 0
            for entry in dictionary {
                entries += 1
                visited += 1
                consume(entry.key.text)
                consume(UInt64(entry.key.utf8.count))
                check(entry.key.location, what: "key '\(entry.key.text)'", bounds: bounds)
                pending.append(entry.value)
            }
            invariant(entries == dictionary.count, "dictionary count \(dictionary.count) != \(entries) entries")
            invariant(dictionary.isEmpty == (entries == 0), "dictionary isEmpty disagrees with its entries")
            for duplicate in dictionary.duplicateKeys {
                invariant(duplicate.first.text == duplicate.repeated.text, "duplicate keys differ")
                invariant(duplicate.first.location < duplicate.repeated.location, "duplicate key before its first")
                check(duplicate.first.location, what: "first duplicate key", bounds: bounds)
                check(duplicate.repeated.location, what: "repeated duplicate key", bounds: bounds)
            }
        case .array(let array):
            invariant(node.kind == .array, "array value of kind \(node.kind)")
            var elements = 0
            for element in array {
                elements += 1
                pending.append(element)
            }
            invariant(elements == array.count, "array count \(array.count) != \(elements) elements")
            invariant(array.isEmpty == (elements == 0), "array isEmpty disagrees with its elements")
        case .string(let text):
            invariant(node.kind == .string, "string value of kind \(node.kind)")
            consume(text)
            consume(UInt64(node.stringUTF8?.count ?? 0))
        case .integer(let integer):
            invariant(node.kind == .integer, "integer value of kind \(node.kind)")
            consume(integer.description)
        case .real(let real):
            invariant(node.kind == .real, "real value of kind \(node.kind)")
            consume(real.bitPattern)
        case .boolean(let boolean):
            invariant(node.kind == .boolean, "boolean value of kind \(node.kind)")
            consume(boolean ? 1 : 0)
        case .date(let date):
            invariant(node.kind == .date, "date value of kind \(node.kind)")
            consume(date.timeIntervalSinceReferenceDate.bitPattern)
        case .data(let bytes):
            invariant(node.kind == .data, "data value of kind \(node.kind)")
            consume(UInt64(bytes.count))
            for byte in bytes { consume(UInt64(byte)) }
        }
    }
    invariant(visited == document.nodeCount, "walked \(visited) nodes of \(document.nodeCount)")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func plistReaderFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    _ = genericMessagesDiscarded
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    do {
        let document = try PlistReader().read(bytes, file: fileName)
        let bounds = Bounds(lineLimit: InputLines.limit(of: bytes) ?? Int.max, utf8Lines: UTF8InputLines(bytes))
        walk(document, bounds: bounds)
        do {
            let (json, notices) = try PlistJSONWriter().encode(document)
            consume(UInt64(json.count))
            for notice in notices { consume(notice.description) }
        } catch {
            // Infinite and NaN reals have no JSON form; the writer says so and that is all.
            consume(error.description)
        }
    } catch {
        consume(error.rendered)
        if error.reason != .unreadableFile {
            invariant(error.location.line >= 1, "error at line \(error.location.line) < 1: \(error)")
            invariant(error.location.column >= 1, "error at column \(error.location.column) < 1: \(error)")
            invariant(error.location.file == fileName, "error names file '\(error.location.file)'")
        }
    }
    return 0
}
