import Foundation
import TestSupport
import XCTest

/// `mapper import`, run as a process in a git repository with a two-file config set: the round
/// trip a product manager makes through a spreadsheet, checked with git for what changed.
/// What each kind of row does, and every refusal, is tested in-process in
/// `EventMapperToolsTests/ConfigImportRunTests`.
final class ImportCommandTests: XCTestCase {
    private var repository: ScratchFolder!
    private var outside: ScratchFolder!

    override func setUpWithError() throws {
        repository = try makeScratchFolder("import-repo")
        outside = try makeScratchFolder("import-sheets")
        try FileManager.default.createDirectory(atPath: repository.path("Configs"), withIntermediateDirectories: true)
        try repository.copyFixture("Edit/sample.plist", as: "Configs/WGlobalUserStatisticsConfig.plist")
        try repository.copyFixture("Edit/sample.xml", as: "Configs/SettingsPages.xml")
        try #"{ "configs": ["Configs"] }"#.write(toFile: repository.path(".mapper.json"), atomically: true, encoding: .utf8)
        try repository.initGitRepository()
    }

    /// `.mapper.json` is found from any folder of the project: a listing made in one folder
    /// names the same files as one made in another, whichever folder it is imported from.
    func testAListingMadeInAnotherFolderOfTheProjectNamesTheSameFiles() throws {
        try FileManager.default.createDirectory(atPath: repository.path("App"), withIntermediateDirectories: true)
        let listed = try MapperProcess.run(["list", "--format", "csv"], in: URL(fileURLWithPath: repository.path("App")))
        XCTAssertEqual(listed.status, 0, listed.standardError)
        XCTAssertTrue(listed.standardOutput.contains(",../Configs/SettingsPages.xml,"), listed.standardOutput)
        let sheet = outside.path("from-app.csv")
        try listed.standardOutput.write(toFile: sheet, atomically: true, encoding: .utf8)
        let fromRoot = try MapperProcess.run(["import", sheet], in: repository.url)
        XCTAssertEqual(fromRoot.status, 0, fromRoot.standardError)
        XCTAssertEqual(fromRoot.standardOutput, "\(sheet): nothing to change\n")

        let atRoot = try MapperProcess.run(["list", "--format", "csv"], in: repository.url)
        try atRoot.standardOutput.write(toFile: sheet, atomically: true, encoding: .utf8)
        let fromConfigs = try MapperProcess.run(["import", sheet], in: URL(fileURLWithPath: repository.path("Configs")))
        XCTAssertEqual(fromConfigs.status, 0, fromConfigs.standardError)
        XCTAssertEqual(fromConfigs.standardOutput, "\(sheet): nothing to change\n")
        XCTAssertEqual(try repository.git("status", "--porcelain"), "")
    }

    func testASpreadsheetRoundTripChangesOnlyWhatWasEdited() throws {
        let listed = try MapperProcess.run(["list", "--format", "csv"], in: repository.url)
        XCTAssertEqual(listed.status, 0, listed.standardError)
        let sheet = outside.path("events.csv")
        // Unedited, the listing changes nothing, and it is the whole set: no class is doubled.
        try listed.standardOutput.write(toFile: sheet, atomically: true, encoding: .utf8)
        let unchanged = try MapperProcess.run(["import", sheet], in: repository.url)
        XCTAssertEqual(unchanged.status, 0, unchanged.standardError)
        XCTAssertEqual(unchanged.standardOutput, "\(sheet): nothing to change\n")

        let edited =
            listed.standardOutput
            .replacingOccurrences(of: "CTRL_EVENT_HOME_SHARE,", with: "CTRL_EVENT_HOME_SHARE_V2,")
            .replacingOccurrences(of: "CTRL_EVENT_SETTINGS_LOGOUT,", with: "CTRL_EVENT_LOGOUT,")
            + "ProfileViewController,page,Enter,PAGE_EVENT_PROFILE_ENTER,,,\r\n"
        try edited.write(toFile: sheet, atomically: true, encoding: .utf8)
        let dryRun = try MapperProcess.run(["import", sheet, "--file", "Configs/SettingsPages.xml", "--dry-run"], in: repository.url)
        XCTAssertEqual(dryRun.status, 0, dryRun.standardError)
        XCTAssertTrue(dryRun.standardOutput.hasPrefix("--- a/Configs/SettingsPages.xml\n"), dryRun.standardOutput)
        XCTAssertEqual(try repository.git("status", "--porcelain"), "")

        let imported = try MapperProcess.run(["import", sheet, "--file", "Configs/SettingsPages.xml"], in: repository.url)
        XCTAssertEqual(imported.status, 0, imported.standardError)
        XCTAssertEqual(imported.standardError, "")
        XCTAssertEqual(
            imported.standardOutput,
            """
            ~ HomeViewController onShareBtnPressed: CTRL_EVENT_HOME_SHARE → CTRL_EVENT_HOME_SHARE_V2
            + ProfileViewController Enter → PAGE_EVENT_PROFILE_ENTER
            ~ SettingsViewController onLogoutBtnPressed_UA: CTRL_EVENT_SETTINGS_LOGOUT → CTRL_EVENT_LOGOUT
            \(sheet): imported 3 changes in 2 files

            """)
        XCTAssertEqual(try repository.git("status", "--porcelain"), " M Configs/SettingsPages.xml\n M Configs/WGlobalUserStatisticsConfig.plist\n")
        XCTAssertEqual(
            try repository.git("diff", "--numstat"), "2\t1\tConfigs/SettingsPages.xml\n1\t1\tConfigs/WGlobalUserStatisticsConfig.plist\n")
        let diff = try MapperProcess.run(["diff", "HEAD", "Configs"], in: repository.url)
        XCTAssertEqual(diff.standardOutput, String(imported.standardOutput.split(separator: "\n").dropLast().joined(separator: "\n")) + "\n")
        let validate = try MapperProcess.run(["validate"], in: repository.url)
        XCTAssertEqual(validate.status, 0, validate.standardError + validate.standardOutput)
    }

    func testAListingWithErrorsImportsNothing() throws {
        let sheet = outside.path("events.csv")
        try "class,kind,trigger,event_id\r\nHomeViewController,contrl,onX:,CTRL_X\r\n".write(toFile: sheet, atomically: true, encoding: .utf8)
        let result = try MapperProcess.run(["import", sheet], in: repository.url)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.standardError,
            """
            \(sheet):2:20: error: the kind 'contrl' is neither 'page' nor 'control'; did you mean 'control'? [malformed-input]
            error: \(sheet) has the problems above; nothing was imported

            """)
        let missing = try MapperProcess.run(["import", outside.path("nope.csv")], in: repository.url)
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(try repository.git("status", "--porcelain"), "")
    }
    /// What only the command shows: notes and warnings on standard error, the exit status of a
    /// sheet in another encoding, and the project's registry checked as `set` checks it.
    func testWarningsGoToStandardErrorAndAnotherEncodingExits2() throws {
        let wrongEncoding = try outside.copyFixture("Import/windows-1252.csv", as: "events.csv")
        let refused = try MapperProcess.run(["import", wrongEncoding], in: repository.url)
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(
            refused.standardError.hasPrefix("\(wrongEncoding):8:94: error: the byte 0xE9 in row 8, column 5 (notes)"), refused.standardError)

        let deleted = try outside.copyFixture("Import/class-deleted.csv")
        let leftAlone = try MapperProcess.run(["import", deleted], in: repository.url)
        XCTAssertEqual(leftAlone.status, 0, leftAlone.standardError)
        XCTAssertEqual(leftAlone.standardOutput, "\(deleted): nothing to change\n")
        XCTAssertEqual(
            leftAlone.standardError,
            "Configs/WGlobalUserStatisticsConfig.plist:5:2: warning: 'DetailViewController' has no row in \(deleted), so it is left as it is; to remove it, run mapper unset DetailViewController --page, or import with --remove-missing\n"
        )

        try repository.copyFixture("Import/registry.json")
        try #"{ "configs": ["Configs"], "registries": ["registry.json"] }"#.write(
            toFile: repository.path(".mapper.json"), atomically: true, encoding: .utf8)
        let unchecked = try outside.copyFixture("Import/unchecked-edits.csv")
        let imported = try MapperProcess.run(["import", unchecked], in: repository.url)
        XCTAssertEqual(imported.status, 0, imported.standardError)
        XCTAssertEqual(
            imported.standardError,
            """
            Configs/WGlobalUserStatisticsConfig.plist:10:4: warning: event ID 'ctrlEventDetailShare' of -[DetailViewController onShareBtnPressed:] does not match the naming pattern [A-Z][A-Z0-9]*(_[A-Z0-9]+)* [event-id-naming]
            Configs/WGlobalUserStatisticsConfig.plist:28:4: warning: -[HomeViewController refreshIfDisconnectd:] is configured but HomeViewController declares no such action; did you mean refreshIfDisconnected:? [undeclared-action]

            """)
    }
}
