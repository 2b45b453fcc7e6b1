import EventMapCore
@testable import mapper
import MapperProcesses
import EventMapper
import EventMapperTools
import Foundation
import TestSupport
import XCTest

/// Running the source scanner as a child process, against stand-in scanners (shell scripts): the
/// arguments it is given, its scan read back, its input error passed on as it is, and every other
/// way it can fail turned into an error that names it.
final class SourceScannerProcessTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws {
        scratch = try ScratchFolder("scanner-process")
    }

    override func tearDown() {
        scratch.remove()
    }

    /// A stand-in scanner running `body` with `sh`.
    private func scanner(_ body: String) throws -> CompanionExecutable {
        CompanionExecutable(path: try scratch.script("mapper-source-scanner", body))
    }

    /// A file holding `document` as the scanner writes it, for a stand-in to print.
    private func written(_ document: SourceScanDocument) throws -> String {
        let path = scratch.path("document")
        try document.encoded().write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The error scanning with `scanner` throws.
    private func failure(_ scanner: CompanionExecutable, file: StaticString = #filePath, line: UInt = #line) -> ConfigInputError? {
        do {
            _ = try SourceScannerProcess(executable: scanner).scanRegistry(["Sources"])
            XCTFail("the scan did not fail", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    func testTheScanIsReadBackAndTheOptionsArePassedBeforeThePaths() throws {
        let arguments = scratch.path("arguments")
        let scan = ScannedRegistry(
            classes: [DeclaredClass(name: ClassName("HomeViewController"), actions: [DeclaredAction(ActionSelector("onFav:"))])], fileCount: 1,
            byteCount: 10)
        let stand = try scanner(
            """
            printf '%s\\n' "$@" > '\(arguments)'
            cat '\(try written(.scan(scan)))'
            """)
        let scanned = try SourceScannerProcess(executable: stand, parallel: false, showsProgress: true, cacheFolder: "/tmp/scan cache")
            .scanRegistry(["-odd name", "Sources"])
        XCTAssertEqual(scanned, scan)
        XCTAssertEqual(
            try String(contentsOfFile: arguments, encoding: .utf8),
            "--input-error-in-document\n--serial\n--progress\n--cache-path\n/tmp/scan cache\n--\n-odd name\nSources\n")
    }

    func testAWholeScanIsReadWhileTheScannerGoesOnAndItIsWaitedForBeforeExit() throws {
        let scan = ScannedRegistry(classes: [DeclaredClass(name: ClassName("HomeViewController"), actions: [])], fileCount: 1, byteCount: 10)
        let cacheWritten = scratch.path("cache written")
        // As the scanner does: the document, standard output closed, then the cache; here a
        // status that would be refused before the document was whole.
        let stand = try scanner(
            """
            cat '\(try written(.scan(scan)))'
            exec >&-
            sleep 1
            touch '\(cacheWritten)'
            exit 3
            """)
        XCTAssertEqual(try SourceScannerProcess(executable: stand).scanRegistry(["Sources"]), scan)
        XCTAssertFalse(FileManager.default.fileExists(atPath: cacheWritten), "the scan was read only once the scanner had ended")
        LingeringChildren.waitForAll()
        XCTAssertTrue(FileManager.default.fileExists(atPath: cacheWritten), "the scanner was not waited for")
    }

    func testAnInputErrorIsTheScannersOwn() throws {
        let error = ConfigInputError(path: "/nonexistent", message: "no such file or directory")
        let stand = try scanner(
            """
            cat '\(try written(.inputError(error)))'
            exit 2
            """)
        XCTAssertEqual(failure(stand), error)
    }

    func testAnotherStatusNamesTheScannerAndTheStatus() throws {
        let stand = try scanner("exit 3")
        XCTAssertEqual(failure(stand)?.description, "\(stand.path): error: the source scanner exited with status 3")
    }

    func testASignalNamesTheScannerAndTheSignal() throws {
        let stand = try scanner("kill -SEGV $$")
        XCTAssertEqual(failure(stand)?.description, "\(stand.path): error: the source scanner was stopped by signal 11")
    }

    func testOutputThatIsNotADocumentNamesTheScannerAndTheStatus() throws {
        let stand = try scanner("echo 'scanned 3 files'")
        XCTAssertEqual(
            failure(stand)?.description,
            "\(stand.path): error: the source scanner exited with status 0 and wrote no readable scan (not a mapper-source-scan document); "
                + "mapper and mapper-source-scanner must come from the same build"
        )
    }

    func testAnErrorDocumentWithSuccessIsRefused() throws {
        let stand = try scanner("cat '\(try written(.inputError(ConfigInputError(path: "p", message: "m"))))'")
        XCTAssertEqual(failure(stand)?.description, "\(stand.path): error: the source scanner exited with status 0 but wrote an error")
    }
}
