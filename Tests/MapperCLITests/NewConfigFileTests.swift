import Foundation
import TestSupport
import XCTest

/// `mapper set --file new.plist --create`: a new config file of the set, made only where the set
/// reads it; and `adopt` into a file the project excludes.
final class NewConfigFileTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws {
        scratch = try makeScratchFolder("new-config")
        try FileManager.default.createDirectory(atPath: scratch.path("Configs"), withIntermediateDirectories: true)
        _ = try scratch.copyFixture("Edit/sample.plist", as: "Configs/WGlobalUserStatisticsConfig.plist")
    }

    override func tearDown() {
        scratch.remove()
    }

    private func set(_ className: String, enter id: String, file: String, _ more: [String] = []) throws -> MapperProcess.Result {
        try MapperProcess.run(["set", className, "--enter", id, "--file", file] + more, in: scratch.url)
    }

    func testCreateMakesANewConfigOfTheSet() throws {
        let missing = try set("NewViewController", enter: "PAGE_EVENT_NEW_ENTER", file: "Configs/New.plist")
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.standardError, "Configs/New.plist: error: no such file; --create makes it, as a new config of the set\n")

        let preview = try set("NewViewController", enter: "PAGE_EVENT_NEW_ENTER", file: "Configs/New.xml", ["--create", "--dry-run"])
        XCTAssertEqual(preview.status, 0, preview.standardError)
        XCTAssertEqual(
            preview.standardOutput,
            """
            --- a/Configs/New.xml
            +++ b/Configs/New.xml
            @@ -0,0 +1,4 @@
            +<?xml version="1.0" encoding="UTF-8"?>
            +<event-map version="1">
            +  <page class="NewViewController" enter="PAGE_EVENT_NEW_ENTER"/>
            +</event-map>
            Configs/New.xml: NewViewController Enter would record PAGE_EVENT_NEW_ENTER (new class); nothing written (--dry-run)

            """)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.path("Configs")), ["WGlobalUserStatisticsConfig.plist"])

        let made = try set("NewViewController", enter: "PAGE_EVENT_NEW_ENTER", file: "Configs/New.plist", ["--create"])
        XCTAssertEqual(made.status, 0, made.standardError)
        XCTAssertEqual(made.standardOutput, "Configs/New.plist: NewViewController Enter now records PAGE_EVENT_NEW_ENTER (new class)\n")
        // Laid out as fmt lays it out, and part of what validate reads.
        XCTAssertEqual(try MapperProcess.run(["fmt", "--check", "Configs/New.plist"], in: scratch.url).status, 0)
        let listed = try MapperProcess.run(["which", "PAGE_EVENT_NEW_ENTER"], in: scratch.url)
        XCTAssertTrue(listed.standardOutput.contains("Configs/New.plist:"), listed.standardOutput + listed.standardError)

        // Once it exists, --create edits it as any config.
        let again = try set("OtherViewController", enter: "PAGE_EVENT_OTHER_ENTER", file: "Configs/New.plist", ["--create"])
        XCTAssertEqual(again.status, 0, again.standardError)
    }

    func testCreateRefusesAFileTheSetWouldNotRead() throws {
        let outside = try set("NewViewController", enter: "PAGE_EVENT_NEW_ENTER", file: "New.plist", ["--create"])
        XCTAssertEqual(outside.status, 2)
        XCTAssertEqual(
            outside.standardError,
            "New.plist: error: not made: the config set is read from Configs, which would not read this file; "
                + "make it below one of them, or name it in 'configs' of .mapper.json\n")

        let noFolder = try set("NewViewController", enter: "PAGE_EVENT_NEW_ENTER", file: "Configs/Extra/New.plist", ["--create"])
        XCTAssertEqual(noFolder.status, 2)
        XCTAssertEqual(noFolder.standardError, "Configs/Extra/New.plist: error: cannot make a config here: no such folder Configs/Extra\n")

        let reused = try set("NewViewController", enter: "PAGE_EVENT_HOME_ENTER", file: "Configs/New.plist", ["--create"])
        XCTAssertEqual(reused.status, 1)

        try Data(#"{"configs": ["Configs"], "exclude": ["Configs/Draft*"]}"#.utf8).write(to: URL(fileURLWithPath: scratch.path(".mapper.json")))
        let excluded = try set("NewViewController", enter: "PAGE_EVENT_NEW_ENTER", file: "Configs/Draft.plist", ["--create"])
        XCTAssertEqual(excluded.status, 2)
        XCTAssertEqual(
            excluded.standardError, "Configs/Draft.plist: error: not a config of this set: the project file excludes it (\"Configs/Draft*\")\n")

        let adopted = try MapperProcess.run(
            ["adopt", "Configs", "--config", "Configs/Draft.plist", "--call", "Analytics.track(_:)"], in: scratch.url)
        XCTAssertEqual(adopted.status, 2)
        XCTAssertEqual(
            adopted.standardError, "Configs/Draft.plist: error: not a config of this set: the project file excludes it (\"Configs/Draft*\")\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.path("Configs")), ["WGlobalUserStatisticsConfig.plist"])
    }
}
