import SourceScanner
import XCTest

@testable import mapper_source_scanner

/// `mapper-source-scanner` reads the arguments `mapper` passes itself and leaves everything else
/// to ArgumentParser: what it accepts must mean what ArgumentParser would make of it, and what it
/// does not accept must reach ArgumentParser (help, mistakes, unusual spellings).
final class ScanRequestTests: XCTestCase {
    func testTheFormMapperPassesIsReadInAnyOrder() throws {
        let cases: [(arguments: [String], expected: ScanRequest)] = [
            (["--", "App"], ScanRequest(paths: ["App"])),
            (["--", "--serial", "-x", ""], ScanRequest(paths: ["--serial", "-x", ""])),
            (
                [
                    "--input-error-in-document", "--serial", "--progress", "--cache-path", "/tmp/cache", "--module", "App=Sources/App",
                    "--module", "Kit=Sources/Kit=1", "--", "Sources", "Main.storyboard",
                ],
                ScanRequest(
                    paths: ["Sources", "Main.storyboard"], serial: true, progress: true,
                    modules: [SourceModule(name: "App", folder: "Sources/App"), SourceModule(name: "Kit", folder: "Sources/Kit=1")],
                    cachePath: "/tmp/cache", inputErrorInDocument: true)
            ),
            (
                ["--cache-path", "c", "--progress", "--input-error-in-document", "--", "a"],
                ScanRequest(paths: ["a"], progress: true, cachePath: "c", inputErrorInDocument: true)
            ),
            (
                ["--since", String(repeating: "0f", count: 32), "--cache-path", "c", "--", "a"],
                ScanRequest(paths: ["a"], cachePath: "c", since: [UInt8](repeating: 0x0f, count: 32))
            ),
        ]
        for (arguments, expected) in cases {
            XCTAssertEqual(ScanRequest(plainArguments: arguments), expected, "\(arguments)")
        }
    }

    /// Each of these ArgumentParser answers (help) or refuses, or reads in a way of its own.
    func testAnythingElseIsLeftToArgumentParser() {
        let cases: [[String]] = [
            [],
            ["App"],
            ["--"],
            ["--serial", "--"],
            ["--help", "--", "App"],
            ["-h", "--", "App"],
            ["--serial", "--serial", "--", "App"],
            ["--cache-path", "--", "App"],
            ["--cache-path", "", "--", "App"],
            ["--cache-path", "a", "--cache-path", "b", "--", "App"],
            ["--cache-path=a", "--", "App"],
            ["--module", "App", "--", "App"],
            ["--module", "=App", "--", "App"],
            ["--module", "App=", "--", "App"],
            ["--module", "-App=x", "--", "App"],
            ["--module"],
            ["--adopt-call", "+[Analytics track:]", "--", "App"],
            ["--version", "--", "App"],
            ["--since", "0f", "--", "App"],
            ["--since", String(repeating: "0F", count: 32), "--", "App"],
            ["--since", "--", "App"],
            ["App", "--", "More"],
        ]
        for arguments in cases {
            XCTAssertNil(ScanRequest(plainArguments: arguments), "\(arguments)")
        }
    }

    func testAModuleArgumentIsANameAndAFolder() {
        XCTAssertEqual(SourceModule(argument: "App=Sources/App"), SourceModule(name: "App", folder: "Sources/App"))
        XCTAssertEqual(SourceModule(argument: "App==x"), SourceModule(name: "App", folder: "=x"))
        for argument in ["App", "=App", "App=", "=", ""] {
            XCTAssertNil(SourceModule(argument: argument), argument)
        }
    }
}
