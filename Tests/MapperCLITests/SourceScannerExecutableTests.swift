import EventMapCore
import MapperProcesses
import EventMapper
import EventMapperTools
import Foundation
import TestSupport
import XCTest

/// Finding `mapper-source-scanner`: the override, beside the running executable, then `PATH`;
/// and, when it is nowhere, a message that says where it looked and how to fix it.
final class SourceScannerExecutableTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws {
        scratch = try ScratchFolder("scanner-lookup")
    }

    override func tearDown() {
        scratch.remove()
    }

    /// An executable file named `name` in the folder `folder` of the scratch folder.
    private func executable(_ folder: String, _ name: String = "mapper-source-scanner") throws -> String {
        try scratch.script(folder + "/" + name)
    }

    func testTheOverrideWinsOverEveryOtherPlace() throws {
        let override = try executable("override", "my-scanner")
        let beside = try executable("bin")
        let found = try CompanionExecutable.locate(
            .sourceScanner,
            environment: ["MAPPER_SOURCE_SCANNER": override, "PATH": scratch.path("bin")],
            runningExecutable: scratch.path("bin/mapper")
        )
        XCTAssertEqual(found.path, override)
        XCTAssertNotEqual(found.path, beside)
    }

    func testBesideTheRunningExecutableComesBeforePath() throws {
        let beside = try executable("install")
        _ = try executable("path")
        let found = try CompanionExecutable.locate(
            .sourceScanner,
            environment: ["PATH": scratch.path("path")],
            runningExecutable: scratch.path("install/mapper")
        )
        XCTAssertEqual(found.path, beside)
    }

    func testTheToolSwiftPMBuildsForThePluginIsFoundBesideAfterTheProduct() throws {
        let tool = try executable("debug", "mapper-source-scanner-tool")
        let running = scratch.path("debug/mapper")
        XCTAssertEqual(try CompanionExecutable.locate(.sourceScanner, environment: [:], runningExecutable: running).path, tool)
        let product = try executable("debug")
        XCTAssertEqual(try CompanionExecutable.locate(.sourceScanner, environment: [:], runningExecutable: running).path, product)
    }

    func testPathIsSearchedInOrderWhenNothingIsBeside() throws {
        let first = try executable("first")
        _ = try executable("second")
        let path = ["/nonexistent", scratch.path("first"), scratch.path("second")].joined(separator: ":")
        let found = try CompanionExecutable.locate(.sourceScanner, environment: ["PATH": path], runningExecutable: scratch.path("elsewhere/mapper"))
        XCTAssertEqual(found.path, first)
    }

    func testAFileThatIsNotExecutableIsPassedOver() throws {
        let plain = try scratch.script("bin/mapper-source-scanner")
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: plain)
        XCTAssertThrowsError(try CompanionExecutable.locate(.sourceScanner, environment: [:], runningExecutable: scratch.path("bin/mapper")))
    }

    func testNotFoundSaysWhereItLookedAndHowToFixIt() {
        XCTAssertThrowsError(
            try CompanionExecutable.locate(.sourceScanner, environment: ["PATH": "/nonexistent"], runningExecutable: "/opt/eventmapper/bin/mapper")
        ) { error in
            XCTAssertEqual(
                (error as? ConfigInputError)?.description,
                "mapper-source-scanner: error: scanning sources needs the source scanner, which was found neither in "
                    + "/opt/eventmapper/bin (beside the running executable) nor in PATH; build it with "
                    + "`swift build` (it is built with mapper), or install it next to mapper, or set MAPPER_SOURCE_SCANNER to its path"
            )
        }
        XCTAssertThrowsError(try CompanionExecutable.locate(.sourceScanner, environment: [:], runningExecutable: nil)) { error in
            XCTAssertEqual(
                (error as? ConfigInputError)?.message,
                "scanning sources needs the source scanner, which was not found in PATH; build it with `swift build` "
                    + "(it is built with mapper), or install it next to mapper, or set MAPPER_SOURCE_SCANNER to its path"
            )
        }
    }

    func testAnOverrideThatLeadsNowhereIsAnErrorNotAFallback() throws {
        _ = try executable("bin")
        XCTAssertThrowsError(
            try CompanionExecutable.locate(
                .sourceScanner,
                environment: ["MAPPER_SOURCE_SCANNER": "/nonexistent/mapper-source-scanner"],
                runningExecutable: scratch.path("bin/mapper")
            )
        ) { error in
            XCTAssertEqual(
                (error as? ConfigInputError)?.description,
                "/nonexistent/mapper-source-scanner: error: no source scanner here, where MAPPER_SOURCE_SCANNER points; "
                    + "point it at a built mapper-source-scanner, or unset it to use the one next to mapper"
            )
        }
    }

    func testTheRunningExecutableIsKnownWithLinksResolved() throws {
        let running = try XCTUnwrap(CompanionExecutable.runningExecutable)
        XCTAssertTrue(running.hasPrefix("/"), running)
        XCTAssertEqual(running, URL(fileURLWithPath: running).resolvingSymlinksInPath().path)
    }
}
