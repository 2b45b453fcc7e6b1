import EventMapCore
import EventMapXML
import Foundation
import XCTest

/// Many files read at once from several threads give the same trees as one at a time.
final class ConcurrentReadingTests: XCTestCase {
    /// A summary that depends on every key, value and location.
    private static func fingerprint(_ node: PlistNode) -> String {
        var text = "\(node.location.line):\(node.location.column)"
        switch node.value {
        case .dictionary(let dictionary):
            for entry in dictionary {
                text += "{\(entry.key.text)@\(entry.key.location.line)=\(fingerprint(entry.value))}"
            }
        case .array(let array):
            for element in array { text += "[\(fingerprint(element))]" }
        case .string(let string): text += string
        case .integer(let integer): text += integer.description
        default: text += "\(node.kind)"
        }
        return text
    }

    func testParallelReadsMatchSerialReads() throws {
        let inputs: [(name: String, bytes: [UInt8])] = (0..<16).map { index in
            var text = "<plist><dict>\n"
            for page in 0..<(50 + index * 10) {
                text += "<key>Page\(page)</key><dict><key>PageEventIDs</key><dict><key>Enter</key><string>E\(index)_\(page)</string></dict></dict>\n"
            }
            text += "<key>broken\(index)</key>\(index % 4 == 0 ? "<string>x</strin>" : "<integer>\(index)</integer>")\n</dict></plist>"
            return ("file\(index).plist", Array(text.utf8))
        }
        @Sendable func outcome(_ input: (name: String, bytes: [UInt8])) -> String {
            do {
                return Self.fingerprint(try PlistReader().read(input.bytes, file: input.name).root)
            } catch {
                return error.description
            }
        }
        let expected = inputs.map(outcome)
        let results = ConcurrentResults(count: inputs.count * 8)
        DispatchQueue.concurrentPerform(iterations: inputs.count * 8) { iteration in
            results.set(iteration, outcome(inputs[iteration % inputs.count]))
        }
        for iteration in 0..<(inputs.count * 8) {
            XCTAssertEqual(results.get(iteration), expected[iteration % inputs.count])
        }
        XCTAssertTrue(expected[0].contains("error: Opening and ending tag mismatch"))
    }
}

/// Results written from many threads, under a lock.
private final class ConcurrentResults: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String]

    init(count: Int) { values = Array(repeating: "", count: count) }

    func set(_ index: Int, _ value: String) {
        lock.lock()
        values[index] = value
        lock.unlock()
    }

    func get(_ index: Int) -> String {
        lock.lock()
        defer { lock.unlock() }
        return values[index]
    }
}
