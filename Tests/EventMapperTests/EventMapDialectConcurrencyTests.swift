import EventMapCore
import EventMapper
import Foundation
import TestSupport
import XCTest

/// Many threads loading XML-dialect files at once (one shared compiled schema, one parser and one
/// validation context each) get exactly what one thread gets.
final class EventMapDialectConcurrencyTests: XCTestCase {
    /// Everything a load says, as text.
    private static func summary(of path: String) -> String {
        do {
            let load = try EventMapDialectConfigLoader().load(path: path)
            let pages = (load.file?.pages ?? []).map { page in
                let events = page.pageEvents.sorted { $0.key.rawValue < $1.key.rawValue }
                    .map { "\($0.key)=\($0.value.value)@\($0.value.location)" }
                let controls = page.controls.map { "\($0.selector.value)@\($0.selector.location)=\($0.eventID.value)@\($0.eventID.location)" }
                return (["\(page.className.value)@\(page.className.location)"] + events + controls).joined(separator: " ")
            }
            return (load.findings.map(\.description) + pages).joined(separator: "\n")
        } catch {
            return "thrown: \(error)"
        }
    }

    func testConcurrentLoadsGiveIdenticalResults() {
        let paths = ["valid.xml", "schema-violations.xml", "duplicate-page.xml", "malformed-event-id.xml", "malformed.xml", "doctype.xml"]
            .map { RepositoryPaths.fixture("XML/\($0)") }
        let expected = paths.map(Self.summary(of:))
        let rounds = 400
        let results = LockedResults(count: rounds)
        DispatchQueue.concurrentPerform(iterations: rounds) { round in
            let index = round % paths.count
            results.set(round, Self.summary(of: paths[index]))
        }
        for round in 0..<rounds {
            XCTAssertEqual(results.value(round), expected[round % paths.count], "round \(round)")
        }
    }
}

/// Results written from many threads.
private final class LockedResults: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String?]

    init(count: Int) {
        values = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: String) {
        lock.withLock { values[index] = value }
    }

    func value(_ index: Int) -> String? {
        lock.withLock { values[index] }
    }
}
