import Foundation
import TestSupport
import XCTest

/// `mapper init` in a copy of this repository's sample and in an empty folder, and the shell
/// completion that completes names from the project's configs.
final class InitCommandTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws {
        scratch = try makeScratchFolder("init")
    }

    override func tearDown() {
        scratch.remove()
    }

    private var folder: URL { URL(fileURLWithPath: scratch.path("")) }

    func testWritesTheProjectFileItFindsAndKeepsAnExistingOne() throws {
        try FileManager.default.copyItem(atPath: RepositoryPaths.path("Configs"), toPath: scratch.path("App/Configs"))
        try FileManager.default.copyItem(atPath: RepositoryPaths.path("Examples/SampleApp"), toPath: scratch.path("App/Sources"))
        try FileManager.default.createDirectory(atPath: scratch.path("Tools"), withIntermediateDirectories: true)
        try Data("import Foundation\nlet note = \"not @IBAction\"\n".utf8).write(to: URL(fileURLWithPath: scratch.path("Tools/tool.swift")))
        let result = try MapperProcess.run(["init"], in: folder)
        XCTAssertEqual(result.status, 0, result.standardError)
        let expected =
            "{\n  \"configs\": [\"App/Configs\"],\n  \"sources\": [\"App/Sources\"],\n  \"tag\": \"_UA\",\n  \"classLookup\": \"exact\"\n}\n"
        XCTAssertEqual(try String(contentsOfFile: scratch.path(".mapper.json"), encoding: .utf8), expected)
        XCTAssertEqual(
            result.standardError, "found configs: App/Configs\nfound sources: App/Sources\ntag: _UA\nwrote .mapper.json\n")
        let validated = try MapperProcess.run(["validate"], in: folder)
        XCTAssertEqual(validated.status, 0, validated.standardOutput + validated.standardError)
        XCTAssertEqual(validated.standardOutput, "0 errors, 0 warnings in 2 config files and 8 source files\n")

        try Data("{}".utf8).write(to: URL(fileURLWithPath: scratch.path(".mapper.json")))
        let again = try MapperProcess.run(["init"], in: folder)
        XCTAssertEqual(again.status, 1)
        XCTAssertTrue(again.standardError.hasSuffix(".mapper.json: error: the project file exists; mapper init --force replaces it\n"))
        XCTAssertEqual(try String(contentsOfFile: scratch.path(".mapper.json"), encoding: .utf8), "{}")
        XCTAssertEqual(try MapperProcess.run(["init", "--force"], in: folder).status, 0)
        XCTAssertEqual(try String(contentsOfFile: scratch.path(".mapper.json"), encoding: .utf8), expected)
    }

    /// The common layout: the config beside `Info.plist` and `GoogleService-Info.plist`. The
    /// folder would put every property list in the set; the config is named alone.
    func testAConfigBesideOtherPropertyListsIsNamedAlone() throws {
        let plist = #"<?xml version="1.0" encoding="UTF-8"?>\#n<plist version="1.0"><dict>%@</dict></plist>\#n"#
        let files = [
            "App/Info.plist": "<key>CFBundleName</key><string>App</string><key>UIApplicationSceneManifest</key><dict/>",
            "App/GoogleService-Info.plist": "<key>API_KEY</key><string>key</string>",
            "App/WGlobalUserStatisticsConfig.plist":
                "<key>HomeViewController</key><dict><key>PageEventIDs</key><dict><key>Enter</key><string>PAGE_EVENT_HOME_ENTER</string></dict></dict>",
        ]
        for (path, body) in files {
            try FileManager.default.createDirectory(atPath: scratch.path("App"), withIntermediateDirectories: true)
            try Data(plist.replacingOccurrences(of: "%@", with: body).utf8).write(to: URL(fileURLWithPath: scratch.path(path)))
        }
        try Data("import UIKit\n\n@objc(HomeViewController)\nclass HomeViewController: UIViewController {}\n".utf8)
            .write(to: URL(fileURLWithPath: scratch.path("App/Home.swift")))
        let result = try MapperProcess.run(["init"], in: folder)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(
            try String(contentsOfFile: scratch.path(".mapper.json"), encoding: .utf8),
            "{\n  \"configs\": [\"App/WGlobalUserStatisticsConfig.plist\"],\n  \"sources\": [\"App\"],\n  \"tag\": \"_UA\",\n  \"classLookup\": \"exact\"\n}\n"
        )
        let validated = try MapperProcess.run(["validate", "--no-cache"], in: folder)
        XCTAssertEqual(validated.standardOutput, "0 errors, 0 warnings in 1 config file and 1 source file\n", validated.standardError)
        XCTAssertEqual(validated.status, 0)
    }

    /// A property list in a folder the search does not enter (`Tests`, a hidden one) would still
    /// be read by a config set of the folder above: the configs are named alone then too.
    func testAFolderWithAPropertyListTheSearchSkipsIsNotTheSet() throws {
        let plist = #"<?xml version="1.0" encoding="UTF-8"?>\#n<plist version="1.0"><dict>%@</dict></plist>\#n"#
        let page = { (name: String) in
            "<key>\(name)</key><dict><key>PageEventIDs</key><dict><key>Enter</key><string>PAGE_EVENT_\(name.uppercased())_ENTER</string></dict></dict>"
        }
        let files = [
            "Configs/Home.plist": page("HomeViewController"),
            "Configs/Detail.plist": page("DetailViewController"),
            "Configs/Tests/Info.plist": "<key>CFBundleName</key><string>AppTests</string>",
            "Configs/.generated/Info.plist": "<key>CFBundleName</key><string>App</string>",
        ]
        for (path, body) in files {
            try FileManager.default.createDirectory(
                atPath: (scratch.path(path) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(plist.replacingOccurrences(of: "%@", with: body).utf8).write(to: URL(fileURLWithPath: scratch.path(path)))
        }
        let result = try MapperProcess.run(["init"], in: folder)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(
            try String(contentsOfFile: scratch.path(".mapper.json"), encoding: .utf8)
                .hasPrefix("{\n  \"configs\": [\"Configs/Detail.plist\", \"Configs/Home.plist\"],"))
    }

    func testAnEmptyFolderSaysWhatWasLookedFor() throws {
        let result = try MapperProcess.run(["init"], in: folder)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.hasPrefix("error: no config found below "), result.standardError)
        XCTAssertTrue(result.standardError.contains("PageEventIDs or ControlEventIDs, or an <event-map> XML file"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: scratch.path(".mapper.json")))
    }

    /// A link out of the repository (to another project's configs), to the whole filesystem,
    /// back up the tree, or to a folder found already is passed over with a note: the search
    /// stays in the folder and searches each folder once. The configs are named file by file,
    /// since a set of their folder would read the link out too.
    func testSymbolicLinksStayInsideTheFolderAndEachFolderIsSearchedOnce() throws {
        try FileManager.default.copyItem(atPath: RepositoryPaths.path("Configs"), toPath: scratch.path("other/Configs"))
        try FileManager.default.createDirectory(atPath: scratch.path("project/App"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: RepositoryPaths.path("Configs"), toPath: scratch.path("project/App/Configs"))
        let links = [
            "project/up": "..", "project/self": ".", "project/root": "/", "project/Alias": "App/Configs",
            "project/App/Configs/Other.plist": "../../../other/Configs/WGlobalUserStatisticsConfig.plist",
            "project/App/Configs/Inside.plist": "WGlobalUserStatisticsConfig.plist",
        ]
        for (link, destination) in links {
            try FileManager.default.createSymbolicLink(atPath: scratch.path(link), withDestinationPath: destination)
        }
        let outside = URL(fileURLWithPath: scratch.path("")).resolvingSymlinksInPath().path
        let started = Date()
        let result = try MapperProcess.run(["init", "--dry-run"], in: URL(fileURLWithPath: scratch.path("project")))
        XCTAssertLessThan(Date().timeIntervalSince(started), 60)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(
            result.standardError,
            """
            App/Configs/Other.plist: note: a symbolic link out of the folder searched (to \(outside)/other/Configs/WGlobalUserStatisticsConfig.plist); not followed
            root: note: a symbolic link out of the folder searched (to /); not followed
            up: note: a symbolic link out of the folder searched (to \(outside)); not followed
            Alias: note: a symbolic link to a folder searched already; not followed
            self: note: a symbolic link to a folder searched already; not followed
            found configs: App/Configs/Inside.plist, App/Configs/SettingsPages.xml, App/Configs/WGlobalUserStatisticsConfig.plist
            found sources: none (add "sources" or "registries" to check the code)
            tag: _UA

            """)
        XCTAssertEqual(
            result.standardOutput,
            "{\n  \"configs\": [\"App/Configs/Inside.plist\", \"App/Configs/SettingsPages.xml\", \"App/Configs/WGlobalUserStatisticsConfig.plist\"],\n  \"sources\": [],\n  \"tag\": \"_UA\",\n  \"classLookup\": \"exact\"\n}\n"
        )
    }

    func testCompletionOffersTheConfiguredNames() throws {
        let script = try MapperProcess.run(["--generate-completion-script", "bash"])
        XCTAssertEqual(script.status, 0)
        XCTAssertTrue(script.standardOutput.contains("---completion resolve -- positional@0"))
        let classes = try MapperProcess.run(["---completion", "resolve", "--", "positional@0", "2", "4", "mapper", "resolve", "Home"])
        XCTAssertEqual(classes.standardOutput.split(separator: "\n"), ["HomeViewController"], classes.standardError)
        let actions = try MapperProcess.run(
            ["---completion", "resolve", "--", "positional@1", "3", "2", "mapper", "resolve", "HomeViewController", "on"])
        XCTAssertEqual(actions.standardOutput.split(separator: "\n"), ["onFavBtnPressed_UA:", "onShareBtnPressed:"])
        let ids = try MapperProcess.run(["---completion", "which", "--", "positional@0", "2", "13", "mapper", "which", "CTRL_EVENT_HO"])
        XCTAssertEqual(ids.standardOutput.split(separator: "\n"), ["CTRL_EVENT_HOME_FAV", "CTRL_EVENT_HOME_SHARE"])
    }
}
