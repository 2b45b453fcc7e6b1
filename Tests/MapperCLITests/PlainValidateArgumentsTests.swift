import EventMapper
import XCTest

@testable import mapper

/// `mapper validate` reads the plain form CI runs itself and leaves everything else to
/// ArgumentParser: what it accepts must mean what ArgumentParser would make of it, and what it
/// does not accept must reach ArgumentParser (help, other options, mistakes, unusual spellings).
final class PlainValidateArgumentsTests: XCTestCase {
    func testThePlainFormIsReadInAnyOrder() {
        let cases: [(arguments: [String], expected: ValidateRequest)] = [
            (["validate"], ValidateRequest()),
            (["validate", "--cache-path", "cache", "-q"], ValidateRequest(cachePath: "cache", quiet: true)),
            (["validate", "--strict", "--no-cache", "--quiet"], ValidateRequest(noCache: true, strict: true, quiet: true)),
            (
                ["validate", "--config", "a.plist", "--strict", "--config", "Configs"],
                ValidateRequest(configPaths: ["a.plist", "Configs"], strict: true)
            ),
            (["validate", "--reporter", "github"], ValidateRequest(reporter: .github)),
            (["validate", "-o", "report.sarif", "--reporter", "sarif"], ValidateRequest(reporter: .sarif, output: "report.sarif")),
            (["validate", "--output", "report.xml", "--reporter", "junit"], ValidateRequest(reporter: .junit, output: "report.xml")),
        ]
        for (arguments, expected) in cases {
            XCTAssertEqual(ValidateRequest(plainArguments: arguments), expected, "\(arguments)")
        }
    }

    func testAnythingElseIsLeftToArgumentParser() {
        let cases: [[String]] = [
            ["resolve", "Home"],
            ["validate", "--help"],
            ["validate", "-h"],
            ["validate", "Configs"],
            ["validate", "--reporter", "yaml"],
            ["validate", "--reporter", "json", "--reporter", "json"],
            ["validate", "--reporter=json"],
            ["validate", "-o", "a", "--output", "b"],
            ["validate", "-o", "-"],
            ["validate", "--color", "never"],
            ["validate", "--sources", "App"],
            ["validate", "--stdin-path", "a.plist"],
            ["validate", "--config=Configs"],
            ["validate", "--config"],
            ["validate", "--config", "--strict"],
            ["validate", "--config", ""],
            ["validate", "--cache-path", "a", "--cache-path", "b"],
            ["validate", "--no-cache", "--cache-path", "a"],
            ["validate", "--strict", "--strict"],
            ["validate", "-q", "--quiet"],
            ["validate", "--", "Configs"],
            ["validate", "--version"],
        ]
        for arguments in cases {
            XCTAssertNil(ValidateRequest(plainArguments: arguments), "\(arguments)")
        }
    }

    /// The plain form and the same request through ArgumentParser (`--config=` is not the plain
    /// form) print the same, byte for byte, and exit alike: a clean set, findings, warnings
    /// made errors, a config that cannot be read.
    func testThePlainFormAnswersAsArgumentParserDoes() throws {
        let cases: [(config: String, flags: [String])] = [
            ("Configs", ["--no-cache"]),
            ("Tests/Fixtures/Plist/non-key-in-dict.plist", ["--no-cache", "--reporter", "json"]),
            ("Tests/Fixtures/Plist/non-key-in-dict.plist", ["--no-cache"]),
            ("Tests/Fixtures/Configs/set-a", ["--no-cache", "--strict", "-q"]),
            ("Configs/missing.plist", ["--no-cache"]),
        ]
        var statuses: Set<Int32> = []
        for (config, flags) in cases {
            let plain = try MapperProcess.run(["validate", "--config", config] + flags)
            let parsed = try MapperProcess.run(["validate", "--config=\(config)"] + flags)
            XCTAssertEqual(plain.standardOutput, parsed.standardOutput, config)
            XCTAssertEqual(plain.standardError, parsed.standardError, config)
            XCTAssertEqual(plain.status, parsed.status, config)
            statuses.insert(plain.status)
        }
        XCTAssertEqual(statuses, [0, 1, 2], "a clean run, findings, and an input that cannot be read")
    }
}
