import Foundation
import TestSupport
import XCTest

/// The scan cache as `mapper` users meet it: a second `validate` says what the first said, from
/// the cache folder `--cache-path` names (or the user's, from `XDG_CACHE_HOME`); `--no-cache`
/// writes nothing; two commands at once both answer; a cache path that cannot be one is refused.
final class ScanCacheCommandTests: XCTestCase {
    private var scratch: ScratchFolder!
    private var project: URL!

    override func setUpWithError() throws {
        scratch = try ScratchFolder("scan-cache-command")
        _ = try scratch.copy(RepositoryPaths.root.appendingPathComponent("Examples/SampleApp").path, as: "SampleApp")
        _ = try scratch.copy(RepositoryPaths.root.appendingPathComponent("Configs").path, as: "Configs")
        try #"{"configs": ["Configs"], "sources": ["SampleApp"], "tag": "_UA", "modules": {"SampleApp": "SampleApp"}}"#.write(
            toFile: scratch.path(".mapper.json"), atomically: false, encoding: .utf8)
        project = URL(fileURLWithPath: scratch.path("."))
    }

    override func tearDown() {
        scratch.remove()
    }

    private func cacheFiles(_ folder: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    }

    func testASecondValidateSaysWhatTheFirstSaidFromTheCache() throws {
        let cache = scratch.path("cache")
        let uncached = try MapperProcess.run(["validate", "--no-cache"], in: project)
        XCTAssertEqual(cacheFiles(cache), [])
        for _ in 0..<2 {
            let cached = try MapperProcess.run(["validate", "--cache-path", cache], in: project)
            XCTAssertEqual(cached.standardOutput, uncached.standardOutput)
            XCTAssertEqual(cached.standardError, uncached.standardError)
            XCTAssertEqual(cached.status, uncached.status)
            // The files' scans, the merged result, the report and the inputs it was made from.
            XCTAssertEqual(cacheFiles(cache).map { $0.prefix(while: { $0 != "-" }) }.sorted(), ["scan", "scan", "validate", "validate"])
        }
        // A changed file is read again: its new action is found.
        let home = scratch.path("SampleApp/HomeViewController.swift")
        let text = try String(contentsOfFile: home, encoding: .utf8)
        try text.replacingOccurrences(of: "onFavBtnPressed_UA", with: "onFavouriteBtnPressed_UA").write(
            toFile: home, atomically: false, encoding: .utf8)
        let changed = try MapperProcess.run(["validate", "--cache-path", cache], in: project)
        XCTAssertEqual(changed.standardOutput, try MapperProcess.run(["validate", "--no-cache"], in: project).standardOutput)
        XCTAssertTrue(changed.standardOutput.contains("onFavouriteBtnPressed_UA"), changed.standardOutput)
    }

    /// Actions added to a class, tagged or not, and a configured one renamed: each run with the
    /// cache, where the scanner tells only the changed classes and the last report is checked
    /// again for them, says what a run without it says.
    func testChangedActionsSayWhatAWholeCheckSays() throws {
        let cache = scratch.path("cache")
        _ = try MapperProcess.run(["validate", "--cache-path", cache], in: project)
        let home = scratch.path("SampleApp/HomeViewController.swift")
        let original = try String(contentsOfFile: home, encoding: .utf8)
        let config = scratch.path("Configs/WGlobalUserStatisticsConfig.plist")
        let originalConfig = try String(contentsOfFile: config, encoding: .utf8)
        let newPage =
            "\t<key>UnknownViewController</key>\n\t<dict><key>PageEventIDs</key><dict><key>Enter</key><string>X_ENTER</string></dict></dict>\n"
        // Each step edits the source, and some the config too: a scan that tells its changes
        // since a report of other configs is scanned again whole.
        let edits: [(source: (String) -> String, config: String?)] = [
            ({ $0 + "\nextension HomeViewController {\n    @objc func onShareSheetPressed_UA(_ sender: Any) {}\n}\n" }, nil),
            ({ $0 + "\nextension HomeViewController {\n    @objc func onHelpPressed(_ sender: Any) {}\n}\n" }, nil),
            ({ $0.replacingOccurrences(of: "onFavBtnPressed_UA", with: "onFavouriteBtnPressed_UA") }, nil),
            (
                { $0 + "\nextension HomeViewController {\n    @objc func onLaterPressed_UA(_ sender: Any) {}\n}\n" },
                originalConfig.replacingOccurrences(of: "</dict>\n</plist>", with: newPage + "</dict>\n</plist>")
            ),
            ({ _ in original }, originalConfig),
        ]
        var text = original
        for (step, edit) in edits.enumerated() {
            text = edit.source(text)
            try text.write(toFile: home, atomically: false, encoding: .utf8)
            if let changed = edit.config { try changed.write(toFile: config, atomically: false, encoding: .utf8) }
            let cached = try MapperProcess.run(["validate", "--cache-path", cache], in: project)
            let whole = try MapperProcess.run(["validate", "--no-cache"], in: project)
            XCTAssertEqual(cached.standardOutput, whole.standardOutput, "step \(step)")
            XCTAssertEqual(cached.standardError, whole.standardError, "step \(step)")
            XCTAssertEqual(cached.status, whole.status, "step \(step)")
        }
    }

    func testTheUsersCacheFolderIsTheDefault() throws {
        let home = scratch.path("home-cache")
        let result = try MapperProcess.run(["status"], in: project, environment: ["XDG_CACHE_HOME": home])
        XCTAssertNotEqual(result.status, 2, result.standardError)
        XCTAssertEqual(cacheFiles(home + "/mapper").count, 2, "the files' scans and the merged result")
    }

    func testTwoScansAtOnceBothAnswer() throws {
        let cache = scratch.path("cache")
        let expected = try MapperProcess.run(["scan", "SampleApp", "--no-cache"], in: project)
        let results = DispatchQueue.global()
        let project = project!
        let group = DispatchGroup()
        let outputs = NSLock()
        nonisolated(unsafe) var seen: [MapperProcess.Result] = []
        for _ in 0..<3 {
            group.enter()
            results.async {
                let result = try? MapperProcess.run(["scan", "SampleApp", "--cache-path", cache], in: project)
                outputs.lock()
                seen.append(result ?? MapperProcess.Result(status: -1, standardOutput: "", standardError: ""))
                outputs.unlock()
                group.leave()
            }
        }
        group.wait()
        XCTAssertEqual(seen.map(\.standardOutput), Array(repeating: expected.standardOutput, count: 3))
        XCTAssertEqual(seen.map(\.status), Array(repeating: expected.status, count: 3))
        XCTAssertEqual(cacheFiles(cache).count, 2, "\(cacheFiles(cache))")
    }

    func testACachePathThatCannotBeAFolderIsRefused() throws {
        let file = scratch.path("a-file")
        try "keep".write(toFile: file, atomically: false, encoding: .utf8)
        for command in [["validate"], ["scan", "SampleApp"], ["status"]] {
            let refused = try MapperProcess.run(command + ["--cache-path", file], in: project)
            XCTAssertEqual(refused.status, 2, "\(command)")
            XCTAssertEqual(refused.standardError, "\(file): error: not a folder; the scan cache (--cache-path) is kept in a folder\n", "\(command)")
            XCTAssertEqual(refused.standardOutput, "", "\(command)")
        }
        XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8), "keep")

        let both = try MapperProcess.run(["scan", "SampleApp", "--no-cache", "--cache-path", scratch.path("cache")], in: project)
        XCTAssertEqual(both.status, 64)
        XCTAssertTrue(both.standardError.contains("Error: --no-cache and --cache-path exclude each other."), both.standardError)
    }
}
