import Foundation
import TestSupport
import XCTest

/// `validate` and `init` in a clone whose `.gitattributes` (`Tests/Fixtures/MergeDriver/gitattributes`)
/// names the merge driver for the configs, before and after `git config` sets it up.
final class MergeDriverSetupTests: XCTestCase {
    /// Git's own settings of this machine and user are left out: the clone's are the ones tested.
    private let environment = ["GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1"]

    private let warning = """
        .gitattributes:3:1: warning: Configs/*.plist is merged by the 'event-map' driver, but this clone does not configure it (no merge.event-map.driver), so git merges these configs line by line; run:
          git config merge.event-map.name "EventMapper configs, entry by entry"
          git config merge.event-map.driver "mapper merge-driver %O %A %B %P"

        """

    func testADriverThatThisCloneDoesNotConfigureIsNamedWithTheLinesToRun() throws {
        let repository = try makeScratchFolder("merge-driver-setup")
        try FileManager.default.createDirectory(atPath: repository.path("Configs"), withIntermediateDirectories: true)
        try repository.copyFixture("Edit/sample.plist", as: "Configs/WGlobalUserStatisticsConfig.plist")
        try repository.copyFixture("MergeDriver/gitattributes", as: ".gitattributes")
        try repository.initGitRepository()

        let initialized = try MapperProcess.run(["init"], in: repository.url, environment: environment)
        XCTAssertEqual(initialized.status, 0, initialized.standardError)
        XCTAssertTrue(initialized.standardError.hasSuffix("wrote .mapper.json\n" + warning), initialized.standardError)

        let validated = try MapperProcess.run(["validate"], in: repository.url, environment: environment)
        XCTAssertEqual(validated.status, 0, validated.standardOutput + validated.standardError)
        XCTAssertEqual(validated.standardError, warning)
        let quiet = try MapperProcess.run(["validate", "--quiet"], in: repository.url, environment: environment)
        XCTAssertEqual(quiet.standardError, "")
        // A `.git` folder that is no repository (a vendored folder's leftover) is passed by, as
        // git passes it.
        try FileManager.default.createDirectory(atPath: repository.path("Vendor/.git"), withIntermediateDirectories: true)
        let fromVendor = try MapperProcess.run(["validate"], in: repository.url.appendingPathComponent("Vendor"), environment: environment)
        XCTAssertTrue(fromVendor.standardError.contains("but this clone does not configure it"), fromVendor.standardError)

        try repository.git("config", "merge.event-map.name", "EventMapper configs, entry by entry")
        try repository.git("config", "merge.event-map.driver", "mapper merge-driver %O %A %B %P")
        let configured = try MapperProcess.run(["validate"], in: repository.url, environment: environment)
        XCTAssertEqual(configured.status, 0, configured.standardOutput + configured.standardError)
        XCTAssertEqual(configured.standardError, "")
    }
}
