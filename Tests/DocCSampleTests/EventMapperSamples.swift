import EventMapCore
import EventMapper
import Foundation
import XCTest

// sample: EventMapper/GettingStarted.md
final class ProfileViewController: ActionDeclaring {
    static let declaredActions: [ActionSelector] = ["onEditBtnPressed_UA(_:)", "onLogoutBtnPressed(_:)"]
}
// sample end

/// The samples of `EventMapper.docc/GettingStarted.md`, run on the repository's sample.
final class EventMapperSamples: XCTestCase {
    override func setUp() {
        _ = FileManager.default.changeCurrentDirectoryPath(DocCSampleTests.root.path)
    }

    func testLoadBuildValidateAndReport() throws {
        // sample: EventMapper/GettingStarted.md
        let configs = try ConfigSet.load(["Configs"])
        // sample end
        // sample: EventMapper/GettingStarted.md
        let declared = try RegistryFile.load(path: "Examples/SampleApp/registry.json")
        let (registry, registryFindings) = ActionRegistry.merging([declared])
        // sample end
        // sample: EventMapper/GettingStarted.md
        let declaring = ActionRegistry(declaring: [ProfileViewController.self])
        // sample end
        XCTAssertEqual(declaring.classes.map(\.name.text), ["DocCSampleTests.ProfileViewController"])
        // sample: EventMapper/GettingStarted.md
        var settings = ValidationSettings()
        if let project = try ProjectConfiguration.find() { // the nearest .mapper.json, if any
            settings = ValidationSettings(project: project)
        }
        let report = try Validator(settings: settings).validate(
            configs, registry: registry, registryFindings: registryFindings,
            registryFiles: ["Examples/SampleApp/registry.json"])
        print(ReporterKind.xcode.reporter.render(report), terminator: "")
        // 0 errors, 0 warnings in 2 config files and 1 registry file
        let status = report.exitStatus(strict: false) // 0 clean, 1 errors
        // sample end
        XCTAssertEqual(status, 0, ReporterKind.xcode.reporter.render(report))
        XCTAssertEqual(report.summary, "0 errors, 0 warnings in 2 config files and 1 registry file")
    }
}
