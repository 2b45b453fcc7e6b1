import EventMapCore
import EventMapper
import EventMapperTools
import Foundation
import TestSupport
import XCTest

/// The sides of `mapper diff` at git revisions, read through a fixed `RevisionReading`: a file,
/// a folder, and a bare revision standing for the project's configs.
final class ConfigVersionTests: XCTestCase {
    /// Files as a repository would hold them at `main`, by path from its top.
    private struct FixedRevisions: RevisionReading {
        let files: [String: [UInt8]]

        func contents(of spec: String) throws(ConfigInputError) -> [UInt8] {
            guard spec.hasPrefix("main:"), let bytes = files[String(spec.dropFirst(5))] else {
                throw ConfigInputError(path: spec, message: "no such file or git revision")
            }
            return bytes
        }

        func files(at revision: String, under path: String) throws(ConfigInputError) -> [String] {
            guard revision == "main" else { throw ConfigInputError(path: "\(revision):\(path)", message: "no such file or git revision") }
            let top = path.hasPrefix("./") ? prefix + String(path.dropFirst(2)) : path
            return files.keys.filter { $0 == top || $0.hasPrefix(top + "/") }.sorted()
        }

        func knowsRevision(_ revision: String) -> Bool { revision == "main" }

        /// As git answers in the repository's `App` folder, or at its top.
        var prefix = ""

        func workingDirectoryPrefix() throws(ConfigInputError) -> String { prefix }
    }

    private func revisions() throws -> FixedRevisions {
        FixedRevisions(files: [
            "Configs/WGlobalUserStatisticsConfig.plist": try RepositoryPaths.fixtureBytes("Edit/sample.plist"),
            "Configs/Settings.xml": try RepositoryPaths.fixtureBytes("Edit/sample.xml"),
            "Configs/README.md": Array("not a config".utf8),
            "Broken/broken.plist": try RepositoryPaths.fixtureBytes("Edit/broken.plist"),
        ])
    }

    func testAFolderAtARevisionIsItsConfigs() throws {
        let side = try ConfigVersion("main:Configs", revisions: try revisions())
        XCTAssertEqual(side.map.files.map(\.path), ["main:Configs/Settings.xml", "main:Configs/WGlobalUserStatisticsConfig.plist"])
        XCTAssertEqual(side.map.pages.count, 4)
    }

    func testABareRevisionIsTheProjectsConfigs() throws {
        let side = try ConfigVersion("main", revisions: try revisions(), projectConfigs: ["Configs"])
        XCTAssertEqual(side.map.files.map(\.path), ["main:Configs/Settings.xml", "main:Configs/WGlobalUserStatisticsConfig.plist"])
    }

    func testTheProjectsExcludeHoldsAtARevision() throws {
        var files = try revisions().files
        files["Configs/Info.plist"] = Array(
            #"<?xml version="1.0"?><plist version="1.0"><dict><key>CFBundleName</key><string>App</string></dict></plist>"#.utf8)
        let side = try ConfigVersion(
            "main", revisions: FixedRevisions(files: files), projectConfigs: ["Configs"], excluding: PathExclusion(["Info.plist"]))
        XCTAssertEqual(side.map.files.map(\.path), ["main:Configs/Settings.xml", "main:Configs/WGlobalUserStatisticsConfig.plist"])
        XCTAssertEqual(side.findings.map(\.description), [])
    }

    /// A project below the repository's top: git names files from the top, `exclude` from the
    /// project, and a pattern with a folder still matches.
    func testAPatternWithAFolderHoldsBelowTheRepositorysTop() throws {
        var files: [String: [UInt8]] = [:]
        for (path, bytes) in try revisions().files where path.hasPrefix("Configs/") { files["App/" + path] = bytes }
        files["App/Configs/Info.plist"] = Array(
            #"<?xml version="1.0"?><plist version="1.0"><dict><key>CFBundleName</key><string>App</string></dict></plist>"#.utf8)
        var inApp = FixedRevisions(files: files)
        inApp.prefix = "App/"
        let side = try ConfigVersion("main", revisions: inApp, projectConfigs: ["Configs"], excluding: PathExclusion(["Configs/Info.plist"]))
        XCTAssertEqual(side.map.files.map(\.path), ["main:App/Configs/Settings.xml", "main:App/Configs/WGlobalUserStatisticsConfig.plist"])
        XCTAssertEqual(ConfigVersion.fromWorkingDirectory("Shared/x.plist", prefix: "App/"), "../Shared/x.plist")
        XCTAssertEqual(ConfigVersion.fromWorkingDirectory("App/Configs/x.plist", prefix: ""), "App/Configs/x.plist")
    }

    func testAFileAtARevision() throws {
        let side = try ConfigVersion("main:Configs/Settings.xml", revisions: try revisions())
        XCTAssertEqual(side.map.files.map(\.path), ["main:Configs/Settings.xml"])
    }

    func testWhatCannotBeASideIsRefusedWithAMessage() throws {
        let cases: [(String, [String])] = [
            ("main:Configs/README.md", ["main:Configs/README.md: error: not a config: expected a .plist or .xml file"]),
            ("main:Nothing", ["main:Nothing: error: no such file or git revision (nothing at that path)"]),
            ("other:Configs", ["other:Configs: error: no such file or git revision"]),
            (
                "-x:Configs",
                [
                    "-x:Configs: error: neither a file, nor revision:path, nor a revision (a revision is a branch, tag, commit or HEAD~N, and does not start with '-')"
                ]
            ),
        ]
        for (spec, lines) in cases {
            XCTAssertThrowsError(try ConfigVersion(spec, revisions: try revisions()), spec) { error in
                XCTAssertEqual((error as? ConfigSetUnavailable)?.lines, lines, spec)
            }
        }
    }

    func testAFolderWithAConfigThatDoesNotParseIsNotCompared() throws {
        XCTAssertThrowsError(try ConfigVersion("main:Broken", revisions: try revisions())) { error in
            XCTAssertEqual(
                (error as? ConfigSetUnavailable)?.lines.last,
                "error: main:Broken has a config that does not parse; nothing is compared with a side that is not read whole")
        }
    }
}
