import EventMapCore
import EventMapper
import EventMapperTools
import Foundation
import TestSupport
import XCTest

/// The validation report kept between runs: taken only when every input is byte for byte the
/// last run's, and then equal to the report made anew; any changed input, a scan without an
/// identity or a damaged cache file makes the report anew.
final class ValidationReportCacheTests: XCTestCase {
    /// A scan that finds one class, under the identity it is given.
    private struct FixedScanner: RegistrySourceScanning {
        let identity: [UInt8]?
        var action = "onShareBtnPressed:"

        func scanRegistry(_ paths: [String]) -> ScannedRegistry {
            var scan = ScannedRegistry(
                classes: [
                    DeclaredClass(
                        name: ClassName("ScannedViewController"), superclass: ClassName("UIViewController"),
                        actions: [
                            DeclaredAction(ActionSelector(objectiveCForm: action), at: SourceLocation(file: "App/Scanned.swift", line: 3, column: 5))
                        ])
                ], fileCount: 1, byteCount: 80)
            scan.identity = identity
            return scan
        }
    }

    /// A scan that tells its changes since the kept scan under `told`, and whose whole scan,
    /// read when the changes cannot be used, has moved on: a file saved in between.
    private struct MovingScanner: RegistrySourceScanning {
        let told: [UInt8]
        let whole: FixedScanner

        func scanRegistry(_ paths: [String]) -> ScannedRegistry {
            whole.scanRegistry(paths)
        }

        func identifiedScan(_ paths: [String], modules: [String: String], since: [UInt8]?) -> IdentifiedScan {
            guard let since else { return IdentifiedScan(whole.scanRegistry(paths)) }
            return IdentifiedScan(identity: told, fileCount: 1, changes: ScanChanges(since: since, was: [], now: [], connectedActions: [])) {
                whole.scanRegistry(paths)
            }
        }
    }

    private var scratch: ScratchFolder!
    private var previousDirectory = ""
    private var cache: String { scratch.path("cache") }
    private let scanner = FixedScanner(identity: Array(repeating: 1, count: 32))

    override func setUpWithError() throws {
        scratch = try ScratchFolder("validation-report-cache")
        try FileManager.default.createDirectory(atPath: scratch.path("App"), withIntermediateDirectories: true)
        _ = try scratch.copyFixture("ScanFixtureApp.configs", as: "Configs")
        _ = try scratch.copyFixture("ScanFixtureApp.expected.json", as: "registry.json")
        try #"{"configs": ["Configs"], "registries": ["registry.json"], "sources": ["App"]}"#.write(
            toFile: scratch.path(".mapper.json"), atomically: false, encoding: .utf8)
        previousDirectory = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(scratch.path("")))
    }

    override func tearDown() {
        _ = FileManager.default.changeCurrentDirectoryPath(previousDirectory)
        scratch.remove()
    }

    private func validate(_ scanner: FixedScanner? = nil, cached: Bool = true) throws -> (report: ValidationReport, wasKept: Bool) {
        try ValidationRun.report(
            configPaths: [], registryPaths: [], sourcePaths: [], scanner: scanner ?? self.scanner, cacheFolder: cached ? cache : nil)
    }

    /// The report made with no cache, for the inputs as they are now.
    private func fresh(_ scanner: FixedScanner? = nil) throws -> ValidationReport {
        let uncached = try validate(scanner, cached: false)
        XCTAssertFalse(uncached.wasKept)
        return uncached.report
    }

    private func append(_ text: String, toConfig config: String = "Configs/WGlobalUserStatisticsConfig.plist") throws {
        let path = scratch.path(config)
        var contents = try String(contentsOfFile: path, encoding: .utf8)
        contents = contents.replacingOccurrences(of: "</dict>\n</plist>", with: text + "</dict>\n</plist>")
        try contents.write(toFile: path, atomically: false, encoding: .utf8)
    }

    func testASecondRunOnTheSameInputsTakesTheKeptReportEqualToAFreshOne() throws {
        let first = try validate()
        XCTAssertFalse(first.wasKept)
        XCTAssertFalse(first.report.findings.isEmpty, "the fixture's config has findings to keep")
        let second = try validate()
        XCTAssertTrue(second.wasKept)
        XCTAssertEqual(second.report.findings, try fresh().findings)
        XCTAssertEqual(second.report.findings.map(\.description), first.report.findings.map(\.description))
        XCTAssertEqual(second.report.configFiles, first.report.configFiles)
        XCTAssertEqual(second.report.registryFiles, first.report.registryFiles)
        XCTAssertEqual(second.report.sourceFileCount, 1)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: cache).filter { $0.hasPrefix("validate-") }.count, 2, "the report and the inputs")
    }

    func testAChangedConfigProjectFileRegistryOrScanMakesTheReportAnew() throws {
        _ = try validate()
        let changes: [(String, () throws -> FixedScanner)] = [
            (
                "a config",
                {
                    try self.append(
                        "\t<key>UnknownViewController</key>\n\t<dict><key>PageEventIDs</key><dict><key>Enter</key><string>X_ENTER</string></dict></dict>\n"
                    )
                    return self.scanner
                }
            ),
            ("the scan", { FixedScanner(identity: Array(repeating: 2, count: 32), action: "onShare_UA:") }),
            (
                "the project file",
                {
                    try #"{"configs": ["Configs"], "registries": ["registry.json"], "sources": ["App"], "rules": {"untracked-action": "off"}}"#.write(
                        toFile: self.scratch.path(".mapper.json"), atomically: false, encoding: .utf8)
                    return self.scanner
                }
            ),
            (
                "a registry",
                {
                    let path = self.scratch.path("registry.json")
                    let text = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(
                        of: #""name": "CartViewController""#, with: #""name": "BasketViewController""#)
                    try text.write(toFile: path, atomically: false, encoding: .utf8)
                    return self.scanner
                }
            ),
        ]
        var previous = try fresh().findings
        for (change, make) in changes {
            let scanner = try make()
            let changed = try validate(scanner)
            XCTAssertFalse(changed.wasKept, change)
            XCTAssertEqual(changed.report.findings, try fresh(scanner).findings, change)
            XCTAssertNotEqual(changed.report.findings, previous, "\(change): the change shows in the report")
            XCTAssertTrue(try validate(scanner).wasKept, "\(change): kept for the next run")
            previous = changed.report.findings
        }
    }

    func testAScanWithoutAnIdentityIsNeitherTakenNorKept() throws {
        let unknown = FixedScanner(identity: nil)
        XCTAssertFalse(try validate(unknown).wasKept)
        XCTAssertFalse(try validate(unknown).wasKept)
        XCTAssertFalse(FileManager.default.fileExists(atPath: cache))
        XCTAssertEqual(try validate(unknown).report.findings, try fresh(unknown).findings)
    }

    /// The cache's file of `suffix`: the report (`.cache`) or the inputs (`.cache.inputs`).
    private func cacheFile(_ suffix: String) throws -> String {
        let name = try XCTUnwrap(FileManager.default.contentsOfDirectory(atPath: cache).first { $0.hasPrefix("validate-") && $0.hasSuffix(suffix) })
        return cache + "/" + name
    }

    func testADamagedCacheFileIsIgnoredAndReplaced() throws {
        _ = try validate()
        for suffix in [".cache", ".cache.inputs"] {
            let path = try cacheFile(suffix)
            let good = try Data(contentsOf: URL(fileURLWithPath: path))
            var reportByte = good
            reportByte[good.count - 20] ^= 0x01
            var keyByte = good
            keyByte[40] ^= 0x01
            let damages = [
                ("a byte of the report", reportByte), ("a byte of the key", keyByte), ("cut short", good.prefix(good.count - 5)), ("empty", Data()),
            ]
            for (damage, bytes) in damages {
                try bytes.write(to: URL(fileURLWithPath: path))
                let rerun = try validate()
                XCTAssertFalse(rerun.wasKept, "\(suffix): \(damage)")
                XCTAssertEqual(rerun.report.findings, try fresh().findings, "\(suffix): \(damage)")
                XCTAssertTrue(try validate().wasKept, "\(suffix): \(damage): written again")
            }
        }
    }

    /// A run after a change to the sources writes the report file alone; each report is taken
    /// only beside the inputs file it was written with, whose mark it carries.
    func testAReportIsTakenOnlyBesideTheInputsItWasMadeFrom() throws {
        _ = try validate()
        let inputsPath = try cacheFile(".cache.inputs")
        let firstInputs = try Data(contentsOf: URL(fileURLWithPath: inputsPath))
        let configPath = scratch.path("Configs/WGlobalUserStatisticsConfig.plist")
        let firstConfig = try Data(contentsOf: URL(fileURLWithPath: configPath))
        let otherScan = FixedScanner(identity: Array(repeating: 2, count: 32), action: "onShare_UA:")
        XCTAssertFalse(try validate(otherScan).wasKept)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: inputsPath)), firstInputs, "the configs are as they were: not written again")
        XCTAssertTrue(try validate(otherScan).wasKept)

        try append(
            "\t<key>UnknownViewController</key>\n\t<dict><key>PageEventIDs</key><dict><key>Enter</key><string>X_ENTER</string></dict></dict>\n")
        XCTAssertFalse(try validate().wasKept)
        // The first configs and their inputs file back, beside the report of the others: the
        // scan is the same, the configs are as the inputs file says, but the report is not theirs.
        try firstConfig.write(to: URL(fileURLWithPath: configPath))
        try firstInputs.write(to: URL(fileURLWithPath: inputsPath))
        let rerun = try validate()
        XCTAssertFalse(rerun.wasKept, "a report of other configs is not taken")
        XCTAssertEqual(rerun.report.findings, try fresh().findings)
    }

    /// Changes told since a report of other configs cannot be used: the sources are scanned
    /// again, whole, and the report is kept under that scan's identity, not the one the changes
    /// were told under.
    func testAReportIsKeptUnderTheScanItWasMadeFrom() throws {
        try #"{"configs": ["Configs"], "sources": ["App"]}"#.write(toFile: scratch.path(".mapper.json"), atomically: false, encoding: .utf8)
        XCTAssertFalse(try validate().wasKept)
        try append(
            "\t<key>UnknownViewController</key>\n\t<dict><key>PageEventIDs</key><dict><key>Enter</key><string>X_ENTER</string></dict></dict>\n")
        let moved = FixedScanner(identity: Array(repeating: 2, count: 32), action: "onShare_UA:")
        let told = MovingScanner(told: Array(repeating: 5, count: 32), whole: moved)
        let changed = try ValidationRun.report(configPaths: [], registryPaths: [], sourcePaths: [], scanner: told, cacheFolder: cache)
        XCTAssertFalse(changed.wasKept)
        XCTAssertEqual(changed.report.findings, try fresh(moved).findings)
        let next = try validate(moved)
        XCTAssertTrue(next.wasKept, "kept under the identity of the scan it was made from")
        XCTAssertEqual(next.report.findings, try fresh(moved).findings)
    }

    func testAnInputThatCannotBeReadIsReportedAsWithoutTheCache() throws {
        try FileManager.default.removeItem(atPath: scratch.path("registry.json"))
        let messages = [true, false].map { cached -> String? in
            do {
                _ = try validate(cached: cached)
                return nil
            } catch {
                return (error as? ConfigInputError)?.description
            }
        }
        XCTAssertNotNil(messages[0])
        XCTAssertEqual(messages[0], messages[1])
    }
}
