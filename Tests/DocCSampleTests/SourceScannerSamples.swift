import EventMapCore
import EventMapper
import Foundation
import SourceScanner
import XCTest

/// The sample of `SourceScanner.docc/GettingStarted.md`, run on the repository's sample app.
final class SourceScannerSamples: XCTestCase {
    override func setUp() {
        _ = FileManager.default.changeCurrentDirectoryPath(DocCSampleTests.root.path)
    }

    func testScanAndValidate() throws {
        // sample: SourceScanner/GettingStarted.md
        let scan = try SourceTreeScan.standard().scanRegistry(["Examples/SampleApp"])
        for finding in scan.findings { print(finding) } // files that could not be read or parsed

        let registry = ActionRegistry.merging([scan.classes]).registry
        let configs = try ConfigSet.load(["Configs"])
        let report = try Validator().validate(
            configs, registry: registry, registryFindings: scan.findings,
            connectedActions: scan.connectedActions, sourceFileCount: scan.fileCount
        )
        print(report.summary)
        // sample end
        XCTAssertEqual(scan.findings.map(\.description), [])
        XCTAssertGreaterThan(scan.fileCount, 0)
        XCTAssertEqual(report.count(.error), 0, report.findings.map(\.description).joined(separator: "\n"))
    }
}
