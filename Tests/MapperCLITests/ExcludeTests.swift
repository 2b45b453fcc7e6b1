import EventMapper
import Foundation
import TestSupport
import XCTest

/// `.mapper.json`'s `exclude`: files neither the config set nor the scan reads.
final class ExcludeTests: XCTestCase {
    func testExcludedConfigsAndSourcesAreNotRead() throws {
        let scratch = try makeScratchFolder("exclude")
        defer { scratch.remove() }
        try FileManager.default.copyItem(atPath: RepositoryPaths.path("Configs"), toPath: scratch.path("Configs"))
        try FileManager.default.copyItem(atPath: RepositoryPaths.path("Examples/SampleApp"), toPath: scratch.path("App"))
        // An app's Info.plist beside the configs, and a generated file with a tagged action.
        try Data("<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<array/>\n</plist>\n".utf8)
            .write(to: URL(fileURLWithPath: scratch.path("Configs/Info.plist")))
        try FileManager.default.createDirectory(atPath: scratch.path("App/Generated"), withIntermediateDirectories: true)
        try Data("import UIKit\nextension HomeViewController {\n    @IBAction func onGeneratedBtnPressed_UA(_ sender: Any) {}\n}\n".utf8)
            .write(to: URL(fileURLWithPath: scratch.path("App/Generated/Actions.swift")))
        let folder = URL(fileURLWithPath: scratch.path(""))
        try Data(#"{"configs": ["Configs"], "sources": ["App"]}"#.utf8).write(to: URL(fileURLWithPath: scratch.path(".mapper.json")))
        let unexcluded = try MapperProcess.run(["validate"], in: folder)
        XCTAssertEqual(unexcluded.status, 1, unexcluded.standardOutput)
        XCTAssertTrue(unexcluded.standardOutput.contains("Configs/Info.plist:"), unexcluded.standardOutput)
        XCTAssertTrue(unexcluded.standardOutput.contains("onGeneratedBtnPressed_UA:] is tagged _UA"), unexcluded.standardOutput)

        try Data(#"{"configs": ["Configs"], "sources": ["App"], "exclude": ["Info.plist", "App/Generated/*"]}"#.utf8)
            .write(to: URL(fileURLWithPath: scratch.path(".mapper.json")))
        let excluded = try MapperProcess.run(["validate"], in: folder)
        XCTAssertEqual(excluded.status, 0, excluded.standardOutput + excluded.standardError)
        XCTAssertEqual(excluded.standardOutput, "0 errors, 0 warnings in 2 config files and 8 source files\n")
        let listed = try MapperProcess.run(["list", "--format", "csv"], in: folder)
        XCTAssertEqual(listed.status, 0, listed.standardError)

        try Data(#"{"exclude": "Info.plist"}"#.utf8).write(to: URL(fileURLWithPath: scratch.path(".mapper.json")))
        let wrong = try MapperProcess.run(["validate"], in: folder)
        XCTAssertEqual(wrong.status, 2)
        XCTAssertEqual(wrong.standardError, ".mapper.json:1:13: error: 'exclude' must be a list of paths, found a string\n")
    }

    /// An edit reads and locks the set without what is excluded: the sample's Configs folder with
    /// an Info.plist beside its configs is the sample's set, and the Info.plist is never a file
    /// to write a page into.
    func testEditsLeaveExcludedFilesAlone() throws {
        let scratch = try makeScratchFolder("exclude-edit")
        try FileManager.default.createDirectory(atPath: scratch.path("Configs"), withIntermediateDirectories: true)
        _ = try scratch.copyFixture("Edit/sample.plist", as: "Configs/WGlobalUserStatisticsConfig.plist")
        let infoPlist = Data(
            "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>CFBundleName</key>\n<string>App</string>\n</dict>\n</plist>\n".utf8)
        try infoPlist.write(to: URL(fileURLWithPath: scratch.path("Configs/Info.plist")))
        try Data(#"{"configs": ["Configs"], "exclude": ["Info.plist"]}"#.utf8).write(to: URL(fileURLWithPath: scratch.path(".mapper.json")))

        let refused = try MapperProcess.run(
            ["set", "NewViewController", "--enter", "PAGE_EVENT_NEW_ENTER", "--file", "Configs/Info.plist"], in: scratch.url)
        XCTAssertEqual(refused.status, 2)
        XCTAssertEqual(
            refused.standardError,
            "Configs/Info.plist: error: not a config of this set: the project file excludes it (\"Info.plist\")\n")

        // Named from elsewhere, it is the same file.
        let absolute = try MapperProcess.run(
            ["set", "NewViewController", "--enter", "PAGE_EVENT_NEW_ENTER", "--file", scratch.path("Configs/Info.plist")], in: scratch.url)
        XCTAssertEqual(absolute.status, 2, absolute.standardOutput)

        let added = try MapperProcess.run(["set", "NewViewController", "--enter", "PAGE_EVENT_NEW_ENTER"], in: scratch.url)
        XCTAssertEqual(added.status, 0, added.standardError)
        XCTAssertEqual(
            added.standardOutput, "Configs/WGlobalUserStatisticsConfig.plist: NewViewController Enter now records PAGE_EVENT_NEW_ENTER (new class)\n")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: scratch.path("Configs/Info.plist"))), infoPlist)
    }

    func testPatternsMatchNamesOrPathsFromTheRoot() {
        let exclusion = PathExclusion(["Info.plist", "App/Generated/*", "**/Mocks/*.swift"], rootPrefix: "../")
        XCTAssertTrue(exclusion.excludes("../Configs/Info.plist"))
        XCTAssertTrue(exclusion.excludes("../App/Generated/Actions.swift"))
        XCTAssertTrue(exclusion.excludes("../App/Deep/Mocks/Fake.swift"))
        XCTAssertTrue(exclusion.excludes("../Mocks/Fake.swift"))
        XCTAssertFalse(exclusion.excludes("../Configs/WGlobalUserStatisticsConfig.plist"))
        XCTAssertFalse(exclusion.excludes("../Other/App/Generated/Actions.swift"))
        // From the working directory, `../` is the root: an absolute path or one through it is
        // matched from the root too.
        let root = FileManager.default.currentDirectoryPath.split(separator: "/").dropLast().joined(separator: "/")
        XCTAssertTrue(exclusion.excludes("/\(root)/App/Generated/Actions.swift"))
        XCTAssertTrue(exclusion.excludes("../App/../App/Generated/Actions.swift"))
        XCTAssertFalse(exclusion.excludes("/elsewhere/App/Generated/Actions.swift"))
    }
}
