import Foundation
import TestSupport
import XCTest

/// `mapper scan --check`: a committed registry is compared with the sources, class by class; a
/// registry that no longer matches fails with every difference named, and nothing is written.
final class ScanCheckCommandTests: XCTestCase {
    private var scratch: ScratchFolder!
    private var project: URL!

    override func setUpWithError() throws {
        scratch = try ScratchFolder("scan-check")
        _ = try scratch.copy(RepositoryPaths.root.appendingPathComponent("Examples/SampleApp").path, as: "SampleApp")
        try FileManager.default.removeItem(atPath: scratch.path("SampleApp/registry.json"))
        project = URL(fileURLWithPath: scratch.path("."))
        let written = try MapperProcess.run(["scan", "SampleApp", "--no-cache", "-o", "registry.json"], in: project)
        XCTAssertEqual(written.status, 0, written.standardError)
    }

    override func tearDown() {
        scratch.remove()
    }

    private func check() throws -> MapperProcess.Result {
        try MapperProcess.run(["scan", "SampleApp", "--no-cache", "--check", "registry.json"], in: project)
    }

    func testARegistryThatMatchesPasses() throws {
        let result = try check()
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertEqual(result.standardError.split(separator: "\n").last, "registry.json: the registry matches the sources")
    }

    func testEveryClassAddedRemovedOrChangedIsNamed() throws {
        let before = try Data(contentsOf: URL(fileURLWithPath: scratch.path("registry.json")))
        let home = scratch.path("SampleApp/HomeViewController.swift")
        try String(contentsOfFile: home, encoding: .utf8).replacingOccurrences(of: "onFavBtnPressed_UA", with: "onStarBtnPressed_UA")
            .write(toFile: home, atomically: false, encoding: .utf8)
        try FileManager.default.removeItem(atPath: scratch.path("SampleApp/NotificationSettingsViewController.swift"))
        try "import UIKit\nclass ProfileViewController: UIViewController {}\n".write(
            toFile: scratch.path("SampleApp/ProfileViewController.swift"), atomically: false, encoding: .utf8)

        let result = try check()
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.standardError.split(separator: "\n").last,
            "registry.json: error: the registry no longer matches the sources: 3 classes differ: 1 added (ProfileViewController), "
                + "1 removed (NotificationSettingsViewController), 1 changed (HomeViewController); "
                + "write it anew with mapper scan SampleApp -o registry.json")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: scratch.path("registry.json"))), before, "--check writes nothing")
    }

    func testARegistryThatCannotBeReadIsAnInputError() throws {
        let missing = try MapperProcess.run(["scan", "SampleApp", "--check", "missing.json"], in: project)
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.standardError, "missing.json: error: cannot read the registry file: No such file or directory\n")

        let both = try MapperProcess.run(["scan", "SampleApp", "--check", "registry.json", "-o", "out.json"], in: project)
        XCTAssertEqual(both.status, 64)
        XCTAssertTrue(both.standardError.contains("Error: --check and --output exclude each other."), both.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: scratch.path("out.json")))
    }
}
