import EventMapCore
import EventMapper
import Foundation
import XCTest

/// Every rule's two examples, run as a user would: `mapper` in a folder holding the example's
/// files. The triggering example must report the rule, the passing one must not.
final class RuleExampleTests: XCTestCase {
    func testEveryRuleHasExamples() {
        XCTAssertEqual(Rule.catalogue.filter { $0.examples == nil }.map(\.id), [])
    }

    func testEveryTriggeringExampleReportsItsRule() throws {
        try checkExamples(\.triggering, reportTheirRule: true)
    }

    func testNoPassingExampleReportsItsRule() throws {
        try checkExamples(\.passing, reportTheirRule: false)
    }

    /// Runs one example of every rule and checks whether its output names the rule.
    private func checkExamples(_ example: KeyPath<RuleExamples, RuleExample>, reportTheirRule: Bool) throws {
        for rule in Rule.catalogue {
            guard let example = rule.examples?[keyPath: example] else { continue }
            let (status, output) = try run(example)
            // 2 and 64 say the example itself could not be read or run, whatever it printed.
            XCTAssert([0, 1].contains(status), "\(rule.id): `mapper \(example.arguments.joined(separator: " "))` exited \(status):\n\(output)")
            XCTAssertEqual(
                output.contains("[\(rule.id)]"), reportTheirRule,
                "\(rule.id): `mapper \(example.arguments.joined(separator: " "))` in its example printed:\n\(output)")
        }
    }

    /// Writes the example's files into a new folder and runs its command there; what it
    /// printed on both outputs.
    private func run(_ example: RuleExample) throws -> (status: Int32, output: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rule-example-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, file) in example.files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            switch file {
            case .text(let text): try Data(text.utf8).write(to: url)
            case .link(let destination): try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
            }
        }
        let result = try MapperProcess.run(
            example.arguments, in: folder, environment: ["XDG_CACHE_HOME": folder.appendingPathComponent(".cache").path])
        return (result.status, result.standardOutput + result.standardError)
    }
}
