import EventMapCore
import EventMapXML
import EventMapper
import EventMapperTools
import Foundation
import SourceScanner
import TestSupport
import XCTest

/// `mapper scan`, run as a process: `mapper` scans through `mapper-source-scanner`, and what the
/// user sees is what the in-process scan gives — the registry, the findings, the summary, the
/// exit status — and a scanner that cannot be found or cannot scan is reported as such.
final class ScanCommandTests: XCTestCase {
    /// A path below the repository root, absolute: the in-process scan and `mapper` run in
    /// different folders.
    private static func repositoryPath(_ relative: String) -> String {
        RepositoryPaths.root.appendingPathComponent(relative).path
    }

    /// What `mapper scan` prints for `paths`, derived from the in-process scan.
    private func expectedRun(_ paths: [String]) throws -> MapperProcess.Result {
        let scan = try SourceTreeScan.standard().scanRegistry(paths)
        let errors = scan.findings.map { $0.description + "\n" }.joined() + ScanSummary(scan).text + "\n"
        return MapperProcess.Result(
            status: scan.findings.contains { $0.severity == .error } ? 1 : 0,
            // On standard output, without the places, which are taken from a file's folder.
            standardOutput: RegistryFile.encode(scan.classes), standardError: errors
        )
    }

    /// Checks `mapper scan paths` against the in-process scan, and returns what both printed.
    @discardableResult
    private func assertScanEqualsTheInProcessScan(_ paths: [String], file: StaticString = #filePath, line: UInt = #line) throws
        -> MapperProcess.Result
    {
        let expected = try expectedRun(paths)
        let result = try MapperProcess.run(["scan"] + paths)
        XCTAssertEqual(result.standardOutput, expected.standardOutput, "the registry", file: file, line: line)
        XCTAssertEqual(result.standardError, expected.standardError, "the findings and the summary", file: file, line: line)
        XCTAssertEqual(result.status, expected.status, "exit status", file: file, line: line)
        return expected
    }

    func testTheFixtureAppScansAsInProcess() throws {
        try assertScanEqualsTheInProcessScan([Self.repositoryPath("Tests/Fixtures/ScanFixtureApp")])
    }

    func testFindingsWithNonASCIITextCrossAsInProcess() throws {
        let app = FileManager.default.temporaryDirectory.appendingPathComponent("scan-\(UUID().uuidString)/Écrans")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        try """
        import UIKit
        /// « Accueil »
        final class AccueilViewController: UIViewController {
            @IBAction func onFavBtnPressed_UA(_ sender: Any) {}
            @objc func partager(avec ami: String) {
        """.write(to: app.appendingPathComponent("Accueil.swift"), atomically: true, encoding: .utf8)
        // A link that leads nowhere is listed, and reading it fails: an error finding (exit 1).
        try FileManager.default.createSymbolicLink(
            atPath: app.appendingPathComponent("Données.m").path, withDestinationPath: "/nonexistent/Données.m")
        let run = try assertScanEqualsTheInProcessScan([app.path, Self.repositoryPath("Examples/SampleApp")])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.standardError.contains("Écrans/Accueil.swift:5:44: warning: Swift syntax error"), run.standardError)
        XCTAssertTrue(run.standardError.contains("Écrans/Données.m:1:1: error: cannot read this file"), run.standardError)
    }

    func testAPathThatDoesNotExistIsExitTwoWithTheScannersMessageOnce() throws {
        let result = try MapperProcess.run(["scan", "/nonexistent"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertEqual(result.standardError, "/nonexistent: error: no such file or directory\n")
    }

    func testValidateWithAMissingSourceFolderIsExitTwo() throws {
        let result = try MapperProcess.run(["validate", "--sources", "/nonexistent"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardError, "/nonexistent: error: no such file or directory\n")
    }

    /// A module named as Swift cannot name one, or a folder that is not there, would leave every
    /// class without the module the runtime gives it.
    func testAModuleThatCannotBeIsRefused() throws {
        let name = try MapperProcess.run(["scan", "Examples/SampleApp", "--module", "My App=Examples/SampleApp", "--no-cache"])
        XCTAssertEqual(name.status, 64)
        XCTAssertTrue(
            name.standardError.hasPrefix(
                "Error: 'My App' is not a module name (a Swift identifier: letters, digits and _, not starting with a digit)\nUsage: mapper scan "),
            name.standardError)
        let folder = try MapperProcess.run(["scan", "Examples/SampleApp", "--module", "SampleApp=Examples/Nowhere", "--no-cache"])
        XCTAssertEqual(folder.status, 2)
        XCTAssertEqual(folder.standardOutput, "")
        XCTAssertEqual(folder.standardError, "Examples/Nowhere: error: no such folder, given as the source folder of module 'SampleApp'\n")
    }

    func testAMissingScannerIsExitTwoSayingWhereItLooked() throws {
        let result = try MapperProcess.run(
            ["scan", "Examples/SampleApp"], environment: ["MAPPER_SOURCE_SCANNER": "/nonexistent/mapper-source-scanner"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertEqual(
            result.standardError,
            "/nonexistent/mapper-source-scanner: error: no source scanner here, where MAPPER_SOURCE_SCANNER points; "
                + "point it at a built mapper-source-scanner, or unset it to use the one next to mapper\n"
        )
    }

    func testCommandsThatScanNothingNeedNoScanner() throws {
        let result = try MapperProcess.run(
            ["resolve", "HomeViewController", "onFavBtnPressed_UA:"], environment: ["MAPPER_SOURCE_SCANNER": "/nonexistent/mapper-source-scanner"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.standardOutput, "CTRL_EVENT_HOME_FAV\n")
    }
}
