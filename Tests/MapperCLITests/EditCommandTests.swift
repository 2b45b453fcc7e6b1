import Foundation
import TestSupport
import XCTest

/// `mapper set` and `mapper unset`, run as processes: whole files compared with committed
/// results, refusals with their whole messages, exit statuses.
final class EditCommandTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws {
        scratch = try makeScratchFolder("edit")
    }

    func testEveryGoldenEditGivesExactlyTheExpectedFile() throws {
        for edit in EditCase.all {
            let path = try scratch.copyFixture("Edit/" + edit.before, as: "\(UUID().uuidString)-\(edit.before)")
            let result = try MapperProcess.run(edit.arguments + ["--config", path])
            XCTAssertEqual(result.status, 0, "\(edit.after): \(result.standardError)")
            XCTAssertEqual(result.standardError, "", edit.after)
            let expected = try Data(contentsOf: URL(fileURLWithPath: RepositoryPaths.fixture("Edit/expected/\(edit.after)")))
            let actual = try Data(contentsOf: URL(fileURLWithPath: path))
            XCTAssertEqual(String(decoding: actual, as: UTF8.self), String(decoding: expected, as: UTF8.self), "differs from expected/\(edit.after)")
            XCTAssertEqual(actual, expected, "bytes of expected/\(edit.after)")
        }
    }

    func testReportsWhatChanged() throws {
        let path = try scratch.copyFixture("Edit/sample.plist")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        let result = try MapperProcess.run(["set", "HomeViewController", "onShareBtnPressed(_:)", "CTRL_EVENT_HOME_SHARE_V2", "--config", path])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int, 0o600)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.directory).sorted(), [".sample.plist.lock", "sample.plist"])
        XCTAssertEqual(result.standardOutput, "\(path): -[HomeViewController onShareBtnPressed:] now records CTRL_EVENT_HOME_SHARE_V2 (was CTRL_EVENT_HOME_SHARE)\n")
    }

    func testSettingTheSameValueLeavesTheFileUntouched() throws {
        let path = try scratch.copyFixture("Edit/sample.plist")
        let before = try FileManager.default.attributesOfItem(atPath: path)
        let result = try MapperProcess.run(["set", "HomeViewController", "onFavBtnPressed_UA:", "CTRL_EVENT_HOME_FAV", "--config", path])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.standardOutput, "\(path):25:4: -[HomeViewController onFavBtnPressed_UA:] already records CTRL_EVENT_HOME_FAV; nothing to change\n")
        let after = try FileManager.default.attributesOfItem(atPath: path)
        XCTAssertEqual(after[.systemFileNumber] as? Int, before[.systemFileNumber] as? Int, "the file was replaced")
        XCTAssertEqual(after[.modificationDate] as? Date, before[.modificationDate] as? Date)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), try Data(contentsOf: URL(fileURLWithPath: RepositoryPaths.fixture("Edit/sample.plist"))))
    }

    func testAnIDUsedElsewhereIsRefusedUnlessForced() throws {
        let plist = try scratch.copyFixture("Edit/sample.plist")
        let xml = try scratch.copyFixture("Edit/sample.xml")
        let arguments = ["set", "HomeViewController", "onShareBtnPressed:", "CTRL_EVENT_SETTINGS_LOGOUT", "--config", plist, "--config", xml]
        let refused = try MapperProcess.run(arguments)
        XCTAssertEqual(refused.status, 1)
        XCTAssertEqual(refused.standardError, """
            error: CTRL_EVENT_SETTINGS_LOGOUT is already recorded by -[SettingsViewController onLogoutBtnPressed_UA:] at \(xml):9:46; \
            an event ID names one event. Use another ID, or --force to record it twice

            """)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: plist)), try Data(contentsOf: URL(fileURLWithPath: RepositoryPaths.fixture("Edit/sample.plist"))))
        let forced = try MapperProcess.run(arguments + ["--force"])
        XCTAssertEqual(forced.status, 0, forced.standardError)
    }

    func testAnEntryWithDuplicateKeysIsRefusedUnlessForced() throws {
        let path = try scratch.copyFixture("Edit/duplicate-key.plist")
        let refused = try MapperProcess.run(["set", "HomeViewController", "onFavBtnPressed_UA:", "CTRL_EVENT_HOME_FAV_3", "--config", path])
        XCTAssertEqual(refused.status, 1)
        XCTAssertEqual(refused.standardError, """
            \(path):10:4: error: duplicate key 'onFavBtnPressed_UA:' (first at 8:4); Apple's parser silently keeps only the last [duplicate-key]
            error: the entry being edited has the problems above; fix them first, or --force to edit it anyway

            """)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), try Data(contentsOf: URL(fileURLWithPath: RepositoryPaths.fixture("Edit/duplicate-key.plist"))))
        // Another class of the same file is not affected by the problem.
        let other = try MapperProcess.run(["set", "DetailViewController", "--leave", "PAGE_EVENT_DETAIL_LEAVE", "--config", path])
        XCTAssertEqual(other.status, 0, other.standardError)
        let forced = try MapperProcess.run(["set", "HomeViewController", "onFavBtnPressed_UA:", "CTRL_EVENT_HOME_FAV_3", "--config", path, "--force"])
        XCTAssertEqual(forced.status, 0, forced.standardError)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(text.contains("<string>CTRL_EVENT_HOME_FAV</string>\n\t\t\t<key>onFavBtnPressed_UA:</key>\n\t\t\t<string>CTRL_EVENT_HOME_FAV_3</string>"), text)
    }

    func testConfiguringAClassInASecondFileIsRefused() throws {
        let plist = try scratch.copyFixture("Edit/sample.plist")
        let xml = try scratch.copyFixture("Edit/sample.xml")
        let result = try MapperProcess.run(["set", "HomeViewController", "onX:", "CTRL_X", "--config", plist, "--config", xml, "--file", xml])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.standardError, """
            error: 'HomeViewController' is configured in \(plist):20:2; adding it to \(xml) would configure it twice. \
            Leave out --file, or --force to add it there anyway

            """)
    }

    func testANewClassNeedsAFileWhenTheSetHasSeveral() throws {
        let plist = try scratch.copyFixture("Edit/sample.plist")
        let xml = try scratch.copyFixture("Edit/sample.xml")
        let result = try MapperProcess.run(["set", "ProfileViewController", "--enter", "PAGE_EVENT_PROFILE_ENTER", "--config", plist, "--config", xml])
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(result.standardError, "error: 'ProfileViewController' is not configured yet; say which file to add it to with --file (\(plist), \(xml))\n")
        let withFile = try MapperProcess.run(["set", "ProfileViewController", "--enter", "PAGE_EVENT_PROFILE_ENTER", "--config", plist, "--config", xml, "--file", xml])
        XCTAssertEqual(withFile.status, 0, withFile.standardError)
        XCTAssertTrue(try String(contentsOfFile: xml, encoding: .utf8).contains("  <page class=\"ProfileViewController\" enter=\"PAGE_EVENT_PROFILE_ENTER\"/>\n</event-map>"))
    }

    func testAFileThatDoesNotParseIsNeverWritten() throws {
        let path = try scratch.copyFixture("Edit/broken.plist")
        for force in [[], ["--force"]] {
            let result = try MapperProcess.run(["set", "HomeViewController", "onX:", "CTRL_X", "--config", path] + force)
            XCTAssertEqual(result.status, 1)
            XCTAssertEqual(result.standardError, """
                \(path):5:2: error: Found non-key inside <dict> at line 5 [invalid-plist]
                error: \(path) does not parse; a file that does not parse is never edited

                """)
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), try Data(contentsOf: URL(fileURLWithPath: RepositoryPaths.fixture("Edit/broken.plist"))))
        }
    }

    func testUnsetOfSomethingAbsentSuggestsTheNearestName() throws {
        let path = try scratch.copyFixture("Edit/sample.plist")
        let cases: [([String], String)] = [
            (["unset", "HomeViewController", "onShareBtnPresed:"], "error: -[HomeViewController onShareBtnPresed:] is not mapped; did you mean 'onShareBtnPressed:'?\n"),
            (["unset", "HomeViewControler", "--enter"], "error: 'HomeViewControler' is not a configured class; did you mean 'HomeViewController'?\n"),
        ]
        for (arguments, message) in cases {
            let result = try MapperProcess.run(arguments + ["--config", path])
            XCTAssertEqual(result.status, 1, arguments.joined(separator: " "))
            XCTAssertEqual(result.standardError, message)
        }
        let xml = try scratch.copyFixture("Edit/unsorted-crlf.xml")
        let noEnter = try MapperProcess.run(["unset", "AboutViewController", "--enter", "--config", xml])
        XCTAssertEqual(noEnter.status, 1)
        XCTAssertEqual(noEnter.standardError, "error: 'AboutViewController' has no Enter event configured\n")
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
        let lockPath = scratch.path(".sample.plist.lock")
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        holder.arguments = [lockPath, "sleep", "3"]
        try holder.run()
        defer { holder.terminate(); holder.waitUntilExit() }
        var result = try MapperProcess.run(["set", "HomeViewController", "onX:", "CTRL_X", "--config", path])
        for _ in 0..<50 where result.status == 0 {
            // The holder had not taken the lock yet; undo and try again.
            try FileManager.default.removeItem(atPath: path)
            try scratch.copyFixture("Edit/sample.plist")
            usleep(100_000)
            result = try MapperProcess.run(["set", "HomeViewController", "onX:", "CTRL_X", "--config", path])
        }
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardError, "\(path): error: another process is editing this file (it holds \(resolved(lockPath))); try again when it has finished\n")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), try Data(contentsOf: URL(fileURLWithPath: RepositoryPaths.fixture("Edit/sample.plist"))))
    }

    func testASymbolicLinkIsEditedAtItsTarget() throws {
        let target = try scratch.copyFixture("Edit/sample.plist", as: "real.plist")
        let link = scratch.path("link.plist")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.plist")
        let result = try MapperProcess.run(["set", "HomeViewController", "onShareBtnPressed:", "CTRL_EVENT_HOME_SHARE_V2", "--config", link])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), "real.plist")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: target)), try Data(contentsOf: URL(fileURLWithPath: RepositoryPaths.fixture("Edit/expected/plist-replace.plist"))))
    }

    func testHelpDescribesTheFormsAndExitStatuses() throws {
        let set = try MapperProcess.run(["set", "--help"])
        XCTAssertEqual(set.status, 0)
        for text in ["mapper set <class> <action> <event-id>", "mapper set <class> --enter|--leave <event-id>", "--force", "--file <file>",
                     "Exit status: 0 set (or already set); 1 refused; 2 a config could not be read"] {
            XCTAssertTrue(set.standardOutput.contains(text), "set --help lacks \(text):\n\(set.standardOutput)")
        }
        let unset = try MapperProcess.run(["unset", "--help"])
        XCTAssertEqual(unset.status, 0)
        for text in ["mapper unset <class> <action>", "mapper unset <class> --page", "Exit status: 0 removed; 1 nothing to remove"] {
            XCTAssertTrue(unset.standardOutput.contains(text), "unset --help lacks \(text):\n\(unset.standardOutput)")
        }
    }

    private func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }
}
