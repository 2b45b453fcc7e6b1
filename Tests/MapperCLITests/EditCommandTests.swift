import Foundation
import TestSupport
import XCTest

/// `mapper set` and `mapper unset`, run as processes: the wiring of each form (arguments, exit
/// status, what goes to standard output and what to standard error). What the edits do, file by
/// file and refusal by refusal, is tested in-process in `EventMapperToolsTests/ConfigEditRunTests`.
final class EditCommandTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws {
        scratch = try makeScratchFolder("edit")
    }

    func testReportsWhatChanged() throws {
        let path = try scratch.copyFixture("Edit/sample.plist")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        let result = try MapperProcess.run(["set", "HomeViewController", "onShareBtnPressed(_:)", "CTRL_EVENT_HOME_SHARE_V2", "--config", path])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int, 0o600)
        // Nothing is left beside the config: no lock file, no temporary copy.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.directory).sorted(), ["sample.plist"])
        XCTAssertEqual(
            result.standardOutput,
            "\(path): -[HomeViewController onShareBtnPressed:] now records CTRL_EVENT_HOME_SHARE_V2 (was CTRL_EVENT_HOME_SHARE)\n")
        XCTAssertEqual(result.standardError, "")
        try GoldenFile.assertMatches(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))), "Edit/expected/plist-replace.plist")
    }

    func testAnEntryAddedToASkeletonIsLaidOutAsFmtLaysItOut() throws {
        for skeleton in ["Edit/skeleton.plist", "Edit/skeleton.xml"] {
            let path = try scratch.copyFixture(skeleton)
            let result = try MapperProcess.run(["set", "NewViewController", "--enter", "PAGE_EVENT_NEW_ENTER", "--config", path])
            XCTAssertEqual(result.status, 0, result.standardError)
            let check = try MapperProcess.run(["fmt", "--check", path])
            let written = try String(contentsOfFile: path, encoding: .utf8)
            XCTAssertEqual(check.status, 0, "\(skeleton): \(written)")
            try FileManager.default.removeItem(atPath: path)
        }
    }

    func testADryRunExitsAsTheEditWouldOnAFileThatCannotBeReplaced() throws {
        let path = try scratch.copyFixture("Edit/sample.plist")
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        let set = ["set", "HomeViewController", "onShareBtnPressed:", "CTRL_EVENT_HOME_SHARE_V2", "--config", path]
        let real = try MapperProcess.run(set)
        let dry = try MapperProcess.run(set + ["--dry-run"])
        XCTAssertEqual(real.status, 2, real.standardError)
        XCTAssertEqual(dry.status, 2, dry.standardOutput)
        XCTAssertEqual(
            dry.standardError.split(separator: "\n").first, real.standardError.split(separator: "\n").first, "the same refusal, first line")
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        try FileManager.default.linkItem(atPath: path, toPath: scratch.path("copy.plist"))
        let rename = try MapperProcess.run(["rename", "--id", "CTRL_EVENT_HOME_SHARE", "CTRL_EVENT_HOME_SHARE_V2", "--config", path, "--dry-run"])
        XCTAssertEqual(rename.status, 2, rename.standardOutput)
        XCTAssertTrue(rename.standardError.contains("hard links"), rename.standardError)
    }

    func testUnsetOfAPageEventReportsWhatWasRemoved() throws {
        let path = try scratch.copyFixture("Edit/sample.xml")
        let result = try MapperProcess.run(["unset", "NotificationSettingsViewController", "--leave", "--config", path])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(
            result.standardOutput, "\(path): removed NotificationSettingsViewController Leave (was PAGE_EVENT_NOTIFICATION_SETTINGS_LEAVE)\n")
        XCTAssertEqual(result.standardError, "")
        try GoldenFile.assertMatches(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))), "Edit/expected/xml-remove-attribute.xml")
    }

    func testAnIDUsedElsewhereIsRefusedUnlessForced() throws {
        let plist = try scratch.copyFixture("Edit/sample.plist")
        let xml = try scratch.copyFixture("Edit/sample.xml")
        let arguments = ["set", "HomeViewController", "onShareBtnPressed:", "CTRL_EVENT_SETTINGS_LOGOUT", "--config", plist, "--config", xml]
        let refused = try MapperProcess.run(arguments)
        XCTAssertEqual(refused.status, 1)
        XCTAssertEqual(
            refused.standardError,
            """
            error: CTRL_EVENT_SETTINGS_LOGOUT is already recorded by -[SettingsViewController onLogoutBtnPressed_UA:] at \(xml):9:46; \
            an event ID names one event. Use another ID, or --force to record it twice

            """)
        XCTAssertEqual(
            try Data(contentsOf: URL(fileURLWithPath: plist)),
            try Data(contentsOf: URL(fileURLWithPath: RepositoryPaths.fixture("Edit/sample.plist"))))
        let forced = try MapperProcess.run(arguments + ["--force"])
        XCTAssertEqual(forced.status, 0, forced.standardError)
    }

    func testANewClassNeedsAFileWhenTheSetHasSeveral() throws {
        let plist = try scratch.copyFixture("Edit/sample.plist")
        let xml = try scratch.copyFixture("Edit/sample.xml")
        let result = try MapperProcess.run([
            "set", "ProfileViewController", "--enter", "PAGE_EVENT_PROFILE_ENTER", "--config", plist, "--config", xml,
        ])
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(
            result.standardError, "error: 'ProfileViewController' is not configured yet; say which file to add it to with --file (\(plist), \(xml))\n"
        )
        let withFile = try MapperProcess.run([
            "set", "ProfileViewController", "--enter", "PAGE_EVENT_PROFILE_ENTER", "--config", plist, "--config", xml, "--file", xml,
        ])
        XCTAssertEqual(withFile.status, 0, withFile.standardError)
        XCTAssertTrue(
            try String(contentsOfFile: xml, encoding: .utf8).contains(
                "  <page class=\"ProfileViewController\" enter=\"PAGE_EVENT_PROFILE_ENTER\"/>\n</event-map>"))
    }

    /// A class written to a file the set does not read would be tracked by nothing that checks
    /// or lists the set; `import --file` is refused the same way.
    func testAFileOutsideTheSetIsRefusedAndLeftAsItWas() throws {
        let plist = try scratch.copyFixture("Edit/sample.plist")
        let outside = try scratch.copyFixture("Edit/sample.xml")
        let before = try Data(contentsOf: URL(fileURLWithPath: outside))
        let result = try MapperProcess.run([
            "set", "ProfileViewController", "--enter", "PAGE_EVENT_PROFILE_ENTER", "--config", plist, "--file", outside,
        ])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.standardError,
            "error: \(outside) is not a config of the set (\(plist)), so nothing would read what is written there; "
                + "name a file of the set, or add it to 'configs' in .mapper.json\n")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: outside)), before)
    }

    func testUnsetOfSomethingAbsentExitsOneWithTheSuggestionOnStandardError() throws {
        let path = try scratch.copyFixture("Edit/sample.plist")
        let result = try MapperProcess.run(["unset", "HomeViewController", "onShareBtnPresed:", "--config", path])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertEqual(result.standardError, "error: -[HomeViewController onShareBtnPresed:] is not mapped; did you mean 'onShareBtnPressed:'?\n")
    }

    func testDryRunPrintsTheDiffAndWritesNothing() throws {
        let path = try scratch.copyFixture("Edit/sample.plist")
        let result = try MapperProcess.run(["set", "HomeViewController", "onComment(_:)", "CTRL_EVENT_HOME_COMMENT", "--dry-run", "--config", path])
        XCTAssertEqual(result.status, 0, result.standardError)
        // The sample app, which the repository's .mapper.json scans, declares no onComment:.
        XCTAssertEqual(
            result.standardError,
            "\(path):24:4: warning: -[HomeViewController onComment:] is configured but HomeViewController declares no such action [undeclared-action]\n"
        )
        try GoldenFile.assertMatches(
            result.standardOutput.replacingOccurrences(of: path, with: "sample.plist"), "Edit/expected/dry-run-set-output.txt")
        XCTAssertEqual(
            try Data(contentsOf: URL(fileURLWithPath: path)), try Data(contentsOf: URL(fileURLWithPath: RepositoryPaths.fixture("Edit/sample.plist")))
        )
        let unset = try MapperProcess.run(["unset", "HomeViewController", "onNothing:", "--dry-run", "--config", path])
        XCTAssertEqual(unset.status, 1)
    }

    func testATypoInTheClassIsRefusedUnlessNewClass() throws {
        let path = try scratch.copyFixture("Edit/sample.plist")
        let arguments = ["set", "HomeViewControler", "onFav:", "CTRL_EVENT_HOME_FAV2", "--config", path]
        let refused = try MapperProcess.run(arguments)
        XCTAssertEqual(refused.status, 1)
        XCTAssertEqual(
            refused.standardError,
            "\(path):20:2: error: 'HomeViewControler' is not configured; did you mean 'HomeViewController', configured here? Pass --new-class to configure 'HomeViewControler' as a new class\n"
        )
        XCTAssertEqual(
            try Data(contentsOf: URL(fileURLWithPath: path)), try Data(contentsOf: URL(fileURLWithPath: RepositoryPaths.fixture("Edit/sample.plist")))
        )
        let added = try MapperProcess.run(arguments + ["--new-class"])
        XCTAssertEqual(added.status, 0, added.standardError)
        XCTAssertEqual(added.standardOutput, "\(path): -[HomeViewControler onFav:] now records CTRL_EVENT_HOME_FAV2 (new class)\n")
    }

    /// The repository's `.mapper.json` scans the sample app, which declares `onHelpBtnPressed:`.
    func testANewActionTheSourcesDoNotDeclareIsAWarning() throws {
        let path = try scratch.copyFixture("Edit/sample.plist")
        let result = try MapperProcess.run(["set", "HomeViewController", "onHelpBtnPresed:", "CTRL_EVENT_HOME_HELP", "--config", path])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, "\(path): -[HomeViewController onHelpBtnPresed:] now records CTRL_EVENT_HOME_HELP (new)\n")
        XCTAssertEqual(
            result.standardError,
            "\(path):26:4: warning: -[HomeViewController onHelpBtnPresed:] is configured but HomeViewController declares no such action; did you mean onHelpBtnPressed:? [undeclared-action]\n"
        )
    }

    func testUsageErrors() throws {
        let cases: [[String]] = [
            ["set", "HomeViewController", "CTRL_X"],
            ["set", "HomeViewController", "onX:", "CTRL_X", "--enter"],
            ["set", "HomeViewController", "onX:", "CTRL X"],
            ["unset", "HomeViewController"],
            ["unset", "HomeViewController", "onX:", "--page"],
        ]
        for arguments in cases {
            let result = try MapperProcess.run(arguments + ["--config", "Configs"])
            XCTAssertEqual(result.status, 64, arguments.joined(separator: " ") + ": " + result.standardError)
        }
    }

    func testASecondWriterIsRefusedWhileTheLockIsHeld() throws {
        let path = try scratch.copyFixture("Edit/sample.plist")
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        holder.arguments = [path, "sleep", "5"]
        try holder.run()
        defer {
            holder.terminate()
            holder.waitUntilExit()
        }
        // Wait until the holder has the lock: a non-blocking try of our own then fails.
        for _ in 0..<100 {
            let probe = try Process.run(URL(fileURLWithPath: "/usr/bin/flock"), arguments: ["-n", path, "true"])
            probe.waitUntilExit()
            if probe.terminationStatus != 0 { break }
            usleep(50_000)
        }
        let result = try MapperProcess.run(["set", "HomeViewController", "onX:", "CTRL_X", "--config", path])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardError, "\(path): error: another process is editing this file; try again when it has finished\n")
        XCTAssertEqual(
            try Data(contentsOf: URL(fileURLWithPath: path)), try Data(contentsOf: URL(fileURLWithPath: RepositoryPaths.fixture("Edit/sample.plist")))
        )
    }

    func testHelpDescribesTheFormsAndExitStatuses() throws {
        let set = try MapperProcess.run(["set", "--help"])
        XCTAssertEqual(set.status, 0)
        for text in [
            "mapper set <class> <action> <event-id>", "mapper set <class> --enter|--leave <event-id>", "--force", "--file <file>",
            "Exit status: 0 set (or already set; with --dry-run, would be set); 1 refused;", "--dry-run", "--new-class",
        ] {
            XCTAssertTrue(set.standardOutput.contains(text), "set --help lacks \(text):\n\(set.standardOutput)")
        }
        let unset = try MapperProcess.run(["unset", "--help"])
        XCTAssertEqual(unset.status, 0)
        for text in [
            "mapper unset <class> <action>", "mapper unset <class> --page",
            "Exit status: 0 removed (with --dry-run, would be removed); 1 nothing to remove", "--dry-run",
        ] {
            XCTAssertTrue(unset.standardOutput.contains(text), "unset --help lacks \(text):\n\(unset.standardOutput)")
        }
    }

    private func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }
}
