import Foundation
import TestSupport
import XCTest

/// The recipes `docs/ci.md` offers do what it says, run on a copy of the sample project: the
/// Xcode build phase (`docs/recipes/xcode-run-script.sh`) and the check step of the GitHub
/// Actions workflow (`docs/recipes/github-actions.yml`).
final class CIRecipeTests: XCTestCase {
    private var project: ScratchFolder!

    override func setUpWithError() throws {
        project = try makeScratchFolder("ci-recipe")
        for inputs in ["Configs", "Examples", ".mapper.json"] {
            try FileManager.default.copyItem(atPath: RepositoryPaths.path(inputs), toPath: project.path(inputs))
        }
    }

    /// The folder of the `mapper` under test, standing for an installed one.
    private var mapperFolder: String { MapperProcess.executable.deletingLastPathComponent().path }

    /// Runs `script` with `/bin/sh` in the project, with `environment` only (and HOME in the
    /// project, so that nothing installed for the user is found).
    private func shell(_ script: [String], environment: [String: String]) throws -> (output: String, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = script
        process.environment = environment.merging(["HOME": project.directory]) { given, _ in given }
        process.currentDirectoryURL = project.url
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), process.terminationStatus)
    }

    private func runBuildPhase(path: String) throws -> (output: String, status: Int32) {
        // Xcode sets SRCROOT and runs the phase from elsewhere.
        try shell([RepositoryPaths.path("docs/recipes/xcode-run-script.sh")], environment: ["SRCROOT": project.directory, "PATH": path])
    }

    /// An action renamed in the config only: the finding the recipes must show.
    private func breakTheConfig() throws {
        try project.apply([
            TextEdit(
                file: "Configs/WGlobalUserStatisticsConfig.plist", original: "<key>onFavBtnPressed_UA:</key>",
                replacement: "<key>onFavBtnPresed_UA:</key>")
        ])
    }

    func testTheBuildPhasePassesASampleThatMatchesItsCode() throws {
        let phase = try runBuildPhase(path: "\(mapperFolder):/usr/bin:/bin")
        XCTAssertEqual(phase.status, 0, phase.output)
        XCTAssertEqual(phase.output, "0 errors, 0 warnings in 2 config files and 8 source files\n")
    }

    /// Both findings at their files and lines, the config's and the Swift source's, with
    /// absolute paths.
    func testTheBuildPhaseFailsTheBuildWithEachFindingAtItsLine() throws {
        try breakTheConfig()
        let phase = try runBuildPhase(path: "\(mapperFolder):/usr/bin:/bin")
        XCTAssertEqual(phase.status, 1)
        XCTAssertEqual(
            phase.output,
            """
            \(project.directory)/Configs/WGlobalUserStatisticsConfig.plist:24:4: error: -[HomeViewController onFavBtnPresed_UA:] is configured but HomeViewController declares no such action; did you mean onFavBtnPressed_UA:? [undeclared-action]
            \(project.directory)/Examples/SampleApp/HomeViewController.swift:27:20: error: -[HomeViewController onFavBtnPressed_UA:] is tagged _UA but no event is configured for it; add it under HomeViewController → ControlEventIDs [untracked-action]
            2 errors, 0 warnings in 2 config files and 8 source files
            failed: 2 errors

            """)
    }

    func testWithoutMapperTheBuildPhaseWarnsAndTheBuildGoesOn() throws {
        for folder in ["/usr/local/bin", "/opt/homebrew/bin"] where FileManager.default.fileExists(atPath: folder + "/mapper") {
            throw XCTSkip("mapper is installed in \(folder), where the phase looks")
        }
        let phase = try runBuildPhase(path: "/usr/bin:/bin")
        XCTAssertEqual(phase.status, 0)
        XCTAssertEqual(phase.output, "warning: mapper is not installed, so the event map was not checked\n")
    }

    /// The workflow's last step, as the runner would run it once the archive is on `PATH`.
    func testTheWorkflowsCheckAnnotatesTheFinding() throws {
        let workflow = try String(contentsOfFile: RepositoryPaths.path("docs/recipes/github-actions.yml"), encoding: .utf8)
        let lines = workflow.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let step = try XCTUnwrap(lines.firstIndex(of: "- name: Check the event map"))
        let run = try XCTUnwrap(lines[step + 1].split(separator: ":", maxSplits: 1).last).trimmingCharacters(in: .whitespaces)
        XCTAssertEqual(run, "mapper validate --reporter github")

        let environment = ["PATH": "\(mapperFolder):/usr/bin:/bin"]
        XCTAssertEqual(try shell(["-c", run], environment: environment).status, 0)
        try breakTheConfig()
        let check = try shell(["-c", run], environment: environment)
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(
            check.output.contains("::error file=Configs/WGlobalUserStatisticsConfig.plist,line=24,col=4,title=undeclared-action::"), check.output)
    }
}
