import EventMapCore
import EventMapXML
import Foundation
import TestSupport
import XCTest

/// Replays the fuzzer's seed corpus and every input it ever crashed or hung on through
/// `PlistReader`, checking the invariants the fuzz entry (`Tests/Fuzz`) checks: a document's
/// every location lies inside the input, an error has a real line and column. A read that does
/// not finish within ``timeLimit`` fails the test instead of hanging the run.
final class FuzzCorpusReplayTests: XCTestCase {
    /// Far above what any of these small files needs, even in a debug build under a sanitizer.
    static let timeLimit: TimeInterval = 30

    func testSeedCorpusIsNotEmpty() throws {
        let files = try Self.files(in: "FuzzCorpus")
        XCTAssertGreaterThanOrEqual(files.count, 20, "the seed corpus must hold at least 20 files")
    }

    func testSeedCorpusKeepsTheInvariants() throws {
        let files = try Self.files(in: "FuzzCorpus")
        XCTAssertGreaterThanOrEqual(files.count, 20, "the seed corpus must hold at least 20 files")
        for file in files { try replay(file) }
    }

    func testRegressionsKeepTheInvariants() throws {
        for file in try Self.files(in: "FuzzRegressions") { try replay(file) }
    }

    // MARK: Replay

    /// The regular files of a directory below `Tests/Fixtures`, without hidden ones (`.gitkeep`).
    static func files(in directory: String) throws -> [String] {
        let path = RepositoryPaths.fixture(directory)
        return try FileManager.default.contentsOfDirectory(atPath: path)
            .filter { !$0.hasPrefix(".") }
            .sorted()
            .map { path + "/" + $0 }
            .filter { file in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) && !isDirectory.boolValue
            }
    }

    private func replay(_ path: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let name = (path as NSString).lastPathComponent
        guard let violations = Self.runWithTimeLimit({ ReplayInvariants.violations(reading: bytes, name: name) }) else {
            XCTFail("\(name): reading did not finish within \(Self.timeLimit) s", file: file, line: line)
            return
        }
        for violation in violations {
            XCTFail("\(name): \(violation)", file: file, line: line)
        }
    }

    /// Runs `work` on its own thread; `nil` when it has not finished within ``timeLimit``. A
    /// thread that never finishes is left behind: the test has failed, and the process ends
    /// with the run.
    private static func runWithTimeLimit(_ work: @escaping @Sendable () -> [String]) -> [String]? {
        let outcome = ReplayOutcome()
        let thread = Thread {
            // Some encoding errors also go to libxml2's per-thread generic channel; this thread
            // is the test's own, so they may be discarded here.
            LibXML2GenericMessages.discardOnCurrentThread()
            outcome.set(work())
        }
        // Deep nesting recurses in libxml2; give the reader the main thread's usual stack.
        thread.stackSize = 8 << 20
        thread.start()
        guard outcome.done.wait(timeout: .now() + timeLimit) == .success else { return nil }
        return outcome.value
    }
}

/// The result of one replay, handed from the reading thread to the test.
private final class ReplayOutcome: @unchecked Sendable {
    let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var stored: [String] = []

    func set(_ value: [String]) {
        lock.lock()
        stored = value
        lock.unlock()
        done.signal()
    }

    var value: [String] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}

/// The fuzz entry's invariants, as messages instead of crashes.
private enum ReplayInvariants {
    static func violations(reading bytes: [UInt8], name: String) -> [String] {
        var violations: [String] = []
        let lineLimit = ReplayInputLines.limit(of: bytes) ?? Int.max
        let utf8Lines = ReplayUTF8Lines(bytes)
        func check(_ location: SourceLocation, _ what: @autoclosure () -> String) {
            if location.file != name { violations.append("\(what()) names file '\(location.file)'") }
            if location.line < 1 { violations.append("\(what()) at line \(location.line) < 1") }
            if location.column < 1 { violations.append("\(what()) at column \(location.column) < 1") }
            if location.line > lineLimit {
                violations.append("\(what()) at line \(location.line), past the input's \(lineLimit) lines")
            }
            // A location points at the `<` of its element (SourceLocation's promise).
            if let utf8Lines {
                let found = utf8Lines.scalar(line: location.line, column: location.column)
                if found != "<" {
                    let shown = found.map { "U+" + String($0.value, radix: 16, uppercase: true) } ?? "nothing"
                    violations.append("\(what()) points at \(shown), not at '<'")
                }
            }
        }
        do {
            let document = try PlistReader().read(bytes, file: name)
            var pending: [PlistNode] = [document.root]
            var visited = 0
            while let node = pending.popLast() {
                visited += 1
                check(node.location, "\(node.kind) value at \(node.location)")
                switch node.value {
                case .dictionary(let dictionary):
                    var entries = 0
                    for entry in dictionary {
                        entries += 1
                        visited += 1
                        _ = entry.key.text
                        check(entry.key.location, "key '\(entry.key.text)' at \(entry.key.location)")
                        pending.append(entry.value)
                    }
                    if entries != dictionary.count {
                        violations.append("dictionary at \(node.location): count \(dictionary.count) != \(entries) entries")
                    }
                    for duplicate in dictionary.duplicateKeys {
                        if duplicate.first.text != duplicate.repeated.text || !(duplicate.first.location < duplicate.repeated.location) {
                            violations.append("duplicate key pair \(duplicate.first.location) / \(duplicate.repeated.location) is inconsistent")
                        }
                    }
                case .array(let array):
                    var elements = 0
                    for element in array {
                        elements += 1
                        pending.append(element)
                    }
                    if elements != array.count {
                        violations.append("array at \(node.location): count \(array.count) != \(elements) elements")
                    }
                case .string(let text): _ = text.utf8.count
                case .integer(let integer): _ = integer.description
                case .real(let real): _ = real.bitPattern
                case .boolean(let boolean): _ = boolean
                case .date(let date): _ = date.timeIntervalSinceReferenceDate
                case .data(let data): _ = data.count
                }
            }
            if visited != document.nodeCount {
                violations.append("walked \(visited) nodes of \(document.nodeCount)")
            }
        } catch {
            _ = error.rendered
            if error.reason != .unreadableFile {
                if error.location.line < 1 { violations.append("error at line \(error.location.line) < 1: \(error)") }
                if error.location.column < 1 { violations.append("error at column \(error.location.column) < 1: \(error)") }
                if error.location.file != name { violations.append("error names file '\(error.location.file)'") }
            }
        }
        return violations
    }
}

/// The highest line a location in an input can name: its line feeds plus one. The same rule as
/// `InputLines` in `Tests/Fuzz/Sources/PlistReaderFuzzer/InputLines.swift`; keep them in step.
///
/// libxml2 counts a line at each line feed of the decoded text. In UTF-8, ASCII, ISO-8859,
/// UTF-16 and UCS-4 a line feed contains the byte 0x0A; in EBCDIC, UTF-7 and other encodings an
/// XML declaration can select, it need not, and the bound is unknown (`nil`).
private enum ReplayInputLines {
    static func limit(of bytes: [UInt8]) -> Int? {
        if bytes.starts(with: [0x4C, 0x6F, 0xA7, 0x94]) { return nil }
        switch declaredEncoding(in: bytes) {
        case .none: break
        case .unreadable: return nil
        case .named(let name): if !lineFeedIsByte0A(name) { return nil }
        }
        return bytes.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } + 1
    }

    enum Declaration {
        case none
        case unreadable
        case named(String)
    }

    static func declaredEncoding(in bytes: [UInt8]) -> Declaration {
        let head = Array(bytes.prefix(1_024).filter { $0 != 0 })
        let word = Array("encoding".utf8)
        guard let start = firstIndex(of: word, in: head) else { return .none }
        var index = start + word.count
        func skipBlanks() {
            while index < head.count, [0x20, 0x09, 0x0A, 0x0D].contains(head[index]) { index += 1 }
        }
        skipBlanks()
        guard index < head.count, head[index] == UInt8(ascii: "=") else { return .unreadable }
        index += 1
        skipBlanks()
        guard index < head.count, head[index] == UInt8(ascii: "\"") || head[index] == UInt8(ascii: "'") else {
            return .unreadable
        }
        let quote = head[index]
        index += 1
        var name: [UInt8] = []
        while index < head.count, head[index] != quote {
            name.append(head[index])
            index += 1
        }
        guard index < head.count else { return .unreadable }
        if firstIndex(of: word, in: Array(head[index...])) != nil { return .unreadable }
        return .named(String(decoding: name, as: UTF8.self).uppercased())
    }

    static func lineFeedIsByte0A(_ name: String) -> Bool {
        let exact: Set<String> = ["UTF-8", "UTF8", "US-ASCII", "ASCII", "SHIFT_JIS", "EUC-JP", ""]
        let prefixes = [
            "UTF-16", "UTF16", "UTF-32", "UTF32", "UCS-2", "UCS2", "UCS-4", "UCS4", "ISO-10646-UCS",
            "ISO-8859-", "ISO8859-", "ISO_8859-", "LATIN", "WINDOWS-125", "CP125",
        ]
        return exact.contains(name) || prefixes.contains(where: { name.hasPrefix($0) })
    }

    private static func firstIndex(of word: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= word.count else { return nil }
        for start in 0...(bytes.count - word.count) {
            var matches = true
            for offset in 0..<word.count where bytes[start + offset] | 0x20 != word[offset] {
                matches = false
                break
            }
            if matches { return start }
        }
        return nil
    }
}

/// An input that libxml2 reads as UTF-8, in lines as libxml2 counts them (at line feeds only).
/// The same rule as `UTF8InputLines` in the fuzz target; keep them in step.
private struct ReplayUTF8Lines {
    private let lines: [[Unicode.Scalar]]

    /// `nil` for a UTF-16 or UCS-4 start, EBCDIC, or a declared encoding other than UTF-8.
    init?(_ bytes: [UInt8]) {
        if bytes.count >= 2, bytes[0] == 0 || bytes[1] == 0 { return nil }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) { return nil }
        if bytes.starts(with: [0x4C, 0x6F, 0xA7, 0x94]) { return nil }
        switch ReplayInputLines.declaredEncoding(in: bytes) {
        case .none: break
        case .named(let name) where name == "UTF-8" || name == "UTF8": break
        default: return nil
        }
        // The UTF-8 byte order mark is a signature, not a character of the first line.
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        lines = text.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
            Array(String(decoding: line, as: UTF8.self).unicodeScalars)
        }
    }

    func scalar(line: Int, column: Int) -> Unicode.Scalar? {
        guard line >= 1, line <= lines.count, column >= 1, column <= lines[line - 1].count else { return nil }
        return lines[line - 1][column - 1]
    }
}
