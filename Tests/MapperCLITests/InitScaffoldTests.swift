import Foundation
import TestSupport
import XCTest

/// `mapper init --scaffold`: from an app with no config to a green `validate` without editing a
/// file by hand. The fixture holds an `@objc(Name)` Swift page, an Objective-C page, a Swift page
/// of a module to be named, a private page no key reaches, a base class and a view with a tagged
/// action.
final class InitScaffoldTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws {
        scratch = try makeScratchFolder("scaffold")
        try FileManager.default.copyItem(atPath: RepositoryPaths.fixture("Project/scaffold/App"), toPath: scratch.path("App"))
        try FileManager.default.createDirectory(atPath: scratch.path("Configs"), withIntermediateDirectories: true)
    }

    override func tearDown() {
        scratch.remove()
    }

    private let privateNote =
        "App/BannerOverlay.swift:3:15: note: BannerViewController is left out: no config key reaches BannerViewController, which is a private class: "
        + "add @objc(BannerViewController) to the class and use 'BannerViewController' as the key, or make it internal\n"

    func testScaffoldsEveryPageAndTaggedActionAndValidatesGreen() throws {
        let preview = try MapperProcess.run(["init", "--scaffold", "Configs/Events.plist", "--dry-run"], in: scratch.url)
        XCTAssertEqual(preview.status, 0, preview.standardError)
        XCTAssertEqual(
            preview.standardError,
            privateNote
                + "App/ProfileViewController.swift:3:7: note: ProfileViewController is left out: NSStringFromClass gives 'Module.ProfileViewController' "
                + "for this Swift class, and its module is not known; name it with --module, or add @objc(ProfileViewController) to the class\n"
                + "found configs: Configs/Events.plist\nfound sources: App\ntag: _UA\n"
                + "would write Configs/Events.plist: 2 pages with Enter and Leave, 3 tagged actions "
                + "(IDs PAGE_EVENT_<PAGE>_ENTER/_LEAVE and CTRL_EVENT_<PAGE>_<ACTION>; mapper rename changes one)\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.path("Configs")), [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: scratch.path(".mapper.json")))

        let made = try MapperProcess.run(["init", "--scaffold", "Configs/Events.plist", "--module", "App"], in: scratch.url)
        XCTAssertEqual(made.status, 0, made.standardError)
        XCTAssertEqual(
            made.standardOutput,
            "{\n  \"configs\": [\"Configs/Events.plist\"],\n  \"sources\": [\"App\"],\n  \"modules\": {\"App\": \"App\"},\n"
                + "  \"tag\": \"_UA\",\n  \"classLookup\": \"exact\"\n}\n")
        XCTAssertTrue(
            made.standardError.hasSuffix(
                "wrote Configs/Events.plist: 3 pages with Enter and Leave, 4 tagged actions "
                    + "(IDs PAGE_EVENT_<PAGE>_ENTER/_LEAVE and CTRL_EVENT_<PAGE>_<ACTION>; mapper rename changes one)\nwrote .mapper.json\n"),
            made.standardError)
        try GoldenFile.assertMatches(
            bytes: Array(try Data(contentsOf: URL(fileURLWithPath: scratch.path("Configs/Events.plist")))), "Project/scaffold.expected.plist")

        let validated = try MapperProcess.run(["validate"], in: scratch.url)
        XCTAssertEqual(validated.status, 0, validated.standardOutput + validated.standardError)
        XCTAssertEqual(validated.standardOutput, "0 errors, 0 warnings in 1 config file and 7 source files\n")
        XCTAssertEqual(try MapperProcess.run(["fmt", "--check"], in: scratch.url).status, 0)

        // A project with a config is not scaffolded again, and the file is never replaced.
        let again = try MapperProcess.run(["init", "--scaffold", "Configs/More.plist", "--force"], in: scratch.url)
        XCTAssertEqual(again.status, 1)
        XCTAssertTrue(
            again.standardError.hasSuffix(
                "error: configs exist already (Configs): --scaffold starts a project that has none; "
                    + "add pages with mapper set, or move tracking calls with mapper adopt\n"), again.standardError)
        let taken = try MapperProcess.run(["init", "--scaffold", "Configs/Events.plist", "--force"], in: scratch.url)
        XCTAssertEqual(taken.status, 1)
        XCTAssertEqual(
            taken.standardError, "Configs/Events.plist: error: the file exists; --scaffold writes a new config and never replaces one\n")
    }

    func testRefusesWhatItCannotScaffold() throws {
        let cases: [(arguments: [String], status: Int32, error: String)] = [
            (["--scaffold", "Configs/Events.json"], 64, "Configs/Events.json: error: a config must be a .plist or .xml file\n"),
            (["--scaffold", "../Events.plist"], 64, "../Events.plist: error: name the config by a path inside the project, from its root\n"),
            (["--scaffold", "Missing/Events.plist"], 2, "Missing/Events.plist: error: no such folder Missing\n"),
            (["--module", "App"], 64, "Error: --module goes with --scaffold.\n"),
            (
                ["--scaffold", "Configs/Events.plist", "--module", "My App"], 64,
                "Error: 'My App' is not a module name (a Swift identifier: letters, digits and _, not starting with a digit)\n"
            ),
            (
                ["--scaffold", "Configs/Events.plist", "--module", ""], 64,
                "Error: '' is not a module name (a Swift identifier: letters, digits and _, not starting with a digit)\n"
            ),
            (
                ["--scaffold", "Configs/Events.plist", "--module", "A\u{1B}[31m"], 64,
                "Error: 'A\\u{1B}[31m' is not a module name (a Swift identifier: letters, digits and _, not starting with a digit)\n"
            ),
        ]
        for (arguments, status, error) in cases {
            let result = try MapperProcess.run(["init"] + arguments, in: scratch.url)
            XCTAssertEqual(result.status, status, arguments.joined(separator: " "))
            XCTAssertTrue(result.standardError.hasPrefix(error), result.standardError)
        }
        try FileManager.default.removeItem(atPath: scratch.path("App"))
        let empty = try MapperProcess.run(["init", "--scaffold", "Configs/Events.plist"], in: scratch.url)
        XCTAssertEqual(empty.status, 1)
        XCTAssertEqual(
            empty.standardError, "error: no app sources found to scaffold from (Swift or Objective-C that uses UIKit, storyboards, xibs)\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.path("")).sorted(), ["Configs"])
    }

    func testIDsAreMadeFromTheNames() throws {
        let script = """
            import UIKit

            @objc(URLLoaderViewController)
            class URLLoaderViewController: UIViewController {
                @IBAction func onReloadBtnPressed_UA(_ sender: Any) {}
                @IBAction func onReloadButtonTapped_UA(_ sender: Any) {}
                @IBAction func reload_UA(_ sender: Any) {}
            }

            """
        try Data(script.utf8).write(to: URL(fileURLWithPath: scratch.path("App/URLLoaderViewController.swift")))
        let made = try MapperProcess.run(["init", "--scaffold", "Configs/Events.xml", "--module", "App"], in: scratch.url)
        XCTAssertEqual(made.status, 0, made.standardError)
        let written = try String(contentsOfFile: scratch.path("Configs/Events.xml"), encoding: .utf8)
        XCTAssertTrue(
            written.contains(#"<page class="URLLoaderViewController" enter="PAGE_EVENT_URL_LOADER_ENTER" leave="PAGE_EVENT_URL_LOADER_LEAVE">"#),
            written)
        // Two actions whose names give one ID each get their own.
        XCTAssertTrue(written.contains(#"<control action="onReloadBtnPressed_UA:" id="CTRL_EVENT_URL_LOADER_RELOAD"/>"#), written)
        XCTAssertTrue(written.contains(#"<control action="onReloadButtonTapped_UA:" id="CTRL_EVENT_URL_LOADER_RELOAD_2"/>"#), written)
        XCTAssertTrue(written.contains(#"<control action="reload_UA:" id="CTRL_EVENT_URL_LOADER_RELOAD_3"/>"#), written)
        let validated = try MapperProcess.run(["validate"], in: scratch.url)
        XCTAssertEqual(validated.status, 0, validated.standardOutput + validated.standardError)
    }
}
